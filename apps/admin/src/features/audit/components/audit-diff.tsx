import type { AuditJson } from '@monsoon/contracts/admin/audit';
import { useTranslation } from 'react-i18next';
import styles from './audit.module.css';

const isObject = (v: AuditJson | null): v is { [k: string]: AuditJson } =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

const show = (v: AuditJson | undefined): string =>
  v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v);

/** Before and after of an entry, field by field; changed fields are highlighted. */
export function AuditDiff({
  before,
  after,
}: {
  before: AuditJson | null;
  after: AuditJson | null;
}) {
  const { t } = useTranslation();
  const b = isObject(before) ? before : before === null ? {} : { value: before };
  const a = isObject(after) ? after : after === null ? {} : { value: after };
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  if (keys.length === 0) return <p>{t('audit.noChanges')}</p>;
  return (
    <table className={styles.diff} aria-label={t('audit.changes')}>
      <thead>
        <tr>
          <th>{t('audit.field')}</th>
          <th>{t('audit.before')}</th>
          <th>{t('audit.after')}</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((k) => (
          <tr key={k} className={show(b[k]) !== show(a[k]) ? styles.changed : undefined}>
            <th scope="row">{k}</th>
            <td>{show(b[k])}</td>
            <td>{show(a[k])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
