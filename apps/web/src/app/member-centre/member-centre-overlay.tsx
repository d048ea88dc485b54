import { useTranslation } from 'react-i18next';
import type { MemberCentrePage } from '@/config/paths';
import { CentreOverlay } from '../centre-shell/centre-overlay';
import { CentreView } from '../centre-shell/centre-view';
import { memberCentreLabelKeys } from './labels';
import { MemberCentreMenu } from './member-centre-menu';
import type { MemberCentreEntry } from './pages';

/**
 * The member centre (spec §2): title "personal center", the menu of the pages that exist at left (a
 * sideways strip on phones), the page at right, a close button. Built on the site's modal: focus stays
 * inside and returns when it closes, Escape closes, the page behind does not scroll.
 */
export function MemberCentreOverlay({
  page,
  entries,
  onClose,
}: {
  page: MemberCentrePage;
  entries: readonly MemberCentreEntry[];
  onClose: () => void;
}) {
  const { t } = useTranslation('member');
  return (
    <CentreOverlay title={t('centre.title')} onClose={onClose}>
      <CentreView
        menu={<MemberCentreMenu entries={entries} active={page} />}
        page={page}
        title={t(`menu.${memberCentreLabelKeys[page]}`)}
        Page={entries.find((e) => e.page === page)?.Component}
        texts={{ loading: t('centre.loading'), loadFailed: t('centre.loadFailed') }}
      />
    </CentreOverlay>
  );
}
