import type { DownlineRow } from '@monsoon/contracts/agent-team';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { downlineDetailQuery } from '@/features/agent-team/api/get-downline-detail';
import { typeKey } from '@/features/agent-team/lib/agent-permissions';
import { showMoney, showRate } from '@/features/agent-team/lib/money';
import styles from './agent-team.module.css';
import facts from './facts.module.css';

/** A team member in detail (GET /wps/relay/MCSFE_getDownlineDetail), in a dialog over the page. */
export function DownlineDetailDialog({ row, onClose }: { row: DownlineRow; onClose: () => void }) {
  const { t } = useTranslation('agent');
  const query = useQuery(downlineDetailQuery(row.id));
  const d = query.data;
  return (
    <Modal title={t('detail.title', { account: row.account })} onClose={onClose} size="md">
      {query.isPending ? (
        <div className={styles.pending}>
          <Spinner label={t('centre.loading')} />
        </div>
      ) : query.isError || !d ? (
        <ErrorState compact title={t('detail.loadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <div className={facts.detail}>
          <dl className={facts.facts}>
            <dt>{t('detail.nickname')}</dt>
            <dd>{d.nickname}</dd>
            <dt>{t('team.type')}</dt>
            <dd>{t(`types.${typeKey(d.isAgent)}`)}</dd>
            <dt>{t('detail.level')}</dt>
            <dd>{t('team.levelValue', { level: d.level })}</dd>
            <dt>{t('detail.upline')}</dt>
            <dd>{d.upline ?? '—'}</dd>
            <dt>{t('detail.balance')}</dt>
            <dd className={facts.amount}>
              {d.currency} {showMoney(d.balance)}
            </dd>
            <dt>{t('team.team')}</dt>
            <dd>{t('team.teamValue', { direct: d.directCount, size: d.teamSize })}</dd>
            <dt>{t('detail.vip')}</dt>
            <dd>{d.vipLabel}</dd>
            <dt>{t('team.registeredAt')}</dt>
            <dd>{formatDateTime(d.registeredAt)}</dd>
            <dt>{t('team.lastLogin')}</dt>
            <dd>{d.lastLoginAt === null ? t('team.never') : formatDateTime(d.lastLoginAt)}</dd>
            <dt>{t('team.status')}</dt>
            <dd>{d.status === 'active' ? t('team.statuses.active') : t('team.statuses.locked')}</dd>
          </dl>
          <h4 className={styles.sectionTitle}>{t('team.contracts')}</h4>
          <ul className={facts.contractList}>
            {d.contracts.map((c) => (
              <li key={c.kind}>
                <span>{t(`contracts.kinds.${c.kind}`)}</span>
                <span className={c.status === 'none' ? styles.muted : undefined}>
                  {t(`contracts.states.${c.status}`)}
                  {c.maxRateBp === null
                    ? null
                    : ` · ${t('contracts.rate', { rate: showRate(c.maxRateBp) })}`}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Modal>
  );
}
