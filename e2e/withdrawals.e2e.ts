import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoOperators, serverTotp } from './support/admin.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import {
  dismissPopups,
  registerMember,
  reportPage,
  screenshot,
  signIn,
  visit,
  uniqueAccountNumber,
} from './support/site.ts';

const baseUrl = inject('baseUrl');
const account = uniqueAccountNumber();
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

const json = { 'content-type': 'application/json', Merchant: 'demo' };

/** A new member with a real name (set over the wire), signed in nowhere yet. */
async function newMember(): Promise<{ id: number; username: string; password: string }> {
  const { username, password } = await registerMember(baseUrl, 'wd');
  const login = (await (
    await fetch(`${baseUrl}/wps/session/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username, password, type: 'username' }),
    })
  ).json()) as { value: { token: string } };
  const token = login.value.token;
  await fetch(`${baseUrl}/wps/member/info`, {
    method: 'POST',
    headers: { ...json, Authorization: token },
    body: JSON.stringify({ payeeName: 'Maria Santos' }),
  });
  const info = (await (
    await fetch(`${baseUrl}/wps/member/info`, { headers: { ...json, Authorization: token } })
  ).json()) as { value: { id: number } };
  return { id: info.value.id, username, password };
}

/** An operator's API session: the cookie and the CSRF token. */
async function operatorApi(who: { username: string; password: string; secret: string }) {
  const post = (url: string, body: unknown) =>
    fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const first = (await (await post('/admin/api/session/password', who)).json()) as {
    value: { challenge: string };
  };
  const res = await post('/admin/api/session/totp', {
    challenge: first.value.challenge,
    code: await serverTotp(baseUrl, who.secret),
  });
  const csrf = ((await res.json()) as { value: { csrfToken: string } }).value.csrfToken;
  const cookie = /monsoon_operator=[0-9a-f]{64}/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`operator ${who.username} did not sign in`);
  return (url: string, body: unknown) =>
    fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ success: boolean; value: { id: number } }>);
}

/** Credits a member through a maker-checker adjustment (the owner asks, finance approves). */
async function fundMember(memberId: number, amount: string): Promise<void> {
  const owner = await operatorApi(demoOperators.owner);
  const asked = await owner('/admin/api/adjustments', {
    memberId,
    direction: 'credit',
    amount,
    reason: 'Funding for the withdrawal journey',
  });
  const finance = await operatorApi(demoOperators.finance);
  const approved = await finance(`/admin/api/adjustments/${asked.value.id}/approve`, {});
  expect(approved.success).toBe(true);
}

const centre = () => page.getByRole('dialog', { name: 'Personal center' });

/**
 * Moves the server's clock to the next two-factor window: a code the demo operators used (here or in
 * another journey) within the current 30 s is refused as used already.
 */
const nextCodeWindow = () =>
  fetch(`${baseUrl}/dev/clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ shiftMs: 31_000 }),
  });

