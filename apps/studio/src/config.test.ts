import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.ts';

describe('studio config', () => {
  it('announces no maintenance by default or when STUDIO_MAINTENANCE is empty', () => {
    expect(loadConfig({}).maintenance).toBeNull();
    expect(loadConfig({ STUDIO_MAINTENANCE: ' ' }).maintenance).toBeNull();
  });

  it('parses STUDIO_MAINTENANCE as BRAND:startMs:endMs', () => {
    expect(
      loadConfig({ STUDIO_MAINTENANCE: 'STORM:1767225600000:1767232800000' }).maintenance,
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
    expect(() => loadConfig({ STUDIO_MAINTENANCE: value })).toThrow(message);
  });
});
