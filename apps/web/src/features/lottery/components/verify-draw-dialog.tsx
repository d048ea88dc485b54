import type { LgwDraw } from '@monsoon/contracts/lottery/lgw';
import { VN_TIERS } from '@monsoon/contracts/lottery/model';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { useDrawVerification } from '@/features/lottery/hooks/use-draw-verification';
import { resultValues } from '@/features/lottery/lib/trend';
import {
  nodeCommands,
  type DrawVerification,
  type RevealedDraw,
} from '@/features/lottery/lib/verify-draw';
import { CheckRow } from './check-row';
import { HashText } from './hash-text';
import bettingStyles from './betting.module.css';
import styles from './verify.module.css';

/**
 * How anyone can verify a draw (issue 5, docs/lottery-fairness.md): the commitment published before sales
 * closed, the seed revealed at the draw, and the two checks run here in the browser.
 */
export function VerifyDrawDialog({
  draw,
  gameName,
  onClose,
}: {
  draw: LgwDraw;
  gameName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('lottery');
  const revealed: RevealedDraw | null =
    draw.status === 'DRAWN' && draw.seed !== null ? { ...draw, seed: draw.seed } : null;
  const check = useDrawVerification(revealed);
  return (
    <Modal title={t('verify.title', { numero: draw.numero })} onClose={onClose} size="lg">
      <div className={styles.dialog}>
        <dl className={styles.facts}>
          <dt>{t('verify.game')}</dt>
          <dd>{gameName}</dd>
          <dt>{t('results.numero')}</dt>
          <dd className={bettingStyles.mono}>{draw.numero}</dd>
          {draw.status === 'DRAWN' ? (
            <>
              <dt>{t('verify.result')}</dt>
              <dd>
                <PublishedResult draw={draw} />
              </dd>
            </>
          ) : null}
        </dl>
        <section className={styles.section}>
          <h3 className={styles.heading}>{t('verify.commitment')}</h3>
          <HashText value={draw.seedHash} copyLabel={t('verify.copyCommitment')} />
        </section>
        {draw.status === 'CANCELLED' ? (
          <p className={styles.note}>{t('verify.cancelled')}</p>
        ) : !revealed ? (
          <p className={styles.note}>{t('verify.notRevealed')}</p>
        ) : (
          <>
            <section className={styles.section}>
              <h3 className={styles.heading}>{t('verify.seed')}</h3>
              <HashText value={revealed.seed} copyLabel={t('verify.copySeed')} />
            </section>
            <section className={styles.section}>
              <h3 className={styles.heading}>{t('verify.checks')}</h3>
              {check.isError ? (
                <p className={styles.note}>{t('verify.unavailable')}</p>
              ) : (
                <Checks result={check.data ?? null} />
              )}
            </section>
            <HowToCheck draw={revealed} />
          </>
        )}
      </div>
    </Modal>
  );
}

/** The recomputed result in words: the values in draw order (every prize number of a Vietnamese draw). */
const resultText = (r: NonNullable<DrawVerification['recomputed']>) =>
  r.prizes ? Object.values(r.prizes).flat().join(' ') : r.winNo;

function Checks({ result }: { result: DrawVerification | null }) {
  const { t } = useTranslation('lottery');
  return (
    <ul className={styles.checks} aria-live="polite">
      <CheckRow
        label={t('verify.hashCheck')}
        ok={result ? result.commitmentOk : null}
        detail={result ? t('verify.computed', { hash: result.computedHash }) : undefined}
      />
      <CheckRow
        label={t('verify.resultCheck')}
        ok={result ? result.resultOk : null}
        detail={
          result && !result.resultOk && result.recomputed
            ? t('verify.recomputed', { result: resultText(result.recomputed) })
            : undefined
        }
      />
    </ul>
  );
}

/** The published result: balls, or a Vietnamese draw's tiers from the special prize down. */
function PublishedResult({ draw }: { draw: LgwDraw }) {
  const { t } = useTranslation('lottery');
  const prizes = draw.prizes;
  if (!prizes)
    return (
      <span className={bettingStyles.balls}>
        {resultValues(draw).map((v, i) => (
          <span key={i} className={bettingStyles.resultBall}>
            {v}
          </span>
        ))}
      </span>
    );
  return (
    <dl className={styles.tiers}>
      {VN_TIERS.filter((tier) => prizes[tier]).map((tier) => (
        <div key={tier} className={styles.tier}>
          <dt>{tier === 'DB' ? t('verify.tierDB') : t('verify.tier', { n: tier.slice(1) })}</dt>
          <dd className={bettingStyles.mono}>{prizes[tier]?.join(' ')}</dd>
        </div>
      ))}
    </dl>
  );
}

function HowToCheck({ draw }: { draw: RevealedDraw }) {
  const { t } = useTranslation('lottery');
  const commands = nodeCommands(draw);
  return (
    <details className={styles.how}>
      <summary className={styles.summary}>{t('verify.how')}</summary>
      <ol className={styles.steps}>
        <li>{t('verify.howHash')}</li>
        <li>{t('verify.howStream')}</li>
        <li>{t('verify.howSample')}</li>
      </ol>
      {commands ? (
        <>
          <p>{t('verify.howNode')}</p>
          <pre className={styles.code}>
            <code>{`${commands.hash}\n${commands.block}`}</code>
          </pre>
        </>
      ) : null}
      <p className={styles.note}>{t('verify.howDocs')}</p>
    </details>
  );
}
