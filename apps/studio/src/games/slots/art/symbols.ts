import { rank, RANKS } from '@/games/slots/art/icons/cards.ts';
import { THEME_ICONS } from '@/games/slots/art/icons/registry.ts';
import { scatter, wild } from '@/games/slots/art/icons/specials.ts';
import { createPaint } from '@/games/slots/art/paint.ts';
import type { TitleLook } from '@/games/slots/art/palettes.ts';
import { idPrefix, svgDocument } from '@/games/slots/art/svg.ts';
import type { IconDraw, Paint, Palette } from '@/games/slots/art/types.ts';

/** Looks up the drawing of any art key for a title (ranks, specials, theme icons). */
export function iconFor(look: TitleLook, key: string): IconDraw | undefined {
  const r = RANKS.findIndex((k) => k === key);
  if (r >= 0) return rank(key, r);
  const motif = THEME_ICONS.get(look.icons[0] ?? '') ?? THEME_ICONS.get('coin');
  if (motif && key === 'wild') return wild(motif);
  if (motif && key === 'scatter') return scatter(motif);
  return THEME_ICONS.get(key);
}

/** Draws an icon with the shared outline style and a soft drop shadow. */
export function styledIcon(draw: IconDraw, p: Paint, pal: Palette, shadow = true): string {
  let filter = '';
  if (shadow) {
    const id = p.id('shadow');
    p.def(
      `<filter id="${id}" x="-20%" y="-20%" width="140%" height="150%">` +
        `<feDropShadow dx="0" dy="5" stdDeviation="4" flood-color="#000" flood-opacity=".45"/></filter>`,
    );
    filter = ` filter="url(#${id})"`;
  }
  return (
    `<g${filter} stroke="${pal.ink}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round">` +
    `${draw(p, pal)}</g>`
  );
}

/** A complete 200 x 200 SVG document of one symbol. */
export function drawSymbol(code: string, look: TitleLook, key: string): string | undefined {
  const draw = iconFor(look, key);
  if (!draw) return undefined;
  const p = createPaint(idPrefix(code, key));
  const body = `<g transform="translate(10 8) scale(.9)">${styledIcon(draw, p, look.palette)}</g>`;
  return svgDocument(200, 200, p, body);
}
