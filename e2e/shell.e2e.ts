import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, type Browser } from './support/browser.ts';
import { dismissPopups, screenshot, visit } from './support/site.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
afterEach(async () => browser.close());

describe('home page', () => {
  for (const [lang, htmlLang, homeLabel] of [
    ['EN', 'en', 'Home'],
    ['MY', 'my', 'ပင်မ'],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      it(`shows the shell in ${lang}, ${theme} theme, at 1440 and 390 px`, async () => {
        browser = await openBrowser({ width: 1440, height: 900 });
        const { page } = browser;
        await visit(page, `${baseUrl}/`, { lang, theme });
        await dismissPopups(page);
        expect(await page.locator('html').getAttribute('lang')).toBe(htmlLang);
        expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);
        await expect.poll(() => page.getByRole('banner').count()).toBeGreaterThan(0);
        await expect.poll(() => page.getByRole('contentinfo').count()).toBeGreaterThan(0);
        // The home banner group has three banners: a carousel with clickable dots.
        await expect
          .poll(() => page.locator('img[src*="/assets/banners/w_home"]').count())
          .toBeGreaterThanOrEqual(3);
        const nav = page.getByRole('navigation').first();
        expect(await nav.textContent()).toContain(homeLabel);
        await screenshot(page, `home-1440-${theme}-${lang}`);
        await page.setViewportSize({ width: 390, height: 844 });
        await page.waitForTimeout(300);
        await screenshot(page, `home-390-${theme}-${lang}`);
      });
    }
  }

  it('switches language from the header and remembers it', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await visit(page, `${baseUrl}/`, { lang: 'EN' });
    await dismissPopups(page);
    await page
      .getByRole('button', { name: /language/i })
      .first()
      .click();
    await page
      .getByRole('menuitemradio', { name: /Tiếng Việt/ })
      .or(page.getByRole('menuitem', { name: /Tiếng Việt/ }))
      .or(page.getByRole('option', { name: /Tiếng Việt/ }))
      .first()
      .click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('vi');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('VI');
    await page.reload();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('vi');
  });

  it('closes a modal with Escape and gives the page its scroll back', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await visit(page, `${baseUrl}/`, { lang: 'EN' });
    await dismissPopups(page);
    await page.getByRole('button', { name: 'Join now' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create account' });
    await dialog.waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .not.toBe('hidden');
  });
});

describe('status screens', () => {
  beforeEach(async () => {
    browser = await openBrowser();
  });

  it('shows the maintenance screen while the merchant is in maintenance', async () => {
    const { page } = browser;
    const set = (maintenance: { endTime: number | null; content: string } | null) =>
      fetch(`${baseUrl}/dev/merchant/screens`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', language: 'EN' },
        body: JSON.stringify({ maintenance, blockedIps: [] }),
      });
    try {
      expect(
        (await set({ endTime: Date.UTC(2030, 0, 1, 6), content: 'New games arrive tonight.' })).ok,
      ).toBe(true);
      await visit(page, `${baseUrl}/`, { lang: 'EN' });
      await page.getByRole('heading', { name: 'Game maintenance' }).waitFor();
      expect(await page.getByText('New games arrive tonight.').count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Customer service' }).count()).toBe(1);
      await screenshot(page, 'maintenance-1440-light-EN');
    } finally {
      await set(null);
    }
    await page.reload();
    await page.getByRole('banner').first().waitFor();
    expect(await page.getByRole('heading', { name: 'Game maintenance' }).count()).toBe(0);
  });
});
