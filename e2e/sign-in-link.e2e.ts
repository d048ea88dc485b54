import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { okEnvelope } from '@monsoon/contracts/envelope';
import { sessionValueSchema } from '@monsoon/contracts/session';
import { openBrowser, type Browser } from './support/browser.ts';
import { ownAddress, reportPage, screenshot, signIn, visit } from './support/site.ts';

/**
 * `?token=` sign-in links (wire §1.6) without login CSRF (issue 10, defect 8, decision 0035): the
 * token leaves the address at once, the visitor sees whose account the link signs in to and chooses,
 * and a signed-in member is never switched to another account unasked.
 */
const baseUrl = inject('baseUrl');
let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** A session of a demo member opened over the API (what the platform's app would put in a link). */
async function tokenOf(username: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/wps/session/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      Merchant: 'demo',
      'X-Forwarded-For': ownAddress(),
    },
    body: JSON.stringify({ username, password }),
  });
  return okEnvelope(sessionValueSchema).parse(await res.json()).value.token;
}

const storedToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));

/** The account the header's account button names (nickname). */
const accountShown = async (page: Page): Promise<string> =>
  (await page.getByRole('button', { name: 'Account menu' }).textContent()) ?? '';

/**
 * Opens the site as a visitor and signs in with the header form. The visitor announcement popup is
 * marked as seen first: it opens whenever the browser is idle, and these journeys are about the member.
 */
async function signedIn(page: Page, username: string): Promise<void> {
  await page.context().addInitScript(() => sessionStorage.setItem('ANONYMOUS_POPUP', '1'));
  await visit(page, `${baseUrl}/`, { lang: 'EN' });
  await signIn(page, username, 'Player123');
}

/** Every request the page's scripts make (fetch), with its Referer, from now on. */
function watchReferers(page: Page): string[] {
  const referers: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'fetch') referers.push(req.headers()['referer'] ?? '');
  });
  return referers;
}

describe('sign-in links', () => {
  it("asks a signed-in member before switching to the link's account and keeps the session on decline", async () => {
    browser = await openBrowser({ width: 1440, height: 900 });
    const { page } = browser;
    try {
      await signedIn(page, 'player01');
      const own = await storedToken(page);
      expect(own).toMatch(/^[0-9a-f]{64}$/);
      const other = await tokenOf('player02', 'Player123');

      const referers = watchReferers(page);
      await page.goto(`${baseUrl}/rng?page=1&token=${other}#top`);
      const question = page.getByRole('dialog', { name: 'Switch to another account?' });
      await question.waitFor();
      // The token left the address (so history and later Referers) before anything was asked.
      expect(new URL(page.url()).search).toBe('?page=1');
      expect(new URL(page.url()).hash).toBe('#top');
      expect(referers.length).toBeGreaterThan(0);
      expect(referers.filter((r) => r.includes(other))).toEqual([]);
      expect(await question.textContent()).toContain(
        'You are signed in as player01 (Player One). This link signs in to the account player02 (Player Two) instead.',
      );
      // Nothing changed while asking.
      expect(await storedToken(page)).toBe(own);
      await screenshot(page, 'sign-in-link-switch-1440');

      await question.getByRole('button', { name: 'Stay as player01' }).click();
      await question.waitFor({ state: 'detached' });
      expect(await storedToken(page)).toBe(own);
      expect(await accountShown(page)).toContain('Player One');

      // Back does not bring the link back: history holds the address without the token.
      await page.reload();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await storedToken(page)).toBe(own);
    } catch (err) {
      await reportPage(page, 'sign-in link decline');
      throw err;
    }
  });

  it('switches only once the member accepts', async () => {
    browser = await openBrowser({ width: 1440, height: 900 });
    const { page } = browser;
    try {
      await signedIn(page, 'player01');
      const other = await tokenOf('player02', 'Player123');
      await page.goto(`${baseUrl}/?token=${other}`);
      const question = page.getByRole('dialog', { name: 'Switch to another account?' });
      await question.getByRole('button', { name: 'Switch to player02' }).click();
      await expect.poll(() => storedToken(page)).toBe(other);
      // The header names the new account (its after-login popups may open over the page meanwhile).
      await expect.poll(() => accountShown(page)).toContain('Player Two');
    } catch (err) {
      await reportPage(page, 'sign-in link switch');
      throw err;
    }
  });

  it('shows a visitor whose account a link opens; accepting lands on the linked page signed in', async () => {
    const other = await tokenOf('player02', 'Player123');
    browser = await openBrowser({ width: 390, height: 844 });
    const { page } = browser;
    try {
      await visit(page, `${baseUrl}/lottery?gameCode=K3_1&token=${other}`, { lang: 'EN' });
      const question = page.getByRole('dialog', { name: 'Sign in with this link?' });
      await question.waitFor();
      expect(await question.textContent()).toContain(
        'This link signs you in to the account player02 (Player Two).',
      );
      // The lottery page needs a session: the guard waits for the answer instead of sending to /login.
      expect(new URL(page.url()).pathname).toBe('/lottery');
      expect(await storedToken(page)).toBeNull();
      await screenshot(page, 'sign-in-link-visitor-390');
      await question.getByRole('button', { name: 'Sign in as player02' }).click();
      await expect.poll(() => storedToken(page)).toBe(other);
      expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(
        '/lottery?gameCode=K3_1',
      );
      await page.getByRole('button', { name: /^Refresh balance: / }).waitFor();
    } catch (err) {
      await reportPage(page, 'sign-in link visitor');
      throw err;
    }
  });

  it('a visitor who declines stays signed out; a dead link is refused with a message', async () => {
    const other = await tokenOf('player02', 'Player123');
    browser = await openBrowser({ width: 1440, height: 900 });
    const { page } = browser;
    try {
      await visit(page, `${baseUrl}/lottery?token=${other}`, { lang: 'EN' });
      const question = page.getByRole('dialog', { name: 'Sign in with this link?' });
      await question.getByRole('button', { name: 'Not now' }).click();
      // Declined: the lottery page sends the visitor to log in, with no session taken from the link.
      await page.waitForURL((url) => url.pathname === '/login');
      expect(await storedToken(page)).toBeNull();

      await page.keyboard.press('Escape');
      await page.goto(`${baseUrl}/?token=${'0f'.repeat(32)}`);
      await page.getByText('This sign-in link has expired or is no longer valid.').waitFor();
      expect(await page.getByRole('dialog', { name: 'Sign in with this link?' }).count()).toBe(0);
      expect(await storedToken(page)).toBeNull();
    } catch (err) {
      await reportPage(page, 'sign-in link declined');
      throw err;
    }
  });
});
