import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Badge, Card, PageHeader } from '@/components/ui/card';
import { ErrorAlert, Loading } from '@/components/ui/states';
import { Table, tableStyles } from '@/components/ui/table';
import { formatAmount, formatTime } from '@/lib/format';
import { useCan } from '@/lib/use-can';
import { useMember } from '../api/members';
import { AdjustmentRequestCard } from './adjustment-request-card';
import { MemberLedger } from './member-ledger';
import { MemberLockCard } from './member-lock-card';
import { MemberPayeesCard } from './member-payees-card';
import detail from '@/components/ui/detail.module.css';
import styles from './members.module.css';
import { MemberStatusBadge } from './status-badge';

/**
 * One member: profile, balances with held amounts, lock/unlock, adjustment request, payees (removed
 * here with a reason), ledger history.
 */
export default function MemberPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const member = useMember(id);
  const canLock = useCan('members.lock');
  const canAdjust = useCan('adjustments.request');
  if (member.error) return <ErrorAlert error={member.error} />;
  if (!member.data) return <Loading />;
  const m = member.data;
  return (
    <>
      <Link className={styles.back} to="/members">
        ← {t('members.backToSearch')}
      </Link>
      <PageHeader
        title={
          <>
            {m.username} <MemberStatusBadge status={m.status} />
          </>
        }
        actions={<Link to={`/adjustments?memberId=${m.id}`}>{t('members.adjustmentsOf')}</Link>}
      />
      <div className={detail.grid}>
        <Card title={t('members.profile')}>
          <dl className={detail.facts}>
            <dt>{t('members.id')}</dt>
            <dd>{m.id}</dd>
            <dt>{t('members.nickname')}</dt>
            <dd>{m.nickname}</dd>
            <dt>{t('members.type')}</dt>
            <dd>
              {t(`members.types.${m.type === 4 ? 'trial' : m.type === 0 ? 'member' : 'agent'}`)}
            </dd>
            <dt>{t('members.mobile')}</dt>
            <dd>{m.mobile ?? '—'}</dd>
            <dt>{t('members.email')}</dt>
            <dd>{m.email ?? '—'}</dd>
            <dt>{t('members.upline')}</dt>
            <dd>{m.uplineName ?? '—'}</dd>
            <dt>{t('members.vip')}</dt>
            <dd>
              <Badge tone="warning">VIP{m.vipLevel}</Badge>
            </dd>
            <dt>{t('members.registered')}</dt>
            <dd>{formatTime(m.createdAt)}</dd>
            <dt>{t('members.lastLogin')}</dt>
            <dd>{formatTime(m.lastLoginAt)}</dd>
          </dl>
        </Card>
        <Card title={t('members.balances')}>
          <Table
            label={t('members.balances')}
            head={
              <>
                <th>{t('members.asset')}</th>
                <th className={tableStyles.num}>{t('members.balance')}</th>
                <th className={tableStyles.num}>{t('members.held')}</th>
                <th className={tableStyles.num}>{t('members.available')}</th>
              </>
            }
          >
            {m.balances.length === 0 ? (
              <tr>
                <td colSpan={4}>{t('members.noAccounts')}</td>
              </tr>
            ) : (
              m.balances.map((b) => (
                <tr key={b.asset}>
                  <td>{b.asset}</td>
                  <td className={tableStyles.num}>{formatAmount(b.balance)}</td>
                  <td className={tableStyles.num}>{formatAmount(b.held)}</td>
                  <td className={tableStyles.num}>{formatAmount(b.available)}</td>
                </tr>
              ))
            )}
          </Table>
        </Card>
        {canLock ? <MemberLockCard member={m} /> : null}
        {canAdjust ? <AdjustmentRequestCard member={m} /> : null}
      </div>
      <div className={styles.section}>
        <MemberPayeesCard memberId={m.id} />
      </div>
      <MemberLedger memberId={m.id} />
    </>
  );
}
