import type { VendorCard } from '@monsoon/contracts/catalogue';
import { Flame, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { vendorLogoUrl } from '@/lib/catalogue/regroup';
import { useClock } from '@/lib/catalogue/use-clock';
import { isInMaintenance } from '@/lib/catalogue/vendor-action';
import styles from './vendor-lobby.module.css';

const tones = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7'] as const;

/** The end of a maintenance window in the page's language. */
const until = (endTime: number): string =>
  new Date(endTime).toLocaleString(document.documentElement.lang || undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/** A vendor of a lobby as a large tile: logo, name, hot, and its maintenance window while it is open. */
export function VendorTile({
  card,
  tone,
  onOpen,
}: {
  card: VendorCard;
  tone: number;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const down = isInMaintenance(card, useClock());
  const art = vendorLogoUrl({ ...card, smallIcon: card.lagerIcon || card.smallIcon });
  return (
    <button
      type="button"
      className={`${styles.tile} ${down ? styles.tileDown : ''}`}
      onClick={onOpen}
    >
      <span className={`${styles.art} ${styles[tones[tone % tones.length] ?? 'c1']}`}>
        <img src={art} alt="" width={200} height={80} loading="lazy" />
        {card.isHot === 1 ? (
          <span className={styles.hot}>
            <Flame size={14} aria-hidden /> {t('vendor.hot')}
          </span>
        ) : null}
      </span>
      <span className={styles.body}>
        <span className={styles.name}>{card.displayName}</span>
        {down ? (
          <span className={styles.down}>
            <Wrench size={14} aria-hidden />
            {card.endTime === null
              ? t('vendor.maintenanceLabel')
              : t('vendorLobby.maintenanceUntil', { time: until(card.endTime) })}
          </span>
        ) : (
          <span className={styles.cta}>{t('vendorLobby.enter')}</span>
        )}
      </span>
    </button>
  );
}
