import type { ContractKind, ContractTerms } from '@monsoon/contracts/agent-contracts';
import { useTranslation } from 'react-i18next';
import tableStyles from '@/components/ui/records-table.module.css';
import { formatRate, showMoney } from '@/features/agent-contracts/lib/rates';
import styles from './agent-contracts.module.css';

/**
 * The terms of a contract as a readable table: per tier, from which base and from how many active
 * members which rate applies; then the dividend's period or the real-time salary's base.
 */
export function TermsTable({ kind, terms }: { kind: ContractKind; terms: ContractTerms }) {
  const { t } = useTranslation('agentContracts');
  const num = tableStyles.num;
  return (
    <div className={styles.terms}>
      <table className={tableStyles.table}>
        <thead>
          <tr>
            <th scope="col" className={num}>
              {t(`kinds.${kind}.minBase`)}
            </th>
            <th scope="col" className={num}>
              {t('terms.minActiveMembers')}
            </th>
            <th scope="col" className={num}>
              {t('terms.rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {terms.tiers.map((tier, i) => (
            <tr key={i}>
              <td data-label={t(`kinds.${kind}.minBase`)} className={num}>
                {showMoney(tier.minBase)}
              </td>
              <td data-label={t('terms.minActiveMembers')} className={num}>
                {tier.minActiveMembers}
              </td>
              <td data-label={t('terms.rate')} className={num}>
                {formatRate(tier.rateBp)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {terms.period ? (
        <p className={styles.termLine}>
          {t('terms.period')}: <strong>{t(`periods.${terms.period}`)}</strong>
        </p>
      ) : null}
      {terms.base ? (
        <p className={styles.termLine}>
          {t('terms.base')}: <strong>{t(`bases.${terms.base}`)}</strong>
        </p>
      ) : null}
    </div>
  );
}
