import { darken, lighten } from '@/games/slots/art/color.ts';
import { createPaint } from '@/games/slots/art/paint.ts';
import type { TitleLook } from '@/games/slots/art/palettes.ts';
import { rays, seeded, starPoints } from '@/games/slots/art/shapes.ts';
import { idPrefix, svgDocument } from '@/games/slots/art/svg.ts';
import { iconFor, styledIcon } from '@/games/slots/art/symbols.ts';
import type { TileMark } from '@/games/slots/art/types.ts';

const LETTERED = new Set(['bar']);

const place = (markup: string, x: number, y: number, s: number, rot = 0): string =>
  `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s}) translate(-100 -100)">${markup}</g>`;

/**
 * The lobby icon: the title's hero motif in front of two supporting icons on its themed backdrop.
 * With a brand mark the backdrop takes the brand's tint, the frame its colour, and its badge sits on top.
 */
export function drawTile(code: string, look: TitleLook, mark?: TileMark): string {
  const pal = look.palette;
  const p = createPaint(idPrefix(code, 'tile', ...(mark ? [mark.id] : [])));
  const frame = mark?.color ?? pal.metal;
  const bg = p.id('bg');
  p.def(
    `<radialGradient id="${bg}" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="${lighten(pal.bgTop, 0.25)}"/>` +
      `<stop offset=".55" stop-color="${pal.bgTop}"/><stop offset="1" stop-color="${darken(pal.bgBottom, 0.2)}"/></radialGradient>`,
  );
  const rng = seeded(code.length * 97 + code.charCodeAt(4));
  const sparkles = Array.from({ length: 14 }, () => {
    const x = 20 + rng() * 360;
    const y = 20 + rng() * 360;
    return `<polygon points="${starPoints(x, y, 4 + rng() * 7, 1.5, 4)}" fill="${pal.glow}" opacity="${(0.4 + rng() * 0.5).toFixed(2)}"/>`;
  }).join('');
  // The lobby prints the name in the player's language, so icons that carry lettering stay off the tile.
  const motifs = look.icons.filter((k) => !LETTERED.has(k));
  const icon = (i: number): string => {
    const draw = iconFor(look, motifs[i] ?? 'coin');
    return draw ? styledIcon(draw, p, pal) : '';
  };
  const body = `
  <rect width="400" height="400" fill="url(#${bg})"/>
  ${mark ? `<rect width="400" height="400" fill="${mark.color}" opacity=".2"/>` : ''}
  <path d="${rays(200, 180, 60, 420, 18, 0.07)}" fill="${pal.glow}" opacity=".12"/>
  <circle cx="200" cy="185" r="150" fill="${pal.glow}" opacity=".16"/>
  ${sparkles}
  <ellipse cx="200" cy="360" rx="170" ry="30" fill="#000" opacity=".25"/>
  ${place(icon(1), 86, 300, 0.74, -12)}${place(icon(2), 314, 300, 0.74, 12)}
  ${place(icon(0), 200, 172, 1.36)}
  <rect x="8" y="8" width="384" height="384" rx="28" fill="none" stroke="${frame}" stroke-width="${mark ? 10 : 6}" opacity=".85"/>
  <rect x="18" y="18" width="364" height="364" rx="20" fill="none" stroke="${lighten(frame, 0.5)}" stroke-width="2" opacity=".5"/>
  ${mark ? mark.badge(p) : ''}`;
  return svgDocument(400, 400, p, body);
}
