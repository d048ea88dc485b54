// @vitest-environment node
import { siteLanguages } from '@monsoon/i18n';
import { localesDir } from '@monsoon/i18n/node';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every leaf of a translation tree with its value. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (isTree(value)) for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
    else out.set(`${prefix}${key}`, value);
  }
  return out;
}

const read = (lang: string, ns = 'site'): Map<string, string> => {
  const parsed: unknown = JSON.parse(
    readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8'),
  );
  if (!isTree(parsed)) throw new Error(`${lang}/${ns}.json is not an object`);
  return leaves(parsed);
};

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

// `auth` has its own test (features/auth/lib/locales.test.ts); `errors` follows the server's codes.
/** A key of each namespace whose Myanmar text must be in Myanmar script. */
const myanmarProbe: Record<string, string> = {
  site: 'header.login',
  lobby: 'tabs.none',
  lottery: 'lobby.title',
  member: 'centre.title',
  agent: 'centre.title',
  agentContracts: 'request.newTitle',
  agentReports: 'overview.teamSize',
};

describe.each(['site', 'lobby', 'lottery', 'member', 'agent', 'agentContracts', 'agentReports'])(
  '%s translations',
  (ns) => {
    const english = read('EN', ns);

    it.each(siteLanguages.filter((l) => l !== 'EN'))(
      '%s has every key of EN, non-empty, with the same placeholders',
      (lang) => {
        const other = read(lang, ns);
        expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, text] of english) {
          const translated = other.get(key) ?? '';
          expect(translated.trim(), `${lang} ${key}`).not.toBe('');
          expect(placeholders(translated), `${lang} ${key}`).toEqual(placeholders(text));
        }
      },
    );

    it('MY is written in Myanmar script', () => {
      expect(read('MY', ns).get(myanmarProbe[ns] ?? '')).toMatch(/[\u1000-\u109F]/);
    });
  },
);
