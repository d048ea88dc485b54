import type { Database } from '@/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import { actorOf } from '@/modules/admin/admin.actor.ts';
import type { Actor } from '@/modules/admin/audit.service.ts';
import type { OperatorContext } from '@/modules/admin/operator-auth.service.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import type { SessionInfo } from '@/modules/session/session.types.ts';
import { penaltyOf } from '@/modules/withdrawals/withdrawal.settings.ts';
import { amountOf, type C2cContext } from './c2c.context.ts';
import { createC2cRepository, type PoolRow } from './c2c.repository.ts';

/** The journal kind of the penalty on a member's cancelled open part, member to house (decision 0062). */
export const PENALTY_KIND = 'c2c.penalty';
/** How long a cancelled withdrawal stays in the member's list. */
const CANCELLED_SHOWN_MS = 7 * 24 * 3_600_000;

/** A pool row with its withdrawal's state, net amount, what was received and what is in flight. */
export interface PoolView {
  pool: PoolRow;
  status: string;
  net: bigint;
  received: bigint;
  inFlight: bigint;
  username: string;
}

/** Who cancels: the member (the penalty charged, the amounts they were shown checked) or an operator. */
type Canceller =
  | {
      kind: 'member';
      memberId: number;
      penaltyPercent: number;
      shown: { open: bigint; penalty: bigint };
      actor: Actor;
    }
  | { kind: 'operator'; operator: OperatorContext; reason: string };

/**
 * Cancelling a pooled withdrawal's open part (decisions 0061, 0062): the member's list and cancel (the
 * penalty charged), the back office's pool list and cancel (a reason, no penalty).
 */
