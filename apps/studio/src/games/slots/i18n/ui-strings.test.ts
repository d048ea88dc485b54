import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@/games/slots/engine/types.ts';

const load = (code: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`./${code}.json`, import.meta.url), 'utf8'));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('game page UI strings', () => {
  const en = load('EN');

  it.each(LANGUAGE_CODES)(
    '%s has every key of EN, no extra key, no empty string and the same placeholders',
    (code) => {
      const strings = load(code);
      expect(Object.keys(strings).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(strings)) {
        expect(text.trim(), `${code} ${key}`).not.toBe('');
        expect(placeholders(text), `${code} ${key}`).toEqual(placeholders(en[key] ?? ''));
      }
    },
  );

  it('MY is written in Myanmar script', () => {
    expect(load('MY').spin).toMatch(/[\u1000-\u109f]/);
  });
});
