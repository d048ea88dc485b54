import type { OperatorView } from '@monsoon/contracts/admin/operators';
import { operatorRoles } from '@monsoon/contracts/admin/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Badge, PageHeader } from '@/components/ui/card';
import { Actions, Dialog } from '@/components/ui/dialog';
import { ErrorAlert, Loading } from '@/components/ui/states';
import { Table } from '@/components/ui/table';
import { formatTime } from '@/lib/format';
import { useCan } from '@/lib/use-can';
import { useSessionStore } from '@/stores/session-store';
import { useOperatorChange, useOperators } from '../api/operators';
import { CreateOperatorCard } from './create-operator-card';
import styles from './operators.module.css';

/** The merchant's operators: role, status, two-factor enrolment; owners change them. */
export default function OperatorsPage() {
  const { t } = useTranslation();
  const list = useOperators();
  const change = useOperatorChange();
  const canWrite = useCan('operators.write');
  const me = useSessionStore((s) => s.me);
  const [resetting, setResetting] = useState<OperatorView | null>(null);
  const error = change.role.error ?? change.status.error ?? change.resetTotp.error;

  return (
    <>
      <PageHeader title={t('operators.title')} />
      <div className={styles.layout}>
        <div>
          {list.error ? <ErrorAlert error={list.error} /> : null}
          {error ? <ErrorAlert error={error} /> : null}
          {list.isPending ? (
            <Loading />
          ) : (
            <Table
              label={t('operators.title')}
              head={
                <>
                  <th>{t('operators.username')}</th>
                  <th>{t('operators.role')}</th>
                  <th>{t('operators.statusLabel')}</th>
                  <th>{t('operators.twoFactor')}</th>
                  <th>{t('operators.lastSignIn')}</th>
                  {canWrite ? <th>{t('operators.actions')}</th> : null}
                </>
              }
            >
              {(list.data ?? []).map((op) => {
                const self = op.id === me?.id;
                return (
                  <tr key={op.id}>
                    <td>{op.username}</td>
                    <td>
                      {canWrite && !self ? (
                        <select
                          className={styles.roleSelect}
                          aria-label={t('operators.roleOf', { username: op.username })}
                          value={op.role}
                          onChange={(e) => {
                            const role = operatorRoles.find((r) => r === e.target.value);
                            if (role) change.role.mutate({ id: op.id, role });
                          }}
                        >
                          {operatorRoles.map((r) => (
                            <option key={r} value={r}>
                              {t(`roles.${r}`)}
                            </option>
                          ))}
                        </select>
                      ) : (
                        t(`roles.${op.role}`)
                      )}
                    </td>
                    <td>
                      <Badge tone={op.status === 'active' ? 'success' : 'neutral'}>
                        {t(`operators.status.${op.status}`)}
                      </Badge>
                      {op.lockedUntil ? (
                        <div className={styles.muted}>
                          {t('operators.lockedUntil', { at: formatTime(op.lockedUntil) })}
                        </div>
                      ) : null}
                    </td>
                    <td>
                      <Badge tone={op.totpEnrolled ? 'info' : 'warning'}>
                        {t(op.totpEnrolled ? 'operators.enrolled' : 'operators.notEnrolled')}
                      </Badge>
                    </td>
                    <td>{formatTime(op.lastSignInAt)}</td>
                    {canWrite ? (
                      <td>
                        {self ? (
                          <span className={styles.muted}>{t('operators.you')}</span>
                        ) : (
                          <div className={styles.rowActions}>
                            <Button
                              small
                              variant={op.status === 'active' ? 'danger' : 'secondary'}
                              onClick={() =>
                                change.status.mutate({
                                  id: op.id,
                                  status: op.status === 'active' ? 'disabled' : 'active',
                                })
                              }
                            >
                              {t(op.status === 'active' ? 'operators.disable' : 'operators.enable')}
                            </Button>
                            <Button small variant="secondary" onClick={() => setResetting(op)}>
                              {t('operators.resetTotp')}
                            </Button>
                          </div>
                        )}
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </Table>
          )}
        </div>
        {canWrite ? <CreateOperatorCard /> : null}
      </div>
      {resetting ? (
        <Dialog
          title={t('operators.resetTitle', { username: resetting.username })}
          onClose={() => setResetting(null)}
        >
          <p>{t('operators.resetHelp')}</p>
          <Actions>
            <Button variant="secondary" onClick={() => setResetting(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              busy={change.resetTotp.isPending}
              onClick={() =>
                change.resetTotp.mutate(resetting.id, { onSettled: () => setResetting(null) })
              }
            >
              {t('operators.resetTotp')}
            </Button>
          </Actions>
        </Dialog>
      ) : null}
    </>
  );
}
