import type { WalletReply, WalletStatus } from '@monsoon/contracts/provider/wallet';
import { WALLET_STATUSES } from '@monsoon/contracts/provider/wallet';
import type { Database } from '@/db/client.ts';
import { sqlStateOf, uniqueViolation } from '@/lib/db-errors.ts';
import { IdempotencyReplay, type Ledger } from '@/modules/wallet/ledger.ts';
import type { WalletService } from '@/modules/wallet/wallet.service.ts';
import {
  createProviderRepository,
  type NewVendorTx,
  type ProviderRepository,
  type VendorRow,
  type VendorTxRow,
} from './provider.repository.ts';

/** The merchant of a vendor call: its id and currency. */
export interface MerchantRef {
  id: number;
  currency: string;
}

interface MemberLookup {
  /** The member of a merchant by id: status and type, or null. */
  find(merchantId: number, memberId: number): Promise<{ status: string; type: number } | null>;
}

/** Builds an answer: every answer carries status, balance (wire integer) and currency. */
export const answerOf = (
  status: WalletStatus,
  balance: bigint,
  currency: string,
  extra: Partial<WalletReply> = {},
): WalletReply => ({ status, balance, currency, ...extra });

const isStatus = (s: string): s is WalletStatus =>
  (WALLET_STATUSES as readonly string[]).includes(s);

/** The row a refusal is stored as: the call's identity and fields, without its outcome. */
export type RefusalRow = Omit<NewVendorTx, 'status' | 'answerStatus' | 'balanceAfter'>;

/** What a claimed transaction found: the id's stored row, or the answer it decided and stored. */
type Claimed = { seen: VendorTxRow } | { answer: WalletReply };

/**
 * Claim the key first, then decide (money.md §15, decision 0030): every bet, win and rollback that the
 * fast path did not settle runs in one transaction that first takes the lock of its (vendor, id), then
 * looks for the id, and only then reads the token, the player and the round. Every business outcome
 * is stored under the id in that same transaction (`refuse`), so a duplicate in flight waits on the
 * lock and replays the first answer, and a retry never gets a second one.
 */
export function createClaims(deps: {
  ledger: Ledger;
  wallet: WalletService;
  members: MemberLookup;
  repo: ProviderRepository;
}) {
  const { ledger, wallet, repo } = deps;

  const currentBalance = (merchantId: number, memberId: number, asset: string, scope?: Database) =>
    wallet.available({ merchantId, memberId }, asset, scope);

  /**
   * A conflict answers the balance of the player named in the request: a vendor shows it to that
   * player, so it must never be the balance of the player who used the id first.
   */
  const conflict = async (
    merchant: MerchantRef,
    tx: VendorTxRow,
    memberId: number | null,
  ): Promise<WalletReply> => {
    if (memberId !== null && memberId === tx.memberId)
      return answerOf(
        'DUPLICATE_CONFLICT',
        await currentBalance(merchant.id, memberId, tx.asset),
        tx.asset,
      );
    const member = memberId === null ? null : await deps.members.find(merchant.id, memberId);
    if (memberId === null || !member) return answerOf('DUPLICATE_CONFLICT', 0n, merchant.currency);
    const asset = wallet.assetOf(member.type, merchant.currency);
    return answerOf(
      'DUPLICATE_CONFLICT',
      await currentBalance(merchant.id, memberId, asset),
      asset,
    );
  };

  /** The stored answer of an earlier call with this id, or a conflict when the fields differ. */
  const replay = async (
    merchant: MerchantRef,
    tx: VendorTxRow,
    requestHash: string,
    memberId: number | null,
  ): Promise<WalletReply> => {
    if (tx.requestHash !== requestHash) return conflict(merchant, tx, memberId);
    const status = isStatus(tx.answerStatus) ? tx.answerStatus : 'INTERNAL_ERROR';
    return answerOf(
      status,
      tx.balanceAfter,
      tx.asset,
      status === 'OK' ? { transactionId: String(tx.id) } : {},
    );
  };

  /**
   * Stores a business refusal under the id inside the claiming transaction and answers it. The
   * balance is the member's (0 for a member who does not exist). The id is ours under the lock: an
   * existing row means the lock was bypassed, and the transaction is undone and replayed.
   */
  const refuse = async (
    tx: Database,
    merchant: MerchantRef,
    row: RefusalRow & { memberKnown: boolean },
    status: WalletStatus,
  ): Promise<WalletReply> => {
    const { memberKnown, ...fields } = row;
    const balance = memberKnown
      ? await currentBalance(merchant.id, fields.memberId, fields.asset, tx)
      : 0n;
    const id = await createProviderRepository(tx).insertTx({
      ...fields,
      status: 'rejected',
      answerStatus: status,
      balanceAfter: balance,
    });
    if (id === null) throw new IdempotencyReplay();
    return answerOf(status, balance, fields.asset);
  };

  /**
   * Runs `work` in a transaction that holds the id's claim; replays the id's stored answer when it has
   * one (found under the claim, or raced in through a path without it).
   */
  const claimed = async (
    merchant: MerchantRef,
    vendor: VendorRow,
    call: { txId: string; requestHash: string; memberId: number | null },
    work: (tx: Database, txRepo: ProviderRepository) => Promise<WalletReply>,
    retried = false,
  ): Promise<WalletReply> => {
    let result: Claimed;
    try {
      result = await ledger.run(async (tx): Promise<Claimed> => {
        const txRepo = createProviderRepository(tx);
        await txRepo.lockKey(vendor.id, call.txId);
        const seen = await txRepo.findTx(vendor.id, call.txId);
        if (seen) return { seen };
        return { answer: await work(tx, txRepo) };
      });
    } catch (err) {
      // Another member's bet created the round between our check and our insert: decide again, once
      // (the round now exists, and the work refuses the call for it).
      if (sqlStateOf(err)?.code === 'MNS02' && !retried)
        return claimed(merchant, vendor, call, work, true);
      if (!(err instanceof IdempotencyReplay || uniqueViolation(err) !== null)) {
        if (sqlStateOf(err)?.code !== 'MNS01') throw err;
      }
      const existing = await repo.findTx(vendor.id, call.txId);
      if (!existing) throw err;
      result = { seen: existing };
    }
    if ('seen' in result) return replay(merchant, result.seen, call.requestHash, call.memberId);
    return result.answer;
  };

  return { claimed, refuse, replay, currentBalance };
}
export type Claims = ReturnType<typeof createClaims>;
