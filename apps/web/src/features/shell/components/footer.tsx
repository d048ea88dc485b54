import { Headset, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { helpTopicPath } from '@/config/paths';
import { useCustomerService } from '@/features/shell/hooks/use-customer-service';
import { footerSlides, footerVendors } from '@/features/shell/model/vendors';
import { useMerchant, useSiteSettings } from '@/lib/api/system-status';
import { useVendorLanes } from '@/lib/catalogue/vendor-lanes';
import styles from './footer.module.css';

/** Licence badge names → their caption keys. */
const licenceCaption = (name: string): 'footer.licenceMalta' | 'footer.licenceBvi' | null =>
  name.toLowerCase().includes('malta')
    ? 'footer.licenceMalta'
    : name.toLowerCase().includes('bvi') || name.toLowerCase().includes('virgin')
      ? 'footer.licenceBvi'
      : null;

/**
 * The footer (spec §1, §2): help and support links (`helpLinks`, from the help feature), the game
 * vendor strip (TCG vendors excluded), the two licence badges, responsible-gaming note and copyright.
 */
export function Footer({ helpLinks }: { helpLinks: ReactNode }) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const merchant = useMerchant();
  const openService = useCustomerService();
  const name = merchant?.name ?? 'Monsoon';
  const vendors = footerVendors(useVendorLanes().data ?? []);
  // The strip loops (spec §9: 10 slides): short lists repeat so one turn fills the row; the second half is the loop's copy.
  const turn =
    vendors.length === 0
      ? []
      : Array.from({ length: Math.ceil(footerSlides / vendors.length) }, () => vendors).flat();
  return (
    <footer className={styles.footer}>
      {vendors.length > 0 ? (
        <section className={styles.vendors} aria-label={t('footer.vendors')}>
          <div className={styles.vendorViewport}>
            <ul className={styles.vendorTrack} style={{ animationDuration: `${turn.length * 3}s` }}>
              {[...turn, ...turn].map((v, i) => (
                <li
                  key={`${v.code}-${i}`}
                  className={styles.vendor}
                  aria-hidden={i >= vendors.length || undefined}
                >
                  <img
                    src={v.logoUrl}
                    alt={i < vendors.length ? v.name : ''}
                    loading="lazy"
                    width={120}
                    height={44}
                  />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <div className={styles.main}>
        <div className={styles.brand}>
          <img
            src="/assets/brand/logo-dark.svg"
            alt={name}
            width={128}
            height={34}
            className={styles.logo}
          />
          <p className={styles.about}>{t('footer.about', { name })}</p>
        </div>
        <nav className={styles.column} aria-label={t('footer.help')}>
          <h2 className={styles.heading}>{t('footer.help')}</h2>
          {helpLinks}
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>{t('footer.contact')}</h2>
          <button type="button" className={styles.service} onClick={openService}>
            <Headset size={18} aria-hidden />
            {t('footer.liveChat')}
          </button>
          <Link to={helpTopicPath('term')} className={styles.link}>
            {t('footer.terms')}
          </Link>
        </div>
        <div className={styles.column}>
          <h2 className={styles.heading}>{t('footer.licences')}</h2>
          <ul className={styles.licences}>
            {(settings?.licences ?? []).slice(0, 2).map((l) => {
              const caption = licenceCaption(l.name);
              return (
                <li key={l.name}>
                  <a href={l.url} className={styles.licence}>
                    <img
                      src={l.imageUrl}
                      alt={caption ? t(caption) : l.name}
                      width={96}
                      height={48}
                      loading="lazy"
                    />
                    {caption ? <span>{t(caption)}</span> : null}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <p className={styles.responsible}>
          <ShieldCheck size={16} aria-hidden />
          <span className={styles.age}>18+</span>
          {t('footer.responsible')}
        </p>
        <p>{t('footer.rights', { year: new Date().getFullYear(), name })}</p>
      </div>
    </footer>
  );
}
