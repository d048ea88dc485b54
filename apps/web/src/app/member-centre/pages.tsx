import { ReceiptText, ShieldCheck, type LucideIcon } from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MemberCentrePage } from '@/config/paths';
import { securityCentreSlots } from './security-slots';

/** One page of the member centre: its menu icon, its content and (optionally) its badge count. */
export interface MemberCentreEntry {
  page: MemberCentrePage;
  icon: LucideIcon;
  /** The page's content, loaded when first opened. */
  Component: LazyExoticComponent<ComponentType>;
  /**
   * A hook answering how many new things the page has; the menu shows a red badge when above 0
   * (spec §2: missionLeaderboard, messageV2, rewardCenter).
   */
  useBadgeCount?: () => number;
}

const SecurityCentre = lazy(async () => {
  const { SecurityCentrePage } =
    await import('@/features/security-centre/components/security-centre-page');
  return { default: () => <SecurityCentrePage slots={securityCentreSlots} /> };
});

const TransactionHistory = lazy(async () => ({
  default: (await import('@/features/transactions/components/transaction-history-page'))
    .TransactionHistoryPage,
}));

/**
 * THE member-centre registry: a page exists once it is listed here, one entry per page (the menu orders
 * them as the spec does). A page not listed is not in the menu, and its `?mc=` value opens the default
 * page. Features never import each other: the pages of the deposit, withdrawal, transfer and record
 * features are composed here.
 */
export const memberCentreEntries: readonly MemberCentreEntry[] = [
  { page: 'securityCenter', icon: ShieldCheck, Component: SecurityCentre },
  { page: 'transactionHistory', icon: ReceiptText, Component: TransactionHistory },
];

/** The pages the site has (features read it through `MemberCentrePagesContext`). */
export const memberCentrePageSet: ReadonlySet<MemberCentrePage> = new Set(
  memberCentreEntries.map((e) => e.page),
);
