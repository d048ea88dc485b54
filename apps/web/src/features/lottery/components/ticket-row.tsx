import type { LgwTicket } from '@monsoon/contracts/lottery/lgw';
import { formatMoney, wireToMinor, type WireAmount } from '@monsoon/contracts/money';
import { useTranslation } from 'react-i18next';
import { gameNameIn, lotteryLanguage, playTypeNameIn } from '@/features/lottery/lib/names';
import { ticketPicks } from '@/features/lottery/lib/tickets';
import { picksText } from './number-picker';
import shared from './betting.module.css';
import styles from './tickets.module.css';

/** A money amount of the wire, read exactly. */
const money = (amount: WireAmount): string => formatMoney(wireToMinor(amount));

/** One ticket of My tickets: game and draw, play type and picks, stake, status, win and the draw's result. */
export function TicketRow({ ticket }: { ticket: LgwTicket }) {
  const { t, i18n } = useTranslation('lottery');
  const language = lotteryLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { playType, rows } = ticketPicks(ticket);
  const result = ticket.winNo ? ticket.winNo.split(',').filter((v) => v !== '') : [];
  return (
    <li className={styles.ticket} data-testid="ticket" data-ticket-status={ticket.status}>
      <div className={styles.ticketHead}>
        <span className={styles.ticketGame}>
          {gameNameIn(ticket, language)} · <span className={shared.mono}>{ticket.numero}</span>
        </span>
        <span className={shared.status} data-status={ticket.status}>
          {t(`tickets.status.${ticket.status}`)}
        </span>
      </div>
      <p className={styles.ticketPlay}>
        <span className={styles.playName}>
          {playType ? playTypeNameIn(playType, language) : t('tickets.unknownPlay')}
        </span>{' '}
        <span className={shared.mono}>{picksText(t, rows)}</span>
      </p>
      <dl className={styles.amounts}>
        <div>
          <dt>{t('tickets.stake')}</dt>
          <dd data-testid="ticket-stake">{money(ticket.betAmount)}</dd>
        </div>
        {ticket.winAmount !== null ? (
          <div>
            <dt>{t('tickets.win')}</dt>
            <dd
              data-testid="ticket-win"
              className={wireToMinor(ticket.winAmount) > 0n ? styles.won : undefined}
            >
              {money(ticket.winAmount)}
            </dd>
          </div>
        ) : null}
        {result.length > 0 ? (
          <div>
            <dt>{t('tickets.result')}</dt>
            <dd className={shared.balls} data-testid="ticket-result">
              {result.map((v, i) => (
                <span key={i} className={styles.ball}>
                  {v}
                </span>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}
