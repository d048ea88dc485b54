import type { PositionView, TitleView } from './api-types.ts';
import { delay, h } from './dom.ts';

/** The URL of a symbol's drawing. */
export const symbolUrl = (title: TitleView, symbolId: string): string => {
  const art = title.symbols.find((s) => s.id === symbolId)?.art ?? symbolId;
  return `/art/${encodeURIComponent(title.code)}/${encodeURIComponent(art)}.svg`;
};

/** The reels: rows × reels symbol images, a blurred scroll while spinning, stops left to right. */
export class ReelsView {
  readonly el: HTMLElement;
  private readonly columns: HTMLElement[] = [];
  private readonly cells: HTMLImageElement[][] = [];
  private readonly timers = new Map<number, number>();
  private grid: string[][];

  constructor(
    private readonly title: TitleView,
    private readonly nameOf: (symbolId: string) => string,
  ) {
    this.grid = initialGrid(title);
    this.el = h('div', {
      className: 'reels',
      role: 'img',
      style: `--reels:${title.reels};--rows:${title.rows}`,
    });
    for (let reel = 0; reel < title.reels; reel++) {
      const column = h('div', { className: 'reel' });
      const images: HTMLImageElement[] = [];
      for (let row = 0; row < title.rows; row++) {
        const img = h('img', { className: 'cell', alt: '', draggable: 'false', decoding: 'async' });
        images.push(img);
        column.append(h('div', { className: 'slot' }, img));
      }
      this.columns.push(column);
      this.cells.push(images);
      this.el.append(column);
    }
    this.show(this.grid);
  }

  /** Shows a grid (grid[reel][row]) at rest. */
  show(grid: string[][]): void {
    this.grid = grid;
    grid.forEach((column, reel) => column.forEach((id, row) => this.paint(reel, row, id)));
    this.el.setAttribute('aria-label', this.describe(grid));
  }

  /** Starts every reel spinning (before the result is known). */
  start(reduced: boolean): void {
    this.highlight([]);
    this.columns.forEach((column, reel) => {
      column.classList.remove('landing');
      if (reduced) return;
      column.classList.add('spinning');
      this.timers.set(
        reel,
        window.setInterval(() => {
          for (let row = 0; row < this.title.rows; row++)
            this.paint(reel, row, randomSymbol(this.title));
        }, 70),
      );
    });
  }

  /** Stops the reels on `grid`, left to right. */
  async stop(grid: string[][], reduced: boolean, fast = false): Promise<void> {
    if (reduced) {
      this.halt();
      this.show(grid);
      return;
    }
    await delay(fast ? 120 : 300);
    for (let reel = 0; reel < this.title.reels; reel++) {
      this.halt(reel);
      grid[reel]?.forEach((id, row) => this.paint(reel, row, id));
      this.columns[reel]?.classList.add('landing');
      await delay(fast ? 70 : 150);
    }
    this.show(grid);
  }

  /** Stops spinning on the grid shown before (the spin did not happen). */
  abort(): void {
    this.halt();
    this.show(this.grid);
  }

  /** Marks winning positions (empty: none); the other symbols dim. */
  highlight(positions: readonly PositionView[]): void {
    const on = new Set(positions.map((p) => `${p.reel}:${p.row}`));
    this.el.classList.toggle('has-win', on.size > 0);
    this.cells.forEach((column, reel) =>
      column.forEach((img, row) =>
        img.parentElement?.classList.toggle('is-win', on.has(`${reel}:${row}`)),
      ),
    );
  }

  private halt(reel?: number): void {
    for (const [r, timer] of this.timers) {
      if (reel !== undefined && r !== reel) continue;
      window.clearInterval(timer);
      this.timers.delete(r);
      this.columns[r]?.classList.remove('spinning');
    }
  }

  private paint(reel: number, row: number, id: string): void {
    const img = this.cells[reel]?.[row];
    if (!img) return;
    const src = symbolUrl(this.title, id);
    if (img.getAttribute('src') !== src) img.src = src;
    img.alt = this.nameOf(id);
  }

  private describe(grid: string[][]): string {
    const rows: string[] = [];
    for (let row = 0; row < this.title.rows; row++)
      rows.push(grid.map((column) => this.nameOf(column[row] ?? '')).join(', '));
    return rows.join('; ');
  }
}

function randomSymbol(title: TitleView): string {
  return title.symbols[Math.floor(Math.random() * title.symbols.length)]?.id ?? '';
}

/** A resting grid before the first spin: regular symbols in a staggered pattern. */
function initialGrid(title: TitleView): string[][] {
  const regular = title.symbols.filter((s) => s.kind === 'regular');
  return Array.from({ length: title.reels }, (_, reel) =>
    Array.from(
      { length: title.rows },
      (_, row) => regular[(reel * 2 + row * 3) % Math.max(1, regular.length)]?.id ?? '',
    ),
  );
}
