import type { Child } from './dom.ts';
import { h, replaceChildren } from './dom.ts';
import type { Translate } from './i18n.ts';

/** A side panel on a native <dialog>: modal focus, Esc closes, a Close button with an accessible name. */
export class Panel {
  readonly dialog: HTMLDialogElement;
  private readonly body: HTMLElement;

  constructor(t: Translate, title: string, id: string) {
    const headingId = `${id}-title`;
    this.body = h('div', { className: 'panel-body' });
    this.dialog = h(
      'dialog',
      { className: 'panel', id, 'aria-labelledby': headingId },
      h(
        'header',
        { className: 'panel-head' },
        h('h2', { id: headingId }, title),
        h(
          'button',
          {
            type: 'button',
            className: 'icon-button',
            'aria-label': t('close'),
            onclick: () => this.close(),
          },
          '✕',
        ),
      ),
      this.body,
    );
    // A click on the backdrop (outside the panel box) closes it.
    this.dialog.addEventListener('click', (event) => {
      if (event.target === this.dialog) this.close();
    });
    document.body.append(this.dialog);
  }

  fill(...children: Child[]): void {
    replaceChildren(this.body, ...children);
  }

  open(): void {
    if (!this.dialog.open) this.dialog.showModal();
  }

  close(): void {
    this.dialog.close();
  }
}

/** The page's toast: one message at a time, announced to screen readers. */
export class Toast {
  readonly el: HTMLElement;
  private readonly text: HTMLElement;
  private timer = 0;

  constructor(t: Translate) {
    this.text = h('p', { className: 'toast-text' });
    this.el = h(
      'div',
      { className: 'toast', role: 'alert', hidden: true },
      this.text,
      h(
        'button',
        {
          type: 'button',
          className: 'icon-button',
          'aria-label': t('dismiss'),
          onclick: () => this.hide(),
        },
        '✕',
      ),
    );
  }

  /** Shows a message; `sticky` ones stay until dismissed. */
  show(message: string, tone: 'error' | 'info' = 'error', sticky = false): void {
    window.clearTimeout(this.timer);
    this.text.textContent = message;
    this.el.dataset.tone = tone;
    this.el.hidden = false;
    if (!sticky) this.timer = window.setTimeout(() => this.hide(), 6_000);
  }

  hide(): void {
    this.el.hidden = true;
  }
}
