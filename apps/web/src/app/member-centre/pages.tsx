import {
  ArrowLeftRight,
  ChartNoAxesCombined,
  HandCoins,
  ListChecks,
  ReceiptText,
  ShieldCheck,
  Wallet,
  WalletCards,
  type LucideIcon,
} from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MemberCentrePage } from '@/config/paths';
import { registeredPages, type RegisteredPage } from './page-keys';
import { useWaitingConfirmations } from '@/features/c2c/api/use-waiting-confirmations';
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

// The depositv2 page with the C2C channel under it, and the withdraw page with the C2C "Withdrawal
// confirmation" above it (both shown only where the merchant has C2C on; decision 0053).
const Deposits = lazy(async () => {
  const [{ DepositPage }, { C2cDepositSection }] = await Promise.all([
    import('@/features/deposits/components/deposit-page'),
    import('@/features/c2c/components/c2c-deposit-section'),
  ]);
  return {
    default: () => (
      <>
        <DepositPage />
        <C2cDepositSection />
      </>
    ),
  };
});

const Withdraw = lazy(async () => {
  const [{ WithdrawPage }, { WithdrawalConfirmation }, { C2cWithdrawals }] = await Promise.all([
    import('@/features/withdrawals/components/withdraw-page'),
    import('@/features/c2c/components/withdrawal-confirmation'),
    import('@/features/c2c/components/c2c-withdrawals'),
  ]);
  return {
    default: () => (
      <>
        <WithdrawalConfirmation />
        <C2cWithdrawals />
        <WithdrawPage />
      </>
    ),
  };
});

const TransactionHistory = lazy(async () => ({
  default: (await import('@/features/transactions/components/transaction-history-page'))
    .TransactionHistoryPage,
}));

const TransferFund = lazy(async () => ({
  default: (await import('@/features/wallet/components/transfer-fund-page')).TransferFundPage,
}));

const TransferUpline = lazy(async () => ({
  default: (await import('@/features/wallet/components/transfer-upline-page')).TransferUplinePage,
}));

const BettingRecords = lazy(async () => ({
  default: (await import('@/features/records/components/betting-records-page')).BettingRecordsPage,
}));

const PersonalProfit = lazy(async () => ({
  default: (await import('@/features/records/components/personal-profit-page')).PersonalProfitPage,
}));

/**
 * THE member-centre registry: a page exists once its key is in `registeredPages` (page-keys.ts) and its
 * entry is here (TypeScript checks both). A page not registered is not in the menu, and its `?mc=` value
 * opens the default page. Features never import each other: the pages of the deposit, withdrawal,
 * transfer and record features are composed here.
 */
const registry: { [P in RegisteredPage]: Omit<MemberCentreEntry, 'page'> } = {
  securityCenter: { icon: ShieldCheck, Component: SecurityCentre },
  transferFund: { icon: Wallet, Component: TransferFund },
  transferUpline: { icon: ArrowLeftRight, Component: TransferUpline },
  personalHistoryCopy: { icon: ListChecks, Component: BettingRecords },
  depositv2: { icon: WalletCards, Component: Deposits },
  withdraw: { icon: HandCoins, Component: Withdraw, useBadgeCount: useWaitingConfirmations },
  transactionHistory: { icon: ReceiptText, Component: TransactionHistory },
  personalProfit: { icon: ChartNoAxesCombined, Component: PersonalProfit },
};

/** The registered pages with their entries (the menu orders them as the spec does). */
export const memberCentreEntries: readonly MemberCentreEntry[] = registeredPages.map((page) => ({
  page,
  ...registry[page],
}));
