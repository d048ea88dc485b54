import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { ticketsQuery, type TicketTab } from '@/features/lottery/api/get-tickets';
import { TicketRow } from './ticket-row';
import shared from './betting.module.css';
import styles from './tickets.module.css';

/** The member's tickets of the game (GET /lgw/orders), open or settled, newest first, a page at a time. */
export function MyTickets({ gameId }: { gameId: number }) {
  const { t } = useTranslation('lottery');
  const [tab, setTab] = useState<TicketTab>('open');
  const tickets = useInfiniteQuery(ticketsQuery(gameId, tab));
  const list = tickets.data?.pages.flatMap((p) => p.content);
  return (
    <section className={shared.panel} aria-labelledby="lottery-tickets-title">
      <h2 id="lottery-tickets-title" className={shared.panelTitle}>
        {t('tickets.title')}
      </h2>
      <Tabs
        label={t('tickets.title')}
        value={tab}
        onChange={setTab}
        items={[
          { key: 'open', label: t('tickets.tabs.open') },
          { key: 'settled', label: t('tickets.tabs.settled') },
        ]}
      >
        {tickets.isError && !list ? (
          <ErrorState
            compact
            title={t('tickets.loadFailed')}
            onRetry={() => void tickets.refetch()}
          />
        ) : !list ? (
          <Spinner label={t('tickets.loading')} />
        ) : list.length === 0 ? (
          <p className={shared.muted}>
            {tab === 'open' ? t('tickets.emptyOpen') : t('tickets.emptySettled')}
          </p>
        ) : (
          <>
            <ul className={styles.list} aria-busy={tickets.isFetching || undefined}>
              {list.map((ticket) => (
                <TicketRow key={ticket.ticketId} ticket={ticket} />
              ))}
            </ul>
            {tickets.isFetchNextPageError ? (
              <p className={styles.error} role="alert">
                {t('tickets.moreFailed')}
              </p>
            ) : null}
            {tickets.hasNextPage ? (
              <Button
                variant="secondary"
                size="sm"
                loading={tickets.isFetchingNextPage}
                onClick={() => void tickets.fetchNextPage()}
              >
                {t('tickets.more')}
              </Button>
            ) : null}
          </>
        )}
      </Tabs>
    </section>
  );
}
