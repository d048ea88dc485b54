import { createPayoutEnd } from './withdrawal-payout-end.service.ts';
import { createWithdrawalPayouts } from './withdrawal-payouts.service.ts';
import { createWithdrawalRequests } from './withdrawal-requests.service.ts';
import { createWithdrawalReview } from './withdrawal-review.service.ts';
import type { WithdrawalsDeps } from './withdrawals.shared.ts';

// The module's public names, where the routes, the presenter and the tests have always found them.
export { SCALE } from './withdrawals.shared.ts';
export { HOLD_SCOPE, type DailyUse } from './withdrawal-requests.service.ts';
export { limitsOf } from './withdrawal.settings.ts';
export type { Decider } from './withdrawal-review.service.ts';
export {
  PAYOUT_ATTEMPTS_BEFORE_REVIEW,
  PAYOUT_RECHECK_MS,
  PAYOUT_RETRIES_REASON,
  PAYOUT_SLOW_RECHECK_MS,
  payoutReferenceOf,
} from './withdrawal-payouts.service.ts';
export { FEE_KIND, PAYOUT_ACCOUNT, PAYOUT_KIND } from './withdrawal-settlement.ts';
export type { PayeeRow } from './withdrawals.repository.ts';

/**
 * Withdrawals (design/money.md §12, docs/decisions/0047-0049): a request passes every check, then
 * holds its amount on the member's balance (one transaction, keyed); an operator (or the auto-approve
 * rule) approves or rejects it; an approval asks the PSP for a payout, and the PSP's signed callback
 * captures the hold (paid: the payee's part to the PSP clearing account, the fee to the house) or
 * releases it (failed). Every state change is a compare-and-set under the withdrawal's row lock.
 *
 * One service in three parts: the member's requests (`withdrawal-requests.service.ts`), the back
 * office's review (`withdrawal-review.service.ts`) and the payouts (`withdrawal-payouts.service.ts`,
 * which apply the PSP's reports through `withdrawal-settlement.ts`); a request's auto-approval goes
 * through the review, an approval's payout through the payouts; an operator ends a payout the PSP never
 * answers through `withdrawal-payout-end.service.ts`.
 */
export function createWithdrawalsService(deps: WithdrawalsDeps) {
  const payouts = createWithdrawalPayouts(deps);
  const review = createWithdrawalReview(deps, payouts);
  const requests = createWithdrawalRequests(deps, review);
  const end = createPayoutEnd(deps, payouts);
  return { ...requests, ...review, ...payouts, ...end };
}
export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
