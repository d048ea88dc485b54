import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { siteLanguages } from './languages.ts';

type Tree = { [key: string]: string | Tree };
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);
const localesDir = fileURLToPath(new URL('../locales', import.meta.url));
const adminSrc = fileURLToPath(new URL('../../../apps/admin/src', import.meta.url));

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (isTree(value)) for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
    else out.set(`${prefix}${key}`, value);
  }
  return out;
}

const read = (lang: string): Map<string, string> => {
  const parsed: unknown = JSON.parse(
    readFileSync(path.join(localesDir, lang, 'admin.json'), 'utf8'),
  );
  if (!isTree(parsed)) throw new Error(`${lang}/admin.json is not an object`);
  return leaves(parsed);
};

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sourceFiles(file) : /\.tsx?$/.test(name) ? [file] : [];
  });

describe('back office translations (admin namespace)', () => {
  const english = read('EN');

  it.each(siteLanguages.filter((l) => l !== 'EN'))(
    '%s has every key of EN, translated, with the same placeholders',
    (lang) => {
      const other = read(lang);
      expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
      let same = 0;
      for (const [key, text] of english) {
        const translated = other.get(key) ?? '';
        expect(translated.trim(), `${lang} ${key}`).not.toBe('');
        expect(placeholders(translated), `${lang} ${key}`).toEqual(placeholders(text));
        if (translated === text) same++;
      }
      // Words like "ID", "Hash" or "E-mail" may stay as they are; whole screens may not.
      expect(same / english.size, `${lang}: share of texts left in English`).toBeLessThan(0.1);
    },
  );

  it('MY is written in Myanmar script and TH in Thai script', () => {
    expect(read('MY').get('signIn.title')).toMatch(/[\u1000-\u109F]/);
    expect(read('TH').get('signIn.title')).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('every literal key the back office uses exists', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(adminSrc)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) used.add(m[1] ?? '');
      for (const m of text.matchAll(/\?\s*'([a-z]+\.[\w.]+)'\s*:\s*'([a-z]+\.[\w.]+)'/g)) {
        used.add(m[1] ?? '');
        used.add(m[2] ?? '');
      }
    }
    const missing = [...used].filter((k) => !k.includes(':') && !english.has(k));
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(100);
  });
});
