import type { Api } from './api.ts';
import type { HistoryView, VerifyAnswer } from './api-types.ts';
import { h, replaceChildren } from './dom.ts';
import type { Game } from './game.ts';
import { symbolUrl } from './reels.ts';

/** The provably-fair view: current commitment, client seed, rotation, and verification of a round. */
export class FairPanel {
  readonly el: HTMLElement;
  private readonly hashEl = h('code', { className: 'seed' });
  private readonly nonceEl = h('output', {});
  private readonly clientSeed = h('input', {
    id: 'fair-client-seed',
    type: 'text',
    maxlength: 64,
    autocomplete: 'off',
    spellcheck: 'false',
  });
  private readonly revealedEl = h('div', { className: 'revealed', hidden: true });
  private readonly form = {
    serverSeed: h('input', {
      id: 'verify-server-seed',
      type: 'text',
      autocomplete: 'off',
      spellcheck: 'false',
    }),
    clientSeed: h('input', {
      id: 'verify-client-seed',
      type: 'text',
      autocomplete: 'off',
      spellcheck: 'false',
    }),
    nonce: h('input', { id: 'verify-nonce', type: 'number', min: 0, step: 1, value: '0' }),
    bet: h('select', { id: 'verify-bet' }),
  };
  private readonly resultEl = h('div', { className: 'verify-result', 'aria-live': 'polite' });
  /** The hash shown before the round being verified (from history or a rotation). */
  private expectedHash = '';

  constructor(
    private readonly game: Game,
    private readonly api: Api,
  ) {
    const { t } = game;
    game.session.title.betStepsMinor.forEach((step) =>
      this.form.bet.append(h('option', { value: String(step) }, game.money(BigInt(step)))),
    );
    const seedForm = h(
      'form',
      { className: 'inline-form' },
      this.clientSeed,
      h('button', { type: 'submit' }, t('fair.saveClientSeed')),
    );
    seedForm.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.saveClientSeed();
    });
    const verifyForm = h(
      'form',
      { className: 'form' },
      h('label', { for: 'verify-server-seed' }, t('fair.serverSeed')),
      this.form.serverSeed,
      h('label', { for: 'verify-client-seed' }, t('fair.clientSeed')),
      this.form.clientSeed,
      h(
        'div',
        { className: 'pair' },
        h('label', { for: 'verify-nonce' }, t('history.nonce'), this.form.nonce),
        h('label', { for: 'verify-bet' }, t('history.bet'), this.form.bet),
      ),
      h('button', { type: 'submit', className: 'primary' }, t('fair.verify')),
    );
    verifyForm.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.verify();
    });
    this.el = h(
      'div',
      { className: 'fair' },
      h('p', { className: 'muted' }, t('fair.intro')),
      h('h3', {}, t('fair.serverSeedHash')),
      this.hashEl,
      h('label', { for: 'fair-client-seed' }, h('h3', {}, t('fair.clientSeed'))),
      seedForm,
      h('p', {}, `${t('fair.nonce')}: `, this.nonceEl),
      h('button', { type: 'button', onclick: () => void this.rotate() }, t('fair.rotate')),
      this.revealedEl,
      h('h3', {}, t('fair.verifyTitle')),
      verifyForm,
      this.resultEl,
    );
    this.refresh();
  }

  /** Shows the game's current commitment. */
  refresh(): void {
    const { fair } = this.game;
    this.hashEl.textContent = fair.serverSeedHash;
    this.nonceEl.textContent = String(fair.nonce);
    if (document.activeElement !== this.clientSeed) this.clientSeed.value = fair.clientSeed;
  }

  /** Fills the verify form with a history round. */
  prefill(entry: HistoryView): void {
    this.form.serverSeed.value = entry.serverSeed ?? '';
    this.form.clientSeed.value = entry.clientSeed;
    this.form.nonce.value = String(entry.nonce);
    this.form.bet.value = entry.betMinor;
    this.expectedHash = entry.serverSeedHash;
    replaceChildren(this.resultEl);
    void this.verify();
  }

  private async saveClientSeed(): Promise<void> {
    const result = await this.api.setClientSeed(this.clientSeed.value.trim());
    if (!result.ok) return this.game.showError(result);
    this.game.fair = result.data.fair;
    this.refresh();
    this.resultEl.textContent = this.game.t('fair.saved');
  }

  private async rotate(): Promise<void> {
    const result = await this.api.rotateSeed();
    if (!result.ok) return this.game.showError(result);
    const { revealed, fair } = result.data;
    this.game.fair = fair;
    this.refresh();
    const { t } = this.game;
    this.revealedEl.hidden = false;
    replaceChildren(
      this.revealedEl,
      h('h3', {}, t('fair.revealed')),
      h('code', { className: 'seed' }, revealed.serverSeed),
      h('p', { className: 'muted small' }, `${t('fair.revealedHash')}: ${revealed.serverSeedHash}`),
    );
    this.form.serverSeed.value = revealed.serverSeed;
    this.form.clientSeed.value = revealed.clientSeed;
    this.form.nonce.value = String(Math.max(0, revealed.nonce - 1));
    this.expectedHash = revealed.serverSeedHash;
    this.game.onRoundSettled();
  }

  private async verify(): Promise<void> {
    const result = await this.api.verify({
      gameCode: this.game.session.gameId,
      serverSeed: this.form.serverSeed.value.trim(),
      clientSeed: this.form.clientSeed.value,
      nonce: Number(this.form.nonce.value),
      betMinor: Number(this.form.bet.value),
    });
    if (!result.ok) return this.game.showError(result);
    this.showResult(result.data);
  }

  private showResult(answer: VerifyAnswer): void {
    const { t, session } = this.game;
    const { title } = session;
    const matches = this.expectedHash ? answer.serverSeedHash === this.expectedHash : undefined;
    const rows: HTMLElement[] = [];
    for (let row = 0; row < title.rows; row++) {
      for (let reel = 0; reel < title.reels; reel++) {
        const id = answer.outcome.base.grid[reel]?.[row] ?? '';
        rows.push(
          h('img', {
            src: symbolUrl(title, id),
            alt: title.symbols.find((s) => s.id === id)?.name ?? id,
          }),
        );
      }
    }
    replaceChildren(
      this.resultEl,
      h(
        'p',
        { className: 'small' },
        `${t('fair.computedHash')}: `,
        h('code', {}, answer.serverSeedHash),
      ),
      matches === undefined
        ? null
        : h(
            'p',
            { className: matches ? 'ok' : 'bad' },
            matches ? `✓ ${t('fair.hashMatches')}` : `✗ ${t('fair.hashDiffers')}`,
          ),
      h('div', { className: 'mini-grid', style: `--reels:${title.reels}` }, ...rows),
      answer.outcome.freeSpins.length > 0
        ? h('p', {}, t('freeSpins.won', { count: answer.outcome.freeSpins.length }))
        : null,
      h(
        'p',
        { className: 'strong' },
        t('fair.result', { amount: this.game.money(BigInt(answer.outcome.totalWinMinor)) }),
      ),
    );
  }
}
