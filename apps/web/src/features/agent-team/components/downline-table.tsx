import type { DownlineRow } from '@monsoon/contracts/agent-team';
import { ArrowLeftRight, ChevronRight, Info, UserCog, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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

/** The day of a time (the full time on hover). */
const Day = ({ ms }: { ms: number }) => (
  <time dateTime={new Date(ms).toISOString()} title={formatDateTime(ms)} className={styles.day}>
    {formatDateTime(ms).slice(0, 10)}
  </time>
);

/** A row's action as an icon button named for its member (the name shows on hover too). */
function Action({
  icon: Icon,
  label,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.iconAction}
      onClick={onClick}
      aria-label={label}
      title={label}
    >
      <Icon size={16} aria-hidden />
    </button>
  );
}

/** A row's actions: details always; transfer and promotion to direct downlines the agent may. */
function RowActionsCell({ row, actions }: { row: DownlineRow; actions: RowActions }) {
  const { t } = useTranslation('agent');
  const { onDetail, onTransfer, onPromote } = actions;
  const account = row.account;
  return (
    <div className={styles.rowActions}>
      <Action icon={Info} label={t('team.detailsOf', { account })} onClick={() => onDetail(row)} />
      {onTransfer && isDirectActive(row) && row.isAgent !== 4 ? (
        <Action
          icon={ArrowLeftRight}
          label={t('team.transferTo', { account })}
          onClick={() => onTransfer(row)}
        />
      ) : null}
      {onPromote && isDirectActive(row) && row.isAgent === 0 ? (
        <Action
          icon={UserCog}
          label={t('team.promoteOf', { account })}
          onClick={() => onPromote(row)}
        />
      ) : null}
    </div>
  );
}

/** The team members of a page: account (level, type), team, dates, contracts, status, actions. */
export function DownlineTable({
  rows,
  actions,
}: {
  rows: readonly DownlineRow[];
  actions: RowActions;
}) {
  const { t } = useTranslation('agent');
  return (
    <table className={`${tableStyles.table} ${styles.teamTable}`}>
      <thead>
        <tr>
          <th scope="col">{t('team.account')}</th>
          <th scope="col">{t('team.teamColumn')}</th>
          <th scope="col">{t('team.registeredAt')}</th>
          <th scope="col">{t('team.lastLogin')}</th>
          <th scope="col">{t('team.contracts')}</th>
          <th scope="col">{t('team.status')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('team.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <td data-label={t('team.account')}>
              <div>
                <span className={styles.account}>{r.account}</span>
                {r.nickname && r.nickname !== r.account ? (
                  <span className={styles.nickname}>{r.nickname}</span>
                ) : null}
                <span className={styles.level}>
                  {t('team.levelValue', { level: r.level })} · {t(`types.${typeKey(r.isAgent)}`)}
                </span>
              </div>
            </td>
            <td data-label={t('team.teamColumn')}>
              {r.directCount > 0 ? (
                <button
                  type="button"
                  className={styles.teamLink}
                  onClick={() => actions.onOpenTeam(r)}
                  aria-label={t('team.openTeamOf', { account: r.account })}
                >
                  {t('team.teamShort', { direct: r.directCount, size: r.teamSize })}
                  <ChevronRight size={14} aria-hidden />
                </button>
              ) : (
                <span className={styles.muted}>{t('team.teamShort', { direct: 0, size: 0 })}</span>
              )}
            </td>
            <td data-label={t('team.registeredAt')}>
              <Day ms={r.registeredAt} />
            </td>
            <td data-label={t('team.lastLogin')}>
              {r.lastLoginAt === null ? t('team.never') : <Day ms={r.lastLoginAt} />}
            </td>
            <td data-label={t('team.contracts')}>
              <ContractStates contracts={r.contracts} />
            </td>
            <td data-label={t('team.status')}>
              {r.status === 'active' ? t('team.statuses.active') : t('team.statuses.locked')}
            </td>
            <td data-label={t('team.actions')}>
              <RowActionsCell row={r} actions={actions} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
