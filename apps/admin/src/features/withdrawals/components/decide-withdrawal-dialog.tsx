import type { AdminWithdrawal } from '@monsoon/contracts/admin/withdrawals';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Actions, Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { ErrorAlert, Loading } from '@/components/ui/states';
import { formatAmount, formatTime } from '@/lib/format';
import { useDecideWithdrawal, useWithdrawal } from '../api/withdrawals';
import { ReviewFlag } from './review-flag';
import styles from './withdrawals.module.css';

/** The risk notes of a withdrawal, then approve (pays out) or reject (reason required). */
export function DecideWithdrawalDialog({
  withdrawal: w,
  approve,
  onClose,
}: {
  withdrawal: AdminWithdrawal;
  approve: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const detail = useWithdrawal(w.id);
  const mutation = useDecideWithdrawal();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    mutation.mutate({ id: w.id, approve, reason: reason.trim() }, { onSuccess: onClose });
  };
  const risk = detail.data?.risk;
  const list = (names: string[]) =>
    names.length === 0 ? t('withdrawals.risk.nobody') : names.join(', ');
  return (
    <Dialog
      title={t(approve ? 'withdrawals.approveTitle' : 'withdrawals.rejectTitle', { id: w.id })}
      onClose={onClose}
    >
      <form onSubmit={submit} style={{ display: 'contents' }}>
        <p className={styles.summary}>
          {t('withdrawals.summary', {
            amount: `${w.asset} ${formatAmount(w.amount)}`,
            net: `${w.asset} ${formatAmount(w.netAmount)}`,
            member: w.memberUsername,
            account: `${w.bankCode} ${w.maskedAccount}`,
          })}
        </p>
        {w.reviewReason ? (
          <div className={styles.review} role="note" aria-label={t('withdrawals.reviewTitle')}>
            <strong>{t('withdrawals.reviewTitle')}</strong>
            <ReviewFlag reason={w.reviewReason} />
            <span className={styles.muted}>{w.reviewReason}</span>
          </div>
        ) : null}
        {detail.isPending ? <Loading /> : null}
        {detail.error ? <ErrorAlert error={detail.error} /> : null}
        {risk ? (
          <dl className={styles.risk} aria-label={t('withdrawals.risk.title')}>
            <dt>{t('withdrawals.risk.deposits')}</dt>
            <dd>
              {t('withdrawals.risk.depositsValue', {
                count: risk.recentDepositCount,
                total: formatAmount(risk.recentDepositTotal),
              })}
            </dd>
            <dt>{t('withdrawals.risk.turnover')}</dt>
            <dd>
              {formatAmount(risk.turnoverSinceLastWithdrawal)}
              {risk.lastPaidWithdrawalAt ? (
                <span className={styles.muted}>
                  {' '}
                  ({t('withdrawals.risk.since', { at: formatTime(risk.lastPaidWithdrawalAt) })})
                </span>
              ) : null}
            </dd>
            <dt>{t('withdrawals.risk.sameDevice')}</dt>
            <dd className={risk.sameDeviceMembers.length > 0 ? styles.flag : undefined}>
              {list(risk.sameDeviceMembers)}
            </dd>
            <dt>{t('withdrawals.risk.samePayee')}</dt>
            <dd className={risk.samePayeeMembers.length > 0 ? styles.flag : undefined}>
              {list(risk.samePayeeMembers)}
            </dd>
          </dl>
        ) : null}
        {mutation.error ? <ErrorAlert error={mutation.error} /> : null}
        {approve ? null : (
          <TextAreaField
            label={t('withdrawals.rejectReason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={500}
            required
            rows={2}
          />
        )}
        <Actions>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant={approve ? 'primary' : 'danger'}
            busy={mutation.isPending}
            disabled={!approve && reason.trim().length < 3}
          >
            {t(approve ? 'withdrawals.approve' : 'withdrawals.reject')}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
