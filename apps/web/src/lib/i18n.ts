import { isLanguageCode, isSiteLanguage, languageRegistry, type LanguageCode } from '@monsoon/i18n';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { updateMemberLanguage } from '@/lib/api/update-member-language';
import { loadLocaleFile } from '@/lib/locale-files';
import { defaultLanguage, hasStoredLanguage, initialLanguage } from '@/lib/site-language';
import { localStore } from '@/lib/storage';
import { useSessionStore } from '@/stores/session-store';

export { defaultLanguage, hasStoredLanguage, initialLanguage };

/**
 * The site's namespaces: `site` (shell and pages), `auth` (auth feature), `errors` (server error codes),
 * `lobby` (the game-list pages and the vendor popup, loaded with them), `lottery` (the lottery pages),
 * `member` (the member centre and its pages), `agent` (the agent centre and its pages),
 * `agentContracts` (the contract prompt and the agent centre's contract pages),
 * `agentReports` (the agent centre's report pages).
 */
export const i18nNamespaces = [
  'site',
  'auth',
  'errors',
  'lobby',
  'lottery',
  'member',
  'agent',
  'agentContracts',
  'agentReports',
] as const;
/**
 * Loaded at start: the shell needs `site` only. The auth feature asks for `auth` and `errors` when its
 * code loads (`useTranslation(['auth', 'errors'])`), so a visitor on a phone never downloads them.
 */
export const startNamespaces = ['site'] as const;

/** Texts missing in a language fall back to English. */
export const fallbackLanguage: LanguageCode = 'EN';

/**
 * The fallback chain of a language. The site languages ship complete files (checked by
 * i18n-files.test.ts and the auth locales test), so they need no fallback and English is not
 * downloaded next to them; a language offered without files reads as empty and falls back to English.
 */
export const fallbackFor = (code: string): LanguageCode[] =>
  isSiteLanguage(code) ? [] : [fallbackLanguage];

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(lng, ns, callback) {
    const load = loadLocaleFile(lng, ns);
    // A language without files (offered but untranslated) reads as empty and falls back to English.
    if (!load) return callback(null, {});
    load.then(
      (data) => callback(null, data),
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), null),
    );
  },
};

const setDocumentLanguage = (code: string): void => {
  const bcp47 = isLanguageCode(code) ? languageRegistry[code].bcp47 : code.toLowerCase();
  document.documentElement.lang = bcp47;
};

/**
 * Starts i18next; resolves once the first language is loaded. The language is set (and its files
 * requested) synchronously, so calls made right after this carry the right Language header.
 */
export function initI18n(language: LanguageCode = initialLanguage()): Promise<unknown> {
  i18next.on('languageChanged', setDocumentLanguage);
  return i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: fallbackFor,
      initAsync: false,
      ns: [...startNamespaces],
      defaultNS: 'site',
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
}

/** The current wire language code (upper case). */
export const currentLanguageCode = (): string =>
  (i18next.language || defaultLanguage).toUpperCase();

/**
 * Switches the site language: remembers it (`lang`, previous in `hisLang`), sets `<html lang>`, and
 * tells the server when a member is logged in (PUT /wps/member/language).
 */
export async function changeSiteLanguage(
  code: LanguageCode,
  options: { persist?: boolean } = {},
): Promise<void> {
  const previous = currentLanguageCode();
  if (options.persist !== false) {
    if (previous !== code) localStore.set('lastLanguage', previous);
    localStore.set('language', code);
  }
  if (previous === code) return;
  await i18next.changeLanguage(code);
  if (useSessionStore.getState().token) {
    updateMemberLanguage(code).catch(() => undefined);
  }
}
