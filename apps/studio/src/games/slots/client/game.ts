import type { Api, ApiResult } from './api.ts';
import type { FairView, SessionView, SpinAnswer, SpinView, SpinWinView } from './api-types.ts';
import type { Toast } from './dialog.ts';
import { delay, h, reducedMotion } from './dom.ts';
import type { Translate, UiKey } from './i18n.ts';
import { formatMinor } from './money.ts';
import { ReelsView } from './reels.ts';

/** A round as the page finished presenting it (autoplay reads it for its stop conditions). */
export interface PlayedRound {
  winMinor: bigint;
  freeSpins: number;
}

/** The game's state and its main view: reels, meters, bet, spin; the panels hang off its events. */
export class Game {
  readonly el: HTMLElement;
  balance: bigint;
  betIndex = 0;
  busy = false;
  fair: FairView;
  /** Called when the fair state or history changed (a round settled, seeds changed). */
  onRoundSettled: () => void = () => {};
  /** Called when the bet changed (the paytable shows pays at the current bet). */
  onBetChanged: () => void = () => {};
  readonly reels: ReelsView;
  readonly spinButton: HTMLButtonElement;
  readonly autoButton: HTMLButtonElement;
  private readonly balanceEl = h('output', { className: 'meter-value', 'aria-live': 'off' });
  private readonly winEl = h('output', { className: 'meter-value' });
  private readonly messageEl = h('p', { className: 'message', 'aria-live': 'polite' });
  private readonly betEl = h('select', { className: 'bet-select' });
  private readonly freeSpinsEl = h('div', { className: 'free-spins', hidden: true });
  private readonly bigWinEl = h('div', { className: 'big-win', hidden: true, role: 'status' });
  private cycle = 0;

  constructor(
    readonly session: SessionView,
    private readonly api: Api,
    readonly t: Translate,
    private readonly toast: Toast,
  ) {
    const { title } = session;
    this.balance = BigInt(session.balanceMinor);
    this.fair = session.fair;
    const symbolName = (id: string) => title.symbols.find((s) => s.id === id)?.name ?? id;
    this.reels = new ReelsView(title, symbolName);
    title.betStepsMinor.forEach((step, index) =>
      this.betEl.append(h('option', { value: String(index) }, this.money(BigInt(step)))),
    );
    this.betEl.setAttribute('aria-label', t('bet.choose'));
    this.betEl.addEventListener('change', () => this.setBet(Number(this.betEl.value)));
    this.spinButton = h(
      'button',
      {
        type: 'button',
        className: 'spin-button',
        'aria-label': t('spin'),
        onclick: () => void this.spin(),
      },
      h('span', { 'aria-hidden': 'true' }, '↻'),
    );
    this.autoButton = h(
      'button',
      { type: 'button', className: 'auto-button', 'aria-label': t('autoplay.open') },
      t('autoplay'),
    );
    const step = (delta: number, label: UiKey, text: string) =>
      h(
        'button',
        {
          type: 'button',
          className: 'step-button',
          'aria-label': t(label),
          onclick: () => this.setBet(this.betIndex + delta),
        },
        text,
      );

    this.el = h(
      'div',
      { className: 'stage-wrap' },
      h(
        'section',
        { className: 'stage' },
        this.freeSpinsEl,
        h('div', { className: 'frame' }, this.reels.el),
        this.bigWinEl,
      ),
      this.messageEl,
      h(
        'div',
        { className: 'controls' },
        h(
          'div',
          { className: 'meter' },
          h('span', { className: 'meter-label' }, t('balance')),
          this.balanceEl,
        ),
        h(
          'div',
          { className: 'meter' },
          h('span', { className: 'meter-label' }, t('win')),
          this.winEl,
        ),
        h(
          'div',
          { className: 'bet' },
          h('span', { className: 'meter-label' }, t('bet')),
          h(
            'div',
            { className: 'bet-row' },
            step(-1, 'bet.decrease', '−'),
            this.betEl,
            step(1, 'bet.increase', '+'),
          ),
        ),
        h('div', { className: 'actions' }, this.autoButton, this.spinButton),
      ),
    );
    this.setBet(0);
    this.renderBalance(this.balance);
    this.winEl.textContent = this.money(0n);
    this.messageEl.textContent = t('win.none');
  }

  get betMinor(): number {
    return (
      this.session.title.betStepsMinor[this.betIndex] ?? this.session.title.betStepsMinor[0] ?? 0
    );
  }

  money(minor: bigint): string {
    return formatMinor(minor, this.session.currency);
  }

  setBet(index: number): void {
    const steps = this.session.title.betStepsMinor.length;
    if (this.busy) return;
    this.betIndex = Math.min(Math.max(index, 0), steps - 1);
    this.betEl.value = String(this.betIndex);
    this.onBetChanged();
  }

  setBusy(busy: boolean): void {
    this.busy = busy;
    this.spinButton.disabled = busy;
    this.betEl.disabled = busy;
    this.el.querySelectorAll<HTMLButtonElement>('.step-button').forEach((b) => (b.disabled = busy));
    this.spinButton.setAttribute('aria-label', this.t(busy ? 'spin.busy' : 'spin'));
    this.el.classList.toggle('is-busy', busy);
  }

