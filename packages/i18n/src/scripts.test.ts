import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { siteLanguages } from './languages.ts';

const localesDir = fileURLToPath(new URL('../locales', import.meta.url));

/** Every text of one language, over all its namespaces, as `namespace:key` → text. */
function texts(lang: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') out.set(key, value);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, key ? `${key}.${k}` : k);
  };
  for (const file of readdirSync(path.join(localesDir, lang)).filter((f) => f.endsWith('.json')))
    walk(JSON.parse(readFileSync(path.join(localesDir, lang, file), 'utf8')), `${file}:`);
  return out;
}

const HAN = /[\u4E00-\u9FFF]/;
const THAI = /[\u0E00-\u0E7F]/;
const MYANMAR = /[\u1000-\u109F]/;
/** The script a language is written in; Latin-script languages use none of the others. */
const scriptOf: Record<string, RegExp | null> = {
  CN: HAN,
  TH: THAI,
  MY: MYANMAR,
  EN: null,
  ID: null,
  TY: null,
  VI: null,
};
/** A run of Latin prose: a lowercase word of 4+ letters outside {{placeholders}} and addresses. */
const latinProse = (text: string) =>
  /\b[a-z]{4,}\b/.test(text.replace(/\{\{\s*\w+\s*\}\}/g, '').replace(/\S+@\S+/g, ''));
/** Brand and technical words that stay in Latin letters in every language. */
const KEPT = /^(Facebook|Telegram|YouTube|LINE ID|WeChat ID|Hash|Callback|E-mail)$/;

describe('each language is written in its own script (a block pasted from another is caught)', () => {
  it.each(siteLanguages)('%s', (lang) => {
    const own = scriptOf[lang];
    const foreign = [HAN, THAI, MYANMAR].filter((s) => s !== own);
    const wrong: string[] = [];
    for (const [key, text] of texts(lang)) {
      if (foreign.some((s) => s.test(text))) wrong.push(`${key}: ${text}`);
      else if (own && latinProse(text) && !own.test(text) && !KEPT.test(text.trim()))
        wrong.push(`${key}: ${text}`);
    }
    expect(wrong).toEqual([]);
  });
});
