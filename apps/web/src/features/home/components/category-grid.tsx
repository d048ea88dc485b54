import type { GameType } from '@monsoon/contracts/catalogue';
import {
  Dices,
  Fish,
  Gamepad2,
  Goal,
  Spade,
  Swords,
  Ticket,
  TicketCheck,
  Tv,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homeCategories, type HomeCategory } from '@/features/home/model/home-categories';
import { useVendorClick } from '@/hooks/use-vendor-click';
import { groupOrder, vendorLogoUrl } from '@/lib/catalogue/regroup';
import { useGameGroups } from '@/lib/catalogue/vendor-lanes';
import styles from './category-grid.module.css';

const icons: Record<GameType, LucideIcon> = {
  SPORTS: Goal,
  LIVE: Tv,
  RNG: Dices,
  FISH: Fish,
  PVP: Spade,
  COCKFIGHT: Swords,
  ELOTT: TicketCheck,
  LOTT: Ticket,
  ESPORTS: Gamepad2,
};
const tones = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7'] as const;
const toneOf = (type: GameType): string =>
  styles[tones[groupOrder.indexOf(type) % tones.length] ?? 'c1'] ?? '';
const placeholders = [1, 2, 3];

/** A category with vendors: its pitch, up to 5 vendor logos (a click follows the vendor rules), its page. */
function CategoryCard({ category }: { category: HomeCategory }) {
  const { t } = useTranslation();
  const onVendor = useVendorClick();
  const Icon = icons[category.gameType];
  const name = t(`nav.gameTypes.${category.gameType}`);
  const more = category.total - category.vendors.length;
  return (
    <li className={`${styles.category} ${toneOf(category.gameType)}`}>
      <div className={styles.head}>
        <span className={styles.icon}>
          <Icon size={26} aria-hidden />
        </span>
        <h3 className={styles.name}>
          {category.path ? <Link to={category.path}>{name}</Link> : name}
        </h3>
      </div>
      <p className={styles.text}>{t(`home.categories.${category.gameType}`)}</p>
      <ul className={styles.vendors} aria-label={t('nav.vendorsOf', { type: name })}>
        {category.vendors.map((card) => (
          <li key={card.vassalage}>
            <button
              type="button"
              className={styles.logo}
              onClick={() => onVendor(card, category.gameType)}
              title={card.displayName}
            >
              <img
                src={vendorLogoUrl(card)}
                alt={card.displayName}
                width={100}
                height={40}
                loading="lazy"
              />
            </button>
          </li>
        ))}
      </ul>
      {category.path ? (
        <Link
          to={category.path}
          className={styles.play}
          aria-label={t('home.playType', { type: name })}
        >
          {more > 0 ? t('home.moreVendors', { count: more }) : t('home.play')}
        </Link>
      ) : null}
    </li>
  );
}

/**
 * The game categories of the home page from the vendor lanes (wire §11: 5 vendors per category): a card
 * for each type with vendors, then the types still without any as a "coming soon" strip.
 */
export function CategoryGrid() {
  const { t } = useTranslation();
  const { groups, isLoading } = useGameGroups();
  if (isLoading) {
    return (
      <ul className={styles.categories} aria-busy="true" aria-label={t('common.loading')}>
        {placeholders.map((n) => (
          <li key={n} className={styles.skeleton} />
        ))}
      </ul>
    );
  }
  const all = homeCategories(groups);
  const offered = all.filter((c) => c.total > 0);
  const soon = all.filter((c) => c.total === 0);
  return (
    <>
      {offered.length > 0 ? (
        <ul className={styles.categories}>
          {offered.map((c) => (
            <CategoryCard key={c.gameType} category={c} />
          ))}
        </ul>
      ) : null}
      {soon.length > 0 ? (
        <div className={styles.soon}>
          <p className={styles.soonTitle}>{t('common.comingSoon')}</p>
          <ul className={styles.soonList}>
            {soon.map((c) => {
              const Icon = icons[c.gameType];
              const label = (
                <>
                  <Icon size={16} aria-hidden /> {t(`nav.gameTypes.${c.gameType}`)}
                </>
              );
              return (
                <li key={c.gameType}>
                  {c.path ? (
                    <Link to={c.path} className={styles.chip}>
                      {label}
                    </Link>
                  ) : (
                    <span className={styles.chip}>{label}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </>
  );
}
