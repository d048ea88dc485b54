import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from './support/browser.ts';
import {
  dismissPopups,
  reportPage,
  screenshot,
  signIn,
  visit,
  registerMember,
} from './support/site.ts';

/**
 * Deposits through the sandbox PSP (design/money.md §11): on a phone, a bank transfer shows the details
 * to copy; the page reads in Thai and the dark theme. Paying by QR and by redirect, with the result
 * arriving without a reload, is part of the money-loop journey.
 */
const baseUrl = inject('baseUrl');
let browser: Browser | null = null;
let page: Page;
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await reportPage(page, context.task.name);
  await browser?.close();
  browser = null;
});

const centre = () => page.getByRole('dialog', { name: 'Personal center' });

describe('deposits', () => {
  it('shows a bank transfer to copy on a phone', async () => {
    browser = await openBrowser({ width: 1440, height: 900 });
    page = browser.page;
    const member = await registerMember(baseUrl, 'dp');
    await visit(page, `${baseUrl}/`, { lang: 'EN' });
    await dismissPopups(page);
    await signIn(page, member.username, member.password);
    // The same tab (its session) on a phone-sized screen, opened at the page's address.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/?mc=depositv2`);
    await page.waitForLoadState('networkidle');
    await centre().getByRole('tab', { name: 'Bank transfer' }).click();
    await centre().getByLabel('Amount (PHP)').fill('1500');
    await centre().getByLabel('Name on your bank account').fill('Juan Dela Cruz');
    await centre().getByRole('button', { name: 'Deposit now' }).click();
    await centre().getByRole('button', { name: 'Copy Account number' }).waitFor();
    expect(await centre().getByTestId('copy-Amount').textContent()).toBe('1,500.00');
    expect(await centre().getByTestId('deposit-countdown').textContent()).toMatch(
      /^(1:00:00|59:\d\d)$/,
    );
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= 390))
      .toBe(true);
    await screenshot(page, 'deposit-bank-phone');
  });

  it('reads in another language and the dark theme, on desktop and phone', async () => {
    browser = await openBrowser({ width: 1440, height: 900 });
    page = browser.page;
    const member = await registerMember(baseUrl, 'dp');
    await visit(page, `${baseUrl}/`, { lang: 'EN' });
    await dismissPopups(page);
    await signIn(page, member.username, member.password);
    // The person's own choices, kept by the site across a reload (the session stays in the tab).
    await page.evaluate(() => {
      localStorage.setItem('lang', 'TH');
      localStorage.setItem('theme', 'dark');
    });
    await page.goto(`${baseUrl}/?mc=depositv2`);
    await page
      .getByRole('dialog', { name: 'ศูนย์ส่วนตัว' })
      .getByRole('tab', { name: 'QR Ph' })
      .waitFor();
    expect(
      await page
        .getByRole('dialog', { name: 'ศูนย์ส่วนตัว' })
        .getByRole('tab', { name: 'ประวัติการฝาก' })
        .count(),
    ).toBe(1);
    expect(
      await page.getByRole('dialog', { name: 'ศูนย์ส่วนตัว' }).getByRole('note').textContent(),
    ).toContain('sandbox');
    await screenshot(page, 'deposit-form-th-dark-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await page
      .getByRole('dialog', { name: 'ศูนย์ส่วนตัว' })
      .getByRole('tab', { name: 'QR Ph' })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
    await screenshot(page, 'deposit-form-th-dark-390');
  });
});
