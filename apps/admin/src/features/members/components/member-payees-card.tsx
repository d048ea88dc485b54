import type { AdminPayee } from '@monsoon/contracts/admin/payees';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Badge, Card } from '@/components/ui/card';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { Empty, ErrorAlert, Loading } from '@/components/ui/states';
import { Table, tableStyles } from '@/components/ui/table';
import { formatTime } from '@/lib/format';
import { useCan } from '@/lib/use-can';
import { useMemberPayees, useRemovePayee } from '../api/members';
import styles from './members.module.css';

/**
 * The member's payees, masked (only the last 4 characters of a number): finance and owners remove one
 * with a reason (audited); the server refuses while a withdrawal to it is open (decision 0059).
 */
export function MemberPayeesCard({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const payees = useMemberPayees(memberId);
  const canRemove = useCan('payees.remove');
  const [removing, setRemoving] = useState<AdminPayee | null>(null);
  return (
    <Card title={t('members.payees')}>
      {payees.error ? <ErrorAlert error={payees.error} /> : null}
      {payees.isPending ? (
        <Loading />
      ) : !payees.data || payees.data.items.length === 0 ? (
        <Empty text={t('members.noPayees')} />
      ) : (
        <Table
          label={t('members.payees')}
          head={
            <>
              <th>{t('members.payeeType')}</th>
              <th>{t('members.payeeAccount')}</th>
              <th>{t('members.payeeHolder')}</th>
              <th>{t('members.payeeBound')}</th>
              <th>{t('members.statusLabel')}</th>
              {canRemove ? <th>{t('members.actions')}</th> : null}
            </>
          }
        >
          {payees.data.items.map((p) => (
            <tr key={p.id}>
              <td>{t(`members.payeeTypes.${p.type}`)}</td>
              <td className={tableStyles.mono}>
                {p.bankCode} {p.maskedAccount}
              </td>
              <td>{p.accountName ?? '—'}</td>
              <td>{formatTime(p.createdAt)}</td>
              <td className={tableStyles.wrap}>
                <Badge tone={p.status === 'active' ? 'success' : 'neutral'}>
                  {t(`members.payeeStatus.${p.status}`)}
                </Badge>
                {p.removal ? (
                  <div className={styles.note}>
                    {t('members.payeeRemovedBy', {
                      operator: p.removal.operatorUsername ?? '—',
                      at: formatTime(p.removal.at),
                      reason: p.removal.reason,
                    })}
                  </div>
                ) : null}
                {p.openWithdrawals > 0 ? (
                  <div className={styles.note}>
                    {t('members.payeeOpenWithdrawals', { count: p.openWithdrawals })}
                  </div>
                ) : null}
              </td>
              {canRemove ? (
                <td>
                  {p.status === 'active' ? (
                    <Button small variant="danger" onClick={() => setRemoving(p)}>
                      {t('members.removePayee')}
                    </Button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </Table>
      )}
      {removing ? (
        <RemovePayeeDialog memberId={memberId} payee={removing} onClose={() => setRemoving(null)} />
      ) : null}
    </Card>
  );
}

function RemovePayeeDialog({
  memberId,
  payee,
  onClose,
}: {
  memberId: number;
  payee: AdminPayee;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useRemovePayee(memberId);
  return (
    <ReasonDialog
      title={t('members.removePayeeTitle', { account: `${payee.bankCode} ${payee.maskedAccount}` })}
      help={t('members.removePayeeHelp')}
      reasonLabel={t('members.reason')}
      submitLabel={t('members.removePayee')}
      busy={mutation.isPending}
      error={mutation.error}
      onSubmit={(reason) => mutation.mutate({ payeeId: payee.id, reason }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