  /** Plays one round; undefined when it did not happen (the error is shown). */
  async spin(): Promise<PlayedRound | undefined> {
    if (this.busy) return undefined;
    const bet = BigInt(this.betMinor);
    const reduced = reducedMotion();
    window.clearInterval(this.cycle);
    this.setBusy(true);
    this.bigWinEl.hidden = true;
    this.freeSpinsEl.hidden = true;
    this.toast.hide();
    this.winEl.textContent = this.money(0n);
    this.messageEl.textContent = '';
    this.renderBalance(this.balance - bet);
    this.reels.start(reduced);
    const result = await this.api.spin(this.betMinor);
    if (!result.ok) {
      this.reels.abort();
      this.renderBalance(this.balance);
      this.showError(result);
      this.setBusy(false);
      return undefined;
    }
    const played = await this.present(result.data, reduced);
    this.setBusy(false);
    return played;
  }

  showError(result: Extract<ApiResult<unknown>, { ok: false }>): void {
    if (result.balanceMinor) {
      this.balance = BigInt(result.balanceMinor);
      this.renderBalance(this.balance);
    }
    this.toast.show(
      this.t(`error.${result.error}`),
      'error',
      result.error === 'connection.lost' || result.error === 'session.expired',
    );
  }

  private async present(answer: SpinAnswer, reduced: boolean): Promise<PlayedRound> {
    const { outcome } = answer.round;
    const bet = BigInt(answer.round.betMinor);
    let shown = 0n;
    await this.reels.stop(outcome.base.grid, reduced);
    shown = await this.presentWins(outcome.base, shown, reduced);
    if (outcome.base.freeSpinsAwarded > 0)
      await this.announce(
        this.t('freeSpins.won', { count: outcome.base.freeSpinsAwarded }),
        reduced,
      );
    let total = outcome.freeSpins.length;
    for (const [index, free] of outcome.freeSpins.entries()) {
      this.freeSpinsEl.hidden = false;
      this.freeSpinsEl.textContent = `${this.t('freeSpins.counter', { current: index + 1, total })} · ${this.t('freeSpins.multiplier', { value: free.multiplier })}`;
      this.reels.start(reduced);
      await this.reels.stop(free.grid, reduced, true);
      shown = await this.presentWins(free, shown, reduced);
      if (free.freeSpinsAwarded > 0) {
        total = outcome.freeSpins.length;
        await this.announce(this.t('freeSpins.won', { count: free.freeSpinsAwarded }), reduced);
      }
    }
    const win = BigInt(answer.round.winMinor);
    this.balance = BigInt(answer.balanceMinor);
    this.renderBalance(this.balance);
    this.winEl.textContent = this.money(win);
    this.fair = answer.fair;
    if (win > 0n) this.messageEl.textContent = this.t('win.total', { amount: this.money(win) });
    if (win >= bet * 20n) {
      this.bigWinEl.replaceChildren(
        h('strong', {}, this.t('win.big')),
        h('span', {}, this.money(win)),
      );
      this.bigWinEl.hidden = false;
      window.setTimeout(() => (this.bigWinEl.hidden = true), reduced ? 2_500 : 3_500);
    }
    const lastSpin = outcome.freeSpins.at(-1) ?? outcome.base;
    if (outcome.freeSpins.length === 0) this.cycleWins(lastSpin);
    this.onRoundSettled();
    return { winMinor: win, freeSpins: outcome.freeSpins.length };
  }

  /** Highlights a spin's wins and counts the win meter up; answers the new meter value. */
  private async presentWins(spin: SpinView, from: bigint, reduced: boolean): Promise<bigint> {
    if (spin.wins.length === 0) return from;
    this.reels.highlight(spin.wins.flatMap((w) => w.positions));
    const best = spin.wins.reduce((a, b) => (BigInt(b.winMinor) > BigInt(a.winMinor) ? b : a));
    this.messageEl.textContent = this.describe(best);
    const to = from + BigInt(spin.winMinor);
    await this.countUp(from, to, reduced);
    return to;
  }

  private async countUp(from: bigint, to: bigint, reduced: boolean): Promise<void> {
    const steps = reduced ? 1 : 12;
    for (let i = 1; i <= steps; i++) {
      this.winEl.textContent = this.money(from + ((to - from) * BigInt(i)) / BigInt(steps));
      if (!reduced) await delay(40);
    }
    await delay(reduced ? 150 : 350);
  }

  private async announce(text: string, reduced: boolean): Promise<void> {
    this.messageEl.textContent = text;
    this.freeSpinsEl.hidden = false;
    this.freeSpinsEl.textContent = text;
    await delay(reduced ? 600 : 1_400);
  }

  /** After a round with several wins: shows each win in turn until the next spin. */
  private cycleWins(spin: SpinView): void {
    if (spin.wins.length < 2) return;
    let index = 0;
    this.cycle = window.setInterval(() => {
      const win = spin.wins[index % spin.wins.length];
      if (!win) return;
      this.reels.highlight(win.positions);
      this.messageEl.textContent = this.describe(win);
      index += 1;
    }, 1_500);
  }

  describe(win: SpinWinView): string {
    const symbol = this.session.title.symbols.find((s) => s.id === win.symbol)?.name ?? win.symbol;
    const amount = this.money(BigInt(win.winMinor));
    if (win.kind === 'line')
      return this.t('win.line', { line: (win.line ?? 0) + 1, count: win.count, symbol, amount });
    if (win.kind === 'ways')
      return this.t('win.ways', { ways: win.ways ?? 1, count: win.count, symbol, amount });
    return this.t('win.scatter', { count: win.count, symbol, amount });
  }

  private renderBalance(value: bigint): void {
    this.balanceEl.textContent = this.money(value);
  }
}
