import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorText } from '@/lib/api-error-text';
import styles from '@/components/records/records-page.module.css';

/**
 * The states of a report's content: loading, failed (with the server's reason, e.g. a member not in
 * the team, and a retry), empty, or the content; older content dims while the next answer loads.
 */
export function ReportBody({
  pending,
  error,
  empty,
  stale,
  fetching,
  onRetry,
  children,
}: {
  pending: boolean;
  error: unknown;
  empty: boolean;
  stale: boolean;
  fetching: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(['agentReports', 'errors']);
  let body: ReactNode;
  if (pending)
    body = (
      <div className={styles.pending}>
        <Spinner size="lg" label={t('agentReports:common.loading')} />
      </div>
    );
  else if (error)
    body = (
      <ErrorState
        title={t('agentReports:common.loadFailed')}
        text={apiErrorText(error)}
        onRetry={onRetry}
      />
    );
  else if (empty)
    body = (
      <EmptyState
        title={t('agentReports:common.empty')}
        text={t('agentReports:common.emptyHint')}
      />
    );
  else body = children;
  return (
    <div className={stale ? styles.stale : undefined} aria-busy={fetching}>
      {body}
    </div>
  );
}
