import { useTranslation } from 'react-i18next';
import type { AgentCentrePage } from '@/config/paths';
import { CentreView } from '../centre-shell/centre-view';
import { AgentCentreMenu } from './agent-centre-menu';
import { agentCentreLabelKeys } from './labels';
import type { AgentCentreEntry } from './pages';

/**
 * The agent centre's menu and open page, shared by the overlay and the /agentHome page: the page's
 * title, then its content, loaded when first opened, with its own loading and error states.
 */
export function AgentCentreView({
  page,
  entries,
  heading = 'h3',
}: {
  page: AgentCentrePage;
  entries: readonly AgentCentreEntry[];
  /** The page title's level: under the modal's title (h2) or the /agentHome page's (h1). */
  heading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('agent');
  return (
    <CentreView
      menu={<AgentCentreMenu entries={entries} active={page} />}
      page={page}
      title={t(`menu.${agentCentreLabelKeys[page]}`)}
      Page={entries.find((e) => e.page === page)?.Component}
      heading={heading}
      texts={{ loading: t('centre.loading'), loadFailed: t('centre.loadFailed') }}
    />
  );
}
