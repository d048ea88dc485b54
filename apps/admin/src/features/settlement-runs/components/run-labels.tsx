import type { SettlementRun } from '@monsoon/contracts/admin/settlement-runs';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/card';
import { formatAmount } from '@/lib/format';

/** A settlement kind's name (`salary.daily` → "Daily salary"). */
export function RunKind({ kind }: { kind: string }) {
  const { t } = useTranslation();
  return <>{t(`runs.kinds.${kind.replace('.', '_')}`, { defaultValue: kind })}</>;
}

/** Settled, open (its tick still due), or failed (open after its period: an operator may re-run it). */
export function RunStatus({ run }: { run: SettlementRun }) {
  const { t } = useTranslation();
  if (run.status === 'settled') return <Badge tone="success">{t('runs.status.settled')}</Badge>;
  return run.rerunnable ? (
    <Badge tone="danger">{t('runs.status.failed')}</Badge>
  ) : (
    <Badge tone="warning">{t('runs.status.open')}</Badge>
  );
}

/** What a run paid, per asset ("PHP 1,234.50"), or a dash when nothing. */
export function RunTotals({ run }: { run: SettlementRun }) {
  if (run.totals.length === 0) return <>—</>;
  return (
    <>
      {run.totals.map((x) => (
        <div key={x.asset}>
          {x.asset} {formatAmount(x.amount)}
        </div>
      ))}
    </>
  );
}