export function createC2cCancelService(ctx: C2cContext) {
  const { clock, wallet, payees, audit, repo } = ctx;
  const { finishIfDone, memberActor } = ctx.moves;

  /**
   * The money of a cancel, in the caller's transaction: the pool hold captured for the penalty to the
   * house (`c2c.penalty`, decision 0062) with the rest released to the member, or released whole.
   */
  const settleCancel = async (
    tx: Database,
    pool: PoolRow & { holdId: number },
    penalty: bigint,
    house: number,
  ) => {
    const key = `c2c:cancel:${pool.withdrawalId}`;
    if (penalty === 0n) return wallet.ledger.release(tx, { holdId: pool.holdId, key });
    await wallet.ledger.capture(tx, {
      holdId: pool.holdId,
      amount: penalty,
      key,
      kind: PENALTY_KIND,
      legs: [{ accountId: house, asset: pool.asset, amount: penalty }],
      memo: { withdrawalId: pool.withdrawalId, cancelled: pool.remaining.toString() },
    });
  };

  /**
   * Cancels what is open of a withdrawal in the pool (decision 0061), in one transaction under the pool
   * row's lock with a compare-and-set on its version: the penalty taken and the rest released
   * (`settleCancel`); nothing remains open, so no deposit can match it again; matches in flight finish
   * as usual. Refused, with nothing written, when nothing is open (or it was cancelled already) or, for
   * the member, when what is open moved since they were shown it.
   */
  const cancel = async (merchantId: number, withdrawalId: number, by: Canceller) => {
    const member = by.kind === 'member';
    const notFound = member ? 'c2c.withdrawal.not.found' : 'admin.c2c.withdrawal.not.found';
    const nothingOpen = member ? 'c2c.cancel.nothing.open' : 'admin.c2c.cancel.nothing.open';
    const seen = await repo.pool(withdrawalId);
    if (!seen || seen.merchantId !== merchantId) throw new AppError(notFound);
    if (by.kind === 'member' && seen.memberId !== by.memberId) throw new AppError(notFound);
    // Resolved before the transaction (PGlite has one connection).
    const house = await wallet.houseAccountId({ merchantId, memberId: seen.memberId }, seen.asset);
    const cancelledBy = by.kind === 'member' ? 'member' : `operator:${by.operator.operatorId}`;
    const reason = by.kind === 'member' ? null : by.reason;
    await wallet.ledger.run(async (tx) => {
      const r = createC2cRepository(tx);
      const pool = await r.lockPool(withdrawalId);
      if (!pool) throw new AppError(notFound);
      const { holdId } = pool;
      if (pool.cancelledAt !== null || pool.remaining === 0n || holdId === null)
        throw new AppError(nothingOpen);
      const penalty = by.kind === 'member' ? penaltyOf(pool.remaining, by.penaltyPercent) : 0n;
      if (
        by.kind === 'member' &&
        (by.shown.open !== pool.remaining || by.shown.penalty !== penalty)
      )
        throw new AppError('c2c.cancel.changed');
      await settleCancel(tx, { ...pool, holdId }, penalty, house);
      const values = { cancelledAt: clock.now(), cancelledAmount: pool.remaining, penalty };
      if (
        !(await r.cancelPool(withdrawalId, pool.version, {
          ...values,
          cancelledBy,
          cancelReason: reason,
        }))
      )
        throw new Error(`c2c pool ${withdrawalId} moved under its lock`);
      await audit.record(tx, by.kind === 'member' ? by.actor : actorOf(by.operator), {
        action: 'c2c.cancelled',
        targetKind: 'withdrawal',
        targetId: withdrawalId,
        before: { open: pool.remaining.toString() },
        after: {
          open: '0',
          cancelled: pool.remaining.toString(),
          penalty: penalty.toString(),
          by: cancelledBy,
          reason,
        },
      });
      await finishIfDone(tx, withdrawalId);
    });
  };

  const viewOf = async (merchantId: number, withdrawalId: number): Promise<PoolView> => {
    const { rows } = await repo.poolViews({
      merchantId,
      withdrawalId,
      state: 'all',
      offset: 0,
      limit: 1,
    });
    const row = rows[0];
    if (!row) throw new Error(`c2c pool ${withdrawalId} not found after its cancel`);
    return row;
  };

  return {
    /**
     * The member's C2C withdrawals (still being paid, or cancelled in the last 7 days) with what
     * cancelling the open part would cost now.
     */
    async memberWithdrawals(merchant: MerchantRow, session: SessionInfo) {
      const member = await payees.realMember(session);
      const since = new Date(clock.now().getTime() - CANCELLED_SHOWN_MS);
      const { rows } = await repo.poolViews({
        merchantId: merchant.id,
        memberId: member.id,
        state: 'member',
        cancelledSince: since,
        offset: 0,
        limit: 20,
      });
      const percent = merchant.settings.withdrawals.penaltyPercent;
      return rows.map((v) => ({
        view: v,
        penaltyPercent: percent,
        cancelPenalty: penaltyOf(v.pool.remaining, percent),
      }));
    },

    /** The member cancels the open part of their C2C withdrawal, paying the penalty they were shown. */
    async cancelByMember(
      merchant: MerchantRow,
      session: SessionInfo,
      withdrawalId: number,
      shown: { amount: unknown; penalty: unknown },
    ) {
      const member = await payees.realMember(session);
      const open = amountOf(shown.amount);
      const penalty = amountOf(shown.penalty);
      const percent = merchant.settings.withdrawals.penaltyPercent;
      await cancel(merchant.id, withdrawalId, {
        kind: 'member',
        memberId: member.id,
        penaltyPercent: percent,
        shown: { open, penalty },
        actor: memberActor(merchant.id, member.username),
      });
      return {
        view: await viewOf(merchant.id, withdrawalId),
        penaltyPercent: percent,
        cancelPenalty: 0n,
      };
    },

    /** The back office's pool: withdrawals open, cancelled or all, newest first. */
    pool: (
      merchantId: number,
      state: 'open' | 'cancelled' | 'all',
      page: { offset: number; limit: number },
    ) => repo.poolViews({ merchantId, state, ...page }),

    /** An operator cancels the open part of a C2C withdrawal with a reason (no penalty), audited. */
    async cancelByOperator(by: OperatorContext, withdrawalId: number, reason: string) {
      await cancel(by.merchantId, withdrawalId, { kind: 'operator', operator: by, reason });
      return viewOf(by.merchantId, withdrawalId);
    },
  };
}
