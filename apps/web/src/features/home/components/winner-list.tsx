import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { FallbackImage } from '@/components/ui/fallback-image';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useRankList } from '@/features/home/api/get-rank-list';
import { visibleWinners, winnerBoardMinimum } from '@/features/home/model/winners';
import { useMerchant } from '@/lib/api/system-status';
import { formatBalance } from '@/lib/format';
import styles from './winner-board.module.css';

/** The board's rows (masked names, game, amount), or its loading, failed and empty states. */
export function WinnerList() {
  const { t } = useTranslation();
  const symbol = useMerchant()?.currencySymbol ?? 'P';
  const rows = useRankList();
  if (rows.isPending)
    return (
      <div className={styles.pending}>
        <Spinner label={t('common.loading')} />
      </div>
    );
  if (rows.isError) return <ErrorState compact onRetry={() => void rows.refetch()} />;
  const winners = visibleWinners(rows.data);
  if (winners.length === 0)
    return (
      <EmptyState
        compact
        title={t('home.winners.emptyTitle')}
        text={t('home.winners.empty', { amount: formatBalance(winnerBoardMinimum, symbol) })}
      />
    );
  return (
    <ol className={styles.list}>
      {winners.map((w, i) => (
        <li key={`${w.nodeId}:${w.winTime}:${i}`} className={styles.row}>
          <span className={styles.rank}>{i + 1}</span>
          {w.iconUrl ? (
            <FallbackImage
              src={w.iconUrl}
              fallback="/assets/status/image-error.svg"
              alt=""
              width={36}
              height={36}
              loading="lazy"
              className={styles.icon}
            />
          ) : null}
          <span className={styles.who}>
            <span className={styles.name}>{w.customerName}</span>
            <span className={styles.game}>{t('home.winners.won', { game: w.gameName })}</span>
          </span>
          <span className={styles.amount}>{formatBalance(w.winAmount, symbol)}</span>
        </li>
      ))}
    </ol>
  );
}
