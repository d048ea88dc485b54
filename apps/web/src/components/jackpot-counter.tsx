import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatJackpot } from '@/lib/format';
import { jackpotAt, jackpotTickMs, msToNextTick, seededJackpotAt } from '@/lib/jackpot';
import { useJackpotSeed } from './jackpot-counter-seed';
import styles from './jackpot-counter.module.css';

/** The time, renewed right after each tick boundary (`origin` + n × `tickMs`). */
function useTickingNow(tickMs: number, origin: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer = 0;
    const schedule = () => {
      timer = window.setTimeout(
        () => {
          setNow(Date.now());
          schedule();
        },
        msToNextTick(Date.now(), tickMs, origin),
      );
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [tickMs, origin]);
  return now;
}

/**
 * The rolling jackpot (spec §4): +165.11 every 3000 ms, digits without separators. It starts from the
 * server's pot (VIS_getJackpot: amount at asOf, increment, tick) when that answers, else from a value
 * derived from the time.
 */
export function JackpotCounter({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const seed = useJackpotSeed();
  const now = useTickingNow(seed?.tickMs ?? jackpotTickMs, seed?.asOf ?? 0);
  const minor = seed ? seededJackpotAt(seed, now) : jackpotAt(now);
  const text = formatJackpot(minor);
  return (
    <div className={styles.jackpot} role="group" aria-label={t('jackpot.title')}>
      <p className={styles.title}>{t('jackpot.title')}</p>
      <p className={styles.value} aria-label={t('jackpot.label', { amount: `${symbol} ${text}` })}>
        <span className={styles.symbol} aria-hidden>
          {symbol}
        </span>
        {text.split('').map((ch, i) => (
          <span key={i} className={ch === '.' ? styles.dot : styles.digit} aria-hidden>
            {ch}
          </span>
        ))}
      </p>
    </div>
  );
}
