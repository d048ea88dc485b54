import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pager } from '@/components/ui/pager';
import tableStyles from '@/components/ui/records-table.module.css';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { affiliateLinksQuery } from '@/features/agent-team/api/get-affiliate-links';
import { registeredQuery } from '@/features/agent-team/api/get-registered-affiliates';
import { typeKey } from '@/features/agent-team/lib/agent-permissions';
import styles from './agent-team.module.css';

/**
 * Who registered through the agent's links (GET /wps/agent/registeredAffiliates): all links or the one
 * picked, newest first, 10 a page.
 */
export function RegisteredAffiliates({
  linkId,
  onLinkChange,
}: {
  linkId: number | null;
  onLinkChange: (linkId: number | null) => void;
}) {
  const { t } = useTranslation('agent');
  const [page, setPage] = useState({ linkId, pageNo: 1 });
  // A new link picked (here or from a link's card) starts at its first page.
  const pageNo = page.linkId === linkId ? page.pageNo : 1;
  const links = useQuery(affiliateLinksQuery()).data?.list ?? [];
  const query = useQuery(registeredQuery(linkId, pageNo));
  const options = [
    { value: '', label: t('registered.all') },
    ...links.map((l) => ({
      value: String(l.affiUrlId),
      label: l.remark ? `${l.code} · ${l.remark}` : l.code,
    })),
  ];
  return (
    <section className={styles.section} aria-labelledby="registered-title">
      <div className={styles.sectionHead}>
        <h4 id="registered-title" className={styles.sectionTitle}>
          {t('registered.title')}
        </h4>
        <Select
          label={t('registered.filter')}
          hideLabel
          value={linkId === null ? '' : String(linkId)}
          onChange={(e) => onLinkChange(e.target.value === '' ? null : Number(e.target.value))}
          options={options}
          className={styles.filter}
        />
      </div>
      {query.isPending ? (
        <div className={styles.pending}>
          <Spinner label={t('centre.loading')} />
        </div>
      ) : query.isError ? (
        <ErrorState
          compact
          title={t('registered.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.list.length === 0 ? (
        <EmptyState compact title={t('registered.empty')} />
      ) : (
        <>
          <table className={tableStyles.table}>
            <thead>
              <tr>
                <th scope="col">{t('registered.account')}</th>
                <th scope="col">{t('registered.type')}</th>
                <th scope="col">{t('registered.code')}</th>
                <th scope="col">{t('registered.registeredAt')}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.list.map((r) => (
                <tr key={r.id}>
                  <td data-label={t('registered.account')}>{r.account}</td>
                  <td data-label={t('registered.type')}>{t(`types.${typeKey(r.isAgent)}`)}</td>
                  <td data-label={t('registered.code')}>{r.code}</td>
                  <td data-label={t('registered.registeredAt')}>
                    {formatDateTime(r.registeredAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            page={pageNo}
            pages={query.data.totalPages}
            onPage={(n) => setPage({ linkId, pageNo: n })}
          />
        </>
      )}
    </section>
  );
}
