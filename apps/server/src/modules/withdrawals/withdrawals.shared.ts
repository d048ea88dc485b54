import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client.ts';
import type { WithdrawalStatus } from '@/db/schema/index.ts';
import type { Clock } from '@/lib/clock.ts';
import { AppError } from '@/lib/errors.ts';
import type { RateLimiter } from '@/lib/rate-limiter.ts';
import type { AuditService } from '@/modules/admin/audit.service.ts';
import type { PspService } from '@/modules/psp/psp.service.ts';
import type { VerificationService } from '@/modules/verification/verification.service.ts';
import type { WalletService } from '@/modules/wallet/wallet.service.ts';
import type { PayeesService } from './payees.service.ts';
import {
  createWithdrawalsRepository,
  type WithdrawalRow,
  type WithdrawalView,
} from './withdrawals.repository.ts';

/** The review reason of a payout the PSP has not clearly answered after many attempts (decision 0056). */
export const PAYOUT_RETRIES_REASON = 'payout.retries';

/** Fiat minor units: 2 decimals (design/money.md §1.3). */
export const SCALE = 2;

/** What the withdrawal services are built from (the composition root passes them). */
export interface WithdrawalsDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  limiter: RateLimiter;
  wallet: WalletService;
  psp: PspService;
  audit: AuditService;
  payees: PayeesService;
  /** SMS codes for withdrawals that need one (decision 0065). */
  verification: VerificationService;
  /** C2C (decision 0053): takes an approved withdrawal to be paid by deposits instead of the PSP. */
  c2cTakes?: (merchantId: number, id: number) => Promise<boolean>;
}

/** A withdrawal with its payee and member, or `admin.withdrawal.not.found`. */
export const viewOf =
  (db: Database) =>
  async (merchantId: number, id: number): Promise<WithdrawalView> => {
    const found = await createWithdrawalsRepository(db).find(merchantId, id);
    if (!found) throw new AppError('admin.withdrawal.not.found');
    return found;
  };

/**
 * Releases a withdrawal's hold and moves it to `to` (rejected by an operator, or failed at the PSP),
 * in the caller's transaction, with the row already locked: the hold's compare-and-set and the
 * status compare-and-set both back the one resolution.
 */
export async function releaseAs(
  deps: Pick<WithdrawalsDeps, 'clock' | 'wallet'>,
  tx: Database,
  row: WithdrawalRow,
  to: 'rejected' | 'failed',
  values: { actor: string; note: string | null; decidedBy?: number },
): Promise<void> {
  const now = deps.clock.now();
  await deps.wallet.ledger.release(tx, { holdId: row.holdId, key: `withdrawal:${row.id}:${to}` });
  const r = createWithdrawalsRepository(tx);
  const moved = await r.transition(row.id, row.status as WithdrawalStatus, {
    status: to,
    updatedAt: now,
    ...(to === 'rejected'
      ? { rejectReason: values.note, decidedBy: values.decidedBy ?? null, decidedAt: now }
      : { failureReason: values.note }),
  });
  if (!moved) throw new AppError('admin.withdrawal.state');
  await r.event({
    withdrawalId: row.id,
    fromStatus: row.status,
    toStatus: to,
    actor: values.actor,
    note: values.note,
    createdAt: now,
  });
}
