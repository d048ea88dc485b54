import type { PayoutPayee, PspPayout } from '@monsoon/contracts/psp/payouts';
import type { PayoutRecord } from '@/server/payout-store.ts';

const iso = (ms: number): string => new Date(ms).toISOString();

/** The last 4 characters, the rest as asterisks (never more than 4 shown). */
export const maskAccount = (value: string): string =>
  `${'*'.repeat(Math.max(4, value.length - 4))}${value.slice(-4)}`;

/** A payee as the API and the sandbox page show it: masked. */
export function presentPayee(payee: PayoutPayee): PspPayout['payee'] {
  switch (payee.type) {
    case 'BANK':
      return {
        type: 'BANK',
        institution: payee.bankCode,
        accountName: payee.accountName,
        maskedAccount: maskAccount(payee.accountNumber),
      };
    case 'EWALLET':
      return {
        type: 'EWALLET',
        institution: payee.wallet,
        accountName: payee.accountName,
        maskedAccount: maskAccount(payee.accountNumber),
      };
    case 'CRYPTO':
      return {
        type: 'CRYPTO',
        institution: payee.network,
        accountName: null,
        maskedAccount: maskAccount(payee.address),
      };
  }
}

/** A payout as the API answers it: fields picked explicitly. */
export function presentPayout(payout: PayoutRecord): PspPayout {
  const { request } = payout;
  return {
    id: payout.id,
    merchantAccountId: payout.accountId,
    payoutReference: request.payoutReference,
    amount: request.amount,
    currency: request.currency,
    payee: presentPayee(request.payee),
    status: payout.status,
    failureReason: payout.failureReason,
    createdAt: iso(payout.createdAt),
    completedAt: payout.completedAt === null ? null : iso(payout.completedAt),
    sandbox: true,
  };
}
