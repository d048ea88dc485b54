import type { PspLanguage } from '@monsoon/contracts/psp/common';
import type { PageStrings } from '@/i18n/strings.ts';
import { escapeHtml, formatUtc, pageShell } from '@/server/page-shell.ts';
import { formatAmount } from '@/server/hosted-page.ts';
import { presentPayee } from '@/server/payout-presenter.ts';
import type { PayoutRecord } from '@/server/payout-store.ts';

const row = (label: string, valueHtml: string): string =>
  `<dt>${escapeHtml(label)}</dt><dd>${valueHtml}</dd>`;

/** The sandbox's payout page `/payouts/:id`: what is paid to whom, and the buttons that complete it. */
export function renderPayoutPage(
  payout: PayoutRecord,
  merchantName: string,
  t: PageStrings,
  language: PspLanguage,
): string {
  const { request } = payout;
  const payee = presentPayee(request.payee);
  const statusText =
    payout.status === 'pending' ? t['payout.pending'] : t[`status.${payout.status}`];
  const base = `/payouts/${encodeURIComponent(payout.id)}`;
  const lang = `<input type="hidden" name="lang" value="${language}">`;
  const actions =
    payout.status === 'pending'
      ? `<section class="actions"><h2>${escapeHtml(t.actions)}</h2><div class="row">
<form method="post" action="${base}/pay">${lang}<button class="primary" type="submit">${escapeHtml(t['payout.pay'])}</button></form>
<form method="post" action="${base}/fail">${lang}<button class="danger" type="submit">${escapeHtml(t['payout.fail'])}</button></form>
</div></section>`
      : '';
  const body = `<div class="card" data-payout="${escapeHtml(payout.id)}" data-status="${payout.status}">
<section>
<h1>${escapeHtml(t['payout.title'])}</h1>
<p class="merchant">${escapeHtml(t.merchant)}: ${escapeHtml(merchantName)}</p>
<p class="amount">${escapeHtml(formatAmount(request.amount, request.currency))}</p>
<dl>${[
    row(t['payout.reference'], escapeHtml(request.payoutReference)),
    row(
      t['payout.payee'],
      escapeHtml(`${payee.institution}${payee.accountName ? ` · ${payee.accountName}` : ''}`),
    ),
    row(t['payout.account'], `<code>${escapeHtml(payee.maskedAccount)}</code>`),
    row(t.status, `<span class="badge ${payout.status}">${escapeHtml(statusText)}</span>`),
  ].join('')}</dl>
</section>
${actions}
</div>`;
  return pageShell({ t, language, title: t['payout.title'], path: base, body });
}

/** The sandbox's list of recent payouts (control pages only). */
export function renderPayoutList(
  payouts: PayoutRecord[],
  t: PageStrings,
  language: PspLanguage,
): string {
  const rows = payouts
    .map((p) => {
      const status = p.status === 'pending' ? t['payout.pending'] : t[`status.${p.status}`];
      return `<tr><td><a href="/payouts/${encodeURIComponent(p.id)}?lang=${language}">${escapeHtml(p.request.payoutReference)}</a></td><td>${escapeHtml(formatAmount(p.request.amount, p.request.currency))}</td><td><span class="badge ${p.status}">${escapeHtml(status)}</span></td><td>${escapeHtml(formatUtc(p.createdAt))}</td></tr>`;
    })
    .join('');
  const body = `<div class="card"><section class="wide"><h1>${escapeHtml(t['payout.list'])}</h1>
<table><thead><tr><th>${escapeHtml(t['payout.reference'])}</th><th>${escapeHtml(t.amount)}</th><th>${escapeHtml(t.status)}</th><th></th></tr></thead><tbody>${rows}</tbody></table></section></div>`;
  return pageShell({ t, language, title: t['payout.list'], path: '/payouts', body });
}
