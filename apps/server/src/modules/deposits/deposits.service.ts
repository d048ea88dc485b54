import type { Database } from '@/db/client.ts';
import type { Clock } from '@/lib/clock.ts';
import type { RateLimiter } from '@/lib/rate-limiter.ts';
import type { PspService } from '@/modules/psp/psp.service.ts';
import type { WalletService } from '@/modules/wallet/wallet.service.ts';
import { createDepositsRepository } from './deposits.repository.ts';
import { createDepositOrders } from './deposits-orders.ts';
import { createDepositPayments } from './deposits-payments.ts';
import { createDepositReconciler } from './deposits-reconcile.ts';

export {
  DEPOSIT_CREDIT,
  DEPOSIT_FEE_ACCOUNT,
  feeOf,
  PSP_CLEARING_ACCOUNT,
  type EventOutcome,
  type PaymentEvent,
} from './deposits-payments.ts';
export { RECONCILE_GRACE_MINUTES } from './deposits-reconcile.ts';

/**
 * Deposits (design/money.md §11, decision 0044): payment orders at a PSP, credited exactly once by
 * the PSP's verified callback (or the reconciliation job's status read) as one ledger movement keyed
 * by the order. Composed of the member's orders (deposits-orders.ts), the PSP's payment events
 * (deposits-payments.ts) and the reconciliation job (deposits-reconcile.ts).
 */
export function createDepositsService(deps: {
  db: Database;
  clock: Clock;
  wallet: WalletService;
  psp: PspService;
  limiter: RateLimiter;
  /** Where the hosted page sends the payer back (the site's deposit page). */
  returnUrl: string;
  log?: { warn(obj: object, msg: string): void };
}) {
  const { db, clock, wallet, psp, limiter, log } = deps;
  const repo = createDepositsRepository(db);
  const orders = createDepositOrders({ repo, clock, psp, limiter, returnUrl: deps.returnUrl, log });
  const payments = createDepositPayments({ clock, wallet, log });
  const reconciler = createDepositReconciler({
    repo,
    clock,
    psp,
    applyEvent: payments.applyEvent,
    log,
  });
  return {
    settings: orders.settings,
    create: orders.create,
    order: orders.order,
    records: orders.records,
    onPaymentCallback: payments.onPaymentCallback,
    applyEvent: payments.applyEvent,
    reconcile: reconciler.reconcile,
  };
}
export type DepositsService = ReturnType<typeof createDepositsService>;
