import { useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pager } from '@/components/ui/pager';
import { SafeHtml } from '@/components/ui/safe-html';
import { Spinner } from '@/components/ui/spinner';
import { agentNoticesQuery } from '@/features/agent-reports/api/get-agent-notices';
import pageStyles from '@/components/records/records-page.module.css';
import styles from './agent-reports.module.css';

/** Notices per page (the announcement list's page size, spec §9). */
const PAGE_SIZE = 9;

/**
 * The agent centre's agentAnnouncement page: the operator's notices for agents, titles 9 a page;
 * a title opens its (sanitised) content under it, and closes it again.
 */
export function AgentNoticesPage() {
  const { t } = useTranslation('agentReports');
  const query = useQuery(agentNoticesQuery());
  const [open, setOpen] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  if (query.isPending)
    return (
      <div className={pageStyles.pending}>
        <Spinner size="lg" label={t('common.loading')} />
      </div>
    );
  if (query.isError)
    return <ErrorState title={t('notices.loadFailed')} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState title={t('notices.empty')} />;
  const pages = Math.ceil(query.data.length / PAGE_SIZE);
  const shown = query.data.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <div className={pageStyles.page}>
      <ul className={styles.notices} aria-label={t('notices.list')}>
        {shown.map((n) => (
          <li key={n.id}>
            <button
              type="button"
              className={styles.noticeTitle}
              aria-expanded={open === n.id}
              aria-controls={`agent-notice-${n.id}`}
              onClick={() => setOpen((o) => (o === n.id ? null : n.id))}
            >
              {n.title}
              <ChevronDown size={16} aria-hidden />
            </button>
            {open === n.id ? (
              <div id={`agent-notice-${n.id}`} className={styles.noticeBody}>
                <SafeHtml html={n.content} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} onPage={setPage} />
    </div>
  );
}
