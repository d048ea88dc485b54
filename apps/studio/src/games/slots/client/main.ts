import { createApi } from './api.ts';
import type { HistoryView } from './api-types.ts';
import { Autoplay } from './autoplay.ts';
import { Panel, Toast } from './dialog.ts';
import { h, replaceChildren } from './dom.ts';
import { FairPanel } from './fair-panel.ts';
import { Game } from './game.ts';
import { renderHistory } from './history-panel.ts';
import { createTranslate } from './i18n.ts';
import { renderPaytable } from './paytable.ts';

interface Boot {
  gameCode: string;
  lobbyUrl: string;
  strings: Record<string, string>;
}

/** The boot data the studio writes into the page (`<script id="boot" type="application/json">`). */
function readBoot(): Boot {
  const parsed: unknown = JSON.parse(document.getElementById('boot')?.textContent ?? '{}');
  const record = typeof parsed === 'object' && parsed !== null ? parsed : {};
  const strings: Record<string, string> = {};
  const raw =
    'strings' in record && typeof record.strings === 'object' && record.strings !== null
      ? record.strings
      : {};
  for (const [key, value] of Object.entries(raw))
    if (typeof value === 'string') strings[key] = value;
  return {
    gameCode: 'gameCode' in record && typeof record.gameCode === 'string' ? record.gameCode : '',
    lobbyUrl: 'lobbyUrl' in record && typeof record.lobbyUrl === 'string' ? record.lobbyUrl : '',
    strings,
  };
}

async function start(): Promise<void> {
  const boot = readBoot();
  const t = createTranslate(boot.strings);
  const root = document.getElementById('app') ?? document.body;
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const api = createApi(token);
  const toast = new Toast(t);
  replaceChildren(root, h('p', { className: 'loading' }, t('loading')), toast.el);

  const session = await api.session();
  if (!session.ok) {
    replaceChildren(
      root,
      h(
        'div',
        { className: 'fatal', role: 'alert' },
        h('p', {}, t(`error.${session.error}`)),
        lobbyLink(boot.lobbyUrl, t('lobby')),
      ),
    );
    return;
  }
  const game = new Game(session.data, api, t, toast);
  const autoplay = new Autoplay(game);
  const rules = new Panel(t, t('menu.rules'), 'rules-panel');
  const historyPanel = new Panel(t, t('menu.history'), 'history-panel');
  const fairPanel = new Panel(t, t('menu.fair'), 'fair-panel');
  const fair = new FairPanel(game, api);
  fairPanel.fill(fair.el);

  let history: HistoryView[] = session.data.history;
  const verify = (entry: HistoryView) => {
    historyPanel.close();
    fair.prefill(entry);
    fairPanel.open();
  };
  const showHistory = async () => {
    const result = await api.history();
    if (result.ok) history = result.data.history;
    historyPanel.fill(renderHistory(game, history, verify));
  };
  game.onRoundSettled = () => {
    notifySite(boot.lobbyUrl);
    fair.refresh();
    if (historyPanel.dialog.open) void showHistory();
  };
  game.onBetChanged = () => rules.fill(renderPaytable(game));
  rules.fill(renderPaytable(game));

  const menu = (label: string, icon: string, onclick: () => void) =>
    h(
      'button',
      {
        type: 'button',
        className: 'icon-button menu-button',
        'aria-label': label,
        title: label,
        onclick,
      },
      h('span', { 'aria-hidden': 'true' }, icon),
    );
  const header = h(
    'header',
    { className: 'top' },
    lobbyLink(boot.lobbyUrl, t('lobby')),
    h(
      'h1',
      {},
      session.data.title.name,
      session.data.mode === 'demo' ? h('span', { className: 'badge' }, t('demo')) : null,
    ),
    h(
      'nav',
      { className: 'menu' },
      menu(t('menu.rules'), 'i', () => rules.open()),
      menu(t('menu.history'), '☰', () => {
        historyPanel.fill(renderHistory(game, history, verify));
        historyPanel.open();
        void showHistory();
      }),
      menu(t('menu.fair'), '✓', () => {
        fair.refresh();
        fairPanel.open();
      }),
    ),
  );
  replaceChildren(root, h('div', { className: 'game' }, header, game.el), toast.el);

  document.addEventListener('keydown', (event) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    if (document.querySelector('dialog[open]')) return;
    const target = event.target;
    if (target instanceof HTMLElement && target.closest('button, a, input, select, textarea'))
      return;
    event.preventDefault();
    if (autoplay.running) autoplay.stop();
    else void game.spin();
  });
}

/**
 * Tells the embedding site that a round settled, so it refreshes its balance. Sent only to the
 * site's own origin (from the lobby URL), never to `*`; it carries no amounts.
 */
function notifySite(lobbyUrl: string): void {
  if (window.parent === window) return;
  try {
    window.parent.postMessage({ type: 'monsoon:round-settled' }, new URL(lobbyUrl).origin);
  } catch {
    // no lobby URL: the site refreshes on focus instead
  }
}

/** "Back to lobby" only when the site gave a lobby URL; it leaves the iframe (top window). */
function lobbyLink(url: string, label: string): HTMLElement | null {
  if (!url) return null;
  return h(
    'a',
    { className: 'lobby', href: url, target: '_top', rel: 'noopener' },
    h('span', { 'aria-hidden': 'true' }, '‹ '),
    h('span', { className: 'lobby-text' }, label),
  );
}

void start();
