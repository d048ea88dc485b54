import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { siteLanguages } from '@monsoon/i18n';
import { localesDir } from '@monsoon/i18n/node';

type Messages = Record<string, unknown>;

const load = (lang: string): Messages => {
  const file = path.join(localesDir, lang, 'errors.json');
  if (!existsSync(file)) return {};
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return parsed && typeof parsed === 'object' ? { errors: parsed } : {};
};

const byLanguage = new Map<string, Messages>(siteLanguages.map((l) => [l, load(l)]));

const lookup = (messages: Messages | undefined, key: string): string | null => {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) return null;
    node = Reflect.get(node, part);
  }
  return typeof node === 'string' ? node : null;
};

/** A server message in `lang` (falling back to English, then the key), with `{{name}}` filled. */
export function translate(
  lang: string,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const template = lookup(byLanguage.get(lang), key) ?? lookup(byLanguage.get('EN'), key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
