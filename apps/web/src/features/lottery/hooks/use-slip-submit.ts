import type { VnRegion } from '@monsoon/contracts/lottery/model';
import { formatMoney, wireToMinor } from '@monsoon/contracts/money';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey, usePlaceBet } from '@/features/lottery/api/place-bet';
import { problemText, slipProblem } from '@/features/lottery/lib/limits';
import { betBody, slipTotals, type SlipLine } from '@/features/lottery/lib/slip';
import { isApiError } from '@/lib/api-client';
import { apiErrorText } from '@/lib/api-error-text';
import { refreshBalance } from '@/lib/api/wallet-balance';
import { confirmDialog } from '@/stores/modal-store';

/** What the last placing of the slip came to: the order placed, or why it was refused (for that very slip). */
export type SlipOutcome =
  | { kind: 'placed'; orderNo: string; tickets: number; total: string }
  | { kind: 'failed'; text: string; lines: readonly SlipLine[] };

/** Failures after which the same slip may have been placed after all: a retry reuses the key. */
const mayHavePlaced = (error: unknown): boolean =>
  isApiError(error, 'network.error') || (isApiError(error) && error.status >= 500);

/**
 * Places the slip on the draw on sale: local checks, the confirmation, then the request named by an
 * idempotency key (kept for a retry of the same slip after a network failure, so it is not placed twice).
 * On success the slip is cleared; on a refusal it stays, with the server's reason.
 */
export function useSlipSubmit(opts: {
  lines: readonly SlipLine[];
  clearSlip: () => void;
  game: { gameId: number; name: string; region: VnRegion | null };
  /** The draw on sale, null while none is. */
  draw: { numero: string; closeTime: number } | null;
  /** Server clock minus device clock (ms), to tell whether the draw still takes bets at this moment. */
  serverOffset: number;
  prizeMode: string | null;
}) {
  const { t } = useTranslation('lottery');
  const queryClient = useQueryClient();
  const placeBet = usePlaceBet();
  const [outcome, setOutcome] = useState<SlipOutcome | null>(null);
  const pendingKey = useRef<{ request: string; key: string } | null>(null);
  const { lines, game, draw, prizeMode } = opts;
  const numero = draw?.numero ?? null;
  const isOpen = () => draw !== null && Date.now() + opts.serverOffset < draw.closeTime;
  /** The draw closed while the member looked (or confirmed): say so, and read the draw on sale again. */
  const closed = () => {
    setOutcome({ kind: 'failed', text: t('slip.closed'), lines });
    void queryClient.invalidateQueries({ queryKey: ['lottery', 'near', game.gameId] });
  };

  const submit = async () => {
    if (numero === null || prizeMode === null || lines.length === 0 || placeBet.isPending) return;
    const problem = slipProblem(lines, game.region);
    if (problem) return setOutcome({ kind: 'failed', text: problemText(t, problem), lines });
    if (!isOpen()) return closed();
    const totals = slipTotals(lines, game.region);
    const ok = await confirmDialog({
      title: t('slip.confirmTitle'),
      text: t('slip.confirmText', {
        bets: totals.bets,
        numero,
        game: game.name,
        total: formatMoney(totals.totalMinor),
      }),
      confirmLabel: t('slip.confirm'),
      cancelLabel: t('slip.cancel'),
    });
    if (!ok) return;
    if (!isOpen()) return closed();
    const body = betBody(lines, { gameId: game.gameId, numero, region: game.region }, prizeMode);
    const request = JSON.stringify(body);
    if (pendingKey.current?.request !== request)
      pendingKey.current = { request, key: newIdempotencyKey() };
    setOutcome(null);
    placeBet.mutate(
      { body, idempotencyKey: pendingKey.current.key },
      {
        onSuccess: (value) => {
          pendingKey.current = null;
          opts.clearSlip();
          setOutcome({
            kind: 'placed',
            orderNo: value.orderNo,
            tickets: value.tickets.length,
            total: formatMoney(wireToMinor(value.totalAmount)),
          });
        },
        onError: (error) => {
          if (!mayHavePlaced(error)) pendingKey.current = null;
          if (isApiError(error, 'lottery.draw.closed', 'lottery.draw.not.found')) {
            void queryClient.invalidateQueries({ queryKey: ['lottery', 'near', game.gameId] });
          }
          if (isApiError(error, 'lottery.balance.insufficient')) void refreshBalance(queryClient);
          setOutcome({ kind: 'failed', text: apiErrorText(error), lines });
        },
      },
    );
  };

  // A refusal speaks of the slip it was about: once the slip changes, it is gone.
  const shown = outcome?.kind === 'failed' && outcome.lines !== lines ? null : outcome;
  return {
    submit,
    submitting: placeBet.isPending,
    outcome: shown,
    dismiss: () => setOutcome(null),
  };
}
