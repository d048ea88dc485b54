/**
 * Tries the auth flows in Chromium against a running server (BASE, default http://127.0.0.1:8080):
 * sign in, captcha after wrong passwords, forced change for newbie01/123456, register, forgot by phone.
 * Run: BASE=http://127.0.0.1:8087 npx tsx e2e/scripts/auth-flows.ts
 */
import type { Locator, Page } from 'playwright-core';
import { openBrowser } from '../support/browser.ts';
import { codeIn, latestOutbox } from '../support/site.ts';

const base = process.env.BASE ?? 'http://127.0.0.1:8080';
const shots = process.env.SHOTS ?? '/tmp/auth-shots';
const results: Array<{ flow: string; ok: boolean; note: string }> = [];

async function english(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'EN');
    localStorage.setItem('theme', 'light');
    // The announcement popups were seen already (they would cover the page).
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  });
}

async function flow(name: string, run: (page: Page) => Promise<string>): Promise<void> {
  const browser = await openBrowser({ width: 1440, height: 900 });
  try {
    await english(browser.page);
    const note = await run(browser.page);
    results.push({ flow: name, ok: true, note });
  } catch (e) {
    await browser.page
      .screenshot({ path: `${shots}/fail-${name.replaceAll(' ', '-')}.png` })
      .catch(() => undefined);
    results.push({
      flow: name,
      ok: false,
      note: e instanceof Error ? (e.message.split('\n')[0] ?? '') : String(e),
    });
  } finally {
    await browser.close();
  }
}

const header = (page: Page) => page.getByRole('form', { name: 'Log in' });

/** Fills and sends the username tab of the register dialog. */
async function registerByUsername(dialog: Locator, username: string): Promise<void> {
  await dialog.getByRole('tab', { name: 'Username' }).click();
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill('Secret123');
  await dialog.getByLabel('Confirm password').fill('Secret123');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 10_000 });
}

await flow('sign in from the header', async (page) => {
  await page.goto(base);
  const form = header(page);
  await form.getByRole('textbox', { name: 'Username' }).fill('player01');
  await form.getByLabel('Password').fill('Player123');
  await form.getByRole('button', { name: 'Log in' }).click();
  await form.waitFor({ state: 'detached', timeout: 10_000 });
  return `token ${String(await page.evaluate(() => sessionStorage.getItem('token') !== null))}`;
});

await flow('captcha after wrong passwords', async (page) => {
  await page.goto(base);
  const form = header(page);
  await form.getByRole('textbox', { name: 'Username' }).fill('player02');
  const captcha = form.getByRole('textbox', { name: 'Captcha' });
  let tries = 0;
  while (!(await captcha.isVisible()) && tries < 6) {
    tries++;
    await form.getByLabel('Password').fill(`wrong${tries}`);
    await form.getByRole('button', { name: 'Log in' }).click();
    await form.getByRole('alert').first().waitFor({ timeout: 5_000 });
    await page.waitForTimeout(300);
  }
  await captcha.waitFor({ timeout: 5_000 });
  await page
    .getByRole('button', { name: 'Refresh captcha image' })
    .locator('img')
    .waitFor({ timeout: 5_000 });
  await page.screenshot({
    path: `${shots}/header-captcha-1440.png`,
    clip: { x: 0, y: 0, width: 1440, height: 140 },
  });
  const message = await form.getByRole('alert').last().textContent();
  return `captcha after ${tries} wrong passwords; message "${message ?? ''}"`;
});

await flow('forced change for newbie01', async (page) => {
  await page.goto(base);
  const form = header(page);
  await form.getByRole('textbox', { name: 'Username' }).fill('newbie01');
  await form.getByLabel('Password').fill('123456');
  await form.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.waitFor({ timeout: 10_000 });
  // The shell's after-login announcements may open on top of the forced modal: close them first.
  const announcements = page.getByRole('dialog', { name: 'Announcements' });
  await announcements.waitFor({ timeout: 3_000 }).catch(() => undefined);
  const coveredBy = await announcements.count();
  if (coveredBy > 0) await announcements.getByRole('button', { name: 'Close' }).click();
  const closeButtons = await dialog.getByRole('button', { name: 'Close' }).count();
  const oldShown = await dialog.getByLabel('Current password').count();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ timeout: 2_000 });
  await dialog.getByLabel('New password', { exact: true }).fill('Newbie789');
  await dialog.getByLabel('Confirm new password').fill('Newbie789');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 10_000 });
  return `close buttons ${closeButtons}, current-password field ${oldShown}, announcements on top ${coveredBy}; changed to Newbie789`;
});

await flow('register a new username', async (page) => {
  const username = `web${Date.now().toString(36).slice(-7)}`;
  await page.goto(`${base}/register`);
  const dialog = page.getByRole('dialog', { name: 'Create account' });
  await dialog.waitFor({ timeout: 10_000 });
  await registerByUsername(dialog, username);
  await page.waitForURL(`${base}/`, { timeout: 5_000 });
  return `registered ${username}; at ${page.url()}`;
});

await flow('register with a valid invitation code from the URL', async (page) => {
  const username = `inv${Date.now().toString(36).slice(-7)}`;
  await page.goto(`${base}/register?code=AGENT01`);
  const dialog = page.getByRole('dialog', { name: 'Create account' });
  await dialog.getByText('Invitation code AGENT01 applied').waitFor({ timeout: 10_000 });
  const inviteFields = await dialog.getByRole('textbox', { name: 'Invitation code' }).count();
  await registerByUsername(dialog, username);
  return `invitation field shown ${inviteFields}; registered ${username}`;
});

await flow('forgot password by phone', async (page) => {
  await page.goto(base);
  await header(page).getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog
    .getByRole('tab', { name: 'Mobile number', selected: true })
    .waitFor({ timeout: 10_000 });
  const mobile = process.env.RESET_MOBILE ?? '9170000003';
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByRole('button', { name: /Resend in \d+ s/ }).waitFor({ timeout: 10_000 });
  const countdown = await dialog.getByRole('button', { name: /Resend in/ }).textContent();
  const code = codeIn((await latestOutbox(base, `+63${mobile}`)).body);
  await dialog.getByRole('textbox', { name: 'SMS code' }).fill(code);
  await dialog.getByLabel('New password', { exact: true }).fill('Player456');
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 10_000 });
  const token = await page.evaluate(() => sessionStorage.getItem('token') !== null);
  return `countdown "${countdown ?? ''}", code ${code}, logged in ${String(token)}`;
});

await flow('SMS login', async (page) => {
  const mobile = process.env.SMS_MOBILE ?? '9170000002';
  await page.goto(`${base}/login`);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('tab', { name: 'SMS login' }).click();
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByRole('button', { name: /Resend in \d+ s/ }).waitFor({ timeout: 10_000 });
  const code = codeIn((await latestOutbox(base, `+63${mobile}`)).body);
  await dialog.getByRole('textbox', { name: 'SMS code' }).fill(code);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 10_000 });
  return `code ${code}; change-password dialogs ${await page.getByRole('dialog', { name: 'Change password' }).count()}`;
});

await flow('free play', async (page) => {
  await page.goto(base);
  await header(page).getByRole('button', { name: 'Free play' }).click();
  await header(page).waitFor({ state: 'detached', timeout: 10_000 });
  return `isAgent ${String(await page.evaluate(() => sessionStorage.getItem('isAgent')))}`;
});

for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.flow}: ${r.note}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
