import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import site from '../../../../packages/i18n/locales/EN/site.json';

/** Starts i18next with the English site texts, synchronously, for component tests. */
export async function initTestI18n(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    fallbackLng: 'EN',
    ns: ['site'],
    defaultNS: 'site',
    resources: { EN: { site } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}
