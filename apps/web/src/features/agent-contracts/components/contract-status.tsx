import type { Contract } from '@monsoon/contracts/agent-contracts';
import { useTranslation } from 'react-i18next';
import styles from './agent-contracts.module.css';

/** A contract's status as a label, with a pending termination request when there is one. */
export function ContractStatus({ contract }: { contract: Contract }) {
  const { t } = useTranslation('agentContracts');
  return (
    <span className={styles.statusLine}>
      <span className={`${styles.status} ${styles[`status_${contract.status}`] ?? ''}`}>
        {t(`status.${contract.status}`)}
      </span>
      {contract.terminationRequestedBy ? (
        <span className={styles.statusNote}>
          {t(`termination.by_${contract.terminationRequestedBy}`)}
        </span>
      ) : null}
    </span>
  );
}
