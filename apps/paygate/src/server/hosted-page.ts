import type { PspLanguage } from '@monsoon/contracts/psp/common';
import { formatMoney } from '@monsoon/contracts/money';
import type { PageStrings } from '@/i18n/strings.ts';
import { fill } from '@/i18n/strings.ts';
import { paymentAction } from '@/server/payment-presenter.ts';
import type { PaymentRecord } from '@/server/payment-store.ts';
import { escapeHtml, formatUtc, pageShell } from '@/server/page-shell.ts';
import { qrDataUrl } from '@/server/qr-png.ts';

/** Display names of the bank types (brand names stay as the brands write them). */
export const BANK_TYPE_NAMES: Record<string, string> = {
  PAYID: 'PayID',
  WECHAT: 'WeChat Pay',
  TBQR: 'TBQR',
  VA: 'VA',
  WCFQR: 'WeChat QR',
  ALIFQR: 'Alipay QR',
  KAMI: 'KAMI',
  MPESA: 'M-Pesa',
  ONLINE_BANKING: 'Online banking',
  BANK: 'Bank transfer',
  BTC: 'Bitcoin (BTC)',
  TRX: 'USDT (TRC-20)',
  GCASH: 'GCash',
  MAYA: 'Maya',
  TRUEMONEY: 'TrueMoney',
  MOMO: 'MoMo',
  ZALOPAY: 'ZaloPay',
  DANA: 'DANA',
  OVO: 'OVO',
  KBZPAY: 'KBZPay',
  WAVEPAY: 'WavePay',
};

/** `CNY 1,234.50` from minor units. */
export const formatAmount = (minor: string, currency: string): string =>
  `${currency} ${formatMoney(BigInt(minor), 2)}`;

export interface HostedPageInput {
  payment: PaymentRecord;
  merchantName: string;
  t: PageStrings;
  language: PspLanguage;
  publicUrl: string;
  /** A refusal of the last "different amount" entry, shown by its form. */
  amountError?: boolean;
  /** What the payer typed, kept in the field after a refusal. */
  amountTyped?: string;
}

const copyable = (t: PageStrings, value: string): string =>
  `<span class="copyable"><code>${escapeHtml(value)}</code><button type="button" class="small" data-copy="${escapeHtml(value)}" data-copied="${escapeHtml(t.copied)}">${escapeHtml(t.copy)}</button></span>`;

const row = (label: string, valueHtml: string): string =>
  `<dt>${escapeHtml(label)}</dt><dd>${valueHtml}</dd>`;

/** The channel's part: QR, redirect note, bank details, crypto address or e-wallet. */
function channelDetails(input: HostedPageInput): string {
  const { payment, t, publicUrl } = input;
  const action = paymentAction(payment, publicUrl);
  const method = BANK_TYPE_NAMES[payment.request.bankType] ?? payment.request.bankType;
  switch (action.type) {
    case 'QR':
      return `<img class="qr" src="${action.qrImage}" alt="QR" width="264" height="264"><p>${escapeHtml(t.scan)}</p>`;
    case 'REDIRECT':
      return `<p class="method-box">${escapeHtml(method)}</p><p>${escapeHtml(fill(t.redirect, { method }))}</p>`;
    case 'EWALLET':
      return `<p class="method-box">${escapeHtml(method)}</p><p>${escapeHtml(fill(t['ewallet.intro'], { wallet: method }))}</p>`;
    case 'BANK_TRANSFER':
      return `<p class="intro">${escapeHtml(t['bank.intro'])}</p><dl>${[
        row(t['bank.name'], escapeHtml(action.bankName)),
        row(t['bank.accountName'], copyable(t, action.accountName)),
        row(t['bank.accountNumber'], copyable(t, action.accountNumber)),
        row(`${t.amount} (${action.currency})`, copyable(t, formatMoney(BigInt(action.amount), 2))),
        row(t['bank.reference'], copyable(t, action.reference)),
        row(t['bank.payer'], escapeHtml(payment.request.payerName ?? '')),
      ].join('')}</dl>`;
    case 'CRYPTO':
      return `<img class="qr" src="${qrDataUrl(action.address)}" alt="QR" width="264" height="264"><p>${escapeHtml(fill(t['crypto.intro'], { network: action.network }))}</p><dl>${[
        row(t['crypto.network'], escapeHtml(`${action.network} · ${action.asset}`)),
        row(t['crypto.address'], copyable(t, action.address)),
        row(t['crypto.amount'], copyable(t, `${action.amount} ${action.asset}`)),
      ].join('')}</dl>`;
  }
}

