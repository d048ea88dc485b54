import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from './support/browser.ts';
import {
  dismissPopups,
  headerBalance,
  reportPage,
  screenshot,
  signIn,
  visit,
  registerMember,
} from './support/site.ts';

const baseUrl = inject('baseUrl');
const browsers: Browser[] = [];
const open = async (): Promise<Page> => {
  const b = await openBrowser({ width: 1440, height: 900 });
  browsers.push(b);
  return b.page;
};
afterEach(async (context) => {
  if (context.task.result?.state === 'fail')
    for (const [i, b] of browsers.entries()) await reportPage(b.page, `${context.task.name}-${i}`);
  for (const b of browsers.splice(0)) await b.close();
});

const centre = (page: Page) => page.getByRole('dialog', { name: 'Personal center' });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

describe('transfers in the member centre', () => {
  it('an agent funds a new downline, who sends part back to the upline; wallet and records follow', async () => {
    const member = await registerMember(baseUrl, 'tr', { affiliateCode: 'AGENT01' });

    // The agent picks the new downline and transfers 10.00.
    const agent = await open();
    await visit(agent, `${baseUrl}/rng`, { lang: 'EN' });
    await dismissPopups(agent);
    await signIn(agent, 'agent01', 'Agent123');
    const agentBefore = await headerBalance(agent);
    await agent.goto(`${baseUrl}/rng?mc=transferUpline`);
    const down = centre(agent).getByRole('form', { name: 'Transfer to downline' });
    const select = down.getByLabel('Downline');
    const value = await select
      .locator('option', { hasText: member.username })
      .getAttribute('value');
    await select.selectOption(value ?? '');
    await down.getByLabel('Amount').fill('10');
    await down.getByRole('button', { name: 'Transfer', exact: true }).click();
    await toast(agent, `10.00 transferred to ${member.username}.`);
    await expect.poll(() => headerBalance(agent)).toBe(agentBefore - 1_000n);
    await screenshot(agent, 'transfer-downline-1440-light-EN');

    // The downline sees the money and sends 2.50 to the upline.
    const page = await open();
    await visit(page, `${baseUrl}/rng`, { lang: 'EN' });
    await dismissPopups(page);
    await signIn(page, member.username, member.password);
    expect(await headerBalance(page)).toBe(1_000n);
    await page.goto(`${baseUrl}/rng?mc=transferUpline`);
    const up = centre(page).getByRole('form', { name: 'Transfer to upline' });
    expect(await up.getByLabel('Upline').inputValue()).toBe('agent01');
    await up.getByLabel('Amount').fill('20');
    await up.getByRole('button', { name: 'Transfer', exact: true }).click();
    await up.getByText('The amount is above your available balance.').waitFor();
    await up.getByLabel('Amount').fill('2.5');
    await up.getByRole('button', { name: 'Transfer', exact: true }).click();
    await toast(page, '2.50 transferred to agent01.');
    await expect.poll(() => headerBalance(page)).toBe(750n);

    // The wallet page of a single-wallet merchant: one wallet with its balance.
    await page.goto(`${baseUrl}/rng?mc=transferFund`);
    await centre(page).getByText('PHP 7.50').waitFor();
    await centre(page).getByText('One wallet for every game: no transfer is needed.').waitFor();
    await screenshot(page, 'transfer-fund-1440-light-EN');

    // No bets yet: both record pages say so.
    await page.goto(`${baseUrl}/rng?mc=personalHistoryCopy`);
    await centre(page).getByText('No bets in this period.').waitFor();
    await page.goto(`${baseUrl}/rng?mc=personalProfit`);
    await centre(page).getByText('No profit or loss in this period.').waitFor();
    // The transaction history shows both transfers.
    await page.goto(`${baseUrl}/rng?mc=transactionHistory`);
    await centre(page).getByRole('cell', { name: 'Transfer out' }).waitFor();
    await centre(page).getByRole('cell', { name: 'Transfer in' }).waitFor();

    // Phone layout of the transfer page: nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/?mc=transferUpline`);
    await centre(page).getByRole('form', { name: 'Transfer to upline' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
    await screenshot(page, 'transfer-upline-390-light-EN');
    await page.goto(`${baseUrl}/?mc=transactionHistory`);
    await centre(page).getByRole('cell', { name: 'Transfer out' }).waitFor();
    await screenshot(page, 'transfer-history-390-light-EN');

    // Dark theme and another language: the wallet page in Chinese on the phone.
    await page.evaluate(() => {
      localStorage.setItem('lang', 'CN');
      localStorage.setItem('theme', 'dark');
    });
    const centreCN = page.getByRole('dialog', { name: '个人中心' });
    await page.goto(`${baseUrl}/?mc=transferFund`);
    await centreCN.getByText('主钱包').waitFor();
    await screenshot(page, 'transfer-fund-390-dark-CN');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${baseUrl}/?mc=personalHistoryCopy`);
    await centreCN.getByText('此期间没有投注记录。').waitFor();
    await screenshot(page, 'betting-records-1440-dark-CN');
  });
});
