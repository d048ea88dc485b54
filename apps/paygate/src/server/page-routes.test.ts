import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_STRINGS } from '@/i18n/strings.ts';
import type { Harness } from '@/server/test/harness.ts';
import { createPayment, signedInject, startHarness } from '@/server/test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

const page = (id: string, lang = '') => h.app.inject(`/pay/${id}${lang ? `?lang=${lang}` : ''}`);
const post = (url: string, form: Record<string, string> = {}) =>
  h.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const status = (id: string) => h.app.paygate.payments.find(id);

describe('the hosted payment page', () => {
  it('shows the sandbox banner, the amount, the order and the four sandbox buttons', async () => {
    const p = await createPayment(h, {
      amount: '1234550',
      currency: 'PHP',
      orderReference: 'D-PAGE-1',
    });
    const res = await page(p.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toContain('SANDBOX — no real money moves');
    expect(html).toContain('PHP 12,345.50');
    expect(html).toContain('D-PAGE-1');
    expect(html).toContain('<img class="qr" src="data:image/png;base64,');
    for (const label of ['Pay', 'Pay a different amount', 'Fail', 'Pay later'])
      expect(html).toContain(`>${label}</button>`);
    expect(html).toContain('name="viewport"');
  });

  it.each([
    ['TH', 'th', 'แซนด์บ็อกซ์ — ไม่มีการโอนเงินจริง', 'ชำระเงิน'],
    ['VI', 'vi', 'SANDBOX — không có tiền thật được chuyển', 'Thanh toán sau'],
    ['CN', 'zh-CN', '沙盒环境 — 不会产生真实资金流动', '稍后支付'],
    ['MY', 'my', 'SANDBOX — ငွေအစစ် မရွေ့လျားပါ', 'နောက်မှ ပေးချေမည်'],
  ])('speaks %s by ?lang=', async (lang, htmlLang, banner, button) => {
    const p = await createPayment(h);
    const html = (await page(p.id, lang)).body;
    expect(html).toContain(`<html lang="${htmlLang}">`);
    expect(html).toContain(banner);
    expect(html).toContain(button);
    expect(html).not.toContain('Pay a different amount');
  });

  it('defaults to the language the merchant asked for, and ?lang= overrides it', async () => {
    const p = await createPayment(h, { language: 'ID' });
    expect((await page(p.id)).body).toContain(PAGE_STRINGS.ID.banner);
    expect((await page(p.id, 'TY')).body).toContain(PAGE_STRINGS.TY.banner);
  });

  it('shows bank details with copy buttons, and escapes what the merchant sent', async () => {
    const p = await createPayment(h, {
      channel: 'BANK_TRANSFER',
      bankType: 'BANK',
      payerName: '<script>alert(1)</script>',
    });
    const html = (await page(p.id)).body;
    expect(html).toContain('Sandbox Bank (no real money)');
    expect(html).toContain(`data-copy="${String(p.action.accountNumber)}"`);
    expect(html).toContain(String(p.action.reference));
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&#60;script&#62;');
  });

  it('shows the crypto address and amount, and the redirect and e-wallet notes', async () => {
    const crypto = await createPayment(h, { channel: 'CRYPTO', bankType: 'TRX' });
    const cryptoHtml = (await page(crypto.id)).body;
    expect(cryptoHtml).toContain(String(crypto.action.address));
    expect(cryptoHtml).toContain(`${String(crypto.action.amount)} USDT`);
    const redirect = await createPayment(h, { channel: 'REDIRECT', bankType: 'MPESA' });
    expect((await page(redirect.id)).body).toContain('to pay with M-Pesa');
    const wallet = await createPayment(h, { channel: 'EWALLET', bankType: 'GCASH' });
    expect((await page(wallet.id, 'TY')).body).toContain('Kumpirmahin ang bayad sa GCash');
  });

  it('Pay marks it paid in full, queues the callback and shows the way back', async () => {
    const p = await createPayment(h);
    const res = await post(`/pay/${p.id}/pay`, { lang: 'VI' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/pay/${p.id}?lang=VI`);
    expect(status(p.id)).toMatchObject({ status: 'paid', paidAmount: '10000' });
    expect(h.app.paygate.callbacks.ofTransaction(p.id)).toHaveLength(1);
    const html = (await page(p.id, 'VI')).body;
    expect(html).toContain(PAGE_STRINGS.VI['done.paid']);
    expect(html).toContain('href="https://site.test/deposit/done"');
    expect(html).not.toContain('/pay"');
    // A second press (another tab) changes nothing and sends no second event.
    await post(`/pay/${p.id}/fail`);
    expect(status(p.id)?.status).toBe('paid');
    expect(h.app.paygate.callbacks.ofTransaction(p.id)).toHaveLength(1);
  });

  it('Pay a different amount records a partial or over payment', async () => {
    const partial = await createPayment(h);
    expect((await post(`/pay/${partial.id}/pay-amount`, { amount: '45.5' })).statusCode).toBe(303);
    expect(status(partial.id)).toMatchObject({ status: 'paid', paidAmount: '4550' });
    expect((await page(partial.id)).body).toContain('CNY 45.50');
    const over = await createPayment(h);
    await post(`/pay/${over.id}/pay-amount`, { amount: '1,000.01' });
    expect(status(over.id)).toMatchObject({ status: 'paid', paidAmount: '100001' });
  });

  it.each(['', '0', '-5', '1.234', 'abc', '100000000'])(
    'refuses the different amount %j and leaves the payment pending',
    async (amount) => {
      const p = await createPayment(h);
      const res = await post(`/pay/${p.id}/pay-amount`, { amount, lang: 'TH' });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(PAGE_STRINGS.TH.invalidAmount);
      expect(status(p.id)?.status).toBe('pending');
      expect(h.app.paygate.callbacks.ofTransaction(p.id)).toHaveLength(0);
    },
  );

  it('Fail declines it; Pay later leaves it pending and goes back to the merchant', async () => {
    const failed = await createPayment(h);
    await post(`/pay/${failed.id}/fail`);
    expect(status(failed.id)).toMatchObject({ status: 'failed', failureReason: 'DECLINED' });
    const later = await createPayment(h);
    const res = await post(`/pay/${later.id}/later`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('https://site.test/deposit/done');
    expect(status(later.id)?.status).toBe('pending');
    expect(h.app.paygate.callbacks.ofTransaction(later.id)).toHaveLength(0);
  });

  it('answers the status poll, and 404 for an unknown payment', async () => {
    const p = await createPayment(h);
    expect((await h.app.inject(`/pay/${p.id}/state`)).json()).toEqual({ status: 'pending' });
    const missing = await page('PGTNOTHING', 'TH');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(PAGE_STRINGS.TH.notFound);
    expect((await h.app.inject('/assets/page.js')).headers['content-type']).toContain('javascript');
  });
});

describe('the sandbox payout page', () => {
  const createPayout = async () => {
    const body = {
      merchantAccountId: 'monsoon-test',
      payoutReference: `W-${Math.random().toString(36).slice(2, 10)}`,
      amount: '50000',
      currency: 'THB',
      payee: {
        type: 'EWALLET',
        wallet: 'TRUEMONEY',
        accountName: 'Somchai',
        accountNumber: '0812345678',
      },
      callbackUrl: 'http://127.0.0.1:9/psp/callback',
    };
    const res = await signedInject(h.app, 'POST', '/api/v1/payouts', JSON.stringify(body));
    return res.json<{ id: string }>().id;
  };

  it('shows the payout masked and completes it with its buttons', async () => {
    const id = await createPayout();
    const html = (await h.app.inject(`/payouts/${id}?lang=TH`)).body;
    expect(html).toContain(PAGE_STRINGS.TH.banner);
    expect(html).toContain('THB 500.00');
    expect(html).toContain('******5678');
    expect(html).not.toContain('0812345678');
    expect(html).toContain(PAGE_STRINGS.TH['payout.pay']);
    const res = await post(`/payouts/${id}/pay`, { lang: 'TH' });
    expect(res.statusCode).toBe(303);
    expect(h.app.paygate.payouts.find(id)?.status).toBe('paid');
    expect(h.app.paygate.callbacks.ofTransaction(id)).toHaveLength(1);
  });

  it('marks a payout failed, once', async () => {
    const id = await createPayout();
    await post(`/payouts/${id}/fail`);
    await post(`/payouts/${id}/pay`);
    expect(h.app.paygate.payouts.find(id)).toMatchObject({
      status: 'failed',
      failureReason: 'PAYEE_REJECTED',
    });
    expect(h.app.paygate.callbacks.ofTransaction(id)).toHaveLength(1);
    expect((await h.app.inject('/payouts')).body).toContain(id);
  });
});