/** The sandbox's buttons while pending; the outcome and the way back otherwise. */
function actions(input: HostedPageInput): string {
  const { payment, t, language } = input;
  const base = `/pay/${encodeURIComponent(payment.id)}`;
  const lang = `<input type="hidden" name="lang" value="${language}">`;
  const back = `<a class="button primary" href="${escapeHtml(payment.request.returnUrl)}">${escapeHtml(t.back)}</a>`;
  if (payment.status !== 'pending') {
    const done = t[`done.${payment.status}`];
    return `<section class="actions"><p class="done">${escapeHtml(done)}</p>${back}</section>`;
  }
  const error = input.amountError
    ? `<p class="error" role="alert">${escapeHtml(t.invalidAmount)}</p>`
    : '';
  const typed = escapeHtml(input.amountTyped ?? '');
  return `<section class="actions" aria-labelledby="actions-title">
<h2 id="actions-title">${escapeHtml(t.actions)}</h2>
<form method="post" action="${base}/pay">${lang}<button class="primary" type="submit">${escapeHtml(t.pay)}</button></form>
<form method="post" action="${base}/pay-amount" class="other">${lang}
<label for="other-amount">${escapeHtml(t.otherAmount)} (${escapeHtml(payment.request.currency)})</label>
<input id="other-amount" name="amount" inputmode="decimal" autocomplete="off" required value="${typed}">
<button type="submit">${escapeHtml(t.payDifferent)}</button>${error}</form>
<div class="row">
<form method="post" action="${base}/fail">${lang}<button class="danger" type="submit">${escapeHtml(t.fail)}</button></form>
<form method="post" action="${base}/later">${lang}<button type="submit">${escapeHtml(t.later)}</button></form>
</div>
</section>`;
}

/** The hosted payment page `/pay/:id`: summary, the channel's details and the sandbox's actions. */
export function renderHostedPage(input: HostedPageInput): string {
  const { payment, t, merchantName } = input;
  const { request } = payment;
  const method = BANK_TYPE_NAMES[request.bankType] ?? request.bankType;
  const status = `<span class="badge ${payment.status}">${escapeHtml(t[`status.${payment.status}`])}</span>`;
  const summary = [
    row(t.order, escapeHtml(request.orderReference)),
    row(t.method, escapeHtml(method)),
    row(
      t.expiresAt,
      `<time datetime="${new Date(payment.expiresAt).toISOString()}">${formatUtc(payment.expiresAt)}</time>`,
    ),
    payment.status === 'pending'
      ? row(t.timeLeft, `<span data-countdown="${payment.expiresAt}">—</span>`)
      : '',
    row(t.status, status),
    payment.paidAmount === null
      ? ''
      : row(t.paidAmount, escapeHtml(formatAmount(payment.paidAmount, request.currency))),
  ].join('');
  const pending = payment.status === 'pending';
  // Once settled, the instructions are of no use: one column with the outcome.
  const details = pending ? `<section class="details">${channelDetails(input)}</section>` : '';
  const body = `<div class="card${pending ? '' : ' settled'}" data-payment="${escapeHtml(payment.id)}" data-status="${payment.status}">
<section>
<h1>${escapeHtml(t.title)}</h1>
<p class="merchant">${escapeHtml(t.merchant)}: ${escapeHtml(merchantName)}</p>
<p class="amount">${escapeHtml(formatAmount(request.amount, request.currency))}</p>
<dl>${summary}</dl>
</section>
${details}
${actions(input)}
</div>`;
  return pageShell({
    t,
    language: input.language,
    title: t.title,
    path: `/pay/${encodeURIComponent(payment.id)}`,
    body,
  });
}
