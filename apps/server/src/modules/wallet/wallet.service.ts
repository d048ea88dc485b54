import type { Database } from '@/db/client.ts';
import { systemClock, type Clock } from '@/lib/clock.ts';
import { sha256 } from '@/lib/ids.ts';
import { TRIAL_TYPE } from '@/modules/session/session.types.ts';
import type { HoldOutcome, HoldRequest } from './holds.ts';
import { createLedger, houseShardOf, IdempotencyReplay, type Ledger } from './ledger.ts';

/** Play money a trial account (type 4) starts with, in FUN minor units (2,000.00). */
export const FUN_GRANT_MINOR = 200_000n;
export const FUN_ASSET = 'FUN';

export interface MemberRef {
  merchantId: number;
  memberId: number;
}

/**
 * Accounts and balances over the ledger: the member's wallet per asset, the house shards, the system
 * pools; credits from the bank account (seed and sandbox funding), the trial FUN grant, member holds.
 */
export function createWalletService(db: Database, clock: Clock = systemClock) {
  const ledger: Ledger = createLedger(db, clock);
  const repo = ledger.repository();
  // Account ids never change once created: cache them for the hot path.
  const ids = new Map<string, number>();
  const funGranted = new Set<string>();
  const cachedId = async (
    merchantId: number,
    ownerKind: string,
    ownerId: number,
    asset: string,
    shard: number,
    scope?: Database,
  ): Promise<number> => {
    const key = `${merchantId}:${ownerKind}:${ownerId}:${asset}:${shard}`;
    const hit = ids.get(key);
    if (hit !== undefined) return hit;
    const id = await ledger.repository(scope).accountId({
      merchantId,
      ownerKind,
      ownerId,
      asset,
      shard,
      allowNegative: ownerKind !== 'member',
    });
    // An id found inside a transaction may belong to a row that transaction created and then rolls
    // back: only ids read outside one are cached.
    if (scope) return id;
    if (ids.size > 100_000) ids.clear();
    ids.set(key, id);
    return id;
  };

  const service = {
    ledger,
    /** The asset a member plays with: FUN for trial accounts, else the merchant currency. */
    assetOf: (memberType: number, merchantCurrency: string): string =>
      memberType === TRIAL_TYPE ? FUN_ASSET : merchantCurrency,
    /** Pass `scope` when inside a transaction (PGlite has one connection: never read outside it). */
    memberAccountId: (ref: MemberRef, asset: string, scope?: Database) =>
      cachedId(ref.merchantId, 'member', ref.memberId, asset, 0, scope),
    /** The member's house sub-account for an asset (money.md §2: hot accounts are sharded). */
    houseAccountId: (ref: MemberRef, asset: string, scope?: Database) =>
      cachedId(ref.merchantId, 'house', 0, asset, houseShardOf(ref.memberId), scope),
    /** Pass `scope` when inside a transaction (as for member accounts). */
    systemAccountId: (merchantId: number, kind: string, asset: string, scope?: Database) =>
      cachedId(merchantId, kind, 0, asset, 0, scope),
    /** Balances of a member per asset (accounts not yet used are absent). */
    balances: (ref: MemberRef) => repo.memberBalances(ref.merchantId, ref.memberId),
    /** Available balance (balance minus holds) of a member in one asset; 0 without an account. */
    async available(ref: MemberRef, asset: string, scope?: Database): Promise<bigint> {
      const row = await ledger
        .repository(scope)
        .balanceOf(await service.memberAccountId(ref, asset, scope));
      return row ? row.balance - row.held : 0n;
    },
    /**
     * Sets part of a member's available balance aside (withdrawals, C2C) inside the caller's
     * transaction: `ledger.hold` on the member's account in that asset; resolve it with
     * `ledger.capture` or `ledger.release`.
     */
    async holdMember(
      tx: Database,
      ref: MemberRef,
      request: Omit<HoldRequest, 'accountId'>,
    ): Promise<HoldOutcome> {
      const accountId = await service.memberAccountId(ref, request.asset, tx);
      return ledger.hold(tx, { ...request, accountId });
    },
    /**
     * Credits a member from the merchant's bank account (seed data, sandbox funding), once per key.
     * Answers false when the key was used before.
     */
    async credit(
      ref: MemberRef,
      asset: string,
      amount: bigint,
      kind: string,
      key: string,
    ): Promise<boolean> {
      const member = await service.memberAccountId(ref, asset);
      const bank = await service.systemAccountId(ref.merchantId, 'bank', asset);
      try {
        await ledger.run((tx) =>
          ledger.post(tx, {
            merchantId: ref.merchantId,
            kind,
            scope: kind,
            key,
            requestHash: sha256(`${ref.memberId}:${asset}:${amount}`),
            legs: [
              { accountId: member, asset, amount, system: false },
              { accountId: bank, asset, amount: -amount, system: true },
            ],
          }),
        );
        return true;
      } catch (err) {
        if (err instanceof IdempotencyReplay) return false;
        throw err;
      }
    },
    /** Gives a trial account its FUN play money, once (idempotent by member). */
    async grantFun(ref: MemberRef): Promise<void> {
      // Read on every balance call of a trial account: once granted, no transaction is needed.
      const grantKey = `${ref.merchantId}:${ref.memberId}`;
      if (funGranted.has(grantKey)) return;
      const member = await service.memberAccountId(ref, FUN_ASSET);
      const pool = await service.systemAccountId(ref.merchantId, 'fun_pool', FUN_ASSET);
      try {
        await ledger.run((tx) =>
          ledger.post(tx, {
            merchantId: ref.merchantId,
            kind: 'fun.grant',
            scope: 'fun.grant',
            key: String(ref.memberId),
            requestHash: sha256(`${ref.memberId}:${FUN_GRANT_MINOR}`),
            legs: [
              { accountId: member, asset: FUN_ASSET, amount: FUN_GRANT_MINOR, system: false },
              { accountId: pool, asset: FUN_ASSET, amount: -FUN_GRANT_MINOR, system: true },
            ],
          }),
        );
      } catch (err) {
        if (!(err instanceof IdempotencyReplay)) throw err;
      }
      if (funGranted.size > 100_000) funGranted.clear();
      funGranted.add(grantKey);
    },
  };
  return service;
}
export type WalletService = ReturnType<typeof createWalletService>;
