import type { AgentCentrePage } from '@/config/paths';

/**
 * The agent-centre pages the site has. A page is registered by adding its key here and its entry in
 * `pages.tsx` (TypeScript refuses one without the other); kept apart from the entries so that the
 * first load carries only these names. The team reports and the salary pages join as they are built;
 * until the team overview (the default page) exists, the centre opens at its first page.
 */
export const registeredAgentPages = [
  'registerCenter',
  'downlineManagmentView',
] as const satisfies readonly AgentCentrePage[];
export type RegisteredAgentPage = (typeof registeredAgentPages)[number];
