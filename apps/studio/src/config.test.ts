import { describe, expect, it } from 'vitest';
import { DEMO_WALLET_SECRET, loadConfig } from '@/config.ts';

/** The secret `npm start` hands the studio (any value but the demo's). */
const secret = { STUDIO_WALLET_SECRET: 'generated' };

describe('studio config', () => {
  it('announces no maintenance by default or when STUDIO_MAINTENANCE is empty', () => {
    expect(loadConfig(secret).maintenance).toBeNull();
    expect(loadConfig({ ...secret, STUDIO_MAINTENANCE: ' ' }).maintenance).toBeNull();
  });

  it('signs with the secret it is given; the well-known demo secret only when enabled', () => {
    expect(loadConfig(secret).walletSecret).toBe('generated');
    expect(() => loadConfig({})).toThrow(/STUDIO_WALLET_SECRET must be set/);
    expect(() => loadConfig({ STUDIO_WALLET_SECRET: DEMO_WALLET_SECRET })).toThrow(
      /well-known demo secret/,
    );
    expect(loadConfig({ ENABLE_DEMO_WALLET_SECRET: 'true' }).walletSecret).toBe(DEMO_WALLET_SECRET);
    expect(() => loadConfig({ NODE_ENV: 'production', ENABLE_DEMO_WALLET_SECRET: 'true' })).toThrow(
      /refused in production/,
    );
    expect(loadConfig({ NODE_ENV: 'production', ...secret }).walletSecret).toBe('generated');
  });

  it('parses STUDIO_MAINTENANCE as BRAND:startMs:endMs', () => {
    expect(
      loadConfig({ ...secret, STUDIO_MAINTENANCE: 'STORM:1767225600000:1767232800000' })
        .maintenance,
    ).toEqual({
      brand: 'STORM',
      start: 1_767_225_600_000,
      end: 1_767_232_800_000,
    });
  });

  it.each([
    ['STORM:100', /BRAND:startMs:endMs/],
    ['storm:1:2', /BRAND:startMs:endMs/],
    ['NOPE:1:2', /unknown brand NOPE/],
    ['STORM:2:2', /end must be after the start/],
  ])('refuses %s', (value, message) => {
    expect(() => loadConfig({ ...secret, STUDIO_MAINTENANCE: value })).toThrow(message);
  });
});
