import type { HistoryView } from './api-types.ts';
import { h } from './dom.ts';
import type { Game } from './game.ts';

/** The last settled rounds; a revealed round offers "Verify" (opens the provably-fair view filled in). */
export function renderHistory(
  game: Game,
  history: readonly HistoryView[],
  verify: (entry: HistoryView) => void,
): HTMLElement {
  const { t } = game;
  if (history.length === 0) return h('p', { className: 'muted' }, t('history.empty'));
  const time = new Intl.DateTimeFormat(document.documentElement.lang || undefined, {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  return h(
    'div',
    { className: 'table-wrap' },
    h(
      'table',
      { className: 'history' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          ...(['history.time', 'history.bet', 'history.win', 'history.nonce'] as const).map((k) =>
            h('th', { scope: 'col' }, t(k)),
          ),
          h('th', { scope: 'col' }, h('span', { className: 'sr-only' }, t('history.verify'))),
        ),
      ),
      h(
        'tbody',
        {},
        ...history.map((entry) =>
          h(
            'tr',
            { className: BigInt(entry.winMinor) > 0n ? 'won' : '' },
            h('td', {}, time.format(new Date(entry.time))),
            h('td', { className: 'num' }, game.money(BigInt(entry.betMinor))),
            h('td', { className: 'num' }, game.money(BigInt(entry.winMinor))),
            h('td', { className: 'num' }, String(entry.nonce)),
            h(
              'td',
              {},
              entry.serverSeed
                ? h(
                    'button',
                    { type: 'button', className: 'link-button', onclick: () => verify(entry) },
                    t('history.verify'),
                  )
                : h('span', { className: 'muted small', title: t('history.sealed') }, '🔒'),
            ),
          ),
        ),
      ),
    ),
  );
}
