import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium unless CHROMIUM_PATH names another build. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The Chromium flags this machine needs (closed network, root, no GPU); bench/ launches with them too. */
export const chromiumArgs: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** Debian's Chromium in a fresh profile. */
export async function openBrowser(
  opts: {
    width?: number;
    height?: number;
    colorScheme?: 'light' | 'dark';
    /** Ignore the pages' content security policy (a journey whose iframe origin the CSP does not list). */
    bypassCSP?: boolean;
    reducedMotion?: 'reduce' | 'no-preference';
  } = {},
): Promise<Browser> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'monsoon-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumArgs],
    viewport: { width: opts.width ?? 1440, height: opts.height ?? 900 },
    colorScheme: opts.colorScheme ?? 'light',
    bypassCSP: opts.bypassCSP ?? false,
    reducedMotion: opts.reducedMotion ?? 'no-preference',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
