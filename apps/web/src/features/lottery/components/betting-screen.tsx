import { lotteryGameByCode } from '@monsoon/contracts/lottery/games';
import { playTypesOf } from '@monsoon/contracts/lottery/play-types';
import { formatMoney } from '@monsoon/contracts/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs } from '@/components/ui/tabs';
import { drawsQuery } from '@/features/lottery/api/get-draws';
import { nearDrawQuery } from '@/features/lottery/api/get-near-draw';
import { ticketsQuery } from '@/features/lottery/api/get-tickets';
import { usePlaceBet } from '@/features/lottery/api/place-bet';
import { useBetForm } from '@/features/lottery/hooks/use-bet-form';
import { useNow } from '@/features/lottery/hooks/use-now';
import { usePrizeMode } from '@/features/lottery/hooks/use-prize-mode';
import { lotteryLanguage, playTypeNameIn } from '@/features/lottery/lib/names';
import { betBody, slipTotals } from '@/features/lottery/lib/slip';
import { apiErrorText } from '@/lib/api-error-text';
import { confirmDialog } from '@/stores/modal-store';
import { toast } from '@/stores/toast-store';
import { BetControls } from './bet-controls';
import { BetSlip } from './bet-slip';
import { DrawPanel } from './draw-panel';
import { MyTickets } from './my-tickets';
import { NumberPicker } from './number-picker';
import { ResultsPanel } from './results-panel';
import styles from './betting.module.css';

/** Read the draw on sale again a second after its close or its draw has passed (every 30 s when none is on sale). */
function nearRefetch(data: { currentNumero: { closeTime: number; drawTime: number } | null; serverTime: number; receivedAt: number } | undefined): number {
  const draw = data?.currentNumero;
  if (!data || !draw) return 30_000;
  const serverNow = Date.now() + data.serverTime - data.receivedAt;
  const next = serverNow < draw.closeTime ? draw.closeTime : draw.drawTime;
  return Math.max(next - serverNow + 1000, 2000);
}

/** The betting screen of one game (issue 5): draw, play types, picker, stake, slip, results, tickets. */
export function BettingScreen({ gameCode, initialPlayType }: { gameCode: string; initialPlayType: string | null }) {
  const { t, i18n } = useTranslation(['lottery', 'errors']);
  const language = lotteryLanguage(i18n.resolvedLanguage ?? i18n.language);
  const game = lotteryGameByCode(gameCode);
  const playTypes = game ? playTypesOf(game.kind) : [];
  const form = useBetForm(playTypes, initialPlayType);
  const queryClient = useQueryClient();
  const prizeMode = usePrizeMode();
  const gameId = game?.gameId ?? 0;
  const near = useQuery({ ...nearDrawQuery(gameId), enabled: game !== undefined, refetchInterval: (q) => nearRefetch(q.state.data) });
  const draws = useQuery({ ...drawsQuery(gameCode, language), enabled: game !== undefined });
  const tickets = useQuery({ ...ticketsQuery(gameId), enabled: game !== undefined });
  const placeBet = usePlaceBet();
  const now = useNow();

  // A new result is in: read the results and the tickets again.
  const lastNumero = near.data?.lastNumero?.numero;
  const seen = useRef(lastNumero);
  useEffect(() => {
    if (seen.current === lastNumero) return;
    seen.current = lastNumero;
    void queryClient.invalidateQueries({ queryKey: ['lottery', 'draws', gameCode] });
    void queryClient.invalidateQueries({ queryKey: ['lottery', 'tickets', gameId] });
  }, [lastNumero, gameCode, gameId, queryClient]);

  if (!game || !form.playType) return <EmptyState title={t('betting.unknownGame')} />;
  const region = game.kind === 'VN' ? game.region : null;
  const name = game.names[language];
  const draw = near.data?.currentNumero ?? null;
  const serverNow = near.data ? now + near.data.serverTime - near.data.receivedAt : now;
  const open = draw !== null && serverNow < draw.closeTime;

  const submit = async () => {
    if (!draw || prizeMode === null) return;
    const totals = slipTotals(form.lines, region);
    const ok = await confirmDialog({
      title: t('slip.confirmTitle'),
      text: t('slip.confirmText', { bets: totals.bets, numero: draw.numero, game: name, total: formatMoney(totals.totalMinor) }),
      confirmLabel: t('slip.confirm'),
      cancelLabel: t('slip.cancel'),
    });
    if (!ok) return;
    placeBet.mutate(betBody(form.lines, { gameId: game.gameId, numero: draw.numero, region }, prizeMode), {
      onSuccess: () => {
        form.clearSlip();
        toast(t('slip.placed'), 'success');
      },
      onError: (error) => toast(apiErrorText(error), 'error'),
    });
  };

  return (
    <div className={styles.screen}>
      <header className={styles.head}>
        <h1 className={styles.title}>{name}</h1>
        <DrawPanel draw={draw} serverNow={serverNow} />
      </header>
      <div className={styles.columns}>
        <section className={styles.main} aria-label={t('betting.picker')}>
          <Tabs
            label={t('betting.playTypes')}
            variant="pill"
            value={form.playType.code}
            onChange={form.setPlayType}
            items={playTypes.map((p) => ({ key: p.code, label: playTypeNameIn(p, language) }))}
          >
            <NumberPicker
              playType={form.playType}
              selection={form.selection}
              onToggle={form.toggle}
              onQuickPick={form.quickPick}
            />
            <BetControls form={form} region={region} />
          </Tabs>
        </section>
        <aside className={styles.side}>
          <BetSlip
            lines={form.lines}
            region={region}
            canSubmit={open && prizeMode !== null}
            submitting={placeBet.isPending}
            onRemove={form.removeLine}
            onClear={form.clearSlip}
            onSubmit={() => void submit()}
          />
          <ResultsPanel draws={draws.data} isError={draws.isError} onRetry={() => void draws.refetch()} />
          <MyTickets tickets={tickets.data} isError={tickets.isError} onRetry={() => void tickets.refetch()} />
        </aside>
      </div>
    </div>
  );
}
