import { lighten } from '@/games/slots/art/color.ts';
import type { IconDraw } from '@/games/slots/art/types.ts';

/** The card ranks in palette order. */
export const RANKS: readonly string[] = ['A', 'K', 'Q', 'J', '10', '9'];

const FONT = `font-family="Georgia, 'Times New Roman', serif" font-weight="900" text-anchor="middle"`;

/** Bold card rank lettering with a metal rim, coloured by the rank's slot in the palette. */
export function rank(label: string, index: number): IconDraw {
  return (p, pal) => {
    const color = pal.cards[index] ?? pal.metal;
    const size = label.length > 1 ? 128 : 164;
    const spacing = label.length > 1 ? ' letter-spacing="-10"' : '';
    const text = (attrs: string): string =>
      `<text x="${label.length > 1 ? 96 : 100}" y="162" font-size="${size}"${spacing} ${FONT} ${attrs}>${label}</text>`;
    return `
    ${text(`fill="none" stroke="${pal.ink}" stroke-width="20"`)}
    ${text(`fill="none" stroke="${p.metal(pal.metal)}" stroke-width="10"`)}
    ${text(`fill="${p.lin(color)}" stroke="${pal.ink}" stroke-width="3"`)}
    ${text(`fill="none" stroke="${lighten(color, 0.6)}" stroke-width="2" opacity=".6" transform="translate(-2 -3)"`)}`;
  };
}
