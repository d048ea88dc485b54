import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { devOutbox } from '@monsoon/contracts/dev';
import { okEnvelope } from '@monsoon/contracts/envelope';
import { parseMoney } from '@monsoon/contracts/money';
import { root } from './server.ts';

/** Where journeys leave their screenshots (ignored by git). */
export const shotsDir = path.join(root, 'test-results', 'screenshots');

/**
 * Opens a route in a language (the site's `lang` key) and theme, before any script runs. The
 * announcement popups are marked as seen for the tab unless `popups` is set: they open whenever the
 * browser is next idle, which on a busy machine may be seconds after anything a journey can wait for,
 * and no journey is about them (the site's tests cover them).
 */
export async function visit(
  page: Page,
  url: string,
  opts: { lang?: string; theme?: 'light' | 'dark'; popups?: boolean } = {},
): Promise<void> {
  await page.context().addInitScript(
    ([lang, theme, popups]) => {
      // Only on the first load of the tab, so that a reload shows what the person chose since.
      if (sessionStorage.getItem('e2e-prefs')) return;
      sessionStorage.setItem('e2e-prefs', '1');
      if (lang) localStorage.setItem('lang', lang);
      if (theme) localStorage.setItem('theme', theme);
      if (!popups) {
        sessionStorage.setItem('ANONYMOUS_POPUP', '1');
        sessionStorage.setItem('USER_POPUP', '1');
      }
    },
    [opts.lang ?? '', opts.theme ?? '', opts.popups ? '1' : ''],
  );
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

/** Closes the visitor announcement popup if it opened (it is shown once per tab). */
export async function dismissPopups(page: Page): Promise<void> {
  // The popup opens once its announcements arrive, which may be just after network idle: look twice.
  for (let i = 0, quiet = 0; i < 6 && quiet < 2; i++) {
    if ((await page.getByRole('dialog').count()) === 0) {
      quiet++;
      await page.waitForTimeout(200);
      continue;
    }
    // Its close button, as a visitor would (Escape reaches only the topmost modal, and only once the
    // page has handed it the keyboard); Escape for a dialog without one.
    const close = page.getByRole('dialog').last().locator('[data-modal-close]');
    if ((await close.count()) > 0)
      await close
        .first()
        .click({ timeout: 2_000 })
        .catch(() => {});
    else await page.keyboard.press('Escape');
    await page.waitForTimeout(150);
  }
  expect(await page.getByRole('dialog').count()).toBe(0);
}

/** Saves a full-page screenshot under test-results/screenshots. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(shotsDir, { recursive: true });
  const file = path.join(shotsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * The newest outbox message for a recipient (the e2e server runs with the dev outbox), polled: the
 * message is written after the send call answers.
 */
export async function latestOutbox(baseUrl: string, recipient: string): Promise<{ body: string }> {
  const newest = async () => {
    const res = await fetch(
      `${baseUrl}/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=1`,
    );
    return okEnvelope(devOutbox.value).parse(await res.json()).value[0] ?? null;
  };
  let found: { body: string } | null = null;
  await expect
    .poll(async () => (found = await newest()), {
      timeout: 15_000,
      message: `no outbox message for ${recipient}`,
    })
    .not.toBeNull();
  if (!found) throw new Error(`no outbox message for ${recipient}`);
  return found;
}

/** The 6-digit code in a message body. */
export const codeIn = (body: string): string => {
  const m = /\b(\d{6})\b/.exec(body);
  if (!m?.[1]) throw new Error(`no code in "${body}"`);
  return m[1];
};

/**
 * What a person would see when a journey fails: the address, open dialogs and any alert text, with a
 * screenshot, so that a failure on a CI machine can be read from its log.
 */
export async function reportPage(page: Page, name: string): Promise<void> {
  const texts = async (role: 'dialog' | 'alert') =>
    (
      await page
        .getByRole(role)
        .allTextContents()
        .catch(() => [])
    ).map((t) => t.replace(/\s+/g, ' ').trim().slice(0, 200));
  const file = await screenshot(page, `failed-${name.replace(/[^\w-]+/g, '-').slice(0, 80)}`).catch(
    () => 'no screenshot',
  );
  console.error(
    `[e2e] ${name} failed at ${page.url()}\n  dialogs: ${JSON.stringify(await texts('dialog'))}\n  alerts: ${JSON.stringify(await texts('alert'))}\n  screenshot: ${file}`,
  );
}

/** The first amount with 2 decimals in a text ("P10,000.00", "9,990.00") as minor units. */
export function amountIn(text: string | null): bigint {
  const m = /-?\d{1,3}(?:,\d{3})*\.\d{2}|-?\d+\.\d{2}/.exec(text ?? '');
  if (!m) throw new Error(`no amount in "${text}"`);
  return parseMoney(m[0]);
}

/** Signs in with the header's login form, waits for the session to show and closes the after-login popups. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Log in' }).first();
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  const accountMenu = page.getByRole('button', { name: 'Account menu' });
  const formAlert = form.getByRole('alert');
  await accountMenu.or(formAlert).first().waitFor({ timeout: 60_000 });
  if (!(await accountMenu.isVisible()))
    throw new Error(`not signed in: ${await formAlert.first().textContent()}`);
  await page.waitForLoadState('networkidle');
  await dismissPopups(page);
}

/** The header balance once it is loaded (its button is named "Refresh balance: P 1,234.56"). */
export async function headerBalance(page: Page): Promise<bigint> {
  const button = page.getByRole('button', { name: /^Refresh balance: / });
  await button.waitFor();
  return amountIn(await button.getAttribute('aria-label'));
}

let addresses = 0;

/**
 * An address of its own for one call to the e2e server (`X-Forwarded-For`; it trusts it), as separate
 * visitors would have: journeys do not share the per-IP budgets of registrations and logins, which a
 * fast run would otherwise spend.
 */
export function ownAddress(): string {
  addresses++;
  return `10.${process.pid % 250}.${Math.floor(addresses / 250) % 250}.${addresses % 250}`;
}

let registrations = 0;

/**
 * A new member with no money, registered over the wire (no session), from an address of its own
 * (`X-Forwarded-For`; the e2e server trusts it) so journeys do not share the per-IP registration budget.
 */
export async function registerMember(
  baseUrl: string,
  prefix: string,
  extra: Record<string, unknown> = {},
): Promise<{ username: string; password: string }> {
  registrations++;
  const username = `${prefix}${Date.now().toString(36).slice(-8)}${registrations}`;
  const password = 'Secret123';
  const res = await fetch(`${baseUrl}/wps/member/register`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      Merchant: 'demo',
      'X-Forwarded-For': ownAddress(),
    },
    body: JSON.stringify({ username, password, confirmPassword: password, login: false, ...extra }),
  });
  const body = (await res.json()) as { success?: boolean };
  if (!body.success) throw new Error(`registration failed: ${JSON.stringify(body)}`);
  return { username, password };
}

let accounts = 0;

/**
 * A bank account number no other member has bound (one member per account number): 12 digits, the
 * last 4 shown masked as `****` + last 4.
 */
export function uniqueAccountNumber(): { number: string; masked: string } {
  accounts++;
  const digits = `${Date.now()}${process.pid}${accounts}`.slice(-12).padStart(12, '0');
  return { number: digits, masked: `****${digits.slice(-4)}` };
}

/**
 * Whether the site's CSP lets the studio's origin into a frame. The e2e studio runs on a free port,
 * which the server's fixed `frame-src` (127.0.0.1:8090) does not list; then the browser is told to
 * ignore the CSP, so a journey still exercises the game.
 */
export async function studioFrameAllowed(baseUrl: string, studioUrl: string): Promise<boolean> {
  const res = await fetch(`${baseUrl}/`);
  const csp = res.headers.get('content-security-policy') ?? '';
  const frameSrc =
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find((d) => d[0] === 'frame-src') ?? [];
  return frameSrc.includes(new URL(studioUrl).origin);
}
