import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatJackpot } from '@/lib/format';
import { jackpotAfter, jackpotAt, jackpotTickMs } from '@/lib/jackpot';
import styles from './jackpot-counter.module.css';

/** The rolling jackpot (spec §4): time-derived start, +165.11 every 3000 ms, digits without separators. */
export function JackpotCounter({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const [minor, setMinor] = useState(() => jackpotAt(Date.now()));
  useEffect(() => {
    const timer = window.setInterval(() => setMinor((m) => jackpotAfter(m)), jackpotTickMs);
    return () => window.clearInterval(timer);
  }, []);
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
