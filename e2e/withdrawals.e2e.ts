import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoOperators, fundMember, signInToBackOffice } from './support/admin.ts';
import { memberToken, prepareWithdrawals, setRealName } from './support/member.ts';
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

/** A new member with a real name (set over the wire), signed in nowhere yet. */
async function newMember(): Promise<{ id: number; username: string; password: string }> {
  const { username, password } = await registerMember(baseUrl, 'wd');
  const token = await memberToken(baseUrl, username, password);
  return { id: await setRealName(baseUrl, token, 'Maria Santos'), username, password };
}

const centre = () => page.getByRole('dialog', { name: 'Personal center' });

describe('withdrawals', () => {
  it('a member sets a withdrawal password, binds a card and withdraws; finance approves it, the sandbox PSP pays it and the member sees it paid', async () => {
    const member = await newMember();
    await fundMember(baseUrl, member.id, '5000.00', 'Funding for the withdrawal journey');

    await visit(page, `${baseUrl}/rng`, { lang: 'EN' });
    await dismissPopups(page);
    await signIn(page, member.username, member.password);

    // The withdraw page first asks for a password and a card, and sends the member to set them.
    await page.goto(`${baseUrl}/rng?mc=withdraw`);
    await centre().getByText('Before your first withdrawal').waitFor();
    await centre().getByRole('button', { name: 'Set password' }).click();
    await centre().getByRole('heading', { name: 'Account security' }).waitFor();

    // Security centre: the withdrawal password, then a bank card under the real name.
    await prepareWithdrawals(centre(), { ...account, holder: 'Maria Santos' });
    const cards = centre().locator('[data-slot="bankCards"]');
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

    // Finance approves it in the back office, after reading the risk notes.
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInToBackOffice(page, baseUrl, demoOperators.finance);
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
  });
});
