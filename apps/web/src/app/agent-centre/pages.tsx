import { UserPlus, Users, type LucideIcon } from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AgentCentrePage } from '@/config/paths';
import { registeredAgentPages, type RegisteredAgentPage } from './page-keys';

/** One page of the agent centre: its menu icon and its content. */
export interface AgentCentreEntry {
  page: AgentCentrePage;
  icon: LucideIcon;
  /** The page's content, loaded when first opened. */
  Component: LazyExoticComponent<ComponentType>;
}

const RegisterCenter = lazy(async () => ({
  default: (await import('@/features/agent-team/components/register-center-page'))
    .RegisterCenterPage,
}));

const TeamManagement = lazy(async () => ({
  default: (await import('@/features/agent-team/components/team-management-page'))
    .TeamManagementPage,
}));

/**
 * THE agent-centre registry: a page exists once its key is in `registeredAgentPages` (page-keys.ts)
 * and its entry is here (TypeScript checks both). A page not registered is not in the menu and its
 * `?ac=` value opens the default page (or the first page while the default is not built). Features
 * never import each other: each page's feature is composed here.
 */
const registry: { [P in RegisteredAgentPage]: Omit<AgentCentreEntry, 'page'> } = {
  registerCenter: { icon: UserPlus, Component: RegisterCenter },
  downlineManagmentView: { icon: Users, Component: TeamManagement },
};

/** The registered pages with their entries (the menu orders them as the spec does). */
export const agentCentreEntries: readonly AgentCentreEntry[] = registeredAgentPages.map((page) => ({
  page,
  ...registry[page],
}));
