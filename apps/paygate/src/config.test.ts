import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'paygate-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('paygate configuration', () => {
  it('serves the demo account on port 8070 with controls off by default', () => {
    const config = loadConfig({ PAYGATE_SECRET: 'a-generated-secret-1234' });
    expect(config).toMatchObject({
      port: 8070,
      publicUrl: 'http://127.0.0.1:8070',
      sandboxControls: false,
      autoPayoutMs: null,
      accounts: [{ id: 'monsoon-demo', secret: 'a-generated-secret-1234' }],
    });
    expect(config.dataDir.endsWith(path.join('.data', 'paygate'))).toBe(true);
  });

  it('refuses to start without a merchant secret, or with a short one', () => {
    expect(() => loadConfig({})).toThrow(/PAYGATE_SECRET/);
    expect(() => loadConfig({ PAYGATE_SECRET: 'short' })).toThrow(/at least 16/);
  });

  it('reads more accounts from a JSON file and refuses duplicates', () => {
    const file = path.join(dir, 'accounts.json');
    writeFileSync(
      file,
      JSON.stringify([{ id: 'brand-b', secret: 'brand-b-secret-123456', name: 'Brand B' }]),
    );
    const config = loadConfig({
      PAYGATE_SECRET: 'a-generated-secret-1234',
      PAYGATE_ACCOUNTS_FILE: file,
    });
    expect(config.accounts.map((a) => a.id)).toEqual(['monsoon-demo', 'brand-b']);
    const dup = path.join(dir, 'dup.json');
    writeFileSync(dup, JSON.stringify([{ id: 'monsoon-demo', secret: 'another-secret-123456' }]));
    expect(() =>
      loadConfig({ PAYGATE_SECRET: 'a-generated-secret-1234', PAYGATE_ACCOUNTS_FILE: dup }),
    ).toThrow(/share one id/);
    expect(() => loadConfig({ PAYGATE_ACCOUNTS_FILE: path.join(dir, 'missing.json') })).toThrow(
      /PAYGATE_ACCOUNTS_FILE/,
    );
  });

  it('reads the switches and the back-off', () => {
    const config = loadConfig({
      PAYGATE_SECRET: 'a-generated-secret-1234',
      PAYGATE_SANDBOX_CONTROLS: 'true',
      PAYGATE_AUTO_PAYOUT_MS: '5000',
      PAYGATE_CALLBACK_BASE_DELAY_MS: '1000',
      PAYGATE_PUBLIC_URL: 'https://pay.example.test/',
    });
    expect(config).toMatchObject({
      sandboxControls: true,
      autoPayoutMs: 5000,
      publicUrl: 'https://pay.example.test',
      timing: { callbackBaseDelayMs: 1000 },
    });
    expect(() =>
      loadConfig({ PAYGATE_SECRET: 'a-generated-secret-1234', PAYGATE_SANDBOX_CONTROLS: 'yes' }),
    ).toThrow(/PAYGATE_SANDBOX_CONTROLS/);
  });
});
