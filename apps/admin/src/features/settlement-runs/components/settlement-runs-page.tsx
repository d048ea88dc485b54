import {
  agentSettlementKinds,
  settlementRunStatuses,
} from '@monsoon/contracts/admin/settlement-runs';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';
import { SelectField, TextField } from '@/components/ui/field';
import { FilterTabs } from '@/components/ui/filter-tabs';
import { Empty, ErrorAlert, Loading } from '@/components/ui/states';
import { Pager, Table, tableStyles } from '@/components/ui/table';
import { formatTime } from '@/lib/format';
import { useSettlementRuns, type RunFilter } from '../api/settlement-runs';
import { RunKind, RunStatus, RunTotals } from './run-labels';
import styles from './runs.module.css';

/**
 * Salary and dividend settlement runs (money.md §10, decision 0068), newest first, by status, kind
 * and period: what each paid and what is still unpaid. A run still open after its period is marked
 * failed; its page runs it again.
 */
export default function SettlementRunsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = settlementRunStatuses.find((s) => s === params.get('status'));
  const kind = agentSettlementKinds.find((k) => k === params.get('kind'));
  const period = params.get('period') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const filter: RunFilter = {
    ...(status ? { status } : {}),
    ...(kind ? { kind } : {}),
    ...(period ? { period } : {}),
  };
  const list = useSettlementRuns(filter, page);
  const [text, setText] = useState(period);

  const update = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === '' || v === 'all') next.delete(k);
      else next.set(k, v);
    }
    next.delete('page');
    setParams(next);
  };
  const applyPeriod = (e: FormEvent) => {
    e.preventDefault();
    update({ period: text.trim() });
  };

  return (
    <>
      <PageHeader title={t('runs.title')} />
      <FilterTabs
        label={t('runs.statusFilter')}
        tabs={[...settlementRunStatuses, 'all' as const].map((s) => ({
          value: s,
          label: t(`runs.status.${s}`),
        }))}
        selected={status ?? 'all'}
        onSelect={(s) => update({ status: s })}
      />
      <form className={styles.filters} onSubmit={applyPeriod} role="search">
        <SelectField
          label={t('runs.kind')}
          value={kind ?? ''}
          onChange={(e) => update({ kind: e.target.value })}
        >
          <option value="">{t('runs.allKinds')}</option>
          {agentSettlementKinds.map((k) => (
            <option key={k} value={k}>
              {t(`runs.kinds.${k.replace('.', '_')}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('runs.period')}
          placeholder={t('runs.periodPlaceholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={32}
        />
        <Button type="submit" variant="secondary">
          {t('runs.apply')}
        </Button>
      </form>
      {list.error ? <ErrorAlert error={list.error} /> : null}
      {list.isPending ? (
        <Loading />
      ) : list.data && list.data.items.length > 0 ? (
        <>
          <Table
            label={t('runs.title')}
            head={
              <>
                <th className={tableStyles.num}>#</th>
                <th>{t('runs.kind')}</th>
                <th>{t('runs.period')}</th>
                <th>{t('runs.statusLabel')}</th>
                <th className={tableStyles.num}>{t('runs.items')}</th>
                <th className={tableStyles.num}>{t('runs.amount')}</th>
                <th className={tableStyles.num}>{t('runs.unpaid')}</th>
                <th>{t('runs.created')}</th>
                <th>{t('runs.settled')}</th>
              </>
            }
          >
            {list.data.items.map((r) => (
              <tr key={r.id}>
                <td className={tableStyles.num}>
                  <Link to={`/settlement-runs/${r.id}`}>{r.id}</Link>
                </td>
                <td>
                  <RunKind kind={r.kind} />
                </td>
                <td className={tableStyles.mono}>{r.period}</td>
                <td>
                  <RunStatus run={r} />
                </td>
                <td className={tableStyles.num}>{r.items}</td>
                <td className={tableStyles.num}>
                  <RunTotals run={r} />
                </td>
                <td className={tableStyles.num}>{r.unpaid}</td>
                <td>{formatTime(r.createdAt)}</td>
                <td>{formatTime(r.settledAt)}</td>
              </tr>
            ))}
          </Table>
          <Pager
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={(p) => {
              const next = new URLSearchParams(params);
              next.set('page', String(p));
              setParams(next);
            }}
          />
        </>
      ) : (
        <Empty text={t('runs.none')} />
      )}
    </>
  );
}
