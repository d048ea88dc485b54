import { lotteryGameByCode } from '@monsoon/contracts/lottery/games';
import { playTypesOf } from '@monsoon/contracts/lottery/play-types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs } from '@/components/ui/tabs';
import { drawsQuery } from '@/features/lottery/api/get-draws';
import { useBetForm } from '@/features/lottery/hooks/use-bet-form';
import { useNearDraw } from '@/features/lottery/hooks/use-near-draw';
import { useNow } from '@/features/lottery/hooks/use-now';
import { usePrizeMode } from '@/features/lottery/hooks/use-prize-mode';
import { useSlipSubmit } from '@/features/lottery/hooks/use-slip-submit';
import { useTicketWatch } from '@/features/lottery/hooks/use-ticket-watch';
import { problemText, slipProblem } from '@/features/lottery/lib/limits';
import { lotteryLanguage, playTypeNameIn } from '@/features/lottery/lib/names';
import { BetControls } from './bet-controls';
import { BetSlip } from './bet-slip';
import { DrawPanel } from './draw-panel';
import { MyTickets } from './my-tickets';
import { NumberPicker } from './number-picker';
import { ResultsPanel } from './results-panel';
import styles from './betting.module.css';

/** The betting screen of one game (issue 5): draw, play types, picker, stake, slip, results, tickets. */
export function BettingScreen({
  gameCode,
  initialPlayType,
}: {
  gameCode: string;
  initialPlayType: string | null;
}) {
  const { t, i18n } = useTranslation(['lottery', 'errors']);
  const language = lotteryLanguage(i18n.resolvedLanguage ?? i18n.language);
  const game = lotteryGameByCode(gameCode);
  const playTypes = game ? playTypesOf(game.kind) : [];
  const region = game?.kind === 'VN' ? game.region : null;
  const form = useBetForm(playTypes, initialPlayType);
  const queryClient = useQueryClient();
  const prizeMode = usePrizeMode();
  const gameId = game?.gameId ?? 0;
  const intervalMs = game && game.kind !== 'VN' ? game.intervalMinutes * 60_000 : null;
  const near = useNearDraw(gameId, intervalMs, game !== undefined);
  const draws = useQuery({ ...drawsQuery(gameCode, language), enabled: game !== undefined });
  const now = useNow();
  const draw = near.data?.currentNumero ?? null;
  const name = game?.names[language] ?? gameCode;
  const slip = useSlipSubmit({
    lines: form.lines,
    clearSlip: form.clearSlip,
    game: { gameId, name, region },
    draw,
    serverOffset: near.data ? near.data.serverTime - near.data.receivedAt : 0,
    prizeMode,
  });

  // A new result is in: read the results and the tickets again (and keep reading open tickets until settled).
  const lastNumero = near.data?.lastNumero?.numero;
  useTicketWatch(gameId, lastNumero, game !== undefined);
  const seen = useRef(lastNumero);
  useEffect(() => {
    if (seen.current === lastNumero) return;
    seen.current = lastNumero;
    void queryClient.invalidateQueries({ queryKey: ['lottery', 'draws', gameCode] });
    void queryClient.invalidateQueries({ queryKey: ['lottery', 'tickets', gameId] });
  }, [lastNumero, gameCode, gameId, queryClient]);

  if (!game || !form.playType) return <EmptyState title={t('betting.unknownGame')} />;
  const serverNow = near.data ? now + near.data.serverTime - near.data.receivedAt : now;
  const open = draw !== null && serverNow < draw.closeTime;
  const problem = slipProblem(form.lines, region);

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
            submitting={slip.submitting}
            onRemove={form.removeLine}
            onClear={form.clearSlip}
            onSubmit={() => void slip.submit()}
            outcome={slip.outcome}
            problem={problem ? problemText(t, problem) : null}
            onDismiss={slip.dismiss}
          />
          <ResultsPanel
            draws={draws.data}
            gameName={name}
            isError={draws.isError}
            onRetry={() => void draws.refetch()}
          />
          <MyTickets gameId={gameId} />
        </aside>
      </div>
    </div>
  );
}
