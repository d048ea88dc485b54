import type { ContractKind, ContractRequest } from '@monsoon/contracts/agent-contracts';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatRate } from '@/features/agent-contracts/lib/rates';
import { TermsTable } from './terms-table';
import styles from './agent-contracts.module.css';

/**
 * What a request asks: who offers (or wants to end) which kind of contract, its terms, and for a new
 * contract spec §4's warning listing the member's downline contracts that accepting terminates
 * (their rate is above the new one, `higher_rate`).
 */
export function RequestDetails({
  kind,
  request,
}: {
  kind: ContractKind;
  request: ContractRequest;
}) {
  const { t } = useTranslation('agentContracts');
  const { contract, type, wouldTerminate } = request;
  const isNew = type === 'new';
  const from = contract.upline ?? t('operator');
  return (
    <div className={styles.request}>
      <p>
        {t(isNew ? 'request.newText' : 'request.terminationText', {
          from,
          kind: t(`kinds.${kind}.name`),
        })}
      </p>
      <TermsTable kind={kind} terms={contract.terms} />
      {isNew && wouldTerminate.length > 0 ? (
        <div className={styles.warning} role="note">
          <TriangleAlert size={18} aria-hidden className={styles.warningIcon} />
          <div>
            <p>{t('request.higherRate')}</p>
            <ul className={styles.endangered}>
              {wouldTerminate.map((c) => (
                <li key={c.contractId}>
                  {t('request.endangered', { account: c.downline, rate: formatRate(c.maxRateBp) })}
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </div>
  );
}
