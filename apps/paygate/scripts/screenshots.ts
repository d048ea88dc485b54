// Screenshots of the hosted payment page (QR, bank transfer, redirect, crypto, e-wallet) at 1440 and
// 390 px, light and dark, in English and Thai or Vietnamese, with Debian's Chromium:
//   npm run screenshots -w @monsoon/paygate -- [outDir]   (default apps/paygate/screenshots/)
// Starts its own paygate on a random port with a throwaway data dir; nothing else is touched.
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { pspRequestHeaders } from '@monsoon/contracts/psp/signature';
import { DEFAULT_LIMITS, DEFAULT_TIMING } from '@/config.ts';
import { buildPaygate } from '@/server/app.ts';

const outDir = path.resolve(process.argv[2] ?? 'screenshots');
mkdirSync(outDir, { recursive: true });
const dataDir = mkdtempSync(path.join(tmpdir(), 'paygate-shots-'));
const secret = 'screenshot-secret-0123456789';
const app = await buildPaygate({
  nodeEnv: 'development',
  port: 0,
  host: '127.0.0.1',
  publicUrl: 'http://127.0.0.1:8070',
  dataDir,
  accounts: [{ id: 'monsoon-demo', secret, name: 'Monsoon (demo)' }],
  sandboxControls: true,
  autoPayoutMs: null,
  trustProxy: false,
  logLevel: 'warn',
  timing: DEFAULT_TIMING,
  limits: { ...DEFAULT_LIMITS, pagePerMinute: 10_000 },
});
const base = await app.listen({ host: '127.0.0.1', port: 0 });

async function create(fields: Record<string, unknown>): Promise<string> {
  const body = JSON.stringify({
    merchantAccountId: 'monsoon-demo',
    orderReference: `SHOT-${Math.random().toString(36).slice(2, 10)}`,
    amount: '150000',
    currency: 'THB',
    callbackUrl: 'http://127.0.0.1:9/psp/callback',
    returnUrl: 'http://127.0.0.1:8080/?mc=depositv2',
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    ...fields,
  });
  const res = await fetch(`${base}/api/v1/payments`, {
    method: 'POST',
    headers: pspRequestHeaders('monsoon-demo', secret, 'POST', '/api/v1/payments', body),
    body,
  });
  const json: unknown = await res.json();
  if (res.status !== 201 || typeof json !== 'object' || json === null || !('id' in json))
    throw new Error(`create failed: ${res.status}`);
  return String(json.id);
}

const pages = {
  qr: await create({ channel: 'QR', bankType: 'WECHAT', currency: 'CNY' }),
  bank: await create({ channel: 'BANK_TRANSFER', bankType: 'BANK', payerName: 'Somchai Jaidee' }),
  redirect: await create({
    channel: 'REDIRECT',
    bankType: 'MPESA',
    currency: 'VND',
    amount: '50000000',
  }),
  crypto: await create({ channel: 'CRYPTO', bankType: 'TRX' }),
  paid: await create({ channel: 'EWALLET', bankType: 'TRUEMONEY' }),
};
await app.inject({
  method: 'POST',
  url: `/sandbox/payments/${pages.paid}/pay`,
  payload: { paidAmount: '120000' },
});

const profile = mkdtempSync(path.join(tmpdir(), 'paygate-chromium-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = context.pages()[0] ?? (await context.newPage());
const shots: string[] = [];
for (const [name, id] of Object.entries(pages)) {
  for (const lang of ['EN', name === 'redirect' ? 'VI' : 'TH']) {
    for (const scheme of ['light', 'dark'] as const) {
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(`${base}/pay/${id}?lang=${lang}`);
        const file = path.join(outDir, `${name}-${lang}-${scheme}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        shots.push(file);
      }
    }
  }
}
await context.close();
await app.close();
rmSync(profile, { recursive: true, force: true });
rmSync(dataDir, { recursive: true, force: true });
console.log(shots.join('\n'));
