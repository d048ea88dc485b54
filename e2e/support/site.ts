import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { devOutbox } from '@monsoon/contracts/dev';
import { okEnvelope } from '@monsoon/contracts/envelope';
import { root } from './server.ts';

/** Where journeys leave their screenshots (ignored by git). */
export const shotsDir = path.join(root, 'test-results', 'screenshots');

/** Opens a route in a language (the site's `lang` key) and theme, before any script runs. */
export async function visit(page: Page, url: string, opts: { lang?: string; theme?: 'light' | 'dark' } = {}): Promise<void> {
  await page.context().addInitScript(
    ([lang, theme]) => {
      // Only on the first load of the tab, so that a reload shows what the person chose since.
      if (sessionStorage.getItem('e2e-prefs')) return;
      sessionStorage.setItem('e2e-prefs', '1');
      if (lang) localStorage.setItem('lang', lang);
      if (theme) localStorage.setItem('theme', theme);
    },
    [opts.lang ?? '', opts.theme ?? ''],
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
    await page.keyboard.press('Escape');
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

/** The newest outbox message for a recipient (the e2e server runs with the dev outbox). */
export async function latestOutbox(baseUrl: string, recipient: string): Promise<{ body: string }> {
  const res = await fetch(`${baseUrl}/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=1`);
  const { value } = okEnvelope(devOutbox.value).parse(await res.json());
  const first = value[0];
  if (!first) throw new Error(`no outbox message for ${recipient}`);
  return first;
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
    (await page.getByRole(role).allTextContents().catch(() => [])).map((t) => t.replace(/\s+/g, ' ').trim().slice(0, 200));
  const file = await screenshot(page, `failed-${name.replace(/[^\w-]+/g, '-').slice(0, 80)}`).catch(() => 'no screenshot');
  console.error(
    `[e2e] ${name} failed at ${page.url()}\n  dialogs: ${JSON.stringify(await texts('dialog'))}\n  alerts: ${JSON.stringify(await texts('alert'))}\n  screenshot: ${file}`,
  );
}
