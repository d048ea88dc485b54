import { useTranslation } from 'react-i18next';

/** The site's current wire language code (upper case): part of every catalogue query key. */
export function useCatalogueLanguage(): string {
  const { i18n } = useTranslation();
  return (i18n.language || 'EN').toUpperCase();
}
