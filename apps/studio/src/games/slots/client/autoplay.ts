import { Panel } from './dialog.ts';
import { delay, h } from './dom.ts';
import type { Game } from './game.ts';
import { parseMajor } from './money.ts';

const COUNTS = [10, 25, 50, 100] as const;

interface StopRules {
  onFeature: boolean;
  winAbove?: bigint;
  balanceBelow?: bigint;
}

/** Autoplay: a settings panel (spins, stop conditions) and the loop, stopped by its button, Space or a rule. */
export class Autoplay {
  private left = 0;
  private readonly panel: Panel;

  constructor(private readonly game: Game) {
    const { t } = game;
    this.panel = new Panel(t, t('autoplay.title'), 'autoplay-panel');
    const count = h(
      'select',
      { id: 'auto-count' },
      ...COUNTS.map((n) => h('option', { value: String(n) }, String(n))),
    );
    const feature = h('input', { type: 'checkbox', id: 'auto-feature', checked: true });
    const winAbove = h('input', {
      type: 'text',
      inputmode: 'decimal',
      id: 'auto-win',
      placeholder: '—',
      autocomplete: 'off',
    });
    const balanceBelow = h('input', {
      type: 'text',
      inputmode: 'decimal',
      id: 'auto-balance',
      placeholder: '—',
      autocomplete: 'off',
    });
    const form = h(
      'form',
      { className: 'form' },
      h('label', { for: 'auto-count' }, t('autoplay.spins')),
      count,
      h('label', { className: 'check', for: 'auto-feature' }, feature, t('autoplay.stopFeature')),
      h('label', { for: 'auto-win' }, `${t('autoplay.stopWin')} (${game.session.currency})`),
      winAbove,
      h(
        'label',
        { for: 'auto-balance' },
        `${t('autoplay.stopBalance')} (${game.session.currency})`,
      ),
      balanceBelow,
      h('button', { type: 'submit', className: 'primary' }, t('autoplay.start')),
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.panel.close();
      const rules: StopRules = { onFeature: feature.checked };
      const win = parseMajor(winAbove.value);
      const balance = parseMajor(balanceBelow.value);
      if (win !== undefined) rules.winAbove = win;
      if (balance !== undefined) rules.balanceBelow = balance;
      void this.run(Number(count.value), rules);
    });
    this.panel.fill(form);
    game.autoButton.addEventListener('click', () =>
      this.running ? this.stop() : this.panel.open(),
    );
  }

  get running(): boolean {
    return this.left > 0;
  }

  stop(): void {
    this.left = 0;
    this.render();
  }

  private async run(count: number, rules: StopRules): Promise<void> {
    this.left = count;
    this.render();
    while (this.left > 0) {
      this.left -= 1;
      this.render();
      const round = await this.game.spin();
      if (!round) break;
      if (rules.onFeature && round.freeSpins > 0) break;
      if (rules.winAbove !== undefined && round.winMinor > rules.winAbove) break;
      if (rules.balanceBelow !== undefined && this.game.balance < rules.balanceBelow) break;
      if (this.left > 0) await delay(500);
    }
    this.stop();
  }

  private render(): void {
    const { t, autoButton } = this.game;
    autoButton.textContent = this.running
      ? t('autoplay.stop', { count: this.left })
      : t('autoplay');
    autoButton.setAttribute(
      'aria-label',
      this.running ? t('autoplay.stopLabel', { count: this.left }) : t('autoplay.open'),
    );
    autoButton.classList.toggle('is-active', this.running);
  }
}
