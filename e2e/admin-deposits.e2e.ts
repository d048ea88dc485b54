import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoOperators, signInToBackOffice, type Operator } from './support/admin.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { ownAddress, reportPage, screenshot } from './support/site.ts';

/**
 * The back office's deposit screens: a deposit paid through the sandbox PSP shows in the payment orders
 * with its PSP event, and finance changes a channel's minimum, which members see at once.
 */
const baseUrl = inject('baseUrl');
const paygateUrl = inject('paygateUrl');
let browser: Browser;
let page: Page;
beforeEach(async () => {
  browser = await openBrowser({ width: 1440, height: 900 });
  page = browser.page;
  await page.context().addInitScript(() => localStorage.setItem('adminLang', 'EN'));
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await reportPage(page, context.task.name);
  await browser.close();
});

/** Signs in through the two steps; the code is computed here from the demo operator's secret. */
const signIn = (who: Operator) => signInToBackOffice(page, baseUrl, who);

const nav = (name: string) =>
  page
    .getByRole('navigation', { name: 'Back office sections' })
    .getByRole('link', { name })
    .click();

/** A member's call over the wire with the demo merchant's header. */
async function call(path: string, token: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', Merchant: 'demo', authorization: token },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await res.json()) as { success: boolean; value: Record<string, unknown> };
  if (!answer.success) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer.value;
}

describe('deposits in the back office', () => {
  it('shows a paid order with its PSP event, and a channel change reaches the members', async () => {
    const login = await fetch(`${baseUrl}/wps/session/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        Merchant: 'demo',
        'X-Forwarded-For': ownAddress(),
      },
      body: JSON.stringify({ username: 'player02', password: 'Player123', type: 'username' }),
    });
    const token = ((await login.json()) as { value: { token: string } }).value.token;
    const order = await call('/wps/relay/MCSFE_depositByQRImageUrl', token, {
      amount: 300,
      bankType: 'PAYID',
    });
    const orderNo = String(order['orderNo']);
    const action = order['action'] as { pageUrl: string };
    const txId = action.pageUrl.split('/').pop() ?? '';
    await fetch(`${paygateUrl}/sandbox/payments/${txId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    await expect
      .poll(
        async () =>
          (await call(`/wps/relay/MCSFE_getDepositOrder?orderNo=${orderNo}`, token))['status'],
        { timeout: 30_000 },
      )
      .toBe('paid');

    await signIn(demoOperators.finance);
    await nav('Payment orders');
    const filters = page.getByRole('form', { name: 'Search orders' });
    await filters.getByLabel('Order no.').fill(orderNo);
    await filters.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: orderNo }).waitFor();
    await screenshot(page, 'admin-payment-orders');
    await page.getByRole('link', { name: orderNo }).click();
    await page.getByRole('heading', { name: `Payment order ${orderNo}` }).waitFor();
    const events = page.getByRole('table', { name: 'PSP events' });
    await events.getByText('Credited').waitFor();
    expect(await page.getByText(txId).count()).toBeGreaterThan(0);
    await screenshot(page, 'admin-payment-order');

    await nav('Deposit channels');
    const row = page.getByRole('row', { name: /GCash/ });
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit GCash' });
    await dialog.getByLabel('Minimum amount').fill('150');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // A quick amount of 100.00 is below the new minimum: refused, nothing changed.
    await dialog
      .getByRole('alert')
      .getByText(/quick amounts within the limits/)
      .waitFor();
    await dialog.getByLabel('Quick amounts').fill('500, 1000, 2000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('150.00 – 50,000.00').waitFor();
    await screenshot(page, 'admin-deposit-channels');
    const settings = await call('/wps/relay/MCSFE_getDepositSettings', token);
    const gcash = (settings['depositInfo'] as Array<Record<string, unknown>>).find(
      (c) => c['bankType'] === 'GCASH',
    );
    expect(gcash?.['minAmount']).toBe(150);

    // Put it back, so the demo stays as seeded.
    await row.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByLabel('Minimum amount').fill('100');
    await dialog.getByLabel('Quick amounts').fill('100, 500, 1000, 2000, 5000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await row.getByText('100.00 – 50,000.00').waitFor();
  });
});
