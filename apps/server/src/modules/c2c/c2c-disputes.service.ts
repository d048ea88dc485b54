import { AppError } from '@/lib/errors.ts';
import { actorOf } from '@/modules/admin/admin.actor.ts';
import type { OperatorContext } from '@/modules/admin/operator-auth.service.ts';
import type { C2cContext } from './c2c.context.ts';
import { createC2cRepository } from './c2c.repository.ts';

/** The back office's side (decision 0055): the list of matches, their proofs, and disputes decided. */
export function createC2cDisputesService(ctx: C2cContext) {
  const { clock, wallet, repo } = ctx;
  const { record, giveBack, finishIfDone, receive } = ctx.moves;
  return {
    /** The back office's list. */
    list: (
      merchantId: number,
      status: string | undefined,
      page: { offset: number; limit: number },
    ) => repo.list(merchantId, status, page),
    proofIds: (matchIds: number[]) => repo.proofIds(matchIds),
    proof: (merchantId: number, id: number) => repo.proof(merchantId, id),
    usernameOf: (memberId: number) => repo.usernameOf(memberId),

    /**
     * An operator decides a dispute (decision 0055): `received` captures the whole slice to the
     * depositor (final); `not_received` releases the slice, refuses the deposit's part and puts the
     * money back in the withdrawal's pool. Role-checked by the route, once (lock + compare-and-set),
     * audited in the same transaction.
     */
    async decide(by: OperatorContext, id: number, outcome: 'received' | 'not_received') {
      await wallet.ledger.run(async (tx) => {
        const r = createC2cRepository(tx);
        const m = await r.lockMatch(by.merchantId, id);
        if (!m) throw new AppError('admin.c2c.not.found');
        if (m.status !== 'disputed') throw new AppError('admin.c2c.state');
        const actor = `operator:${by.operatorId}`;
        if (outcome === 'received') {
          await receive(tx, m, m.amount, 'received', actor);
        } else {
          const now = clock.now();
          await wallet.ledger.release(tx, { holdId: m.holdId, key: `c2c:${m.id}` });
          await r.moveMatch(m.id, 'disputed', {
            status: 'refused',
            confirmedAmount: 0n,
            resolvedBy: actor,
            updatedAt: now,
          });
          await r.event({
            matchId: m.id,
            fromStatus: 'disputed',
            toStatus: 'refused',
            actor,
            amount: 0n,
            note: null,
            createdAt: now,
          });
          await giveBack(tx, m, m.amount);
          await r.closeDepositIfDone(m.depositId, now);
          await finishIfDone(tx, m.withdrawalId);
        }
        await record(tx, actorOf(by), 'c2c.decided', m, 'disputed', {
          status: outcome === 'received' ? 'received' : 'refused',
          outcome,
        });
      });
      const after = await repo.match(by.merchantId, id);
      if (!after) throw new AppError('admin.c2c.not.found');
      return after;
    },
  };
}
