import type { DownlineRow } from '@monsoon/contracts/agent-team';
import { ArrowLeftRight, ChevronRight, Info, UserCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import tableStyles from '@/components/ui/records-table.module.css';
import { formatDateTime } from '@/lib/format';
import { typeKey } from '@/features/agent-team/lib/agent-permissions';
import { ContractStates } from './contract-states';
import styles from './agent-team.module.css';

/** What a row offers; null hides the action (the agent's type or transfers do not allow it). */
export interface RowActions {
  onDetail: (row: DownlineRow) => void;
  onOpenTeam: (row: DownlineRow) => void;
  onTransfer: ((row: DownlineRow) => void) | null;
  onPromote: ((row: DownlineRow) => void) | null;
}

/** Only an active direct downline takes money or a promotion (and only a plain member the latter). */
const isDirectActive = (r: DownlineRow) => r.level === 1 && r.status === 'active';

/** The team members of a page: account, type, level, team, dates, contracts, status and actions. */
export function DownlineTable({
  rows,
  actions,
}: {
  rows: readonly DownlineRow[];
  actions: RowActions;
}) {
  const { t } = useTranslation('agent');
  const { onDetail, onOpenTeam, onTransfer, onPromote } = actions;
  return (
    <table className={`${tableStyles.table} ${styles.teamTable}`}>
      <thead>
        <tr>
          <th scope="col">{t('team.account')}</th>
          <th scope="col">{t('team.type')}</th>
          <th scope="col">{t('team.team')}</th>
          <th scope="col">{t('team.registeredAt')}</th>
          <th scope="col">{t('team.lastLogin')}</th>
          <th scope="col">{t('team.contracts')}</th>
          <th scope="col">{t('team.status')}</th>
          <th scope="col">{t('team.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <td data-label={t('team.account')}>
              <span className={styles.account}>{r.account}</span>
              {r.nickname && r.nickname !== r.account ? (
                <span className={styles.muted}> {r.nickname}</span>
              ) : null}
              <span className={styles.level}>{t('team.levelValue', { level: r.level })}</span>
            </td>
            <td data-label={t('team.type')}>{t(`types.${typeKey(r.isAgent)}`)}</td>
            <td data-label={t('team.team')}>
              {r.directCount > 0 ? (
                <button
                  type="button"
                  className={styles.teamLink}
                  onClick={() => onOpenTeam(r)}
                  aria-label={t('team.openTeamOf', { account: r.account })}
                >
                  {t('team.teamValue', { direct: r.directCount, size: r.teamSize })}
                  <ChevronRight size={14} aria-hidden />
                </button>
              ) : (
                <span className={styles.muted}>{t('team.teamValue', { direct: 0, size: 0 })}</span>
              )}
            </td>
            <td data-label={t('team.registeredAt')}>{formatDateTime(r.registeredAt)}</td>
            <td data-label={t('team.lastLogin')}>
              {r.lastLoginAt === null ? t('team.never') : formatDateTime(r.lastLoginAt)}
            </td>
            <td data-label={t('team.contracts')}>
              <ContractStates contracts={r.contracts} />
            </td>
            <td data-label={t('team.status')}>
              {r.status === 'active' ? t('team.statuses.active') : t('team.statuses.locked')}
            </td>
            <td data-label={t('team.actions')}>
              <div className={styles.rowActions}>
                <Button
                  size="sm"
                  variant="ghost"
                  icon={<Info size={14} aria-hidden />}
                  onClick={() => onDetail(r)}
                  aria-label={t('team.detailsOf', { account: r.account })}
                >
                  {t('team.details')}
                </Button>
                {onTransfer && isDirectActive(r) && r.isAgent !== 4 ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<ArrowLeftRight size={14} aria-hidden />}
                    onClick={() => onTransfer(r)}
                    aria-label={t('team.transferTo', { account: r.account })}
                  >
                    {t('team.transfer')}
                  </Button>
                ) : null}
                {onPromote && isDirectActive(r) && r.isAgent === 0 ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<UserCog size={14} aria-hidden />}
                    onClick={() => onPromote(r)}
                    aria-label={t('team.promoteOf', { account: r.account })}
                  >
                    {t('team.promote')}
                  </Button>
                ) : null}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
