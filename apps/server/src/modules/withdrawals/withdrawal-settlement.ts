import type { WithdrawalStatus } from '@/db/schema/index.ts';
import type { Database } from '@/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import { sha256 } from '@/lib/ids.ts';
import type { PspBinding } from '@/modules/psp/psp.service.ts';
import { createWithdrawalsRepository, type WithdrawalRow } from './withdrawals.repository.ts';
import { PAYOUT_RETRIES_REASON, releaseAs, type WithdrawalsDeps } from './withdrawals.shared.ts';

/** The journal kind of a paid withdrawal (the member's history shows it as WITHDRAWAL). */
export const PAYOUT_KIND = 'withdrawal.payout';
/** The journal kind (and scope; the key is the withdrawal id) of its fee, member to house. */
export const FEE_KIND = 'withdrawal.fee';
/** Where paid withdrawals' money goes: the merchant's PSP clearing account (one per asset). */
export const PAYOUT_ACCOUNT = 'payout_clearing';

/** What the PSP says happened to a payout: a callback or a look-up. */
export interface PayoutReport {
  transactionId: string;
  status: 'paid' | 'failed';
  amount: string;
  currency: string;
  failureReason?: string | null | undefined;
}

/** How a payout ends, and who says so (the PSP, or an operator for a payout it never answers). */
export interface PayoutEnd {
  status: 'paid' | 'failed';
  actor: string;
  note: string | null;
  psp: string | null;
  pspPayoutId: string | null;
}

/** The accounts a payout's end moves money between. */
export interface PayoutAccounts {
  member: number;
  clearing: number;
  house: number;
}

/**
 * How a payout's end moves the money (decision 0048): paid captures the payee's part to the PSP
 * clearing account and moves the fee to the house, failed releases the hold; either once. Ended by
 * the PSP's report (`settle`) or, for a payout the PSP never answers, by an operator (decision 0064,
 * `finish` under the operator's lock).
 */
export function createPayoutSettlement(deps: WithdrawalsDeps) {
  const { clock, log, wallet } = deps;

  /** The accounts a payout credits, resolved outside the transaction (PGlite has one connection). */
  const payoutAccounts = async (w: WithdrawalRow): Promise<PayoutAccounts> => {
    const ref = { merchantId: w.merchantId, memberId: w.memberId };
    return {
      member: await wallet.memberAccountId(ref, w.asset),
      clearing: await wallet.systemAccountId(w.merchantId, PAYOUT_ACCOUNT, w.asset),
      house: await wallet.houseAccountId(ref, w.asset),
    };
  };

  /**
   * Ends a paying (or approved) withdrawal whose row is locked in `tx`: paid captures the payee's part
   * to the PSP clearing account and moves the fee to the house; failed releases the hold. The status
   * compare-and-set and the hold's own compare-and-set make it once. `accounts` come from
   * `payoutAccounts`, resolved before the transaction (PGlite has one connection).
   */
  const finish = async (
    tx: Database,
    row: WithdrawalRow,
    end: PayoutEnd,
    accounts: PayoutAccounts,
  ): Promise<void> => {
    if (end.status === 'failed') {
      await releaseAs(deps, tx, row, 'failed', { actor: end.actor, note: end.note });
      return;
    }
    const net = row.amount - row.fee;
    // The payee's part leaves the hold for the PSP clearing account; the rest is released and, in
    // the same transaction (the account stays locked), the fee moves to the house on its own.
    await wallet.ledger.capture(tx, {
      holdId: row.holdId,
      amount: net,
      key: `withdrawal:${row.id}:paid`,
      kind: PAYOUT_KIND,
      legs: [{ accountId: accounts.clearing, asset: row.asset, amount: net }],
      memo: { withdrawalId: row.id, pspPayoutId: end.pspPayoutId, by: end.actor },
    });
    if (row.fee > 0n)
      await wallet.ledger.post(tx, {
        merchantId: row.merchantId,
        kind: FEE_KIND,
        scope: FEE_KIND,
        key: String(row.id),
        requestHash: sha256(`${row.memberId}:${row.asset}:${row.fee}`),
        legs: [
          { accountId: accounts.member, asset: row.asset, amount: -row.fee, system: false },
          { accountId: accounts.house, asset: row.asset, amount: row.fee, system: true },
        ],
        memo: { withdrawalId: row.id },
      });
    const now = clock.now();
    const moved = await createWithdrawalsRepository(tx).transition(
      row.id,
      row.status as WithdrawalStatus,
      { status: 'paid', psp: end.psp, pspPayoutId: end.pspPayoutId, updatedAt: now },
    );
    if (!moved) throw new AppError('admin.withdrawal.state');
    await createWithdrawalsRepository(tx).event({
      withdrawalId: row.id,
      fromStatus: row.status,
      toStatus: 'paid',
      actor: end.actor,
      note: end.note,
      createdAt: now,
    });
  };

  /**
   * What the PSP reports of a payout (callback or look-up), applied once: paid captures the hold,
   * failed releases it (row lock + status compare-and-set + the hold's own compare-and-set). Everything
   * is checked under the lock: the PSP and payout id frozen on the row, the amount. Duplicates move
   * nothing; a report contradicting a finished withdrawal (paid after failed or rejected, failed after
   * paid) is logged as an error and flagged for the back office.
   */
  async function settle(
    binding: PspBinding,
    found: WithdrawalRow,
    report: PayoutReport,
  ): Promise<void> {
    const net = found.amount - found.fee;
    if (report.amount !== net.toString() || report.currency !== found.asset) {
      log.error({ withdrawalId: found.id, report }, 'payout report disagrees with the withdrawal');
      return;
    }
    const accounts = await payoutAccounts(found);
    await wallet.ledger.run(async (tx) => {
      const r = createWithdrawalsRepository(tx);
      const row = await r.lock(found.merchantId, found.id);
      if (!row) return;
      if (
        (row.psp !== null && row.psp !== binding.code) ||
        (row.pspPayoutId !== null && row.pspPayoutId !== report.transactionId)
      ) {
        log.error(
          { withdrawalId: row.id, psp: binding.code, report },
          'payout report from another PSP or for another payout',
        );
        return;
      }
      if (row.status !== 'approved' && row.status !== 'paying') {
        const contradicts =
          report.status === 'paid' ? row.status !== 'paid' : row.status === 'paid';
        if (contradicts) {
          log.error(
            { withdrawalId: row.id, status: row.status, report },
            'the PSP reports a payout the withdrawal contradicts: flagged for review',
          );
          await r.flagForReview(
            row.id,
            `PSP ${binding.code} reported payout ${report.transactionId} ${report.status} for a ${row.status} withdrawal`,
            PAYOUT_RETRIES_REASON,
          );
        }
        return;
      }
      await finish(
        tx,
        row,
        {
          status: report.status,
          actor: `psp:${binding.code}`,
          note:
            report.status === 'failed' ? (report.failureReason ?? 'FAILED') : report.transactionId,
          psp: binding.code,
          pspPayoutId: report.transactionId,
        },
        accounts,
      );
    });
  }

  return { settle, finish, payoutAccounts };
}
