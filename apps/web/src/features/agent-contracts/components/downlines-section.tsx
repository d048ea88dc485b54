import type { ContractKind } from '@monsoon/contracts/agent-contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import tableStyles from '@/components/ui/records-table.module.css';
import { Spinner } from '@/components/ui/spinner';
import { agentContractsQuery } from '@/features/agent-contracts/api/get-agent-contracts';
import { DownlineRow, type Downline } from './downline-row';
import { OfferDialog } from './offer-dialog';
import styles from './agent-contracts.module.css';

/**
 * The agent's direct downlines with their contract of the kind and any offer waiting; an agent that
 * may offer the kind (`canOffer`) offers or adjusts one in a form bounded by its own rates.
 */
export function DownlinesSection({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agentContracts');
  const list = useQuery(agentContractsQuery(kind));
  const [offering, setOffering] = useState<Downline | null>(null);
  if (list.isPending)
    return (
      <div className={styles.pending}>
        <Spinner size="lg" label={t('loading')} />
      </div>
    );
  if (list.isError)
    return <ErrorState title={t('downlines.loadFailed')} onRetry={() => void list.refetch()} />;
  const { mine, canOffer, downlines } = list.data;
  return (
    <div className={styles.stack}>
      <p className={styles.hint}>{t(canOffer ? 'downlines.canOffer' : 'downlines.cannotOffer')}</p>
      {downlines.length === 0 ? (
        <EmptyState compact title={t('downlines.none')} text={t('downlines.noneHint')} />
      ) : (
        <table className={tableStyles.table}>
          <thead>
            <tr>
              <th scope="col">{t('downlines.downline')}</th>
              <th scope="col">{t('downlines.contract')}</th>
              <th scope="col">{t('downlines.pending')}</th>
              <th scope="col">{t('downlines.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {downlines.map((d) => (
              <DownlineRow
                key={d.memberId}
                kind={kind}
                downline={d}
                canOffer={canOffer}
                onOffer={setOffering}
              />
            ))}
          </tbody>
        </table>
      )}
      {offering ? (
        <OfferDialog
          kind={kind}
          downline={offering}
          ceiling={mine?.terms ?? null}
          onClose={() => setOffering(null)}
        />
      ) : null}
    </div>
  );
}
