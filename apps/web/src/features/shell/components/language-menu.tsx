import { isLanguageCode, languageRegistry, type LanguageCode } from '@monsoon/i18n';
import { ChevronDown, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dropdown, MenuItem } from '@/components/ui/dropdown';
import { useMerchant } from '@/lib/api/system-status';
import { changeSiteLanguage } from '@/lib/i18n';
import styles from './header.module.css';

/** The languages the merchant offers (known to the registry), in the merchant's order. */
export const offeredLanguages = (codes: readonly string[] | undefined): LanguageCode[] =>
  (codes ?? ['MY', 'EN', 'CN']).filter(isLanguageCode);

/** The header's language dropdown (spec §2 header top, left). */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const merchant = useMerchant();
  const current = i18n.language.toUpperCase();
  const name = isLanguageCode(current) ? languageRegistry[current].name : current;
  return (
    <Dropdown
      buttonClassName={styles.topButton}
      buttonLabel={`${t('header.language')}: ${name}`}
      button={
        <>
          <Globe size={16} aria-hidden />
          <span>{name}</span>
          <ChevronDown size={14} aria-hidden />
        </>
      }
    >
      {(close) =>
        offeredLanguages(merchant?.languages).map((code) => (
          <MenuItem
            key={code}
            checked={code === current}
            extra={<span className={styles.langCode}>{code}</span>}
            onSelect={() => {
              close();
              void changeSiteLanguage(code);
            }}
          >
            <span lang={languageRegistry[code].bcp47}>{languageRegistry[code].name}</span>
          </MenuItem>
        ))
      }
    </Dropdown>
  );
}
