import type { Permission } from '@monsoon/contracts/admin/permissions';
import type { LucideIcon } from 'lucide-react';
import {
  ArrowLeftRight,
  CalendarCheck,
  HandCoins,
  Handshake,
  Landmark,
  Network,
  ReceiptText,
  ScrollText,
  Scale,
  Settings,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Every screen of the back office: one entry is one route and (with `nav`) one navigation entry, shown
 * only to roles holding `permission`. A new operator screen is a feature folder (its API calls and
 * components), one entry here and its texts in the `admin` translations.
 */
export interface Screen {
  /** Path under /admin. */
  path: string;
  /** Translation key of its navigation label; absent for screens reached from another (details). */
  nav?: string;
  icon?: LucideIcon;
  permission: Permission;
  page: LazyExoticComponent<ComponentType>;
}

export const screens: Screen[] = [
  {
    path: 'members',
    nav: 'nav.members',
    icon: Users,
    permission: 'members.read',
    page: lazy(() => import('@/features/members/components/members-page')),
  },
  {
    path: 'members/:id',
    permission: 'members.read',
    page: lazy(() => import('@/features/members/components/member-page')),
  },
  {
    path: 'adjustments',
    nav: 'nav.adjustments',
    icon: Scale,
    permission: 'adjustments.read',
    page: lazy(() => import('@/features/adjustments/components/adjustments-page')),
  },
  {
    path: 'transfers',
    nav: 'nav.transfers',
    icon: ArrowLeftRight,
    permission: 'members.read',
    page: lazy(() => import('@/features/transfers/components/transfers-page')),
  },
  {
    path: 'agents',
    nav: 'nav.agents',
    icon: Network,
    permission: 'agents.read',
    page: lazy(() => import('@/features/agents/components/agents-page')),
  },
  {
    path: 'agents/:id',
    permission: 'agents.read',
    page: lazy(() => import('@/features/agents/components/agent-page')),
  },
  {
    path: 'contracts',
    nav: 'nav.contracts',
    icon: Handshake,
    permission: 'contracts.read',
    page: lazy(() => import('@/features/agents/components/contracts-page')),
  },
  {
    path: 'settlement-runs',
    nav: 'nav.settlementRuns',
    icon: CalendarCheck,
    permission: 'settlements.read',
    page: lazy(() => import('@/features/settlement-runs/components/settlement-runs-page')),
  },
  {
    path: 'settlement-runs/:id',
    permission: 'settlements.read',
    page: lazy(() => import('@/features/settlement-runs/components/settlement-run-page')),
  },
  {
    path: 'deposits/orders',
    nav: 'nav.paymentOrders',
    icon: ReceiptText,
    permission: 'deposits.read',
    page: lazy(() => import('@/features/deposits/components/payment-orders-page')),
  },
  {
    path: 'deposits/orders/:id',
    permission: 'deposits.read',
    page: lazy(() => import('@/features/deposits/components/payment-order-page')),
  },
  {
    path: 'deposits/channels',
    nav: 'nav.depositChannels',
    icon: Landmark,
    permission: 'deposits.read',
    page: lazy(() => import('@/features/deposits/components/deposit-channels-page')),
  },
  {
    path: 'withdrawals',
    nav: 'nav.withdrawals',
    icon: HandCoins,
    permission: 'withdrawals.read',
    page: lazy(() => import('@/features/withdrawals/components/withdrawals-page')),
  },
  {
    path: 'c2c',
    nav: 'nav.c2c',
    icon: ArrowLeftRight,
    permission: 'withdrawals.read',
    page: lazy(() => import('@/features/c2c/components/c2c-matches-page')),
  },
  {
    path: 'c2c/pool',
    permission: 'withdrawals.read',
    page: lazy(() => import('@/features/c2c/components/c2c-pool-page')),
  },
  {
    path: 'audit',
    nav: 'nav.audit',
    icon: ScrollText,
    permission: 'audit.read',
    page: lazy(() => import('@/features/audit/components/audit-page')),
  },
  {
    path: 'operators',
    nav: 'nav.operators',
    icon: ShieldCheck,
    permission: 'operators.read',
    page: lazy(() => import('@/features/operators/components/operators-page')),
  },
  {
    path: 'settings',
    nav: 'nav.settings',
    icon: Settings,
    permission: 'settings.read',
    page: lazy(() => import('@/features/settings/components/settings-page')),
  },
];
