import { EWALLET_BANK_TYPES } from '@monsoon/contracts/psp/payments';
import type { PayoutPayee } from '@monsoon/contracts/psp/payouts';
import type { WithdrawBank } from '@monsoon/contracts/withdrawals';
import type { PayeeType } from '@/db/schema/index.ts';

/**
 * What a member may bind a payee to (`GET /wps/system/withdrawBanks`): the banks, e-wallets and crypto
 * networks the sandbox PSP pays out to. One list for every merchant until a merchant needs its own.
 */
export const withdrawBankList: readonly WithdrawBank[] = [
  { bankCode: 'BDO', bankName: 'BDO Unibank', bankType: 'B' },
  { bankCode: 'BPI', bankName: 'Bank of the Philippine Islands', bankType: 'B' },
  { bankCode: 'MBTC', bankName: 'Metrobank', bankType: 'B' },
  { bankCode: 'LBP', bankName: 'Land Bank of the Philippines', bankType: 'B' },
  { bankCode: 'PNB', bankName: 'Philippine National Bank', bankType: 'B' },
  { bankCode: 'SECB', bankName: 'Security Bank', bankType: 'B' },
  { bankCode: 'UBP', bankName: 'UnionBank', bankType: 'B' },
  { bankCode: 'VCB', bankName: 'Vietcombank', bankType: 'B' },
  { bankCode: 'KBANK', bankName: 'Kasikornbank', bankType: 'B' },
  { bankCode: 'BCA', bankName: 'Bank Central Asia', bankType: 'B' },
  ...EWALLET_BANK_TYPES.map((w): WithdrawBank => ({
    bankCode: w,
    bankName: w.charAt(0) + w.slice(1).toLowerCase(),
    bankType: 'E',
  })),
  { bankCode: 'BTC', bankName: 'Bitcoin (BTC)', bankType: 'V' },
  { bankCode: 'TRON', bankName: 'USDT (TRC-20)', bankType: 'V' },
];

export const bankOf = (type: PayeeType, code: string): WithdrawBank | null =>
  withdrawBankList.find((b) => b.bankType === type && b.bankCode === code) ?? null;

/** How an account number of each payee kind must look (spaces and dashes removed first). */
const NUMBER_PATTERNS: Record<PayeeType, RegExp> = {
  B: /^[0-9]{8,20}$/,
  E: /^\+?[0-9]{8,15}$/,
  V: /^[A-Za-z0-9]{20,90}$/,
};

/** The account number as stored, or null when it does not fit its kind. */
export function normalisedNumber(type: PayeeType, raw: string): string | null {
  const text = type === 'V' ? raw.trim() : raw.replace(/[\s-]/g, '');
  return NUMBER_PATTERNS[type].test(text) ? text : null;
}

/** `****1234`: only the last 4 characters of an account number or address are ever shown. */
export const maskAccount = (n: string): string => `****${n.slice(-4)}`;

/** `J*** D***`: a holder name masked like the security centre's real name. */
export const maskName = (name: string): string =>
  name
    .split(' ')
    .map((w) => (w.length <= 1 ? w : `${w[0] ?? ''}***`))
    .join(' ');

/** Names compare trimmed, with single spaces, ignoring case. */
export const sameName = (a: string, b: string): boolean =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** The PSP's payee of a bound payee. */
export function payoutPayeeOf(p: {
  type: string;
  bankCode: string;
  accountName: string | null;
  accountNumber: string;
}): PayoutPayee {
  if (p.type === 'V')
    return {
      type: 'CRYPTO',
      network: p.bankCode === 'TRON' ? 'TRON' : 'BTC',
      address: p.accountNumber,
    };
  const accountName = (p.accountName ?? '').slice(0, 100);
  if (p.type === 'E') {
    const wallet = EWALLET_BANK_TYPES.find((w) => w === p.bankCode) ?? 'GCASH';
    return { type: 'EWALLET', wallet, accountName, accountNumber: p.accountNumber };
  }
  return { type: 'BANK', bankCode: p.bankCode, accountName, accountNumber: p.accountNumber };
}
