import type { LgwTicket } from '@monsoon/contracts/lottery/lgw';
import { formatAmount } from '@/lib/format';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import styles from './betting.module.css';

/** The member's latest tickets of the game (GET /lgw/orders): open and settled. */
export function MyTickets({
  tickets,
  isError,
  onRetry,
}: {
  tickets: readonly LgwTicket[] | undefined;
  isError: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('lottery');
  return (
    <section className={styles.panel} aria-labelledby="lottery-tickets-title">
      <h2 id="lottery-tickets-title" className={styles.panelTitle}>
        {t('tickets.title')}
      </h2>
      {isError ? (
        <ErrorState compact onRetry={onRetry} />
      ) : !tickets ? (
        <Spinner label={t('tickets.title')} />
      ) : tickets.length === 0 ? (
        <p className={styles.muted}>{t('tickets.empty')}</p>
      ) : (
        <ul className={styles.slipLines}>
          {tickets.map((ticket) => (
            <li key={ticket.ticketId} className={styles.slipLine}>
              <div className={styles.slipText}>
                <span className={styles.slipName}>
                  {ticket.numero} · {ticket.bettingContent}
                </span>
                <span className={styles.muted}>
                  {t('tickets.stake')} {formatAmount(ticket.betAmount)}
                  {ticket.winAmount !== null ? ` · ${t('tickets.win')} ${formatAmount(ticket.winAmount)}` : ''}
                </span>
              </div>
              <span className={styles.status} data-status={ticket.status}>
                {t(`tickets.status.${ticket.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
