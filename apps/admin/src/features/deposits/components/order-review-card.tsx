import type { AdminPaymentOrder } from '@monsoon/contracts/admin/deposits';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Badge, Card } from '@/components/ui/card';
import { Actions, Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { ErrorAlert } from '@/components/ui/states';
import { formatTime } from '@/lib/format';
import { useCan } from '@/lib/use-can';
import { useResolveReview } from '../api/deposits';
import styles from './deposits.module.css';
import { reviewText } from './review-state';

/**
 * An order's review flag: why it was flagged, and either who resolved it (when, with what note) or,
 * for finance and owners, "Resolve" with a required note (audited; it moves no money).
 */
export function OrderReviewCard({ order: o }: { order: AdminPaymentOrder }) {
  const { t } = useTranslation();
  const canResolve = useCan('deposits.review');
  const [resolving, setResolving] = useState(false);
  if (!o.reviewReason) return null;
  const r = o.reviewResolution;
  return (
    <Card
      className={styles.reviewCard}
      title={t('deposits.reviewTitle')}
      actions={
        r === null && canResolve ? (
          <Button small onClick={() => setResolving(true)}>
            {t('deposits.resolve')}
          </Button>
        ) : null
      }
    >
      <dl className={styles.detail}>
        <div>
          <dt>{t('deposits.reviewReason')}</dt>
          <dd>
            <Badge tone={r ? 'neutral' : 'warning'}>{reviewText(t, o.reviewReason)}</Badge>
          </dd>
        </div>
        <div>
          <dt>{t('deposits.status')}</dt>
          <dd>
            <Badge tone={r ? 'success' : 'warning'}>
              {t(r ? 'deposits.resolved' : 'deposits.toReview')}
            </Badge>
          </dd>
        </div>
        {r ? (
          <>
            <div>
              <dt>{t('deposits.resolvedBy')}</dt>
              <dd>
                {r.operatorUsername ?? '—'} · {formatTime(r.at)}
              </dd>
            </div>
            <div>
              <dt>{t('deposits.resolveNote')}</dt>
              <dd>{r.note}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {resolving ? <ResolveDialog order={o} onClose={() => setResolving(false)} /> : null}
    </Card>
  );
}

function ResolveDialog({ order: o, onClose }: { order: AdminPaymentOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const mutation = useResolveReview(o.id);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    mutation.mutate(note.trim(), { onSuccess: onClose });
  };
  return (
    <Dialog title={t('deposits.resolveTitle', { orderNo: o.orderNo })} onClose={onClose}>
      <form className={styles.form} onSubmit={submit}>
        <p className={styles.muted}>{t('deposits.resolveHelp')}</p>
        <TextAreaField
          label={t('deposits.resolveNote')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          minLength={3}
          maxLength={500}
          required
          rows={3}
        />
        {mutation.error ? <ErrorAlert error={mutation.error} /> : null}
        <Actions>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={mutation.isPending} disabled={note.trim().length < 3}>
            {t('deposits.resolve')}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
