import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { agentCentreParam, agentCentrePages, type AgentCentrePage } from '@/config/paths';

/** The page the agent centre opens at (spec §2). */
export const defaultAgentCentrePage: AgentCentrePage = 'agentTeamOverview';

/** Whether a text names an agent-centre page of the spec. */
export const isAgentCentrePage = (text: string): text is AgentCentrePage =>
  (agentCentrePages as readonly string[]).includes(text);

/**
 * The page an `?ac=` value opens among the pages shown (in the menu's order): null when there is no
 * value (closed) or no page at all; the page itself when shown; else the default page when shown, else
 * the first page shown (a site whose team overview is not built yet opens its first page).
 */
export function resolveAgentCentrePage(
  raw: string | null,
  shown: readonly AgentCentrePage[],
): AgentCentrePage | null {
  if (raw === null) return null;
  if (isAgentCentrePage(raw) && shown.includes(raw)) return raw;
  return shown.includes(defaultAgentCentrePage) ? defaultAgentCentrePage : (shown[0] ?? null);
}

/** The same address with the agent centre at `page`, or without it (null); other parameters stay. */
export function withAgentCentrePage(
  location: { pathname: string; search: string; hash: string },
  page: AgentCentrePage | null,
): string {
  const params = new URLSearchParams(location.search);
  if (page === null) params.delete(agentCentreParam);
  else params.set(agentCentreParam, page);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}

/** Opens another page of the agent centre from inside one: a new history entry, so Back returns. */
export function useOpenAgentCentrePage(): (page: AgentCentrePage) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (page) => void navigate(withAgentCentrePage(location, page)),
    [navigate, location],
  );
}
