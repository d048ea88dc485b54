import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { loginHistoryQuery } from '@/features/security-centre/api/get-login-history';
import { formatDateTime } from '@/lib/format';
import tableStyles from '@/components/ui/records-table.module.css';
import styles from './security-centre.module.css';

const loginTypes = ['username', 'sms', 'register', 'freeplay'] as const;
type LoginType = (typeof loginTypes)[number];
const isLoginType = (v: string): v is LoginType => (loginTypes as readonly string[]).includes(v);

/** The account's login attempts (time, IP, device, method, result), newest first, page by page. */
export function LoginHistory() {
  const { t } = useTranslation('member');
  const [pageNo, setPageNo] = useState(1);
  const history = useQuery(loginHistoryQuery(pageNo));
  let body;
  if (history.isPending) body = <Spinner label={t('centre.loading')} />;
  else if (history.isError)
    body = (
      <ErrorState
        compact
        title={t('security.history.loadFailed')}
        onRetry={() => void history.refetch()}
      />
    );
  else if (history.data.list.length === 0)
    body = <EmptyState compact title={t('security.history.empty')} />;
  else
    body = (
      <>
        <table className={tableStyles.table}>
          <thead>
            <tr>
              <th scope="col">{t('security.history.time')}</th>
              <th scope="col">{t('security.history.ip')}</th>
              <th scope="col">{t('security.history.device')}</th>
              <th scope="col">{t('security.history.type')}</th>
              <th scope="col">{t('security.history.result')}</th>
            </tr>
          </thead>
          <tbody>
            {history.data.list.map((r) => (
              <tr key={`${r.time}-${r.ip ?? ''}-${String(r.success)}`}>
                <td data-label={t('security.history.time')}>{formatDateTime(r.time)}</td>
                <td data-label={t('security.history.ip')}>{r.ip ?? '—'}</td>
                <td data-label={t('security.history.device')}>
                  {r.device ?? t('security.history.unknownDevice')}
                </td>
                <td data-label={t('security.history.type')}>
                  {isLoginType(r.loginType)
                    ? t(`security.history.types.${r.loginType}`)
                    : r.loginType}
                </td>
                <td data-label={t('security.history.result')}>
                  {r.success ? (
                    <span className={styles.ok}>
                      <CheckCircle2 size={14} aria-hidden /> {t('security.history.success')}
                    </span>
                  ) : (
                    <span className={styles.failed}>
                      <XCircle size={14} aria-hidden /> {t('security.history.failed')}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pager page={pageNo} pages={history.data.totalPages} onPage={setPageNo} />
      </>
    );
  return (
    <section className={styles.history} aria-labelledby="login-history-title">
      <h4 id="login-history-title" className={styles.sectionTitle}>
        {t('security.history.title')}
      </h4>
      {body}
    </section>
  );
}
