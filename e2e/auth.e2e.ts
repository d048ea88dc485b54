import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from './support/browser.ts';
import { memberCall, memberToken } from './support/member.ts';
import {
  codeIn,
  dismissPopups,
  latestOutbox,
  registerMember,
  reportPage,
  screenshot,
  visit,
} from './support/site.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
beforeEach(async () => {
  browser = await openBrowser({ width: 1440, height: 900 });
  page = browser.page;
  await visit(page, `${baseUrl}/`, { lang: 'EN' });
  await dismissPopups(page);
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await reportPage(page, context.task.name);
  await browser.close();
});

const loginForm = () => page.getByRole('form', { name: 'Log in' }).first();
const accountMenu = () => page.getByRole('button', { name: 'Account menu' });

async function signIn(username: string, password: string): Promise<void> {
  await loginForm().getByLabel('Username').fill(username);
  await loginForm().getByLabel('Password', { exact: true }).fill(password);
  await loginForm().getByRole('button', { name: 'Log in' }).click();
}

/**
 * Waits for the session to show (or fails with the form's message), then closes the after-login
 * announcement popups.
 */
async function signedIn(): Promise<void> {
  const formAlert = page.getByRole('dialog').or(loginForm()).getByRole('alert');
  await accountMenu().or(formAlert).first().waitFor({ timeout: 60_000 });
  if (!(await accountMenu().isVisible()))
    throw new Error(`not signed in: ${await formAlert.first().textContent()}`);
  await page.waitForLoadState('networkidle');
  await dismissPopups(page);
}

async function signOut(): Promise<void> {
  await accountMenu().click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await loginForm().waitFor();
  // Signing out clears the tab's session storage, so the visitor popup shows again.
  await page.waitForLoadState('networkidle');
  await dismissPopups(page);
}

describe('accounts in the browser', () => {
  it('registers by username, signs out and signs in again', async () => {
    const username = `e2e${Date.now().toString(36).slice(-8)}`;
    await page.getByRole('button', { name: 'Join now' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create account' });
    await dialog.getByRole('tab', { name: 'Username' }).click();
    await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill('Secret123');
    await dialog.getByLabel('Confirm password').fill('Secret123');
    await screenshot(page, 'register-1440-light-EN');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await signedIn();
    await accountMenu().click();
    expect(await page.getByRole('menu').textContent()).toMatch(/ID: \d+/);
    await page.keyboard.press('Escape');

    await signOut();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    await signIn(username, 'Secret123');
    await signedIn();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toMatch(/^[0-9a-f]{64}$/);
  });

  it('shows the server message on a wrong password, then asks for a captcha', async () => {
    // A member of its own: the captcha is then required for that account for a while, and other
    // journeys sign in as the demo accounts.
    const { username } = await registerMember(baseUrl, 'cap');
    for (let i = 0; i < 3; i++) {
      await signIn(username, 'WrongPass9');
      await page.getByRole('alert').first().waitFor();
    }
    await signIn(username, 'WrongPass9');
    const captcha = loginForm().getByLabel('Captcha', { exact: true });
    await captcha.waitFor();
    const image = page.getByRole('button', { name: 'Refresh captcha image' });
    await image.waitFor();
    const src = () => image.locator('img').getAttribute('src');
    const first = await src();
    expect(first).toMatch(/^data:image\/png;base64,/);
    // A refresh is allowed once per second: ask until a new image comes.
    await expect
      .poll(
        async () => {
          await image.click();
          return src();
        },
        { timeout: 15_000, interval: 300 },
      )
      .not.toBe(first);
    await screenshot(page, 'login-captcha-1440-light-EN');
    expect(await accountMenu().count()).toBe(0);
  });

  it('forces a password change for the default password 123456', async () => {
    await signIn('newbie01', '123456');
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByLabel('New password', { exact: true }).fill('Newbie789');
    await dialog.getByLabel('Confirm new password').fill('Newbie789');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.waitFor({ state: 'detached' });
    await signedIn();
  });

  it('resets a forgotten password by phone with the code from the outbox, then is signed in', async () => {
    await loginForm().getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await dialog.getByRole('tab', { name: 'Mobile number' }).click();
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill('9170000003');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    const { body } = await latestOutbox(baseUrl, '+639170000003');
    await dialog.getByRole('textbox', { name: 'SMS code' }).fill(codeIn(body));
    await dialog.getByLabel('New password').fill('Reset456');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    try {
      await signedIn();
      await accountMenu().click();
      expect(await page.getByRole('menu').textContent()).toContain('Player Two');
    } finally {
      // Other journeys sign in as player02 with the demo password: it gets it back, even when a step
      // above failed (else every later journey of player02 fails too).
      const token = await memberToken(baseUrl, 'player02', 'Reset456').catch(() => null);
      if (token) {
        const res = await memberCall<unknown>(baseUrl, token, '/wps/member/password', {
          body: {
            oldPassword: 'Reset456',
            newPassword: 'Player123',
            confirmNewPassword: 'Player123',
          },
        });
        expect(res.success).toBe(true);
      }
    }
  });
});