describe('withdrawals', () => {
  it('a member sets a withdrawal password, binds a card and withdraws; finance approves it, the sandbox PSP pays it and the member sees it paid', async () => {
    const member = await newMember();
    await nextCodeWindow();
    await fundMember(member.id, '5000.00');

    await visit(page, `${baseUrl}/rng`, { lang: 'EN' });
    await dismissPopups(page);
    await signIn(page, member.username, member.password);

    // The withdraw page first asks for a password and a card, and sends the member to set them.
    await page.goto(`${baseUrl}/rng?mc=withdraw`);
    await centre().getByText('Before your first withdrawal').waitFor();
    await centre().getByRole('button', { name: 'Set password' }).click();
    await centre().getByRole('heading', { name: 'Account security' }).waitFor();

    // Security centre: the withdrawal password, then a bank card under the real name.
    const password = centre().locator('[data-slot="withdrawalPassword"]');
    await password.getByRole('button', { name: 'Set' }).click();
    await password.getByLabel('New withdrawal password').fill('Pay12345');
    await password.getByLabel('Confirm the withdrawal password').fill('Pay12345');
    await password.getByRole('button', { name: 'Save' }).click();
    await password.getByRole('button', { name: 'Change' }).waitFor();
    const cards = centre().locator('[data-slot="bankCards"]');
    await cards.getByRole('button', { name: 'Bind a bank card or wallet' }).click();
    await cards.getByLabel('Bank, wallet or network').selectOption('BDO');
    await cards.getByLabel('Account number').fill(account.number);
    await cards.getByLabel('Account holder name').fill('Maria Santos');
    await cards.getByRole('button', { name: 'Bind' }).click();
    await cards.getByText(account.masked).waitFor();
    expect(await cards.getByText(account.number).count()).toBe(0);

    // The withdraw page: limits, fee preview, password, result.
    await page.goto(`${baseUrl}/rng?mc=withdraw`);
    await page.setViewportSize({ width: 390, height: 844 });
    const amount = centre().getByLabel('Amount');
    await amount.fill('1000');
    await centre().getByText('990.00').waitFor();
    await centre().getByLabel('Withdrawal password').fill('Pay12345');
    await screenshot(page, 'withdraw-form-390-light-EN');
    await centre().getByRole('button', { name: 'Withdraw', exact: true }).click();
    await centre().getByText('Withdrawal requested').waitFor();
    const orderNo =
      (await centre()
        .getByText(/^W\d+$/)
        .first()
        .textContent()) ?? '';
    expect(orderNo).toMatch(/^W\d+$/);
    const records = centre().getByRole('region', { name: 'Withdrawal records' });
    await records.getByText('Under review').waitFor();
    await screenshot(page, 'withdraw-result-390-light-EN');

    // Finance approves it in the back office, after reading the risk notes (its code of the funding
    // above is spent: the next window's).
    await nextCodeWindow();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${baseUrl}/admin/`);
    const form = page.getByRole('form', { name: 'Back office sign-in' });
    await form.getByLabel('Username').fill(demoOperators.finance.username);
    await form.getByLabel('Password').fill(demoOperators.finance.password);
    await form.getByRole('button', { name: 'Continue' }).click();
    const code = page.getByRole('form', { name: 'Two-factor verification' });
    await code
      .getByLabel('6-digit code')
      .fill(await serverTotp(baseUrl, demoOperators.finance.secret));
    await code.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('navigation', { name: 'Back office sections' })
      .getByRole('link', { name: 'Withdrawals' })
      .click();
    const row = page
      .getByRole('table', { name: 'Withdrawals' })
      .getByRole('row')
      .filter({ hasText: member.username });
    await row.getByText(account.masked).waitFor();
    await row.getByRole('button', { name: 'Approve and pay' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Deposits in the last 7 days').waitFor();
    await screenshot(page, 'admin-withdrawal-approve');
    await dialog.getByRole('button', { name: 'Approve and pay' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'All', exact: true }).click();
    // The payout went to the sandbox PSP: the withdrawal is paying until the PSP says it is paid.
    await row.getByText('Paying').waitFor();

    // The PSP pays it (the sandbox's payout page, as its operator would), and calls back.
    await page.goto(`${paygateUrl}/payouts?lang=EN`);
    await page.getByRole('link', { name: `wd-${orderNo.slice(1)}`, exact: true }).click();
    await page.getByRole('button', { name: 'Mark as paid' }).click();

    // The member sees it paid; the money left the balance.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/rng?mc=withdraw`);
    const paidRecords = centre().getByRole('region', { name: 'Withdrawal records' });
    await expect
      .poll(
        async () => {
          await page.reload();
          await paidRecords.getByText(orderNo).waitFor();
          return paidRecords.getByText('Paid', { exact: true }).count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    await screenshot(page, 'withdraw-paid-390-light-EN');
    await nextCodeWindow();
  });
});
