import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoOperators, signInToBackOffice, type Operator } from './support/admin.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { amountIn, ownAddress, reportPage, screenshot } from './support/site.ts';

const baseUrl = inject('baseUrl');
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

/** Opens a screen from the navigation. */
const nav = (name: string) =>
  page
    .getByRole('navigation', { name: 'Back office sections' })
    .getByRole('link', { name })
    .click();

/** The PHP balance on the member page (Balances table), in minor units. */
async function phpBalance(): Promise<bigint> {
  const row = page
    .getByRole('table', { name: 'Balances' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'PHP', exact: true }) });
  return amountIn(await row.getByRole('cell').nth(1).textContent());
}

async function signOut(): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('form', { name: 'Back office sign-in' }).waitFor();
}

/** A member's site login through the wire API: the token, or the refusal's code. */
async function memberLogin(username: string): Promise<{ token?: string; errorCode?: string }> {
  const res = await fetch(`${baseUrl}/wps/session/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      Merchant: 'demo',
      'X-Forwarded-For': ownAddress(),
    },
    body: JSON.stringify({ username, password: 'Player123', type: 'username' }),
  });
  const body = (await res.json()) as { value?: { token?: string }; errorCode?: string };
  return { token: body.value?.token, errorCode: body.errorCode };
}

describe('the back office', () => {
  it('locks a member, an adjustment needs a second operator, the member is unlocked; the audit log shows it all', async () => {
    const session = await memberLogin('player02');
    expect(session.token).toBeTruthy();

    // The owner signs in with password and a TOTP code, finds player02 and locks the account.
    await signIn(demoOperators.owner);
    await nav('Members');
    await page.getByRole('search').getByLabel('Search').fill('player02');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page
      .getByRole('table', { name: 'Members found' })
      .getByRole('link', { name: 'player02' })
      .click();
    const access = page.getByRole('region', { name: 'Account access' });
    await access.getByLabel('Reason').fill('Suspected shared account');
    await access.getByRole('button', { name: 'Lock member' }).click();
    await access.getByText('The member is locked.').waitFor();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Locked');
    // Locked: the session the member had is over and a new login is refused.
    const info = await fetch(`${baseUrl}/wps/member/info`, {
      headers: { Authorization: session.token ?? '', Merchant: 'demo' },
    });
    expect(info.status).toBe(401);
    expect((await memberLogin('player02')).errorCode).toBe('login.failed');

    // The owner asks for a credit of 25.50; it waits for another operator. Other journeys play as
    // player02 too, so the balance it starts from is read here.
    const before = await phpBalance();
    const adjust = page.getByRole('region', { name: 'Manual adjustment' });
    await adjust.getByLabel('Amount').fill('25.50');
    await adjust.getByLabel('Reason').fill('Goodwill for the outage');
    await adjust.getByRole('button', { name: 'Request adjustment' }).click();
    await adjust.getByText(/is waiting for approval/).waitFor();
    await nav('Adjustments');
    const queue = page.getByRole('table', { name: 'Manual adjustments' });
    const row = queue.getByRole('row').filter({ hasText: 'Goodwill for the outage' });
    await row.getByText('Your request: another operator decides').waitFor();
    await screenshot(page, 'admin-adjustment-pending');
    await signOut();

    // The finance operator approves it: the member's balance moves once.
    await signIn(demoOperators.finance);
    await nav('Adjustments');
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Note (optional)').fill('Checked with support');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Approved', exact: true }).click();
    await row.getByText('Approved').waitFor();
    await row.getByRole('link', { name: 'player02' }).click();
    await expect.poll(phpBalance).toBe(before + 2550n);
    await page
      .getByRole('table', { name: 'Ledger history' })
      .getByText('admin.adjustment')
      .waitFor();

    // Finance unlocks the member again (the other journeys play as player02): they can sign in.
    const access2 = page.getByRole('region', { name: 'Account access' });
    await access2.getByLabel('Reason').fill('Verified the account holder');
    await access2.getByRole('button', { name: 'Unlock member' }).click();
    await access2.getByText('The member is unlocked.').waitFor();
    expect((await memberLogin('player02')).token).toBeTruthy();

    // The audit log shows who did what, before and after, and its chain holds.
    await nav('Audit log');
    const log = page.getByRole('table', { name: 'Audit log' });
    for (const label of [
      'Member locked',
      'Adjustment requested',
      'Adjustment approved',
      'Member unlocked',
    ])
      await log.getByText(label, { exact: true }).first().waitFor();
    // Newest first: this journey's approval (another journey may have approved one before).
    const approved = log.getByRole('row').filter({ hasText: 'Adjustment approved' }).first();
    await approved.getByRole('button', { name: 'Details' }).click();
    const changes = page.getByRole('table', { name: 'Changes' });
    await changes.getByText('approved').first().waitFor();
    const after = before + 2550n;
    await changes.getByText(`${after / 100n}.${String(after % 100n).padStart(2, '0')}`).waitFor();
    await page.getByRole('button', { name: 'Verify the chain' }).click();
    await page.getByText(/The chain is intact: \d+ entries checked\./).waitFor();
    await screenshot(page, 'admin-audit-approved');
  });
});
