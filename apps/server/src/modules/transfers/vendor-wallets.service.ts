import type { WalletTransferBody } from '@monsoon/contracts/transfers';
import type { Database } from '@/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import { sha256 } from '@/lib/ids.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import { requireRealAccount } from '@/modules/member/member.roles.ts';
import type { VendorRegistry } from '@/modules/provider/vendor-registry.ts';
import type { SessionInfo } from '@/modules/session/session.types.ts';
import type { WalletService } from '@/modules/wallet/wallet.service.ts';
import { createTransferWriter, transferAmount } from './transfer-movement.ts';
import { createTransfersRepository, VENDOR_WALLET_KIND } from './transfers.repository.ts';

/** Journal kinds (and idempotency scopes) of the main wallet ↔ vendor wallet movements. */
export const WALLET_TRANSFER = 'wallet.transfer';
export const WALLET_RECALL = 'wallet.recall';

/** The main wallet and the vendor wallets, in minor units. */
export interface WalletsOverview {
  isSingle: boolean;
  main: bigint;
  wallets: { vendor: string; name: string; balance: bigint }[];
  total: bigint;
  currency: string;
}

/**
 * The vendor wallets of a multi-wallet merchant (decision 0051): one ledger account per member and
 * vendor (`vendor_wallet`, shard = vendor id, never below zero); transfers in and out and the recall
 * are ledger movements between it and the member's main wallet, idempotent by request id. A
 * single-wallet merchant (the demo) has none, and refuses transfers with `wallet.transfer.single`.
 */
export function createVendorWalletsService(deps: {
  db: Database;
  wallet: WalletService;
  vendors: VendorRegistry;
}) {
  const { db, wallet, vendors } = deps;
  const repo = createTransfersRepository(db);
  const writer = createTransferWriter(db, wallet);

  const vendorAccountId = (merchantId: number, memberId: number, vendorId: number, asset: string) =>
    wallet.ledger.repository().accountId({
      merchantId,
      ownerKind: VENDOR_WALLET_KIND,
      ownerId: memberId,
      asset,
      shard: vendorId,
      allowNegative: false,
    });

  async function overview(merchant: MerchantRow, memberId: number): Promise<WalletsOverview> {
    const asset = merchant.currency;
    const main = await wallet.available({ merchantId: merchant.id, memberId }, asset);
    const isSingle = merchant.settings.wallet.single;
    const used = new Map(
      (await repo.vendorWallets(merchant.id, memberId, asset)).map((w) => [w.vendorId, w]),
    );
    // A single-wallet merchant shows only vendor wallets still holding money (left from before the
    // merchant switched mode), so that the member can recall it.
    const listed = isSingle
      ? vendors.ofMerchant(merchant.id).filter((v) => {
          const w = used.get(v.id);
          return w !== undefined && w.balance - w.held > 0n;
        })
      : vendors.ofMerchant(merchant.id);
    const wallets = listed.map((v) => {
      const w = used.get(v.id);
      return { vendor: v.code, name: v.name, balance: w ? w.balance - w.held : 0n };
    });
    // Money left in a vendor wallet counts in the total even when its vendor is switched off.
    const inVendors = [...used.values()].reduce((sum, w) => sum + w.balance - w.held, 0n);
    return { isSingle, main, wallets, total: main + inVendors, currency: asset };
  }

  const requireMultiWallet = (merchant: MerchantRow, session: SessionInfo) => {
    requireRealAccount(session);
    if (merchant.settings.wallet.single) throw new AppError('wallet.transfer.single');
  };

  return {
    /** The wallet page: main wallet and (multi-wallet) every vendor wallet. */
    async overview(merchant: MerchantRow, session: SessionInfo): Promise<WalletsOverview> {
      requireRealAccount(session);
      return overview(merchant, session.memberId);
    },

    /** Main wallet → vendor wallet (IN) or back (OUT): one movement. */
    async transfer(
      merchant: MerchantRow,
      session: SessionInfo,
      body: WalletTransferBody,
    ): Promise<WalletsOverview> {
      requireMultiWallet(merchant, session);
      const vendor = vendors.find(merchant.id, body.vendor);
      if (!vendor || !vendor.enabled) throw new AppError('wallet.vendor.not.found');
      const amount = transferAmount(body.amount);
      const asset = merchant.currency;
      const memberId = session.memberId;
      const key = `${memberId}:${body.requestId}`;
      const requestHash = sha256(`${memberId}:${vendor.id}:${body.direction}:${asset}:${amount}`);
      if ((await writer.replayed(merchant.id, WALLET_TRANSFER, key, requestHash)) === null) {
        const main = await wallet.memberAccountId({ merchantId: merchant.id, memberId }, asset);
        const sub = await vendorAccountId(merchant.id, memberId, vendor.id, asset);
        const into = body.direction === 'IN' ? amount : -amount;
        await writer.post({
          merchantId: merchant.id,
          kind: WALLET_TRANSFER,
          key,
          requestHash,
          legs: [
            { accountId: main, asset, amount: -into, system: false },
            { accountId: sub, asset, amount: into, system: false },
          ],
          memo: { vendor: vendor.code, direction: body.direction, requestId: body.requestId },
        });
      }
      return overview(merchant, memberId);
    },

    /**
     * "Recall balance": every vendor wallet back to the main wallet, in one movement. Allowed in both
     * modes: money left in vendor wallets when a merchant turns single is never stuck.
     */
    async recall(
      merchant: MerchantRow,
      session: SessionInfo,
      requestId: string,
    ): Promise<WalletsOverview> {
      requireRealAccount(session);
      const asset = merchant.currency;
      const memberId = session.memberId;
      const key = `${memberId}:${requestId}`;
      const requestHash = sha256(`${memberId}:recall:${asset}`);
      if ((await writer.replayed(merchant.id, WALLET_RECALL, key, requestHash)) !== null)
        return overview(merchant, memberId);
      const funded = (await repo.vendorWallets(merchant.id, memberId, asset)).filter(
        (w) => w.balance - w.held > 0n,
      );
      if (funded.length === 0) return overview(merchant, memberId);
      const main = await wallet.memberAccountId({ merchantId: merchant.id, memberId }, asset);
      // The amounts are read again under lock inside the movement's transaction (main wallet first
      // when it has the lower id, one order with every other movement): a transfer racing the recall
      // either lands before it (and is recalled) or after it (and stays).
      await writer.post({
        merchantId: merchant.id,
        kind: WALLET_RECALL,
        key,
        requestHash,
        memo: { requestId },
        legs: async (tx) => {
          const locked = await createTransfersRepository(tx).lockFundedVendorWallets(
            merchant.id,
            memberId,
            asset,
            main,
          );
          const total = locked.reduce((sum, w) => sum + w.balance - w.held, 0n);
          if (total === 0n) return [];
          return [
            { accountId: main, asset, amount: total, system: false },
            ...locked.map((w) => ({
              accountId: w.accountId,
              asset,
              amount: -(w.balance - w.held),
              system: false,
            })),
          ];
        },
      });
      return overview(merchant, memberId);
    },
  };
}
export type VendorWalletsService = ReturnType<typeof createVendorWalletsService>;
