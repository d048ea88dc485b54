import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MoneyError, parseMoney } from '@monsoon/contracts/money';
import type { PspLanguage } from '@monsoon/contracts/psp/common';
import type { MerchantAccount } from '@/config.ts';
import { normalizeLanguage, PAGE_STRINGS } from '@/i18n/strings.ts';
import { renderHostedPage } from '@/server/hosted-page.ts';
import { escapeHtml, PAGE_CSP, pageShell } from '@/server/page-shell.ts';
import { PAGE_SCRIPT } from '@/server/page-script.ts';
import type { PaymentService } from '@/server/payment-service.ts';
import { renderPayoutList, renderPayoutPage } from '@/server/payout-page.ts';
import type { PayoutService } from '@/server/payout-service.ts';
import type { RateLimiter } from '@/server/rate-limit.ts';

export interface PageRoutesDeps {
  accounts: ReadonlyMap<string, MerchantAccount>;
  payments: PaymentService;
  payouts: PayoutService;
  publicUrl: string;
  limiter: RateLimiter;
  perMinute: number;
  /** The payout list `/payouts` is a sandbox control page. */
  sandboxControls: boolean;
}

type IdParams = { Params: { id: string } };

const formSchema = z.record(z.string(), z.string());
const langQuery = z.object({ lang: z.string().max(16).optional() }).catch({});

/** The language asked for in the query or the form, else `fallback`. */
function languageOf(req: FastifyRequest, fallback: PspLanguage | undefined): PspLanguage {
  const form = formSchema.safeParse(req.body);
  const asked = form.success ? form.data.lang : langQuery.parse(req.query).lang;
  return normalizeLanguage(asked) ?? fallback ?? 'EN';
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('content-security-policy', PAGE_CSP)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** The payer's hosted payment page, the sandbox payout page and their form actions. */
export async function pageRoutes(app: FastifyInstance, deps: PageRoutesDeps): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : '')));
    },
  );
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.startsWith('/assets/')) return;
    if (!deps.limiter.hit(`page:${req.ip}`, deps.perMinute, 60_000))
      return reply
        .code(429)
        .header('retry-after', '60')
        .type('text/plain')
        .send('Too many requests');
  });
  const merchantName = (accountId: string) => deps.accounts.get(accountId)?.name ?? accountId;
  const notFound = (
    req: FastifyRequest,
    reply: FastifyReply,
    key: 'notFound' | 'payout.notFound',
  ) => {
    const language = languageOf(req, undefined);
    const t = PAGE_STRINGS[language];
    const body = `<div class="card"><p class="done">${escapeHtml(t[key])}</p></div>`;
    return sendHtml(
      reply,
      404,
      pageShell({ t, language, title: t.title, path: req.url.split('?')[0] ?? '/', body }),
    );
  };
  const showPayment = (
    req: FastifyRequest,
    reply: FastifyReply,
    id: string,
    status = 200,
    extra = {},
  ) => {
    const payment = deps.payments.find(id);
    if (!payment) return notFound(req, reply, 'notFound');
    const language = languageOf(req, payment.request.language);
    const html = renderHostedPage({
      payment,
      merchantName: merchantName(payment.accountId),
      t: PAGE_STRINGS[language],
      language,
      publicUrl: deps.publicUrl,
      ...extra,
    });
    return sendHtml(reply, status, html);
  };
  /** After a form action: back to the page (303, so a reload does not post again). */
  const backToPayment = (req: FastifyRequest, reply: FastifyReply, id: string) =>
    reply.redirect(`/pay/${encodeURIComponent(id)}?lang=${languageOf(req, undefined)}`, 303);

  app.get('/assets/page.js', async (_req, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(PAGE_SCRIPT),
  );

  app.get<IdParams>('/pay/:id', async (req, reply) => showPayment(req, reply, req.params.id));

  /** The page script's poll: the status only. */
  app.get<IdParams>('/pay/:id/state', async (req, reply) => {
    const payment = deps.payments.find(req.params.id);
    reply.header('cache-control', 'no-store');
    return payment ? { status: payment.status } : reply.code(404).send({ status: null });
  });

  app.post<IdParams>('/pay/:id/pay', async (req, reply) => {
    deps.payments.pay(req.params.id);
    return backToPayment(req, reply, req.params.id);
  });

  app.post<IdParams>('/pay/:id/pay-amount', async (req, reply) => {
    const form = formSchema.safeParse(req.body);
    const typed = form.success ? (form.data.amount ?? '').slice(0, 40) : '';
    let minor: bigint | undefined;
    try {
      minor = parseMoney(typed, 2);
    } catch (err) {
      if (!(err instanceof MoneyError)) throw err;
    }
    if (minor === undefined || minor <= 0n)
      return showPayment(req, reply, req.params.id, 400, { amountError: true, amountTyped: typed });
    const outcome = deps.payments.pay(req.params.id, { paidAmount: minor });
    if (!outcome.ok && outcome.code === 'INVALID_REQUEST')
      return showPayment(req, reply, req.params.id, 400, { amountError: true, amountTyped: typed });
    return backToPayment(req, reply, req.params.id);
  });

  app.post<IdParams>('/pay/:id/fail', async (req, reply) => {
    deps.payments.fail(req.params.id);
    return backToPayment(req, reply, req.params.id);
  });

  /** Leaves the payment pending and sends the payer back to the merchant. */
  app.post<IdParams>('/pay/:id/later', async (req, reply) => {
    const payment = deps.payments.find(req.params.id);
    if (!payment) return notFound(req, reply, 'notFound');
    return reply.redirect(payment.request.returnUrl, 303);
  });

  app.get<IdParams>('/payouts/:id', async (req, reply) => {
    const payout = deps.payouts.find(req.params.id);
    if (!payout) return notFound(req, reply, 'payout.notFound');
    const language = languageOf(req, undefined);
    const html = renderPayoutPage(
      payout,
      merchantName(payout.accountId),
      PAGE_STRINGS[language],
      language,
    );
    return sendHtml(reply, 200, html);
  });

  for (const action of ['pay', 'fail'] as const) {
    app.post<IdParams>(`/payouts/:id/${action}`, async (req, reply) => {
      const { id } = req.params;
      if (action === 'pay') deps.payouts.pay(id);
      else deps.payouts.fail(id);
      return reply.redirect(
        `/payouts/${encodeURIComponent(id)}?lang=${languageOf(req, undefined)}`,
        303,
      );
    });
  }

  if (deps.sandboxControls) {
    app.get('/payouts', async (req, reply) => {
      const language = languageOf(req, undefined);
      return sendHtml(
        reply,
        200,
        renderPayoutList(deps.payouts.latest(50), PAGE_STRINGS[language], language),
      );
    });
  }
}
