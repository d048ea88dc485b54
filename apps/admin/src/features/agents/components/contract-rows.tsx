import type { AdminContract } from '@monsoon/contracts/admin/agent-contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Badge, type BadgeTone } from '@/components/ui/card';
import { Table, tableStyles } from '@/components/ui/table';
import { formatTime } from '@/lib/format';
import { percent, TermsText } from './agent-labels';
import styles from './agents.module.css';

const tone: Record<AdminContract['status'], BadgeTone> = {
  active: 'success',
  pending: 'warning',
  rejected: 'neutral',
  terminated: 'neutral',
  withdrawn: 'neutral',
};

/** Contracts with both sides, terms, state and (for those in force) the operator's end action. */
export function ContractTable({
  label,
  contracts,
  onEnd,
}: {
  label: string;
  contracts: AdminContract[];
  /** Absent when the operator may not end contracts. */
  onEnd?: ((contract: AdminContract) => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Table
      label={label}
      head={
        <>
          <th className={tableStyles.num}>#</th>
          <th>{t('contracts.kind')}</th>
          <th>{t('contracts.downline')}</th>
          <th>{t('contracts.upline')}</th>
          <th>{t('contracts.terms')}</th>
          <th className={tableStyles.num}>{t('contracts.maxRate')}</th>
          <th>{t('contracts.statusLabel')}</th>
          <th>{t('contracts.created')}</th>
          {onEnd ? <th>{t('contracts.actions')}</th> : null}
        </>
      }
    >
      {contracts.map((c) => (
        <tr key={c.contractId}>
          <td className={tableStyles.num}>{c.contractId}</td>
          <td>{t(`contracts.kinds.${c.kind}`)}</td>
          <td>
            <Link to={`/agents/${c.downlineId}`}>{c.downline}</Link>
          </td>
          <td>
            {c.upline && c.uplineId ? (
              <Link to={`/agents/${c.uplineId}`}>{c.upline}</Link>
            ) : (
              <span className={styles.muted}>
                {t('contracts.grantedBy', { operator: c.grantedBy ?? '—' })}
              </span>
            )}
          </td>
          <td>
            <TermsText terms={c.terms} />
          </td>
          <td className={tableStyles.num}>{percent(c.terms.maxRateBp)}</td>
          <td className={tableStyles.wrap}>
            <Badge tone={tone[c.status]}>{t(`contracts.status.${c.status}`)}</Badge>
            {c.endReason ? (
              <div className={styles.muted}>
                {t(`contracts.endReasons.${c.endReason}`, { defaultValue: c.endReason })}
                {c.endedAt ? ` · ${formatTime(c.endedAt)}` : ''}
              </div>
            ) : null}
            {c.terminationRequestedBy ? (
              <div className={styles.muted}>
                {t(`contracts.endRequestedBy.${c.terminationRequestedBy}`)}
              </div>
            ) : null}
          </td>
          <td>{formatTime(c.createdAt)}</td>
          {onEnd ? (
            <td>
              {c.status === 'active' ? (
                <Button small variant="secondary" onClick={() => onEnd(c)}>
                  {t('contracts.end')}
                </Button>
              ) : null}
            </td>
          ) : null}
        </tr>
      ))}
    </Table>
  );
}
