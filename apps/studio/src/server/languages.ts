import type { LanguageCode } from '@/games/slots/engine/types.ts';
import { LANGUAGE_CODES } from '@/games/slots/engine/types.ts';

/** Other spellings the site or a browser may send. */
const aliases: Record<string, LanguageCode> = {
  ZH: 'CN',
  'ZH-CN': 'CN',
  FIL: 'TY',
  TL: 'TY',
  MM: 'MY',
  VN: 'VI',
  IN: 'ID',
};

const isLanguage = (code: string): code is LanguageCode => LANGUAGE_CODES.some((c) => c === code);

/** One of our 7 wire codes; English when unknown. */
export function normalizeLanguage(value: string | undefined): LanguageCode {
  const upper = (value ?? '').trim().toUpperCase();
  if (isLanguage(upper)) return upper;
  return aliases[upper] ?? 'EN';
}

/** The page's `lang` attribute (BCP 47) of a wire code. */
export const HTML_LANG: Record<LanguageCode, string> = {
  CN: 'zh-CN',
  EN: 'en',
  ID: 'id',
  MY: 'my',
  TH: 'th',
  TY: 'fil',
  VI: 'vi',
};
