import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Alert, Badge, Card } from '@/components/ui/card';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { Empty, ErrorAlert, Loading } from '@/components/ui/states';
import { Pager, Table, tableStyles } from '@/components/ui/table';
import { formatAmount, formatTime } from '@/lib/format';
import { useCan } from '@/lib/use-can';
import { useIncomeAdjustments, useRequestIncomeAdjustment } from '../api/agents';
import detail from '@/components/ui/detail.module.css';
import styles from './agents.module.css';

const tone = { pending: 'warning', approved: 'success', rejected: 'neutral' } as const;

/**
 * An agent's income corrections (salary and dividends): the manual adjustments of the `agent.income`
 * category, and a request for a new one, which another operator approves on the adjustments screen.
 */
export function IncomeAdjustmentsCard({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useIncomeAdjustments(memberId, page);
  const canRequest = useCan('adjustments.request');
  return (
    <Card title={t('agents.income.title')}>
      {list.error ? <ErrorAlert error={list.error} /> : null}
      {list.isPending ? (
        <Loading />
      ) : list.data && list.data.items.length > 0 ? (
        <>
          <Table
            label={t('agents.income.title')}
            head={
              <>
                <th className={tableStyles.num}>#</th>
                <th className={tableStyles.num}>{t('adjustments.amount')}</th>
                <th>{t('adjustments.reason')}</th>
                <th>{t('adjustments.statusLabel')}</th>
                <th>{t('adjustments.requested')}</th>
              </>
            }
          >
            {list.data.items.map((a) => (
              <tr key={a.id}>
                <td className={tableStyles.num}>{a.id}</td>
                <td
                  className={[
                    tableStyles.num,
                    a.direction === 'credit' ? styles.credit : styles.debit,
                  ].join(' ')}
                >
                  {a.direction === 'credit' ? '+' : '−'}
                  {a.asset} {formatAmount(a.amount)}
                </td>
                <td className={tableStyles.wrap}>{a.reason}</td>
                <td>
                  <Badge tone={tone[a.status]}>{t(`adjustments.status.${a.status}`)}</Badge>
                </td>
                <td>
                  {a.requestedBy}
                  <div className={styles.muted}>{formatTime(a.requestedAt)}</div>
                </td>
              </tr>
            ))}
          </Table>
          <Pager
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={setPage}
          />
        </>
      ) : (
        <Empty text={t('agents.income.none')} />
      )}
      {canRequest ? <IncomeRequestForm memberId={memberId} /> : null}
    </Card>
  );
}

/** Asks for a credit or debit of the agent's income, with a reason (maker-checker). */
function IncomeRequestForm({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [sent, setSent] = useState<number | null>(null);
  const request = useRequestIncomeAdjustment();
  const valid =
    /^\d{1,13}(\.\d{1,2})?$/.test(amount.trim()) && Number(amount) > 0 && reason.trim().length >= 3;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSent(null);
    request.mutate(
      { memberId, direction, amount: amount.trim(), reason: reason.trim() },
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
    <form className={[detail.form, styles.section].join(' ')} onSubmit={submit}>
      <h3 className={styles.note}>{t('agents.income.requestHelp')}</h3>
      {request.error ? <ErrorAlert error={request.error} /> : null}
      {sent !== null ? (
        <Alert tone="success">{t('members.adjustmentSent', { id: sent })}</Alert>
      ) : null}
      <div className={`${detail.formRow} ${detail.stacksOnPhone}`}>
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
      <Button type="submit" busy={request.isPending} disabled={!valid}>
        {t('agents.income.request')}
      </Button>
    </form>
  );
}
