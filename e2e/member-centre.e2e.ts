import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from './support/browser.ts';
import {
  codeIn,
  dismissPopups,
  latestOutbox,
  reportPage,
  screenshot,
  signIn,
  visit,
  registerMember,
} from './support/site.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
beforeEach(async () => {
  browser = await openBrowser({ width: 1440, height: 900 });
  page = browser.page;
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await reportPage(page, context.task.name);
  await browser.close();
});

const centre = () => page.getByRole('dialog', { name: 'Personal center' });
const search = () => new URL(page.url()).search;

describe('the member centre', () => {
  it('opens from the header, binds an e-mail, shows the login history, and lives in the address', async () => {
    const member = await registerMember(baseUrl, 'mc');
    await visit(page, `${baseUrl}/rng`, { lang: 'EN' });
    await dismissPopups(page);
    await signIn(page, member.username, member.password);

    // The account menu's "My account" opens the centre at the security centre.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'My account' }).click();
    await centre().getByRole('heading', { name: 'Account security' }).waitFor();
    expect(search()).toBe('?mc=securityCenter');
    // Only the pages that exist are listed; the open one is marked.
    const menu = centre().getByRole('navigation', { name: 'Personal center pages' });
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'My account',
      'My wallet',
      'Deposit',
      'Withdraw',
      'Transfer to upline',
      'Betting records',
      'Transaction history',
      'Profit and loss',
    ]);
    expect(await menu.getByRole('link', { name: 'My account' }).getAttribute('aria-current')).toBe(
      'page',
    );

    // Bind an e-mail address with the code the outbox received and the login password.
    const address = `${member.username}@example.test`;
    const email = centre().getByRole('listitem').filter({ hasText: 'E-mail' });
    await email.getByRole('button', { name: 'Bind' }).click();
    await email.getByLabel('E-mail address').fill(address);
    await email.getByRole('button', { name: 'Send code' }).click();
    await email.getByRole('button', { name: /^Resend in/ }).waitFor();
    await email
      .getByLabel('Verification code')
      .fill(codeIn((await latestOutbox(baseUrl, address)).body));
    await email.getByLabel('Login password', { exact: true }).fill(member.password);
    await screenshot(page, 'member-centre-email-1440-light-EN');
    await email.getByRole('button', { name: 'Bind' }).click();
    await email.getByText(/^mc\*\*\*@example\.test$/).waitFor();
    expect(await email.getByRole('button', { name: 'Change' }).isVisible()).toBe(true);

    // The login history shows this sign-in from this browser.
    const history = centre().getByRole('region', { name: 'Login history' });
    const row = history.getByRole('row').nth(1);
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Chrome · Linux.*Password.*Successful/);
    await screenshot(page, 'member-centre-1440-light-EN');

    // Another page, then Back to the first, Back again closes the centre; forward reopens it.
    await menu.getByRole('link', { name: 'Transaction history' }).click();
    await centre().getByText('No transactions in this period.').waitFor();
    expect(search()).toBe('?mc=transactionHistory');
    await page.goBack();
    await centre().getByRole('heading', { name: 'Account security' }).waitFor();
    expect(search()).toBe('?mc=securityCenter');
    await page.goBack();
    await centre().waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/rng');
    await page.goForward();
    await centre().getByRole('heading', { name: 'Account security' }).waitFor();

    // A deep link opens the page it names (a reload keeps it); a page not built opens the default one.
    await page.goto(`${baseUrl}/rng?mc=transactionHistory`);
    await centre().getByRole('heading', { name: 'Transaction history' }).waitFor();
    await page.reload();
    await centre().getByRole('heading', { name: 'Transaction history' }).waitFor();
    await page.goto(`${baseUrl}/?mc=manualRebate`);
    await centre().getByRole('heading', { name: 'Account security' }).waitFor();
    await page.waitForURL((url) => url.search === '?mc=securityCenter');

    // Escape closes it.
    await page.keyboard.press('Escape');
    await centre().waitFor({ state: 'detached' });
    expect(search()).toBe('');
  });

  it('asks a visitor with a member-centre link to log in, then opens the page', async () => {
    const member = await registerMember(baseUrl, 'mc');
    // No visitor announcement popup over the login modal.
    await page.context().addInitScript(() => sessionStorage.setItem('ANONYMOUS_POPUP', '1'));
    await visit(page, `${baseUrl}/?mc=transactionHistory`, { lang: 'EN' });
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.waitFor();
    await login.getByRole('textbox', { name: 'Username' }).fill(member.username);
    await login.getByLabel('Password', { exact: true }).fill(member.password);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await centre().getByRole('heading', { name: 'Transaction history' }).waitFor();
    expect(search()).toBe('?mc=transactionHistory');
  });
});
