import { darken, lighten } from '@/games/slots/art/color.ts';
import { rays, starPoints } from '@/games/slots/art/shapes.ts';
import type { IconDraw, Paint, Palette } from '@/games/slots/art/types.ts';

const WORD = `font-family="'Arial Black', Impact, sans-serif" font-weight="900" text-anchor="middle"`;

/** A ribbon banner with a word on it, centred at y. */
function banner(p: Paint, pal: Palette, word: string, y: number, fill: string): string {
  return `
  <path d="M6,${y - 10} L28,${y - 10} L28,${y + 26} L6,${y + 26} L16,${y + 8} Z M194,${y - 10} L172,${y - 10} L172,${y + 26} L194,${y + 26} L184,${y + 8} Z" fill="${p.lin(darken(fill, 0.3))}"/>
  <rect x="20" y="${y - 22}" width="160" height="44" rx="10" fill="${p.lin(fill)}"/>
  <rect x="26" y="${y - 17}" width="148" height="34" rx="7" fill="none" stroke="${pal.metal}" stroke-width="2"/>
  <text x="100" y="${y + 13}" font-size="36" letter-spacing="3" ${WORD} fill="${p.lin(lighten(pal.metal, 0.35))}" stroke-width="4" paint-order="stroke">${word}</text>`;
}

const nested = (icon: string, x: number, y: number, s: number): string =>
  `<g transform="translate(${x} ${y}) scale(${s})">${icon}</g>`;

/** WILD badge: the title's motif on a glowing medallion above a WILD ribbon. */
export function wild(motif: IconDraw): IconDraw {
  return (p, pal) => `
  <path d="${rays(100, 86, 40, 98, 16, 0.1)}" fill="${pal.glow}" stroke="none" opacity=".45"/>
  <circle cx="100" cy="84" r="74" fill="${p.metal(pal.metal)}" stroke-width="6"/>
  <circle cx="100" cy="84" r="62" fill="${p.rad(pal.cool)}" stroke-width="4"/>
  ${nested(motif(p, pal), 48, 32, 0.52)}
  ${banner(p, pal, 'WILD', 160, pal.hot)}`;
}

/** FREE scatter: a star-burst around the title's motif with a FREE ribbon. */
export function scatter(motif: IconDraw): IconDraw {
  return (p, pal) => `
  <polygon points="${starPoints(100, 90, 96, 70, 14)}" fill="${p.rad(pal.hot)}" stroke-width="5"/>
  <polygon points="${starPoints(100, 90, 78, 60, 14)}" fill="${p.rad(pal.metal)}" stroke-width="3" transform="rotate(13 100 90)"/>
  <circle cx="100" cy="90" r="56" fill="${p.rad(lighten(pal.glow, 0.3))}" stroke-width="4"/>
  ${nested(motif(p, pal), 56, 44, 0.44)}
  ${banner(p, pal, 'FREE', 166, pal.cool)}`;
}
