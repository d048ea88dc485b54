import { isLanguageCode, type LanguageCode } from '@monsoon/i18n';
import { localStore } from '@/lib/storage';

/** The spec's default language (MY) until the merchant's default is known. */
export const defaultLanguage: LanguageCode = 'MY';

/** The language to start in: the stored choice, else the default. */
export function initialLanguage(): LanguageCode {
  const stored = localStore.get('language')?.toUpperCase() ?? '';
  return isLanguageCode(stored) ? stored : defaultLanguage;
}

/** True when the visitor chose a language before (the merchant default then does not apply). */
export const hasStoredLanguage = (): boolean =>
  isLanguageCode(localStore.get('language')?.toUpperCase() ?? '');
