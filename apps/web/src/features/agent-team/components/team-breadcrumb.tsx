import type { TeamLevel } from '@monsoon/contracts/agent-team';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './agent-team.module.css';

/** The levels from the agent down to the listed team; each level above it goes back up. */
export function TeamBreadcrumb({
  path,
  onPick,
}: {
  path: readonly TeamLevel[];
  onPick: (id: number, level: number) => void;
}) {
  const { t } = useTranslation('agent');
  return (
    <nav aria-label={t('team.levels')}>
      <ol className={styles.crumbs}>
        {path.map((p, i) => {
          const last = i === path.length - 1;
          const label = p.level === 0 ? t('team.me') : p.account;
          return (
            <li key={p.id} className={styles.crumb}>
              {i > 0 ? <ChevronRight size={14} aria-hidden /> : null}
              {last ? (
                <span aria-current="location" className={styles.crumbCurrent}>
                  {label}
                </span>
              ) : (
                <button
                  type="button"
                  className={styles.crumbButton}
                  onClick={() => onPick(p.id, p.level)}
                >
                  {label}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
