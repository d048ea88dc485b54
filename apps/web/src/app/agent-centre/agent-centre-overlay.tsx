import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import type { AgentCentrePage } from '@/config/paths';
import { AgentCentreView } from './agent-centre-view';
import type { AgentCentreEntry } from './pages';
import styles from './agent-centre.module.css';

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
    <Modal
      title={t('centre.title')}
      onClose={onClose}
      size="xl"
      closeOnCover={false}
      className={styles.panel}
      bodyClassName={styles.body}
    >
      <AgentCentreView page={page} entries={entries} />
    </Modal>
  );
}
