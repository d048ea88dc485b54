import { siteLanguages } from '@monsoon/i18n';
import { describe, expect, it } from 'vitest';
import CN from '../../../../../../packages/i18n/locales/CN/auth.json';
import EN from '../../../../../../packages/i18n/locales/EN/auth.json';
import ID from '../../../../../../packages/i18n/locales/ID/auth.json';
import MY from '../../../../../../packages/i18n/locales/MY/auth.json';
import TH from '../../../../../../packages/i18n/locales/TH/auth.json';
import TY from '../../../../../../packages/i18n/locales/TY/auth.json';
import VI from '../../../../../../packages/i18n/locales/VI/auth.json';

const files: Record<string, unknown> = { CN, EN, ID, MY, TH, TY, VI };

/** Flattens a translation file into key → text. */
function flatten(
  value: unknown,
  prefix = '',
  out: Record<string, string> = {},
): Record<string, string> {
  if (typeof value === 'string') out[prefix] = value;
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  }
  return out;
}

/** The placeholders a text must keep: (min), (max), {{x}} and <terms>. */
const placeholders = (text: string): string[] =>
  (text.match(/\(min\)|\(max\)|\{\{\w+\}\}|<\/?terms>/g) ?? []).sort();

describe('auth translations', () => {
  const en = flatten(EN);

  it.each(siteLanguages)(
    '%s has every key of the English file, none empty, with the same placeholders',
    (code) => {
      const texts = flatten(files[code]);
      expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), `${code} ${key}`).not.toBe('');
        expect(placeholders(text), `${code} ${key}`).toEqual(placeholders(en[key] ?? ''));
      }
    },
  );

  it('has a message for every patternId 0-22', () => {
    for (let id = 0; id <= 22; id++) expect(en[`reg_pattern_${id}`]).toBeTruthy();
  });

  it('writes Burmese in Myanmar script', () => {
    expect(flatten(MY)['login.submit']).toMatch(/[\u1000-\u109f]/);
  });
});
