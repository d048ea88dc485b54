import { describe, expect, it } from 'vitest';
import { devOutboxEnabled, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('serves the demo with no variables set', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      DEFAULT_MERCHANT: 'demo',
      ENABLE_UNSECURE_LOGIN: false,
    });
    expect(devOutboxEnabled(env)).toBe(true);
  });

  it('lists every bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });

  it('refuses the demo wallet secret and the dev outbox in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/STUDIO_WALLET_SECRET/);
    expect(() =>
      loadEnv({
        NODE_ENV: 'production',
        STUDIO_WALLET_SECRET: 's3cret',
        ENABLE_DEV_OUTBOX: 'true',
      }),
    ).toThrow(/OUTBOX/);
    expect(
      devOutboxEnabled(loadEnv({ NODE_ENV: 'production', STUDIO_WALLET_SECRET: 's3cret' })),
    ).toBe(false);
  });
});
