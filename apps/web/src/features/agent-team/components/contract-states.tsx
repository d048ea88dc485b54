import type { TeamContracts } from '@monsoon/contracts/agent-team';
import { useTranslation } from 'react-i18next';
import styles from './agent-team.module.css';

const kinds = ['dividend', 'daily', 'hourly', 'realtime'] as const;

/** A member's contracts per kind that are offered or in force ("None" without any). */
export function ContractStates({ contracts }: { contracts: TeamContracts }) {
  const { t } = useTranslation('agent');
  const live = kinds.filter((k) => contracts[k] !== 'none');
  if (live.length === 0) return <span className={styles.muted}>{t('contracts.none')}</span>;
  return (
    <ul className={styles.pills}>
      {live.map((k) => (
        <li
          key={k}
          className={`${styles.pill} ${contracts[k] === 'active' ? styles.pillActive : styles.pillPending}`}
        >
          {t(`contracts.kinds.${k}`)}: {t(`contracts.states.${contracts[k]}`)}
        </li>
      ))}
    </ul>
  );
}
