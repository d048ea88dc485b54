import { auditActions } from '@monsoon/contracts/admin/audit';
import { ShieldCheck } from 'lucide-react';
import { Fragment, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Alert, PageHeader } from '@/components/ui/card';
import { SelectField, TextField } from '@/components/ui/field';
import { Empty, ErrorAlert, Loading } from '@/components/ui/states';
import { Pager, Table, tableStyles } from '@/components/ui/table';
import { formatTime } from '@/lib/format';
import { useAuditLog, useVerifyAudit, type AuditFilter } from '../api/audit';
import styles from './audit.module.css';
import { AuditDiff } from './audit-diff';

const filterKeys = ['action', 'operator', 'targetKind', 'targetId', 'from', 'to'] as const;

/** A datetime-local value as an ISO time (the operator's local time zone), or undefined. */
const isoOf = (local: string | null): string | undefined => {
  if (!local) return undefined;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
};

/** The audit log: filters and pages in the address, before/after per entry, the chain check. */
export default function AuditPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const filter: AuditFilter = {};
  for (const key of filterKeys) {
    const v = params.get(key);
    if (!v) continue;
    if (key === 'from' || key === 'to') {
      const iso = isoOf(v);
      if (iso) filter[key] = iso;
    } else filter[key] = v;
  }
  const log = useAuditLog(filter, page);
  const verify = useVerifyAudit();
  const [open, setOpen] = useState<number | null>(null);
  const actionLabel = (action: string) => {
    const key = `audit.actions.${action.replace('.', '_')}`;
    return i18n.exists(key) ? t(key) : action;
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const next = new URLSearchParams();
    for (const key of filterKeys) {
      const v = String(data.get(key) ?? '').trim();
      if (v) next.set(key, v);
    }
    setParams(next);
  };

  return (
    <>
      <PageHeader
        title={t('audit.title')}
        actions={
          <Button
            variant="secondary"
            busy={verify.isPending}
            onClick={() => verify.mutate()}
            icon={<ShieldCheck size={16} aria-hidden />}
          >
            {t('audit.verify')}
          </Button>
        }
      />
      <div className={styles.verify}>
        {verify.error ? <ErrorAlert error={verify.error} /> : null}
        {verify.data ? (
          verify.data.ok ? (
            <Alert tone="success">{t('audit.chainOk', { count: verify.data.checked })}</Alert>
          ) : (
            <Alert tone="error">
              {t('audit.chainBroken', {
                seq: verify.data.broken?.seq ?? 0,
                reason: t(`audit.breaks.${verify.data.broken?.reason ?? 'hash'}`),
              })}
            </Alert>
          )
        ) : null}
      </div>
      <form className={styles.filters} onSubmit={submit} aria-label={t('audit.filters')}>
        <SelectField
          label={t('audit.action')}
          name="action"
          defaultValue={params.get('action') ?? ''}
        >
          <option value="">{t('audit.allActions')}</option>
          {auditActions.map((a) => (
            <option key={a} value={a}>
              {actionLabel(a)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('audit.operator')}
          name="operator"
          defaultValue={params.get('operator') ?? ''}
        />
        <TextField
          label={t('audit.targetKind')}
          name="targetKind"
          defaultValue={params.get('targetKind') ?? ''}
          placeholder="member"
        />
        <TextField
          label={t('audit.targetId')}
          name="targetId"
          defaultValue={params.get('targetId') ?? ''}
        />
        <TextField
          label={t('audit.from')}
          name="from"
          type="datetime-local"
          defaultValue={params.get('from') ?? ''}
        />
        <TextField
          label={t('audit.to')}
          name="to"
          type="datetime-local"
          defaultValue={params.get('to') ?? ''}
        />
        <Button type="submit">{t('audit.apply')}</Button>
      </form>
      {log.error ? <ErrorAlert error={log.error} /> : null}
      {log.isPending ? (
        <Loading />
      ) : log.data && log.data.items.length > 0 ? (
        <>
          <Table
            label={t('audit.title')}
            head={
              <>
                <th className={tableStyles.num}>#</th>
                <th>{t('audit.time')}</th>
                <th>{t('audit.operator')}</th>
                <th>{t('audit.action')}</th>
                <th>{t('audit.target')}</th>
                <th>{t('audit.ip')}</th>
                <th>
                  <span className="visually-hidden">{t('audit.details')}</span>
                </th>
              </>
            }
          >
            {log.data.items.map((e) => (
              <Fragment key={e.seq}>
                <tr>
                  <td className={tableStyles.num}>{e.seq}</td>
                  <td>{formatTime(e.createdAt)}</td>
                  <td>{e.operatorUsername ?? '—'}</td>
                  <td>
                    <span>{actionLabel(e.action)}</span>
                    <div className={styles.action}>{e.action}</div>
                  </td>
                  <td>
                    {e.targetKind} {e.targetId}
                  </td>
                  <td className={tableStyles.mono}>{e.ip ?? '—'}</td>
                  <td>
                    <Button
                      small
                      variant="ghost"
                      aria-expanded={open === e.seq}
                      onClick={() => setOpen(open === e.seq ? null : e.seq)}
                    >
                      {t(open === e.seq ? 'audit.hide' : 'audit.details')}
                    </Button>
                  </td>
                </tr>
                {open === e.seq ? (
                  <tr className={styles.details}>
                    <td colSpan={7}>
                      <AuditDiff before={e.before} after={e.after} />
                      <p className={styles.hash}>
                        {t('audit.hash')}: {e.hash}
                        <br />
                        {t('audit.prevHash')}: {e.prevHash}
                      </p>
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
          </Table>
          <Pager
            page={page}
            pageSize={log.data.pageSize}
            total={log.data.total}
            onPage={(p) => {
              const next = new URLSearchParams(params);
              next.set('page', String(p));
              setParams(next);
            }}
          />
        </>
      ) : (
        <Empty text={t('audit.none')} />
      )}
    </>
  );
}
