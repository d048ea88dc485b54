import type en from '../i18n/EN.json';

/** A key of the UI strings (typed from the English file; every language has every key). */
export type UiKey = keyof typeof en;
export type Translate = (key: UiKey, vars?: Record<string, string | number>) => string;

/** `t(key, vars)`: the string of the page's language with `{name}` placeholders filled. */
export function createTranslate(strings: Readonly<Record<string, string>>): Translate {
  return (key, vars = {}) =>
    (strings[key] ?? key).replace(/\{(\w+)\}/g, (match, name: string) =>
      name in vars ? String(vars[name]) : match,
    );
}
