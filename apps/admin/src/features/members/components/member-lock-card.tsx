import type { MemberProfile } from '@monsoon/contracts/admin/members';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Alert, Card } from '@/components/ui/card';
import { TextAreaField } from '@/components/ui/field';
import { ErrorAlert } from '@/components/ui/states';
import { formatTime } from '@/lib/format';
import { useSetMemberLock } from '../api/members';
import detail from '@/components/ui/detail.module.css';
import styles from './members.module.css';

/** Locks an active member or unlocks a locked one, with a reason; shows the last change. */
export function MemberLockCard({ member }: { member: MemberProfile }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(false);
  const mutation = useSetMemberLock(member.id);
  const locking = member.status === 'active';
  const last = member.lastStatusChange;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(false);
    mutation.mutate(
      { lock: locking, reason: reason.trim() },
      {
        onSuccess: () => {
          setReason('');
          setDone(true);
        },
      },
    );
  };

  return (
    <Card title={t('members.access')}>
      <form className={detail.form} onSubmit={submit}>
        {last ? (
          <p className={styles.note}>
            {t(last.action === 'member.locked' ? 'members.lastLocked' : 'members.lastUnlocked', {
              operator: last.operatorUsername ?? '—',
              at: formatTime(last.at),
              reason: last.reason ?? '—',
            })}
          </p>
        ) : null}
        <p className={styles.note}>{t(locking ? 'members.lockHelp' : 'members.unlockHelp')}</p>
        {mutation.error ? <ErrorAlert error={mutation.error} /> : null}
        {done ? (
          <Alert tone="success">{t(locking ? 'members.unlocked' : 'members.locked')}</Alert>
        ) : null}
        <TextAreaField
          label={t('members.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          minLength={3}
          maxLength={500}
          required
          rows={2}
        />
        <Button
          type="submit"
          variant={locking ? 'danger' : 'primary'}
          busy={mutation.isPending}
          disabled={reason.trim().length < 3}
        >
          {t(locking ? 'members.lock' : 'members.unlock')}
        </Button>
      </form>
    </Card>
  );
}
