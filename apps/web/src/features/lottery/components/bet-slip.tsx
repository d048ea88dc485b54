import type { VnRegion } from '@monsoon/contracts/lottery/model';
import { formatMoney } from '@monsoon/contracts/money';
import { CircleAlert, CircleCheck, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { lotteryLanguage, playTypeNameIn } from '@/features/lottery/lib/names';
import { lineTotalMinor, slipTotals, type SlipLine } from '@/features/lottery/lib/slip';
import type { SlipOutcome } from '@/features/lottery/hooks/use-slip-submit';
import { picksText } from './number-picker';
import styles from './betting.module.css';

/** The bet slip: every line with its bets and stake, the totals, and the button that places the bet. */
export function BetSlip({
  lines,
  region,
  canSubmit,
  submitting,
  onRemove,
  onClear,
  onSubmit,
  outcome,
  problem,
  onDismiss,
}: {
  lines: readonly SlipLine[];
  region: VnRegion | null;
  /** A draw is on sale and open for bets. */
  canSubmit: boolean;
  submitting: boolean;
  onRemove: (id: string) => void;
  onClear: () => void;
  onSubmit: () => void;
  /** The last placing: the order placed, or the server's refusal of this slip. */
  outcome: SlipOutcome | null;
  /** Why the slip cannot be placed as it is (stake limits), translated; null when it can. */
  problem: string | null;
  onDismiss: () => void;
}) {
  const { t, i18n } = useTranslation('lottery');
  const language = lotteryLanguage(i18n.resolvedLanguage ?? i18n.language);
  const totals = slipTotals(lines, region);
  return (
    <section className={styles.panel} aria-labelledby="lottery-slip-title">
      <h2 id="lottery-slip-title" className={styles.panelTitle}>
        {t('slip.title')}
      </h2>
      {lines.length === 0 ? (
        <p className={styles.muted}>{t('slip.empty')}</p>
      ) : (
        <ul className={styles.slipLines}>
          {lines.map((line) => {
            const name = playTypeNameIn(line.playType, language);
            return (
              <li key={line.id} className={styles.slipLine}>
                <div className={styles.slipText}>
                  <span className={styles.slipName}>{name}</span>
                  <span className={styles.slipPicks}>{picksText(t, line.selection)}</span>
                  <span className={styles.muted}>
                    {t('slip.line', { bets: line.bets, multiple: line.multiple })} ·{' '}
                    {formatMoney(lineTotalMinor(line, region))}
                  </span>
                </div>
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={t('slip.remove', { name })}
                  onClick={() => onRemove(line.id)}
                >
                  <Trash2 size={16} aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <dl className={styles.summary}>
        <div>
          <dt>{t('slip.bets')}</dt>
          <dd data-testid="slip-bets">{totals.bets}</dd>
        </div>
        <div>
          <dt>{t('slip.total')}</dt>
          <dd data-testid="slip-total">{formatMoney(totals.totalMinor)}</dd>
        </div>
      </dl>
      {outcome?.kind === 'placed' ? (
        <div className={styles.notice} data-kind="success" role="status">
          <CircleCheck size={18} aria-hidden className={styles.noticeIcon} />
          <p className={styles.noticeText}>
            {t('slip.placedOrder', {
              orderNo: outcome.orderNo,
              tickets: outcome.tickets,
              total: outcome.total,
            })}
          </p>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('slip.dismiss')}
            onClick={onDismiss}
          >
            <X size={16} aria-hidden />
          </button>
        </div>
      ) : null}
      {outcome?.kind === 'failed' || problem !== null ? (
        <p className={styles.notice} data-kind="error" role="alert">
          <CircleAlert size={18} aria-hidden className={styles.noticeIcon} />
          <span className={styles.noticeText}>
            {outcome?.kind === 'failed' ? outcome.text : problem}
          </span>
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="ghost"
          size="sm"
          disabled={lines.length === 0 || submitting}
          onClick={onClear}
        >
          {t('slip.clear')}
        </Button>
        <Button
          variant="gold"
          disabled={lines.length === 0 || !canSubmit || problem !== null}
          loading={submitting}
          onClick={onSubmit}
        >
          {t('slip.submit')}
        </Button>
      </div>
    </section>
  );
}
