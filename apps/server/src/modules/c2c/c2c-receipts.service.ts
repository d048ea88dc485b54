import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import type { SessionInfo } from '@/modules/session/session.types.ts';
import { AppError } from '@/lib/errors.ts';
import { amountOf, type C2cContext, type ConfirmationView } from './c2c.context.ts';
import { checkProofs, type ProofImage } from './c2c.proofs.ts';
import { createC2cRepository } from './c2c.repository.ts';

/** How long a forced receipt stays in the withdrawer's list (the forced-completion message). */
const FORCED_SHOWN_MS = 7 * 24 * 3_600_000;

/** The answers of a withdrawer. */
export type Answer =
  | { result: 'RECEIVED' }
  | { result: 'PARTIAL'; amount: string | number | { toString(): string } }
  | { result: 'NOT_RECEIVED'; images: readonly string[] | undefined };

/**
 * The withdrawer's side (decision 0055): the payments waiting for "received?" and the answer —
 * received (the slice captured to the depositor), partly (that much captured, the rest back to the
 * pool) or not received (a dispute for the operator).
 */
export function createC2cReceiptsService(ctx: C2cContext) {
  const { clock, wallet, payees, repo, confirmationOf } = ctx;
  const { memberActor, record, receive } = ctx.moves;
  return {
    /** What the withdrawer is asked: waiting confirmations, and receipts forced in the last 7 days. */
    async confirmations(merchant: MerchantRow, session: SessionInfo) {
      const member = await payees.realMember(session);
      const since = new Date(clock.now().getTime() - FORCED_SHOWN_MS);
      const rows = await repo.confirmations(merchant.id, member.id, since);
      return Promise.all(rows.map(confirmationOf));
    },

    /**
     * The withdrawer's answer, under the match's lock with a compare-and-set on `confirming` (the
     * auto-confirm job takes the same lock and the same compare-and-set: whoever comes second is
     * refused with `c2c.match.state`). Every check runs before anything is written.
     */
    async answer(
      merchant: MerchantRow,
      session: SessionInfo,
      matchId: number,
      answer: Answer,
    ): Promise<ConfirmationView> {
      const member = await payees.realMember(session);
      const m = await repo.match(merchant.id, matchId);
      if (!m || m.withdrawerId !== member.id) throw new AppError('c2c.match.not.found');
      let partial: bigint | null = null;
      let proofs: ProofImage[] = [];
      if (answer.result === 'PARTIAL') {
        partial = amountOf(answer.amount);
        if (partial <= 0n || partial >= m.amount) throw new AppError('c2c.partial.amount');
      }
      if (answer.result === 'NOT_RECEIVED') proofs = checkProofs(answer.images);
      if (m.status !== 'confirming') throw new AppError('c2c.match.state');
      const actor = memberActor(merchant.id, member.username);
      await wallet.ledger.run(async (tx) => {
        const r = createC2cRepository(tx);
        const locked = await r.lockMatch(merchant.id, matchId);
        if (!locked || locked.status !== 'confirming') throw new AppError('c2c.match.state');
        if (answer.result === 'RECEIVED') {
          await receive(tx, locked, locked.amount, 'received', 'member');
          await record(tx, actor, 'c2c.received', locked, 'confirming', {
            status: 'received',
            amount: locked.amount.toString(),
          });
          return;
        }
        if (partial !== null) {
          await receive(tx, locked, partial, 'partly', 'member');
          await record(tx, actor, 'c2c.partly_received', locked, 'confirming', {
            status: 'partly',
            amount: partial.toString(),
          });
          return;
        }
        const now = clock.now();
        await r.insertProofs(
          proofs.map((p) => ({
            matchId,
            side: 'non_receipt',
            mime: p.mime,
            size: p.bytes.length,
            bytes: p.bytes,
            createdAt: now,
          })),
        );
        await r.moveMatch(matchId, 'confirming', {
          status: 'disputed',
          resolvedBy: null,
          updatedAt: now,
        });
        // A dispute waits for the operator: the deadline no longer applies to it.
        await wallet.ledger.scheduleAutoConfirm(tx, { holdId: locked.holdId, at: null });
        await r.event({
          matchId,
          fromStatus: 'confirming',
          toStatus: 'disputed',
          actor: 'member',
          amount: null,
          note: `${proofs.length} image(s)`,
          createdAt: now,
        });
        await record(tx, actor, 'c2c.disputed', locked, 'confirming', { status: 'disputed' });
      });
      const after = await repo.match(merchant.id, matchId);
      if (!after) throw new AppError('c2c.match.not.found');
      return confirmationOf(after);
    },
  };
}
