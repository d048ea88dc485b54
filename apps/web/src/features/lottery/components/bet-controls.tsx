import { MAX_BET_MULTIPLE } from '@monsoon/contracts/lottery/lgw';
import { formatMoney } from '@monsoon/contracts/money';
import { Dices, Eraser, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { BetForm } from '@/features/lottery/hooks/use-bet-form';
import { lineProblem, problemText, unitProblem } from '@/features/lottery/lib/limits';
import { lineTotalMinor } from '@/features/lottery/lib/slip';
import styles from './betting.module.css';

/** Multiple and unit stake, the picks' bet count and total, and the buttons that act on the picks. */
export function BetControls({
  form,
  region,
}: {
  form: BetForm;
  region: Parameters<typeof lineTotalMinor>[1];
}) {
  const { t } = useTranslation('lottery');
  const { playType, bets, multiple, unitMinor } = form;
  const total =
    playType && multiple !== null && unitMinor !== null
      ? lineTotalMinor({ playType, bets, multiple, unitMinor }, region)
      : null;
  const problem =
    playType && multiple !== null && unitMinor !== null && bets > 0
      ? lineProblem({ playType, bets, multiple, unitMinor }, region)
      : unitProblem(unitMinor);
  const unitError =
    unitMinor === null
      ? t('betting.invalidUnit')
      : problem?.key === 'unitBelowMin'
        ? problemText(t, problem)
        : null;
  return (
    <div className={styles.controls}>
      <div className={styles.stakes}>
        <TextField
          label={t('betting.multiple')}
          inputMode="numeric"
          value={form.multipleText}
          onChange={(e) => form.setMultipleText(e.target.value)}
          error={multiple === null ? t('betting.invalidMultiple', { max: MAX_BET_MULTIPLE }) : null}
        />
        <TextField
          label={t('betting.unit')}
          inputMode="decimal"
          value={form.unitText}
          onChange={(e) => form.setUnitText(e.target.value)}
          error={unitError}
        />
      </div>
      <dl className={styles.summary} aria-live="polite">
        <div>
          <dt>{t('betting.betCount')}</dt>
          <dd data-testid="pick-bets">{bets}</dd>
        </div>
        <div>
          <dt>{t('betting.total')}</dt>
          <dd data-testid="pick-total">{total === null ? '–' : formatMoney(total)}</dd>
        </div>
      </dl>
      {problem !== null && problem.key !== 'unitBelowMin' ? (
        <p className={styles.notice} data-kind="error" role="alert">
          <span className={styles.noticeText}>{problemText(t, problem)}</span>
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          icon={<Dices size={16} aria-hidden />}
          onClick={form.random}
        >
          {t('betting.quick.random')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          icon={<Eraser size={16} aria-hidden />}
          onClick={form.clearPicks}
        >
          {t('betting.quick.clearAll')}
        </Button>
        <Button
          size="sm"
          icon={<Plus size={16} aria-hidden />}
          disabled={bets === 0 || total === null || problem !== null}
          onClick={() => form.addToSlip()}
        >
          {t('betting.addToSlip')}
        </Button>
      </div>
    </div>
  );
}
