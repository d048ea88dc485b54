import { describe, expect, it } from 'vitest';
import { PSP_LANGUAGES } from '@monsoon/contracts/psp/common';
import { PAGE_STRINGS, fill, normalizeLanguage } from '@/i18n/strings.ts';

const english = PAGE_STRINGS.EN;
const keys = Object.keys(english).sort();
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('hosted page translations', () => {
  it.each(PSP_LANGUAGES)(
    '%s has every key, real translations and the same placeholders',
    (code) => {
      const strings = PAGE_STRINGS[code];
      expect(Object.keys(strings).sort()).toEqual(keys);
      for (const key of keys) {
        const text = strings[key as keyof typeof english];
        expect(text.trim(), `${code}.${key}`).not.toBe('');
        expect(placeholders(text), `${code}.${key}`).toEqual(
          placeholders(english[key as keyof typeof english]),
        );
      }
      if (code !== 'EN') {
        // Brand-like words (Merchant, Status, Network...) may stay as they are; most texts must not.
        const copied = keys.filter(
          (k) => strings[k as keyof typeof english] === english[k as keyof typeof english],
        );
        expect(copied.length, `${code} copies ${copied.join(', ')}`).toBeLessThanOrEqual(6);
      }
    },
  );

  it('reads language codes and their aliases', () => {
    expect(normalizeLanguage('th')).toBe('TH');
    expect(normalizeLanguage('zh-cn')).toBe('CN');
    expect(normalizeLanguage('fil')).toBe('TY');
    expect(normalizeLanguage('xx')).toBeUndefined();
    expect(fill('pay with {method}', { method: 'GCash' })).toBe('pay with GCash');
  });
});
