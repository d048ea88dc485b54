import { darken, lighten } from '@/games/slots/art/color.ts';
import { shine, starPoints } from '@/games/slots/art/shapes.ts';
import type { IconDraw } from '@/games/slots/art/types.ts';

const mirror = (markup: string): string =>
  `<g transform="translate(200 0) scale(-1 1)">${markup}</g>`;

/** Golden bell with a swinging clapper. */
export const bell: IconDraw = (p, pal) => `
  <circle cx="100" cy="24" r="12" fill="${p.metal(pal.metal)}"/>
  <path d="M100,30 C142,30 152,64 152,100 C152,128 162,142 178,150 L22,150 C38,142 48,128 48,100 C48,64 58,30 100,30 Z" fill="${p.metal(pal.metal)}"/>
  <circle cx="100" cy="170" r="16" fill="${p.rad(pal.hot)}"/>
  <path d="M16,148 L184,148 Q190,166 172,168 L28,168 Q10,166 16,148 Z" fill="${p.lin(darken(pal.metal, 0.1))}"/>
  <path d="M52,112 L148,112" fill="none" stroke="${darken(pal.metal, 0.35)}" stroke-width="5"/>
  ${shine(76, 72, 10, 30, 12, 0.55)}`;

const SEVEN =
  'M34,34 L170,34 L170,62 C134,100 114,140 108,182 L60,182 C66,138 90,96 122,70 L34,70 Z';

/** Classic lucky seven with a chrome rim. */
export const seven: IconDraw = (p, pal) => `
  <path d="${SEVEN}" fill="none" stroke-width="24"/>
  <path d="${SEVEN}" fill="none" stroke="${p.metal('#d6dbe4')}" stroke-width="14"/>
  <path d="${SEVEN}" fill="${p.lin(pal.hot)}" stroke-width="3"/>
  <path d="M44,44 L160,44" fill="none" stroke="#fff" stroke-width="5" opacity=".5"/>
  <path d="M118,78 C96,104 84,134 78,170" fill="none" stroke="#fff" stroke-width="5" opacity=".35"/>`;

/** Black BAR plate with gold lettering and trim. */
export const bar: IconDraw = (p, pal) => `
  <rect x="14" y="58" width="172" height="84" rx="18" fill="${p.metal(pal.metal)}"/>
  <rect x="24" y="68" width="152" height="64" rx="12" fill="${p.lin('#2a2a30')}" stroke-width="3"/>
  <text x="100" y="122" text-anchor="middle" font-family="'Arial Black', Impact, sans-serif" font-weight="900" font-size="54" letter-spacing="2" fill="${p.lin(lighten(pal.metal, 0.2))}" stroke-width="3" paint-order="stroke">BAR</text>
  <path d="M34,62 L166,62" fill="none" stroke="#fff" stroke-width="4" opacity=".5"/>`;

/** Five-pointed faceted star. */
export const star: IconDraw = (p, pal) => {
  const pts = starPoints(100, 106, 92, 40, 5).split(' ');
  const facets = pts
    .filter((_, i) => i % 2 === 0)
    .map((pt) => `M100,106 L${pt}`)
    .join(' ');
  return `
  <polygon points="${pts.join(' ')}" fill="${p.rad(pal.metal)}" stroke-width="6"/>
  <path d="${facets}" fill="none" stroke="${lighten(pal.metal, 0.5)}" stroke-width="3" opacity=".8"/>
  ${shine(80, 80, 16, 8, -30, 0.5)}`;
};

/** Thick gold coin with an embossed star. */
export const coin: IconDraw = (p, pal) => `
  <ellipse cx="100" cy="110" rx="80" ry="76" fill="${p.lin(darken(pal.metal, 0.25))}"/>
  <ellipse cx="100" cy="98" rx="80" ry="76" fill="${p.metal(pal.metal)}"/>
  <ellipse cx="100" cy="98" rx="60" ry="56" fill="${p.lin(pal.metal)}" stroke="${darken(pal.metal, 0.3)}" stroke-width="4"/>
  <polygon points="${starPoints(100, 100, 36, 15, 5)}" fill="${p.lin(lighten(pal.metal, 0.25))}" stroke="${darken(pal.metal, 0.35)}" stroke-width="4"/>
  ${shine(66, 60, 22, 9, -35, 0.55)}`;

const ingotWing = (fill: string): string =>
  '<path d="M14,80 C40,78 60,92 70,116 L30,120 C18,112 12,96 14,80 Z" fill="' + fill + '"/>';

/** Chinese gold sycee ingot. */
export const ingot: IconDraw = (p, pal) => `
  <path d="M26,112 C30,152 68,170 100,170 C132,170 170,152 174,112 Z" fill="${p.metal(pal.metal)}"/>
  ${ingotWing(p.metal(pal.metal))}${mirror(ingotWing(p.metal(pal.metal)))}
  <ellipse cx="100" cy="100" rx="42" ry="38" fill="${p.rad(lighten(pal.metal, 0.1))}"/>
  <path d="M40,140 Q100,162 160,140" fill="none" stroke="${darken(pal.metal, 0.3)}" stroke-width="4"/>
  ${shine(86, 82, 14, 9, -30, 0.6)}${shine(34, 96, 10, 5, 30, 0.5)}`;
