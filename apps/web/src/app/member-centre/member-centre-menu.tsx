import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { memberCentrePages, type MemberCentrePage } from '@/config/paths';
import { withMemberCentrePage } from '@/lib/member-centre';
import { memberCentreLabelKeys } from './labels';
import type { MemberCentreEntry } from './pages';
import styles from './member-centre.module.css';

/** The red count of a page with news (shown only above 0). */
function MenuBadge({ useCount }: { useCount: () => number }) {
  const { t } = useTranslation('member');
  const count = useCount();
  if (count <= 0) return null;
  return (
    <span className={styles.badge} aria-label={t('centre.badge', { count })}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The pages that exist, in the spec's order; the open one is highlighted (`aria-current`). */
export function MemberCentreMenu({
  entries,
  active,
}: {
  entries: readonly MemberCentreEntry[];
  active: MemberCentrePage;
}) {
  const { t } = useTranslation('member');
  const location = useLocation();
  const nav = useRef<HTMLElement>(null);
  // Going Back or forward moves focus along to the open page's entry; a sideways strip scrolls it into view.
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!current) return;
    if (nav.current?.contains(document.activeElement)) current.focus();
    current.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  const ordered = [...entries].sort(
    (a, b) => memberCentrePages.indexOf(a.page) - memberCentrePages.indexOf(b.page),
  );
  return (
    <nav ref={nav} className={styles.menu} aria-label={t('centre.menu')}>
      <ul className={styles.menuList}>
        {ordered.map(({ page, icon: Icon, useBadgeCount }) => (
          <li key={page}>
            <Link
              to={withMemberCentrePage(location, page)}
              className={page === active ? `${styles.item} ${styles.active}` : styles.item}
              aria-current={page === active ? 'page' : undefined}
              data-autofocus={page === active ? true : undefined}
            >
              <Icon size={18} aria-hidden />
              <span className={styles.label}>{t(`menu.${memberCentreLabelKeys[page]}`)}</span>
              {useBadgeCount ? <MenuBadge useCount={useBadgeCount} /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
