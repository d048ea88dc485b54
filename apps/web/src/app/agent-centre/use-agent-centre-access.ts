import { useMemo } from 'react';
import type { AgentCentrePage } from '@/config/paths';
import { canOpenAgentPanel, gateDecision } from '@/hooks/use-action-gate';
import { useContractMenuFlags } from '@/lib/api/contract-flags';
import { useSiteSettings } from '@/lib/api/system-status';
import { useSessionStore } from '@/stores/session-store';
import { shownAgentPages } from './entry-flags';
import type { AgentCentreEntry } from './pages';

/**
 * Who may open the agent centre (spec §5, §6): the merchant must show it (isShowAC); a visitor is asked
 * to log in, a trial account refused, a member who is no agent told so; agent types 1, 2, 41, 42 open it.
 */
export type AgentCentreAccess = 'loading' | 'hidden' | 'login' | 'trial' | 'notAgent' | 'allow';

/** The access of this session and the pages it is shown (registered, and their flags on). */
export function useAgentCentreAccess(entries: readonly AgentCentreEntry[]): {
  access: AgentCentreAccess;
  shown: AgentCentrePage[];
  /** The entries of the pages shown (the menu). */
  visible: readonly AgentCentreEntry[];
  /** The contract flags are known: the pages that depend on them are decided. */
  ready: boolean;
} {
  const settings = useSiteSettings();
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const { flags, ready } = useContractMenuFlags();
  const shown = useMemo(
    () =>
      shownAgentPages(
        entries.map((e) => e.page),
        flags,
      ),
    [entries, flags],
  );
  const visible = useMemo(() => entries.filter((e) => shown.includes(e.page)), [entries, shown]);
  const decision = gateDecision(token, isAgent);
  const access: AgentCentreAccess =
    settings === undefined
      ? 'loading'
      : !settings.isShowAC
        ? 'hidden'
        : decision !== 'allow'
          ? decision
          : canOpenAgentPanel(isAgent)
            ? 'allow'
            : 'notAgent';
  return { access, shown, visible, ready };
}
