import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Alert, Card, PageHeader } from '@/components/ui/card';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { ErrorAlert, Loading } from '@/components/ui/states';
import { formatAmount, formatTime } from '@/lib/format';
import { useCan } from '@/lib/use-can';
import { useRerunSettlementRun, useSettlementRun } from '../api/settlement-runs';
import { RunEarnings, RunItems } from './run-tables';
import { RunKind, RunStatus, RunTotals } from './run-labels';
import detail from '@/components/ui/detail.module.css';
import styles from './runs.module.css';

/**
 * One salary or dividend run: its state and totals, its payments (beneficiary, amount, journal) and
 * the contract earnings it pays. A failed run (open after its period) is run again by finance or the
 * owner, with a reason: only what is unpaid is paid, once.
 */
export default function SettlementRunPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const run = useSettlementRun(id);
  const rerun = useRerunSettlementRun(id);
  const canRerun = useCan('settlements.rerun');
  const [asking, setAsking] = useState(false);
  if (run.error) return <ErrorAlert error={run.error} />;
  if (!run.data) return <Loading />;
  const r = run.data;
  return (
    <>
      <Link className={styles.back} to="/settlement-runs">
        ← {t('runs.back')}
      </Link>
      <PageHeader
        title={
          <>
            <RunKind kind={r.kind} /> {r.period} <RunStatus run={r} />
          </>
        }
        actions={
          canRerun && r.rerunnable ? (
            <Button icon={<RotateCcw size={16} aria-hidden />} onClick={() => setAsking(true)}>
              {t('runs.rerun')}
            </Button>
          ) : null
        }
      />
      {rerun.data ? (
        <Alert tone="success">
          {t(rerun.data.closed ? 'runs.rerunClosed' : 'runs.rerunDone', {
            items: rerun.data.items,
            amount: formatAmount(rerun.data.amount),
          })}
        </Alert>
      ) : null}
      <div className={detail.grid}>
        <Card title={t('runs.summary')}>
          <dl className={detail.facts}>
            <dt>{t('runs.id')}</dt>
            <dd>{r.id}</dd>
            <dt>{t('runs.items')}</dt>
            <dd>{r.items}</dd>
            <dt>{t('runs.amount')}</dt>
            <dd>
              <RunTotals run={r} />
            </dd>
            <dt>{t('runs.unpaid')}</dt>
            <dd>{r.unpaid}</dd>
            <dt>{t('runs.created')}</dt>
            <dd>{formatTime(r.createdAt)}</dd>
            <dt>{t('runs.settled')}</dt>
            <dd>{formatTime(r.settledAt)}</dd>
          </dl>
          {r.rerunnable ? <p className={styles.note}>{t('runs.failedHelp')}</p> : null}
        </Card>
      </div>
      <div className={styles.section}>
        <RunItems runId={r.id} />
      </div>
      <RunEarnings runId={r.id} />
      {asking ? (
        <ReasonDialog
          title={t('runs.rerunTitle', { id: r.id })}
          help={t('runs.rerunHelp', { unpaid: r.unpaid })}
          reasonLabel={t('runs.reason')}
          submitLabel={t('runs.rerun')}
          busy={rerun.isPending}
          error={rerun.error}
          onSubmit={(reason) => rerun.mutate(reason, { onSuccess: () => setAsking(false) })}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
