import { sha256 } from '@/lib/ids.ts';
import { c2cApplies, type C2cContext } from './c2c.context.ts';
import { POOL_SCOPE } from './c2c.moves.ts';
import { createC2cRepository } from './c2c.repository.ts';

/** The journal kind of a C2C withdrawal's fee, taken when it enters the pool. */
export const FEE_KIND = 'withdrawal.fee';
/** Hold scope of the fee on its way to the house. */
const FEE_SCOPE = 'c2c.fee';
/**
 * The pool (decision 0053): approved bank withdrawals of a merchant with C2C on enter it instead of
 * going to the PSP; what is open in it is what deposits may match.
 */
export function createC2cPoolService(ctx: C2cContext) {
  const { clock, wallet, merchantById, repo } = ctx;
  return {
    /**
     * Takes an approved bank withdrawal into the pool when its merchant has C2C on (the withdrawals
     * module asks before calling the PSP): the withdrawal's hold is split into the fee (captured to the
     * house at once) and the open remainder; the withdrawal is `paying` (psp `c2c`) until every slice is
     * received. Answers whether it took it.
     */
    async takeApproved(merchantId: number, withdrawalId: number): Promise<boolean> {
      const merchant = await merchantById(merchantId);
      if (!merchant || !c2cApplies(merchant.settings.withdrawals)) return false;
      const found = await repo.withdrawal(withdrawalId);
      if (!found || found.status !== 'approved') return false;
      const house = await wallet.houseAccountId(
        { merchantId, memberId: found.memberId },
        found.asset,
      );
      const path = await repo.uplinePath(found.memberId);
      return wallet.ledger.run(async (tx) => {
        const r = createC2cRepository(tx);
        const w = await r.lockWithdrawal(merchantId, withdrawalId);
        // Once a PSP was asked for its payout, the payout may exist: only the PSP's answer ends it.
        if (!w || w.status !== 'approved' || w.payeeType !== 'B' || w.payoutAttempts > 0)
          return false;
        const now = clock.now();
        await r.moveWithdrawal(
          w.id,
          'approved',
          'paying',
          { psp: 'c2c' },
          { actor: 'c2c', note: 'pool', at: now },
        );
        await wallet.ledger.release(tx, { holdId: w.holdId, key: `withdrawal:${w.id}:c2c` });
        const ref = { merchantId, memberId: w.memberId };
        if (w.fee > 0n) {
          const fee = await wallet.holdMember(tx, ref, {
            asset: w.asset,
            amount: w.fee,
            scope: FEE_SCOPE,
            key: String(w.id),
            requestHash: sha256(`${w.id}:${w.fee}`),
            purpose: 'withdrawal.fee',
            reference: `withdrawal:${w.id}`,
          });
          await wallet.ledger.capture(tx, {
            holdId: fee.hold.id,
            amount: w.fee,
            key: `c2c:fee:${w.id}`,
            kind: FEE_KIND,
            legs: [{ accountId: house, asset: w.asset, amount: w.fee }],
            memo: { withdrawalId: w.id },
          });
        }
        const net = w.amount - w.fee;
        const open = await wallet.holdMember(tx, ref, {
          asset: w.asset,
          amount: net,
          scope: POOL_SCOPE,
          key: `${w.id}:0`,
          requestHash: sha256(`${w.id}:${net}`),
          purpose: 'c2c',
          reference: `withdrawal:${w.id}`,
        });
        await r.insertPool({
          withdrawalId: w.id,
          merchantId,
          memberId: w.memberId,
          uplinePath: path,
          asset: w.asset,
          remaining: net,
          holdId: open.hold.id,
          version: 0,
          createdAt: now,
        });
        return true;
      });
    },
  };
}
