import type { AuditAction } from '@monsoon/contracts/admin/audit';
import type { Database } from '@/db/client.ts';
import type { C2cMatchStatus } from '@/db/schema/index.ts';
import type { Clock } from '@/lib/clock.ts';
import { AppError } from '@/lib/errors.ts';
import { sha256 } from '@/lib/ids.ts';
import type { Actor, AuditService } from '@/modules/admin/audit.service.ts';
import type { WalletService } from '@/modules/wallet/wallet.service.ts';
import { createC2cRepository, type C2cMatchRow, type PoolRow } from './c2c.repository.ts';

/** The journal kind of a C2C receipt: the withdrawer's held money to the depositor, one movement. */
export const TRANSFER_KIND = 'c2c.transfer';
/** Hold scope of a withdrawal's open remainder (key `{withdrawal}:{version}`). */
export const POOL_SCOPE = 'c2c.pool';

/**
 * The money moves C2C shares between the members' calls, the auto-confirm job and the operator's
 * decision (decision 0053): re-holding a withdrawal's open remainder, giving a match's unpaid money back,
 * receiving a match (its slice hold captured to the depositor) and closing a withdrawal once nothing is
 * open or in flight. Each runs in the
 * caller's transaction, under the locks the caller took.
 */
export function createC2cMoves(deps: { clock: Clock; wallet: WalletService; audit: AuditService }) {
  const { clock, wallet, audit } = deps;
  const memberActor = (merchantId: number, username: string | null): Actor => ({
    merchantId,
    operatorId: null,
    username,
    ip: null,
  });

  const record = async (
    tx: Database,
    actor: Actor,
    action: AuditAction,
    m: C2cMatchRow,
    before: string | null,
    after: Record<string, string | number | null>,
  ) =>
    audit.record(tx, actor, {
      action,
      targetKind: 'c2c_match',
      targetId: m.id,
      before: before === null ? null : { status: before },
      after: { ...after, withdrawalId: m.withdrawalId, depositId: m.depositId },
    });

  /**
   * Sets a withdrawal's open remainder to `remaining` under a new pool hold: the old one is released
   * first, then `between` runs (a match's slice is held out of the released money), then the rest is held.
   */
  const repool = async (
    tx: Database,
    pool: PoolRow,
    remaining: bigint,
    between?: () => Promise<void>,
  ): Promise<void> => {
    const r = createC2cRepository(tx);
    if (pool.holdId !== null)
      await wallet.ledger.release(tx, {
        holdId: pool.holdId,
        key: `c2c:pool:${pool.withdrawalId}:${pool.version}`,
      });
    if (between) await between();
    let holdId: number | null = null;
    if (remaining > 0n) {
      const hold = await wallet.holdMember(
        tx,
        { merchantId: pool.merchantId, memberId: pool.memberId },
        {
          asset: pool.asset,
          amount: remaining,
          scope: POOL_SCOPE,
          key: `${pool.withdrawalId}:${pool.version + 1}`,
          requestHash: sha256(`${pool.withdrawalId}:${remaining}`),
          purpose: 'c2c',
          reference: `withdrawal:${pool.withdrawalId}`,
        },
      );
      holdId = hold.hold.id;
    }
    if (!(await r.setPool(pool.withdrawalId, pool.version, remaining, holdId)))
      throw new Error(`c2c pool ${pool.withdrawalId} moved under its lock`);
  };

  /**
   * Money of a match that did not reach its depositor (a partial receipt's rest, a refused dispute, an
   * expired payment): already released from the slice hold by the caller, it goes back into the
   * withdrawal's pool, or, once the withdrawal's open part was cancelled (decision 0061), simply stays
   * with the member. Under the match's lock, then the pool's.
   */
  const giveBack = async (tx: Database, m: C2cMatchRow, amount: bigint): Promise<void> => {
    const pool = await createC2cRepository(tx).lockPool(m.withdrawalId);
    if (!pool) throw new Error(`c2c match ${m.id} has no pool row`);
    if (pool.cancelledAt === null) await repool(tx, pool, pool.remaining + amount);
  };

  /**
   * A withdrawal with nothing open and nothing in flight is finished: paid (its receipts all
   * confirmed), or cancelled when its open part was cancelled and nothing of it was received.
   */
  const finishIfDone = async (tx: Database, withdrawalId: number): Promise<void> => {
    const r = createC2cRepository(tx);
    const pool = await r.lockPool(withdrawalId);
    if (!pool || pool.remaining > 0n || (await r.openMatchesOf(withdrawalId)) > 0) return;
    const now = clock.now();
    if (pool.cancelledAt !== null && (await r.receivedOf(withdrawalId)) === 0n) {
      await r.moveWithdrawal(
        withdrawalId,
        'paying',
        'cancelled',
        {},
        { actor: pool.cancelledBy ?? 'c2c', note: pool.cancelReason, at: now },
      );
      return;
    }
    await r.moveWithdrawal(
      withdrawalId,
      'paying',
      'paid',
      { receiptConfirmedAt: now },
      { actor: 'c2c', note: null, at: now },
    );
  };

  /**
   * Moves `amount` of a match's slice to the depositor (the rest of the slice released and, for a partial
   * receipt, put back in the pool), from `from` to `to`, in the caller's transaction under the match lock.
   */
  const receive = async (
    tx: Database,
    m: C2cMatchRow,
    amount: bigint,
    to: Extract<C2cMatchStatus, 'received' | 'partly' | 'forced'>,
    actor: string,
  ): Promise<void> => {
    const r = createC2cRepository(tx);
    const now = clock.now();
    const ref = { merchantId: m.merchantId, memberId: m.depositorId };
    const depositorAccount = await wallet.memberAccountId(ref, m.asset, tx);
    await wallet.ledger.capture(tx, {
      holdId: m.holdId,
      amount,
      key: `c2c:${m.id}`,
      kind: TRANSFER_KIND,
      legs: [{ accountId: depositorAccount, asset: m.asset, amount }],
      memo: { matchId: m.id, depositId: m.depositId, withdrawalId: m.withdrawalId },
    });
    if (
      !(await r.moveMatch(m.id, m.status, {
        status: to,
        confirmedAmount: amount,
        resolvedBy: actor,
        updatedAt: now,
      }))
    )
      throw new AppError('c2c.match.state');
    await r.event({
      matchId: m.id,
      fromStatus: m.status,
      toStatus: to,
      actor,
      amount,
      note: null,
      createdAt: now,
    });
    await r.creditDeposit(m.depositId, amount, now);
    if (amount < m.amount) await giveBack(tx, m, m.amount - amount);
    await r.closeDepositIfDone(m.depositId, now);
    await finishIfDone(tx, m.withdrawalId);
  };

  return { memberActor, record, repool, giveBack, finishIfDone, receive };
}
export type C2cMoves = ReturnType<typeof createC2cMoves>;
