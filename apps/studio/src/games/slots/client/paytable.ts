import type { SymbolView, TitleView } from './api-types.ts';
import { h } from './dom.ts';
import type { Game } from './game.ts';
import { formatMinor } from './money.ts';
import { symbolUrl } from './reels.ts';

/** What a symbol pays for `count` at the current bet (lines/ways: per bet unit; scatters: times the bet). */
function payAt(title: TitleView, symbol: SymbolView, pay: number, betMinor: number): bigint {
  const bet = BigInt(betMinor);
  return symbol.kind === 'scatter'
    ? BigInt(pay) * bet
    : (BigInt(pay) * bet) / BigInt(title.betUnits);
}

function symbolCard(game: Game, symbol: SymbolView): HTMLElement {
  const { title } = game.session;
  const pays = Object.entries(symbol.pays)
    .filter((entry): entry is [string, number] => entry[1] !== undefined && entry[1] > 0)
    .sort(([a], [b]) => Number(b) - Number(a));
  return h(
    'li',
    { className: 'pay-card' },
    h('img', { src: symbolUrl(title, symbol.id), alt: '', width: 56, height: 56 }),
    h(
      'div',
      {},
      h('strong', {}, symbol.name),
      h(
        'dl',
        { className: 'pays' },
        ...pays.flatMap(([count, pay]) => [
          h('dt', {}, `${count}×`),
          h('dd', {}, formatMinor(payAt(title, symbol, pay, game.betMinor))),
        ]),
      ),
    ),
  );
}

/** A payline drawn on a small rows × reels grid. */
function lineDiagram(game: Game, rows: readonly number[], index: number): HTMLElement {
  const { title } = game.session;
  const cells: HTMLElement[] = [];
  for (let row = 0; row < title.rows; row++) {
    for (let reel = 0; reel < title.reels; reel++)
      cells.push(h('span', { className: rows[reel] === row ? 'on' : '' }));
  }
  return h(
    'figure',
    { className: 'line-diagram' },
    h('div', { className: 'mini', style: `--reels:${title.reels}` }, ...cells),
    h('figcaption', {}, String(index + 1)),
  );
}

/** The paytable and rules, generated from the title at the current bet. */
export function renderPaytable(game: Game): HTMLElement {
  const { t } = game;
  const { title } = game.session;
  const wild = title.symbols.find((s) => s.kind === 'wild');
  const scatter = title.symbols.find((s) => s.kind === 'scatter');
  const awards = Object.entries(title.freeSpinsByScatters)
    .filter((entry): entry is [string, number] => entry[1] !== undefined)
    .sort(([a], [b]) => Number(a) - Number(b));
  const minScatters = awards[0]?.[0] ?? '3';
  const evaluation = title.evaluation;
  return h(
    'div',
    { className: 'rules' },
    h('p', { className: 'tagline' }, title.tagline),
    h(
      'p',
      { className: 'muted' },
      `${t('rules.paysAtBet', { bet: game.money(BigInt(game.betMinor)) })} (${game.session.currency})`,
    ),
    h(
      'ul',
      { className: 'pay-grid' },
      ...title.symbols
        .filter((s) => Object.keys(s.pays).length > 0)
        .map((s) => symbolCard(game, s)),
    ),
    wild && scatter
      ? h('p', {}, t('rules.wild', { symbol: wild.name, scatter: scatter.name }))
      : null,
    scatter ? h('p', {}, t('rules.scatter', { symbol: scatter.name })) : null,
    scatter && awards.length > 0
      ? h(
          'p',
          {},
          t('rules.freeSpins', {
            count: minScatters,
            symbol: scatter.name,
            awards: awards
              .map(([count, spins]) => t('rules.freeSpinsAward', { count, spins }))
              .join(', '),
            multiplier: `×${title.freeSpinMultiplier}`,
          }),
        )
      : null,
    evaluation.kind === 'lines'
      ? h(
          'section',
          {},
          h('p', {}, t('rules.lines', { count: evaluation.lines.length })),
          h('h3', {}, t('rules.linesDiagram')),
          h(
            'div',
            { className: 'line-grid' },
            ...evaluation.lines.map((rows, i) => lineDiagram(game, rows, i)),
          ),
        )
      : h('p', {}, t('rules.ways', { ways: title.rows ** title.reels })),
    h('p', {}, t('rules.rtp', { rtp: title.rtpPercent.toFixed(2) })),
    h('p', {}, t('rules.volatility', { level: t(`volatility.${title.volatility}`) })),
    h('p', { className: 'muted' }, t('rules.malfunction')),
  );
}
