import type { PaymentAction, PspPayment } from '@monsoon/contracts/psp/payments';
import {
  bankAccountNumber,
  cryptoAddress,
  cryptoAmount,
  SANDBOX_BANK,
  transferReference,
} from '@/server/channel-details.ts';
import type { PaymentRecord } from '@/server/payment-store.ts';
import { qrDataUrl } from '@/server/qr-png.ts';

const iso = (ms: number): string => new Date(ms).toISOString();

/** The hosted payment page of a payment. */
export const paymentPageUrl = (publicUrl: string, id: string): string =>
  `${publicUrl}/pay/${encodeURIComponent(id)}`;

/** What the payer does next, derived from the payment's channel (and its id for sandbox details). */
export function paymentAction(payment: PaymentRecord, publicUrl: string): PaymentAction {
  const pageUrl = paymentPageUrl(publicUrl, payment.id);
  const { request } = payment;
  switch (request.channel) {
    case 'QR':
      return { type: 'QR', qrPayload: pageUrl, qrImage: qrDataUrl(pageUrl), pageUrl };
    case 'REDIRECT':
      return { type: 'REDIRECT', url: pageUrl };
    case 'BANK_TRANSFER':
      return {
        type: 'BANK_TRANSFER',
        ...SANDBOX_BANK,
        accountNumber: bankAccountNumber(payment.id),
        reference: transferReference(payment.id),
        amount: request.amount,
        currency: request.currency,
        expiresAt: iso(payment.expiresAt),
        pageUrl,
      };
    case 'CRYPTO':
      return {
        type: 'CRYPTO',
        network: request.bankType === 'BTC' ? 'BTC' : 'TRON',
        asset: request.bankType === 'BTC' ? 'BTC' : 'USDT',
        address: cryptoAddress(payment.id, request.bankType),
        amount: cryptoAmount(request, request.bankType),
        expiresAt: iso(payment.expiresAt),
        pageUrl,
      };
    case 'EWALLET':
      return {
        type: 'EWALLET',
        wallet: request.bankType,
        deepLink: `${pageUrl}?via=${request.bankType}`,
      };
  }
}

/** A payment as the API answers it (create and status): fields picked explicitly. */
export function presentPayment(payment: PaymentRecord, publicUrl: string): PspPayment {
  const { request } = payment;
  return {
    id: payment.id,
    merchantAccountId: payment.accountId,
    orderReference: request.orderReference,
    channel: request.channel,
    bankType: request.bankType,
    amount: request.amount,
    currency: request.currency,
    status: payment.status,
    paidAmount: payment.paidAmount,
    failureReason: payment.failureReason,
    createdAt: iso(payment.createdAt),
    expiresAt: iso(payment.expiresAt),
    completedAt: payment.completedAt === null ? null : iso(payment.completedAt),
    action: paymentAction(payment, publicUrl),
    sandbox: true,
  };
}
