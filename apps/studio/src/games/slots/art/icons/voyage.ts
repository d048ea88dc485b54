import { darken, lighten, mix } from '@/games/slots/art/color.ts';
import { shine } from '@/games/slots/art/shapes.ts';
import type { IconDraw } from '@/games/slots/art/types.ts';

/** Sailing ship riding a wave. */
export const ship: IconDraw = (p, pal) => {
  const sail = mix('#f6ecd2', pal.glow, 0.2);
  const wood = mix('#8b5a2b', pal.hot, 0.1);
  return `
  <path d="M100,18 L100,132 M60,50 L60,132 M140,44 L140,132" fill="none" stroke-width="7"/>
  <path d="M100,18 L100,132 M60,50 L60,132 M140,44 L140,132" fill="none" stroke="${wood}" stroke-width="3"/>
  <path d="M70,30 C86,50 86,90 70,110 L130,110 C114,90 114,50 130,30 Z" fill="${p.lin(sail)}" stroke-width="4" transform="translate(0 -2)"/>
  <path d="M36,64 C48,78 48,104 38,118 L82,118 C72,104 72,78 82,64 Z" fill="${p.lin(sail)}" stroke-width="4"/>
  <path d="M118,58 C130,72 130,100 120,114 L162,114 C152,100 152,72 162,58 Z" fill="${p.lin(sail)}" stroke-width="4"/>
  <path d="M100,18 L126,26 L100,34 Z" fill="${p.lin(pal.hot)}" stroke-width="3"/>
  <path d="M14,124 L186,124 L168,164 L36,164 Z" fill="${p.lin(wood)}"/>
  <path d="M24,138 L180,138" fill="none" stroke="${pal.metal}" stroke-width="5"/>
  <g fill="${darken(wood, 0.5)}" stroke="none"><circle cx="60" cy="152" r="5"/><circle cx="100" cy="152" r="5"/><circle cx="140" cy="152" r="5"/></g>
  <path d="M4,170 Q30,154 56,170 T108,170 T160,170 T212,170 L200,196 L0,196 Z" fill="${p.lin(pal.cool)}"/>
  <path d="M20,176 q14,-8 28,0 M120,178 q14,-8 28,0" fill="none" stroke="#fff" stroke-width="4" opacity=".7"/>`;
};

/** Ship's anchor with a looped rope. */
export const anchor: IconDraw = (p, pal) => {
  const iron = mix('#8e9bab', pal.cool, 0.15);
  const d =
    'M92,46 L108,46 L108,150 C130,148 146,134 152,116 L138,112 L170,90 L178,128 L164,122 C152,158 126,176 100,178 C74,176 48,158 36,122 L22,128 L30,90 L62,112 L48,116 C54,134 70,148 92,150 Z';
  return `
  <circle cx="100" cy="32" r="18" fill="none" stroke-width="16"/>
  <circle cx="100" cy="32" r="18" fill="none" stroke="${p.metal(iron)}" stroke-width="8"/>
  <path d="${d}" fill="${p.metal(iron)}"/>
  <rect x="58" y="62" width="84" height="16" rx="8" fill="${p.metal(iron)}"/>
  <path d="M64,88 C40,100 50,130 80,124 C110,118 128,140 110,160" fill="none" stroke="${pal.ink}" stroke-width="11"/>
  <path d="M64,88 C40,100 50,130 80,124 C110,118 128,140 110,160" fill="none" stroke="#d9b27a" stroke-width="6"/>
  ${shine(98, 100, 3, 36, 0, 0.6)}`;
};

/** Open treasure chest overflowing with gold. */
export const treasure: IconDraw = (p, pal) => {
  const wood = mix('#8b5a2b', pal.hot, 0.1);
  const coins = [
    [60, 82],
    [84, 74],
    [112, 72],
    [140, 80],
    [72, 96],
    [100, 92],
    [128, 94],
  ]
    .map(
      ([x, y]) =>
        `<ellipse cx="${x}" cy="${y}" rx="15" ry="10" fill="${p.metal(pal.metal)}" stroke-width="3"/>`,
    )
    .join('');
  return `
  <path d="M30,70 C30,20 170,20 170,70 L160,84 L40,84 Z" fill="${p.lin(wood)}"/>
  <path d="M44,66 C46,34 154,34 156,66" fill="none" stroke="${darken(wood, 0.4)}" stroke-width="4"/>
  ${coins}
  <path d="M88,58 L100,44 L112,58 L100,72 Z" fill="${p.rad(pal.hot)}" stroke-width="3"/>
  <rect x="22" y="96" width="156" height="84" rx="8" fill="${p.lin(wood)}"/>
  <rect x="22" y="96" width="156" height="18" fill="${p.metal(pal.metal)}"/>
  <rect x="40" y="96" width="14" height="84" fill="${p.metal(pal.metal)}" stroke-width="3"/>
  <rect x="146" y="96" width="14" height="84" fill="${p.metal(pal.metal)}" stroke-width="3"/>
  <rect x="86" y="108" width="28" height="34" rx="5" fill="${p.metal(pal.metal)}"/>
  <path d="M100,120 L100,132" fill="none" stroke-width="5"/>
  <path d="M150,40 l4,10 l10,4 l-10,4 l-4,10 l-4,-10 l-10,-4 l10,-4 Z" fill="${lighten(pal.metal, 0.7)}" stroke="none"/>
  ${shine(60, 140, 8, 22, 0, 0.25)}`;
};
