import type { MemberProfile } from '@monsoon/contracts/admin/members';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Alert, Card } from '@/components/ui/card';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { ErrorAlert } from '@/components/ui/states';
import { useRequestAdjustment } from '../api/members';
import detail from '@/components/ui/detail.module.css';
import styles from './members.module.css';

/** Asks for a manual credit or debit (maker); another operator approves it on the adjustments screen. */
export function AdjustmentRequestCard({ member }: { member: MemberProfile }) {
  const { t } = useTranslation();
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [sent, setSent] = useState<number | null>(null);
  const mutation = useRequestAdjustment();
  const valid =
    /^\d{1,13}(\.\d{1,2})?$/.test(amount.trim()) && Number(amount) > 0 && reason.trim().length >= 3;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSent(null);
    mutation.mutate(
      { memberId: member.id, direction, amount: amount.trim(), reason: reason.trim() },
      {
        onSuccess: (a) => {
          setSent(a.id);
          setAmount('');
          setReason('');
        },
      },
    );
  };

  return (
    <Card title={t('members.adjustment')}>
      <form className={detail.form} onSubmit={submit}>
        <p className={styles.note}>{t('members.adjustmentHelp')}</p>
        {mutation.error ? <ErrorAlert error={mutation.error} /> : null}
        {sent !== null ? (
          <Alert tone="success">{t('members.adjustmentSent', { id: sent })}</Alert>
        ) : null}
        <div className={detail.formRow}>
          <SelectField
            label={t('adjustments.direction')}
            value={direction}
            onChange={(e) => setDirection(e.target.value === 'debit' ? 'debit' : 'credit')}
          >
            <option value="credit">{t('adjustments.credit')}</option>
            <option value="debit">{t('adjustments.debit')}</option>
          </SelectField>
          <TextField
            label={t('adjustments.amount')}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            placeholder="0.00"
            required
          />
        </div>
        <TextAreaField
          label={t('members.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          required
          rows={2}
        />
        <Button type="submit" busy={mutation.isPending} disabled={!valid}>
          {t('members.requestAdjustment')}
        </Button>
      </form>
    </Card>
  );
}
