/**
 * The wire's language codes (upper-case, as in the `Language` header) with their names.
 * About 40 exist; a merchant's configuration picks the offered ones. Only the seven of
 * `siteLanguages` ship complete translation files. Reading of the ambiguous codes: MY is Burmese
 * (ISO 639-1 `my`), TY is Filipino/Tagalog (docs/decisions/0004-language-codes.md).
 */
export const languageRegistry = {
  CN: { name: '简体中文', english: 'Chinese (Simplified)', bcp47: 'zh-CN' },
  EN: { name: 'English', english: 'English', bcp47: 'en' },
  ID: { name: 'Bahasa Indonesia', english: 'Indonesian', bcp47: 'id' },
  MY: { name: 'မြန်မာ', english: 'Burmese', bcp47: 'my' },
  TH: { name: 'ไทย', english: 'Thai', bcp47: 'th' },
  TY: { name: 'Filipino', english: 'Filipino (Tagalog)', bcp47: 'fil' },
  VI: { name: 'Tiếng Việt', english: 'Vietnamese', bcp47: 'vi' },
  HI: { name: 'हिन्दी', english: 'Hindi', bcp47: 'hi' },
  BN: { name: 'বাংলা', english: 'Bengali', bcp47: 'bn' },
  KO: { name: '한국어', english: 'Korean', bcp47: 'ko' },
  JA: { name: '日本語', english: 'Japanese', bcp47: 'ja' },
  TW: { name: '繁體中文', english: 'Chinese (Traditional)', bcp47: 'zh-TW' },
  MS: { name: 'Bahasa Melayu', english: 'Malay', bcp47: 'ms' },
  KM: { name: 'ខ្មែរ', english: 'Khmer', bcp47: 'km' },
  LO: { name: 'ລາວ', english: 'Lao', bcp47: 'lo' },
  NE: { name: 'नेपाली', english: 'Nepali', bcp47: 'ne' },
  UR: { name: 'اردو', english: 'Urdu', bcp47: 'ur' },
  TA: { name: 'தமிழ்', english: 'Tamil', bcp47: 'ta' },
  TE: { name: 'తెలుగు', english: 'Telugu', bcp47: 'te' },
  MR: { name: 'मराठी', english: 'Marathi', bcp47: 'mr' },
  GU: { name: 'ગુજરાતી', english: 'Gujarati', bcp47: 'gu' },
  KN: { name: 'ಕನ್ನಡ', english: 'Kannada', bcp47: 'kn' },
  ML: { name: 'മലയാളം', english: 'Malayalam', bcp47: 'ml' },
  PA: { name: 'ਪੰਜਾਬੀ', english: 'Punjabi', bcp47: 'pa' },
  SI: { name: 'සිංහල', english: 'Sinhala', bcp47: 'si' },
  PT: { name: 'Português', english: 'Portuguese', bcp47: 'pt' },
  BR: { name: 'Português (Brasil)', english: 'Portuguese (Brazil)', bcp47: 'pt-BR' },
  ES: { name: 'Español', english: 'Spanish', bcp47: 'es' },
  FR: { name: 'Français', english: 'French', bcp47: 'fr' },
  DE: { name: 'Deutsch', english: 'German', bcp47: 'de' },
  IT: { name: 'Italiano', english: 'Italian', bcp47: 'it' },
  RU: { name: 'Русский', english: 'Russian', bcp47: 'ru' },
  TR: { name: 'Türkçe', english: 'Turkish', bcp47: 'tr' },
  AR: { name: 'العربية', english: 'Arabic', bcp47: 'ar' },
  FA: { name: 'فارسی', english: 'Persian', bcp47: 'fa' },
  UK: { name: 'Українська', english: 'Ukrainian', bcp47: 'uk' },
  PL: { name: 'Polski', english: 'Polish', bcp47: 'pl' },
  NL: { name: 'Nederlands', english: 'Dutch', bcp47: 'nl' },
  SW: { name: 'Kiswahili', english: 'Swahili', bcp47: 'sw' },
  KK: { name: 'Қазақ', english: 'Kazakh', bcp47: 'kk' },
} as const;

export type LanguageCode = keyof typeof languageRegistry;

/** The languages with complete translation files for the site and server messages. */
export const siteLanguages = ['CN', 'EN', 'ID', 'MY', 'TH', 'TY', 'VI'] as const;
export type SiteLanguage = (typeof siteLanguages)[number];

/** The translation namespaces: one JSON file each per language. */
export const namespaces = ['site', 'errors'] as const;
export type Namespace = (typeof namespaces)[number];

/** True when `code` (any case) is a language with translation files. */
export const isSiteLanguage = (code: string): code is SiteLanguage =>
  (siteLanguages as readonly string[]).includes(code.toUpperCase());

/** Normalises a `Language` header value (`en`, `EN`, `en-US`) to a registry code, or null. */
export function normaliseLanguage(raw: string | undefined | null): LanguageCode | null {
  if (!raw) return null;
  const code = raw.trim().split(/[-_]/)[0]?.toUpperCase() ?? '';
  return isLanguageCode(code) ? code : null;
}

/** True when `code` is in the language registry. */
export const isLanguageCode = (code: string): code is LanguageCode =>
  Object.hasOwn(languageRegistry, code);
