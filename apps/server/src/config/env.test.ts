import { describe, expect, it } from 'vitest';
import { DEMO_WALLET_SECRET, devRoutesEnabled, loadEnv, studioWalletSecret } from './env.ts';

describe('loadEnv', () => {
  it('serves the demo with only a wallet secret set, and no dev route', () => {
    const env = loadEnv({ STUDIO_WALLET_SECRET: 'generated-by-npm-start' });
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      DEFAULT_MERCHANT: 'demo',
      ENABLE_UNSECURE_LOGIN: false,
      ENABLE_DEV_ROUTES: false,
      ENABLE_DEMO_WALLET_SECRET: false,
    });
    expect(devRoutesEnabled(env)).toBe(false);
    expect(studioWalletSecret(env)).toBe('generated-by-npm-start');
  });

  it('lists every bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });

  it('serves the dev routes only when ENABLE_DEV_ROUTES is set, never in production', () => {
    const secret = { STUDIO_WALLET_SECRET: 's3cret' };
    expect(devRoutesEnabled(loadEnv({ ...secret, ENABLE_DEV_ROUTES: 'true' }))).toBe(true);
    expect(devRoutesEnabled(loadEnv({ ...secret, ENABLE_DEV_ROUTES: 'false' }))).toBe(false);
    expect(devRoutesEnabled(loadEnv({ ...secret, NODE_ENV: 'production' }))).toBe(false);
    expect(() => loadEnv({ ...secret, NODE_ENV: 'production', ENABLE_DEV_ROUTES: 'true' })).toThrow(
      /ENABLE_DEV_ROUTES is refused in production/,
    );
  });

  it('refuses the switches ENABLE_DEV_ROUTES replaced when they ask for the routes', () => {
    for (const name of ['ENABLE_DEV_OUTBOX', 'ENABLE_DEV_CONTROLS']) {
      expect(() => loadEnv({ STUDIO_WALLET_SECRET: 's', [name]: 'true' })).toThrow(
        new RegExp(`${name} was replaced by ENABLE_DEV_ROUTES`),
      );
      // Turning one off (the old production advice) asks for nothing: still accepted.
      expect(devRoutesEnabled(loadEnv({ STUDIO_WALLET_SECRET: 's', [name]: 'false' }))).toBe(false);
    }
  });

  it('accepts the well-known demo wallet secret only when ENABLE_DEMO_WALLET_SECRET is set', () => {
    // Only the seeding server needs a secret (not `npm run ledger:check`): it stops at start-up without one.
    expect(() => studioWalletSecret(loadEnv({}))).toThrow(/STUDIO_WALLET_SECRET must be set/);
    expect(() => loadEnv({ STUDIO_WALLET_SECRET: DEMO_WALLET_SECRET })).toThrow(
      /well-known demo secret/,
    );
    const demo = loadEnv({ ENABLE_DEMO_WALLET_SECRET: 'true' });
    expect(studioWalletSecret(demo)).toBe(DEMO_WALLET_SECRET);
    const named = loadEnv({ ENABLE_DEMO_WALLET_SECRET: 'true', STUDIO_WALLET_SECRET: 'mine' });
    expect(studioWalletSecret(named)).toBe('mine');
  });

  it('refuses the demo wallet secret in production, even when enabled', () => {
    expect(() => studioWalletSecret(loadEnv({ NODE_ENV: 'production' }))).toThrow(
      /STUDIO_WALLET_SECRET must be set/,
    );
    expect(() =>
      loadEnv({ NODE_ENV: 'production', STUDIO_WALLET_SECRET: DEMO_WALLET_SECRET }),
    ).toThrow(/well-known demo secret/);
    expect(() =>
      loadEnv({
        NODE_ENV: 'production',
        STUDIO_WALLET_SECRET: DEMO_WALLET_SECRET,
        ENABLE_DEMO_WALLET_SECRET: 'true',
      }),
    ).toThrow(/ENABLE_DEMO_WALLET_SECRET is refused in production/);
    expect(
      studioWalletSecret(loadEnv({ NODE_ENV: 'production', STUDIO_WALLET_SECRET: 's3cret' })),
    ).toBe('s3cret');
  });
});
