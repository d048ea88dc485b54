import {
  ArrowLeftRight,
  CalendarDays,
  ChartNoAxesCombined,
  Clock,
  HandCoins,
  LayoutDashboard,
  ListChecks,
  Megaphone,
  UserPlus,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';
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

// The team reports (features/agent-reports, decision 0070).
const AgentNotices = lazy(async () => ({
  default: (await import('@/features/agent-reports/components/agent-notices-page'))
    .AgentNoticesPage,
}));

const TeamOverview = lazy(async () => ({
  default: (await import('@/features/agent-reports/components/team-overview-page'))
    .TeamOverviewPage,
}));

const TeamBetting = lazy(async () => ({
  default: (await import('@/features/agent-reports/components/team-betting-page')).TeamBettingPage,
}));

const UserProfit = lazy(async () => ({
  default: (await import('@/features/agent-reports/components/user-profit-page')).UserProfitPage,
}));

const Income = lazy(async () => ({
  default: (await import('@/features/agent-reports/components/income-page')).IncomePage,
}));

const TeamTransactions = lazy(async () => ({
  default: (await import('@/features/agent-reports/components/team-transactions-page'))
    .TeamTransactionsPage,
}));

// The four contract pages (features/agent-contracts: dividend, daily, hourly and real-time salary) share
// one chunk; each is listed only while its contract flag is on (entry-flags.ts).
const contractPages = () => import('@/features/agent-contracts/components/salary-pages');
const Dividend = lazy(async () => ({ default: (await contractPages()).DividendPage }));
const DailySalary = lazy(async () => ({ default: (await contractPages()).DailySalaryPage }));
const HourlySalary = lazy(async () => ({ default: (await contractPages()).HourlySalaryPage }));
const RealtimeSalary = lazy(async () => ({ default: (await contractPages()).RealtimeSalaryPage }));

/**
 * THE agent-centre registry: a page exists once its key is in `registeredAgentPages` (page-keys.ts)
 * and its entry is here (TypeScript checks both). A page not registered is not in the menu and its
 * `?ac=` value opens the default page (or the first page while the default is not built). Features
 * never import each other: each page's feature is composed here.
 */
const registry: { [P in RegisteredAgentPage]: Omit<AgentCentreEntry, 'page'> } = {
  agentAnnouncement: { icon: Megaphone, Component: AgentNotices },
  agentTeamOverview: { icon: LayoutDashboard, Component: TeamOverview },
  registerCenter: { icon: UserPlus, Component: RegisterCenter },
  downlineManagmentView: { icon: Users, Component: TeamManagement },
  agentDailyWages2: { icon: CalendarDays, Component: DailySalary },
  agentDividendRecordCopy2: { icon: HandCoins, Component: Dividend },
  agentDownlineTransactionDetailsCopy: { icon: ArrowLeftRight, Component: TeamTransactions },
  agentHourSalary: { icon: Clock, Component: HourlySalary },
  agentRealtimeSalary: { icon: Zap, Component: RealtimeSalary },
  agentRevenueReport: { icon: HandCoins, Component: Income },
  palStatementsAgentCopy: { icon: ChartNoAxesCombined, Component: UserProfit },
  personalHistoryCopy: { icon: ListChecks, Component: TeamBetting },
};

/** The registered pages with their entries (the menu orders them as the spec does). */
export const agentCentreEntries: readonly AgentCentreEntry[] = registeredAgentPages.map((page) => ({
  page,
  ...registry[page],
}));
