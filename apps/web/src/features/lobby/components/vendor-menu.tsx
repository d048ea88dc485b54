import type { VendorCard } from '@monsoon/contracts/catalogue';
import { ChevronLeft, ChevronRight, LayoutGrid, Wrench } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { vendorLogoUrl } from '@/lib/catalogue/regroup';
import { useClock } from '@/lib/catalogue/use-clock';
import { isInMaintenance } from '@/lib/catalogue/vendor-action';
import styles from './vendor-menu.module.css';

/** Arrows appear above this many vendors (spec §2, §9). */
export const VENDOR_ARROWS_ABOVE = 7;

export interface VendorMenuProps {
  cards: readonly VendorCard[];
  /** The shown vendor's code; '' = every vendor. */
  selected: string;
  /** The vendor's label (on /rng its game hall). */
  label: (card: VendorCard) => string;
  /** The address that shows a vendor ('' = every vendor). */
  hrefOf: (vassalage: string) => string;
}

/**
 * The page's vendors as links (each its own address), after "All vendors"; scrolled with previous/next
 * arrows when there are more than 7 vendors.
 */
export function VendorMenu({ cards, selected, label, hrefOf }: VendorMenuProps) {
  const { t } = useTranslation('lobby');
  const now = useClock();
  const strip = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });
  const arrows = cards.length > VENDOR_ARROWS_ABOVE;

  const measure = useCallback(() => {
    const el = strip.current;
    if (!el) return;
    setEdges({
      start: el.scrollLeft <= 1,
      end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    // Bring the chosen vendor into view sideways only (a deep link to the 9th vendor; the page stays put).
    const chosen = el.querySelector<HTMLElement>('[aria-current="page"]');
    if (chosen) {
      const left = chosen.offsetLeft;
      if (left < el.scrollLeft || left + chosen.offsetWidth > el.scrollLeft + el.clientWidth)
        el.scrollLeft = left - 8;
    }
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      el.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [measure, selected, cards.length]);

  const page = (direction: 1 | -1) => {
    const el = strip.current;
    if (el)
      el.scrollBy({ left: direction * Math.max(160, el.clientWidth * 0.8), behavior: 'smooth' });
  };

  return (
    <nav className={styles.menu} aria-label={t('vendors.label')}>
      {arrows ? (
        <button
          type="button"
          className={styles.arrow}
          onClick={() => page(-1)}
          disabled={edges.start}
          aria-label={t('vendors.previous')}
        >
          <ChevronLeft size={20} aria-hidden />
        </button>
      ) : null}
      <ul ref={strip} className={styles.strip}>
        <li className={styles.item}>
          <Link
            to={hrefOf('')}
            className={`${styles.vendor} ${styles.all} ${selected === '' ? styles.current : ''}`}
            aria-current={selected === '' ? 'page' : undefined}
          >
            <LayoutGrid size={18} aria-hidden className={styles.allIcon} />
            <span className={styles.name}>{t('vendors.all')}</span>
          </Link>
        </li>
        {cards.map((card) => {
          const current = card.vassalage === selected;
          const closed = isInMaintenance(card, now);
          return (
            <li key={card.vassalage} className={styles.item}>
              <Link
                to={hrefOf(card.vassalage)}
                className={`${styles.vendor} ${current ? styles.current : ''}`}
                aria-current={current ? 'page' : undefined}
              >
                <img
                  src={vendorLogoUrl(card)}
                  alt=""
                  className={styles.logo}
                  width={56}
                  height={28}
                  loading="lazy"
                  onError={(e) => (e.currentTarget.hidden = true)}
                />
                <span className={styles.name}>{label(card)}</span>
                {closed ? (
                  <Wrench
                    size={14}
                    className={styles.wrench}
                    aria-label={t('vendors.maintenance')}
                  />
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
      {arrows ? (
        <button
          type="button"
          className={styles.arrow}
          onClick={() => page(1)}
          disabled={edges.end}
          aria-label={t('vendors.next')}
        >
          <ChevronRight size={20} aria-hidden />
        </button>
      ) : null}
    </nav>
  );
}
