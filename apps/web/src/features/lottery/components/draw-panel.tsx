import { useTranslation } from 'react-i18next';
import { useCountdownText } from '@/features/lottery/hooks/use-countdown-text';
import { HashText } from './hash-text';
import styles from './betting.module.css';
import verifyStyles from './verify.module.css';

/**
 * The draw on sale: its number, the countdowns to close and to the draw (server clock), and its
 * commitment (the seed's SHA-256), so a player can note it before betting and check it after the draw.
 */
export function DrawPanel({
  draw,
  serverNow,
}: {
  draw: { numero: string; closeTime: number; drawTime: number; seedHash: string } | null;
  serverNow: number;
}) {
  const { t } = useTranslation('lottery');
  const formatCountdown = useCountdownText();
  if (!draw) return <p className={styles.muted}>{t('betting.noDraw')}</p>;
  const closed = serverNow >= draw.closeTime;
  return (
    <div className={styles.draw}>
      <span className={styles.numero}>{t('betting.numero', { numero: draw.numero })}</span>
      {closed ? (
        <span className={styles.closed} role="status">
          {t('betting.closed')}
        </span>
      ) : (
        <span className={styles.countdown}>
          {t('betting.closesIn')}{' '}
          <time className={styles.clock}>{formatCountdown(draw.closeTime - serverNow)}</time>
        </span>
      )}
      <span className={styles.countdown}>
        {t('betting.drawIn')}{' '}
        <time className={styles.clock}>{formatCountdown(draw.drawTime - serverNow)}</time>
      </span>
      <span className={verifyStyles.commitment}>
        <span>{t('betting.commitment')}</span>
        <HashText value={draw.seedHash} copyLabel={t('verify.copyCommitment')} />
      </span>
    </div>
  );
}
