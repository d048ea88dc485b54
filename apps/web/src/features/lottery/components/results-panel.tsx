import type { LgwDraw } from '@monsoon/contracts/lottery/lgw';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { resultValues, trendCounts } from '@/features/lottery/lib/trend';
import { VerifyDrawDialog } from './verify-draw-dialog';
import styles from './betting.module.css';
import verifyStyles from './verify.module.css';

const SHOWN_RESULTS = 5;

/** The last results, each with its verification, and a simple trend: how often each value came up. */
export function ResultsPanel({
  draws,
  gameName,
  isError,
  onRetry,
}: {
  draws: readonly LgwDraw[] | undefined;
  /** The game's name in the site's language (the dialog's). */
  gameName: string;
  isError: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('lottery');
  const [verifying, setVerifying] = useState<LgwDraw | null>(null);
  const trend = draws ? trendCounts(draws) : [];
  const top = trend[0]?.hits ?? 1;
  return (
    <section className={styles.panel} aria-labelledby="lottery-results-title">
      <h2 id="lottery-results-title" className={styles.panelTitle}>
        {t('results.title')}
      </h2>
      {isError ? (
        <ErrorState compact onRetry={onRetry} />
      ) : !draws ? (
        <Spinner label={t('results.title')} />
      ) : draws.length === 0 ? (
        <p className={styles.muted}>{t('results.empty')}</p>
      ) : (
        <>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('results.numero')}</th>
                <th scope="col">{t('results.result')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('verify.button')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {draws.slice(0, SHOWN_RESULTS).map((draw) => (
                <tr key={draw.numero}>
                  <td className={styles.mono}>{draw.numero}</td>
                  <td>
                    {draw.status === 'CANCELLED' ? (
                      <span className={styles.muted}>{t('results.cancelled')}</span>
                    ) : (
                      <span className={styles.balls}>
                        {resultValues(draw).map((v, i) => (
                          <span key={i} className={styles.resultBall}>
                            {v}
                          </span>
                        ))}
                      </span>
                    )}
                  </td>
                  <td className={verifyStyles.verifyCell}>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('verify.buttonLabel', { numero: draw.numero })}
                      onClick={() => setVerifying(draw)}
                    >
                      {t('verify.button')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3 className={styles.subTitle}>{t('results.trend', { count: draws.length })}</h3>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('results.value')}</th>
                <th scope="col">{t('results.hits')}</th>
              </tr>
            </thead>
            <tbody>
              {trend.map(({ value, hits }) => (
                <tr key={value}>
                  <td className={styles.mono}>{value}</td>
                  <td>
                    <span
                      className={styles.bar}
                      style={{ inlineSize: `${Math.round((hits / top) * 100)}%` }}
                    >
                      {hits}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {verifying ? (
        <VerifyDrawDialog draw={verifying} gameName={gameName} onClose={() => setVerifying(null)} />
      ) : null}
    </section>
  );
}
