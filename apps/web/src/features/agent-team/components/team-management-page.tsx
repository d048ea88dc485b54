import type { DownlineRow } from '@monsoon/contracts/agent-team';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { useSessionStore } from '@/stores/session-store';
import { downlinesQuery } from '@/features/agent-team/api/get-downlines';
import { transferEnabledQuery } from '@/features/agent-team/api/get-transfer-enabled';
import { canMakeAgents } from '@/features/agent-team/lib/agent-permissions';
import { usePromote } from '@/features/agent-team/hooks/use-promote';
import { DownlineDetailDialog } from './downline-detail-dialog';
import { DownlineTable } from './downline-table';
import { DownlineTransferDialog } from './downline-transfer-dialog';
import { TeamBreadcrumb } from './team-breadcrumb';
import { TeamSearch } from './team-search';
import styles from './agent-team.module.css';

const PAGE_SIZE = 10;

/** Where the list is: a level of the team (its parent; null = the agent) or a search. */
interface View {
  parentId: number | null;
  search: string;
  pageNo: number;
}

/**
 * The agent centre's downlineManagmentView page: the team level by level (a breadcrumb of levels, a
 * member's team one click down), search by account across the whole team, a member's detail,
 * transfer to a direct downline, promotion to agent, and each member's contracts per kind.
 */
export function TeamManagementPage() {
  const { t } = useTranslation(['agent', 'errors']);
  const type = useSessionStore((s) => s.isAgent);
  const [view, setView] = useState<View>({ parentId: null, search: '', pageNo: 1 });
  const [detail, setDetail] = useState<DownlineRow | null>(null);
  const [transfer, setTransfer] = useState<DownlineRow | null>(null);
  const query = useQuery(
    downlinesQuery({
      ...(view.parentId === null ? {} : { parentId: view.parentId }),
      ...(view.search ? { account: view.search } : {}),
      pageNo: view.pageNo,
      pageSize: PAGE_SIZE,
    }),
  );
  const canTransfer = useQuery(transferEnabledQuery()).data?.enabled ?? false;
  const promote = usePromote();
  const goTo = (parentId: number | null) => setView({ parentId, search: '', pageNo: 1 });
  const data = query.data;
  return (
    <div className={styles.page}>
      <TeamSearch
        value={view.search}
        onSearch={(search) => setView((v) => ({ ...v, search, pageNo: 1 }))}
      />
      {data && !view.search ? (
        <TeamBreadcrumb path={data.path} onPick={(id, level) => goTo(level === 0 ? null : id)} />
      ) : null}
      {view.search ? (
        <p className={styles.note} aria-live="polite">
          {t('team.searchResults', { text: view.search })}
        </p>
      ) : null}
      {query.isPending ? (
        <div className={styles.pending}>
          <Spinner size="lg" label={t('centre.loading')} />
        </div>
      ) : query.isError ? (
        <ErrorState title={t('team.loadFailed')} onRetry={() => void query.refetch()} />
      ) : query.data.list.length === 0 ? (
        <EmptyState title={view.search ? t('team.emptySearch') : t('team.empty')} />
      ) : (
        <div className={query.isPlaceholderData ? styles.stale : undefined}>
          <DownlineTable
            rows={query.data.list}
            actions={{
              onDetail: setDetail,
              onOpenTeam: (row) => goTo(row.id),
              onTransfer: canTransfer ? setTransfer : null,
              onPromote: canMakeAgents(type) ? (row) => void promote(row) : null,
            }}
          />
          <Pager
            page={view.pageNo}
            pages={query.data.totalPages}
            onPage={(pageNo) => setView((v) => ({ ...v, pageNo }))}
          />
        </div>
      )}
      {detail ? <DownlineDetailDialog row={detail} onClose={() => setDetail(null)} /> : null}
      {transfer ? (
        <DownlineTransferDialog row={transfer} onClose={() => setTransfer(null)} />
      ) : null}
    </div>
  );
}
