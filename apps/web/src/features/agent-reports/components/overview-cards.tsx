import type { TeamOverviewValue } from '@monsoon/contracts/agent-reports';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Coins,
  Scale,
  Sparkles,
  UserCheck,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { showMoney, showProfit, signOf } from '@/features/agent-reports/lib/money';
import pageStyles from '@/components/records/records-page.module.css';
import styles from './agent-reports.module.css';

interface Card {
  icon: LucideIcon;
  label: string;
  value: string;
  tone?: 1 | -1 | 0;
}

/** The overview's eight figures: members (size, new, active, first deposits) and money. */
export function OverviewCards({ data }: { data: TeamOverviewValue }) {
  const { t } = useTranslation('agentReports');
  const cards: Card[] = [
    { icon: Users, label: t('overview.teamSize'), value: String(data.teamSize) },
    { icon: UserPlus, label: t('overview.newMembers'), value: String(data.newMembers) },
    { icon: UserCheck, label: t('overview.activeMembers'), value: String(data.activeMembers) },
    { icon: Sparkles, label: t('overview.firstDeposits'), value: String(data.firstDepositMembers) },
    { icon: ArrowDownToLine, label: t('overview.deposits'), value: showMoney(data.depositAmount) },
    {
      icon: ArrowUpFromLine,
      label: t('overview.withdrawals'),
      value: showMoney(data.withdrawalAmount),
    },
    { icon: Coins, label: t('overview.validBet'), value: showMoney(data.validBet) },
    {
      icon: Scale,
      label: t('overview.profit'),
      value: showProfit(data.profit),
      tone: signOf(data.profit),
    },
  ];
  return (
    <>
      <dl className={styles.cards}>
        {cards.map(({ icon: Icon, label, value, tone }) => (
          <div key={label} className={styles.card}>
            <dt>
              <Icon size={16} aria-hidden />
              {label}
            </dt>
            <dd
              className={
                tone === 1 ? pageStyles.credit : tone === -1 ? pageStyles.debit : undefined
              }
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>{t('common.profitHint')}</p>
    </>
  );
}
