import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { memberCentrePages, type MemberCentrePage } from '@/config/paths';
import { withMemberCentrePage } from '@/lib/member-centre';
import { CentreMenu } from '../centre-shell/centre-menu';
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
  return (
    <CentreMenu
      entries={entries}
      active={active}
      order={memberCentrePages}
      ariaLabel={t('centre.menu')}
      labelOf={(page) => t(`menu.${memberCentreLabelKeys[page]}`)}
      linkTo={(page) => withMemberCentrePage(location, page)}
      renderAfter={({ useBadgeCount }) =>
        useBadgeCount ? <MenuBadge useCount={useBadgeCount} /> : null
      }
    />
  );
}
