import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { agentCentrePages, type AgentCentrePage } from '@/config/paths';
import { withAgentCentrePage } from '@/lib/agent-centre';
import { CentreMenu } from '../centre-shell/centre-menu';
import { agentCentreLabelKeys } from './labels';
import type { AgentCentreEntry } from './pages';

/** The pages shown, in the spec's order; the open one is highlighted (`aria-current`). */
export function AgentCentreMenu({
  entries,
  active,
}: {
  entries: readonly AgentCentreEntry[];
  active: AgentCentrePage;
}) {
  const { t } = useTranslation('agent');
  const location = useLocation();
  return (
    <CentreMenu
      entries={entries}
      active={active}
      order={agentCentrePages}
      ariaLabel={t('centre.menu')}
      labelOf={(page) => t(`menu.${agentCentreLabelKeys[page]}`)}
      linkTo={(page) => withAgentCentrePage(location, page)}
      labels="wrap"
    />
  );
}
