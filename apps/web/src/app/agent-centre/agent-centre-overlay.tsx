import { useTranslation } from 'react-i18next';
import type { AgentCentrePage } from '@/config/paths';
import { CentreOverlay } from '../centre-shell/centre-overlay';
import { AgentCentreView } from './agent-centre-view';
import type { AgentCentreEntry } from './pages';

/**
 * The agent centre overlay (spec §2): title "agent center", the menu at left (a sideways strip on
 * phones), the page at right, a close button. Built on the site's modal: focus stays inside and
 * returns when it closes, Escape closes, the page behind does not scroll.
 */
export function AgentCentreOverlay({
  page,
  entries,
  onClose,
}: {
  page: AgentCentrePage;
  entries: readonly AgentCentreEntry[];
  onClose: () => void;
}) {
  const { t } = useTranslation('agent');
  return (
    <CentreOverlay title={t('centre.title')} onClose={onClose} wideMenu>
      <AgentCentreView page={page} entries={entries} />
    </CentreOverlay>
  );
}
