import type { PspLanguage } from '@monsoon/contracts/psp/common';
import { PSP_LANGUAGES } from '@monsoon/contracts/psp/common';
import CN from '@/i18n/CN.json' with { type: 'json' };
import EN from '@/i18n/EN.json' with { type: 'json' };
import ID from '@/i18n/ID.json' with { type: 'json' };
import MY from '@/i18n/MY.json' with { type: 'json' };
import TH from '@/i18n/TH.json' with { type: 'json' };
import TY from '@/i18n/TY.json' with { type: 'json' };
import VI from '@/i18n/VI.json' with { type: 'json' };

/** The page texts, keyed like the English file (every language has every key: a test checks). */
export type PageKey = keyof typeof EN;
export type PageStrings = Record<PageKey, string>;

export const PAGE_STRINGS: Record<PspLanguage, PageStrings> = { CN, EN, ID, MY, TH, TY, VI };

/** Other spellings a site or a browser may send. */
const aliases: Record<string, PspLanguage> = {
  ZH: 'CN',
  'ZH-CN': 'CN',
  FIL: 'TY',
  TL: 'TY',
  VN: 'VI',
  IN: 'ID',
};

const isLanguage = (code: string): code is PspLanguage => PSP_LANGUAGES.some((c) => c === code);

/** One of the 7 wire codes, or undefined. */
export function normalizeLanguage(value: string | undefined): PspLanguage | undefined {
  const upper = (value ?? '').trim().toUpperCase();
  return isLanguage(upper) ? upper : aliases[upper];
}

/** The page's `lang` attribute (BCP 47) of a wire code. */
export const HTML_LANG: Record<PspLanguage, string> = {
  CN: 'zh-CN',
  EN: 'en',
  ID: 'id',
  MY: 'my',
  TH: 'th',
  TY: 'fil',
  VI: 'vi',
};

/** The language's own name, for the language menu. */
export const LANGUAGE_NAMES: Record<PspLanguage, string> = {
  CN: '简体中文',
  EN: 'English',
  ID: 'Bahasa Indonesia',
  MY: 'မြန်မာ',
  TH: 'ไทย',
  TY: 'Filipino',
  VI: 'Tiếng Việt',
};

/** A text with `{name}` placeholders filled. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
