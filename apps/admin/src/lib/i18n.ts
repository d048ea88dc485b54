import { isSiteLanguage, languageRegistry, siteLanguages, type SiteLanguage } from '@monsoon/i18n';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localStore } from '@/lib/storage';

/** The back office's namespaces: its own texts, and the server's error messages by code. */
export const namespaces = ['admin', 'errors'] as const;

// One lazily loaded chunk per language and namespace.
const loaders = import.meta.glob<ResourceKey>(
  '../../../../packages/i18n/locales/*/{admin,errors}.json',
  {
    import: 'default',
  },
);

const backend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(lng, ns, callback) {
    const load = Object.entries(loaders).find(([p]) =>
      p.endsWith(`/locales/${lng}/${ns}.json`),
    )?.[1];
    if (!load) return callback(null, {});
    load().then(
      (data) => callback(null, data),
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), null),
    );
  },
};

/** English unless the operator picked another of the site's seven languages. */
export const initialLanguage = (): SiteLanguage => {
  const stored = localStore.get('language');
  return stored && isSiteLanguage(stored) ? stored : 'EN';
};

const setDocumentLanguage = (code: string): void => {
  document.documentElement.lang = isSiteLanguage(code) ? languageRegistry[code].bcp47 : 'en';
};

/** Starts i18next; resolves once the first language's texts are loaded. */
export function initI18n(): Promise<unknown> {
  i18next.on('languageChanged', setDocumentLanguage);
  return i18next
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: initialLanguage(),
      fallbackLng: false,
      ns: [...namespaces],
      defaultNS: 'admin',
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
}

/** The languages offered, with their own names. */
export const languages = siteLanguages.map((code) => ({ code, name: languageRegistry[code].name }));

/** The current wire language code (the `Language` header). */
export const currentLanguage = (): string => (i18next.language || 'EN').toUpperCase();

/** The BCP 47 tag of the current language (dates and numbers). */
export const currentLocale = (): string => {
  const code = currentLanguage();
  return isSiteLanguage(code) ? languageRegistry[code].bcp47 : 'en';
};

/** Switches and remembers the language. */
export async function changeLanguage(code: SiteLanguage): Promise<void> {
  localStore.set('language', code);
  await i18next.changeLanguage(code);
}
