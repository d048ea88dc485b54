import type { CreatePaymentRequest } from '@monsoon/contracts/psp/payments';
import { seededBytes } from '@/server/ids.ts';

/** The sandbox's collection account, shown for bank transfers. */
export const SANDBOX_BANK = {
  bankName: 'Sandbox Bank (no real money)',
  accountName: 'MONSOON SANDBOX COLLECTIONS',
} as const;

/**
 * Sandbox quotes: units of the payment currency per 1 USDT (no market price, never fetched). BTC is
 * quoted at 60,000 USDT. Unknown currencies count 1:1.
 */
const USDT_RATES: Record<string, number> = {
  USD: 1,
  CNY: 7.2,
  PHP: 58,
  THB: 36,
  VND: 25_000,
  IDR: 16_000,
  MMK: 2_100,
  MYR: 4.7,
  BDT: 120,
  INR: 83,
};
const BTC_IN_USDT = 60_000;

/** Bank account number of a payment: 12 digits derived from its id. */
export function bankAccountNumber(paymentId: string): string {
  return [...seededBytes(`bank:${paymentId}`, 12)].map((b) => String(b % 10)).join('');
}

/** The reference the payer writes in the transfer's remark. */
export const transferReference = (paymentId: string): string => `SBX${paymentId.slice(-8)}`;

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * A deposit address of the payment: shaped like a Bitcoin testnet (`tb1q…`) or TRON (`T…`) address
 * but derived from the id without a valid checksum, so no real wallet can send money to it.
 */
export function cryptoAddress(paymentId: string, bankType: 'BTC' | 'TRX'): string {
  const bytes = [...seededBytes(`crypto:${paymentId}`, 38)];
  if (bankType === 'BTC') return `tb1q${bytes.map((b) => BECH32[b % 32]).join('')}`;
  return `T${bytes
    .slice(0, 33)
    .map((b) => BASE58[b % 58])
    .join('')}`;
}

/** The crypto amount (decimal string, rounded up) for a payment in minor units (scale 2). */
export function cryptoAmount(request: CreatePaymentRequest, bankType: 'BTC' | 'TRX'): string {
  const rate = USDT_RATES[request.currency] ?? 1;
  const decimals = bankType === 'BTC' ? 8 : 6;
  const usdtPerUnit = bankType === 'BTC' ? rate * BTC_IN_USDT : rate;
  // Rates carry at most 3 decimals: scale them to integers so the division is exact bigint arithmetic.
  const rateMilli = BigInt(Math.round(usdtPerUnit * 1000));
  const numerator = BigInt(request.amount) * 10n ** BigInt(decimals) * 1000n;
  const denominator = 100n * rateMilli;
  const units = (numerator + denominator - 1n) / denominator;
  const text = units.toString().padStart(decimals + 1, '0');
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}
