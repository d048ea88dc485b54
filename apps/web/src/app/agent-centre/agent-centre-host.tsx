import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { agentCentreParam, paths } from '@/config/paths';
import { useActionGate } from '@/hooks/use-action-gate';
import {
  defaultAgentCentrePage,
  resolveAgentCentrePage,
  withAgentCentrePage,
} from '@/lib/agent-centre';
import { showDialog } from '@/stores/modal-store';
import { AgentCentreOverlay } from './agent-centre-overlay';
import { agentCentreEntries, type AgentCentreEntry } from './pages';
import { useAgentCentreAccess } from './use-agent-centre-access';

/**
 * The agent centre lives in the address (`?ac=<page>`, style §19), like the member centre: any entry
 * that sets it opens the overlay, Back and forward move through its pages, a link or a reload opens it
 * again. A visitor gets the login modal (then lands on the page), a trial account the "need a real
 * account" dialog, a member who is no agent a warning; an unknown or unbuilt page opens the default
 * page (the first page while the default is not built). On /agentHome the page itself shows the centre.
 */
export function AgentCentreHost({
  entries = agentCentreEntries,
}: {
  entries?: readonly AgentCentreEntry[];
}) {
  const { t } = useTranslation('agent');
  const location = useLocation();
  const navigate = useNavigate();
  const gate = useActionGate();
  const { access, shown, visible, ready } = useAgentCentreAccess(entries);
  const raw = new URLSearchParams(location.search).get(agentCentreParam);
  const page = resolveAgentCentrePage(raw, shown);
  const onHome = location.pathname === paths.agentHome;

  useEffect(() => {
    if (raw === null || onHome || access === 'loading') return;
    const leave = () => void navigate(withAgentCentrePage(location, null), { replace: true });
    if (access === 'login' || access === 'trial') {
      gate(undefined, {
        redirectTo: withAgentCentrePage(location, page ?? defaultAgentCentrePage),
      });
      return leave();
    }
    if (access === 'notAgent') showDialog({ icon: 'warning', text: t('centre.notAgent') });
    if (access !== 'allow' || (ready && page === null)) return leave();
    // An unknown or not yet built page: the address names the page actually shown.
    if (ready && page !== null && raw !== page)
      void navigate(withAgentCentrePage(location, page), { replace: true });
  }, [raw, page, onHome, access, ready, gate, navigate, location, t]);

  if (onHome || access !== 'allow' || !ready || page === null) return null;
  return (
    <AgentCentreOverlay
      page={page}
      entries={visible}
      onClose={() => void navigate(withAgentCentrePage(location, null))}
    />
  );
}
