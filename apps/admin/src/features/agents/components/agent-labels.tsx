import { accountTypeName, type AgentNode } from '@monsoon/contracts/admin/agents';
import type { AdminContractTerms } from '@monsoon/contracts/admin/agent-contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/card';
import { bpsToPercent } from '@/lib/amounts';
import { formatAmount } from '@/lib/format';
import styles from './agents.module.css';

/** Basis points as a percent text: 150 → "1.50 %". */
export const percent = (bps: number): string => `${bpsToPercent(bps)} %`;

/** The name of an account type (master agent, agent, members-only agent...). */
export function AgentType({ type }: { type: number }) {
  const { t } = useTranslation();
  return <>{t(`agents.types.${accountTypeName(type)}`)}</>;
}

/** A member's contracts per kind: the one in force (green) or offered (amber), with its top rate. */
export function ContractChips({ contracts }: { contracts: AgentNode['contracts'] }) {
  const { t } = useTranslation();
  if (contracts.length === 0) return <span className={styles.muted}>—</span>;
  return (
    <span className={styles.chips}>
      {contracts.map((c) => (
        <Badge key={c.kind} tone={c.status === 'active' ? 'success' : 'warning'}>
          {t(`contracts.kinds.${c.kind}`)} {percent(c.maxRateBp)}
          {c.status === 'pending' ? ` · ${t('contracts.status.pending')}` : ''}
        </Badge>
      ))}
    </span>
  );
}

/** A contract's tiers, one line each, with the dividend period or the real-time base. */
export function TermsText({ terms }: { terms: AdminContractTerms }) {
  const { t } = useTranslation();
  return (
    <span className={styles.terms}>
      {terms.tiers.map((tier) => (
        <span key={`${tier.minBase}:${tier.minActiveMembers}`}>
          {t('contracts.tierText', {
            base: formatAmount(tier.minBase),
            active: tier.minActiveMembers,
            rate: percent(tier.rateBp),
          })}
        </span>
      ))}
      {terms.period ? (
        <span className={styles.muted}>{t(`contracts.periods.${terms.period}`)}</span>
      ) : null}
      {terms.base ? (
        <span className={styles.muted}>{t(`contracts.bases.${terms.base}`)}</span>
      ) : null}
    </span>
  );
}
