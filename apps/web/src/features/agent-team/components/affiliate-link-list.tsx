import type { AffiliateLink } from '@monsoon/contracts/agent-team';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Trash2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorText } from '@/lib/api-error-text';
import { formatDateTime } from '@/lib/format';
import { confirmDialog } from '@/stores/modal-store';
import { toast } from '@/stores/toast-store';
import { sendDeleteLink } from '@/features/agent-team/api/delete-affiliate-link';
import { affiliateLinksQuery } from '@/features/agent-team/api/get-affiliate-links';
import { teamKeys } from '@/features/agent-team/api/team-keys';
import styles from './agent-team.module.css';

/** One link: its code, address (copy), what it registers, its remark, registrations and delete. */
function LinkCard({
  link,
  onShowRegistrations,
  onDelete,
}: {
  link: AffiliateLink;
  onShowRegistrations: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('agent');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      toast(t('links.copied'), 'success');
    } catch {
      // The clipboard is missing outside secure pages or refused: the address can still be selected.
      toast(t('links.copyFailed'), 'error');
    }
  };
  return (
    <li className={styles.linkCard}>
      <div className={styles.linkHead}>
        <span className={styles.code}>{link.code}</span>
        <span className={styles.pill}>
          {link.registerType === 1 ? t('links.typeAgent') : t('links.typeMember')}
        </span>
        {link.remark ? <span className={styles.muted}>{link.remark}</span> : null}
      </div>
      <div className={styles.urlRow}>
        <input
          className={styles.url}
          readOnly
          value={link.url}
          aria-label={t('links.url')}
          onFocus={(e) => e.target.select()}
        />
        <Button
          size="sm"
          variant="secondary"
          icon={<Copy size={14} aria-hidden />}
          onClick={() => void copy()}
        >
          {t('links.copy')}
        </Button>
      </div>
      <div className={styles.linkFoot}>
        <span className={styles.muted}>
          {t('links.createdAt', { time: formatDateTime(link.createdAt) })}
        </span>
        <Button
          size="sm"
          variant="ghost"
          icon={<Users size={14} aria-hidden />}
          onClick={onShowRegistrations}
        >
          {t('links.registrations', { n: link.registrations })}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          icon={<Trash2 size={14} aria-hidden />}
          onClick={onDelete}
          aria-label={t('links.deleteCode', { code: link.code })}
        >
          {t('links.delete')}
        </Button>
      </div>
    </li>
  );
}

/** The agent's live links (GET /wps/agent/affiliateUrls), newest first; delete asks first. */
export function AffiliateLinkList({
  onShowRegistrations,
}: {
  onShowRegistrations: (linkId: number) => void;
}) {
  const { t } = useTranslation(['agent', 'site', 'errors']);
  const client = useQueryClient();
  const query = useQuery(affiliateLinksQuery());
  const remove = useMutation({
    mutationFn: (link: AffiliateLink) => sendDeleteLink(link.affiUrlId),
    onSuccess: (_, link) => {
      toast(t('links.deleted', { code: link.code }), 'success');
      void client.invalidateQueries({ queryKey: teamKeys.links() });
    },
    onError: (error) => toast(apiErrorText(error), 'error'),
  });
  const askDelete = async (link: AffiliateLink) => {
    const ok = await confirmDialog({
      title: t('links.deleteTitle'),
      text: t('links.deleteText', { code: link.code }),
      confirmLabel: t('links.delete'),
      cancelLabel: t('site:common.cancel'),
    });
    if (ok) remove.mutate(link);
  };
  if (query.isPending)
    return (
      <div className={styles.pending}>
        <Spinner label={t('centre.loading')} />
      </div>
    );
  if (query.isError)
    return (
      <ErrorState compact title={t('links.loadFailed')} onRetry={() => void query.refetch()} />
    );
  const { list, limit } = query.data;
  return (
    <section className={styles.section} aria-labelledby="affiliate-links-title">
      <h4 id="affiliate-links-title" className={styles.sectionTitle}>
        {t('links.listTitle', { used: list.length, limit })}
      </h4>
      {list.length === 0 ? (
        <EmptyState compact title={t('links.empty')} />
      ) : (
        <ul className={styles.linkList}>
          {list.map((link) => (
            <LinkCard
              key={link.affiUrlId}
              link={link}
              onShowRegistrations={() => onShowRegistrations(link.affiUrlId)}
              onDelete={() => void askDelete(link)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
