import { Apple, BellRing, Download, ShieldCheck, Smartphone, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMerchant, useSiteSettings, useSystemStatus } from '@/lib/api/system-status';
import styles from './download-page.module.css';

/** /down: the app download page (Android link and QR from the status resources, iOS home-screen hint). */
export function DownloadPage() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const settings = useSiteSettings();
  const resources = useSystemStatus().data?.info.resources ?? [];
  const android = resources.find((r) => r.resourceType.toLowerCase() === 'android');
  const androidUrl =
    android && android.url !== window.location.pathname
      ? android.url
      : settings?.appDownloadUrl && settings.appDownloadUrl !== '/down'
        ? settings.appDownloadUrl
        : null;
  const name = merchant?.name ?? 'Monsoon';
  const points = [
    { icon: Zap, text: t('download.features.fast') },
    { icon: ShieldCheck, text: t('download.features.secure') },
    { icon: BellRing, text: t('download.features.notify') },
  ];
  return (
    <section className={styles.page} aria-labelledby="download-title">
      <div className={styles.hero}>
        <div className={styles.copy}>
          <h1 id="download-title" className={styles.title}>
            {t('download.title', { name })}
          </h1>
          <p className={styles.subtitle}>{t('download.subtitle')}</p>
          <ul className={styles.points}>
            {points.map((p) => (
              <li key={p.text}>
                <p.icon size={18} aria-hidden /> {p.text}
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            {androidUrl ? (
              <a href={androidUrl} className={styles.primary} download>
                <Download size={18} aria-hidden /> {t('download.android')}
              </a>
            ) : (
              <p className={styles.note}>{t('download.unavailable')}</p>
            )}
            <div className={styles.ios}>
              <p className={styles.iosTitle}>
                <Apple size={18} aria-hidden /> {t('download.ios')}
              </p>
              <p className={styles.note}>{t('download.iosHint')}</p>
            </div>
          </div>
        </div>
        <div className={styles.device} aria-hidden>
          <div className={styles.phone}>
            <img src="/assets/brand/favicon.svg" alt="" width={72} height={72} />
            <Smartphone size={28} className={styles.phoneIcon} />
            <span className={styles.phoneName}>{name}</span>
          </div>
          {android?.qrCodeUrl ? (
            <figure className={styles.qr}>
              <img src={android.qrCodeUrl} alt="" width={120} height={120} />
              <figcaption>{t('download.scan')}</figcaption>
            </figure>
          ) : null}
        </div>
      </div>
    </section>
  );
}
