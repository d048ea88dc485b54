import { darken, lighten, mix } from '@/games/slots/art/color.ts';
import { rays, shine, starPoints } from '@/games/slots/art/shapes.ts';
import type { IconDraw } from '@/games/slots/art/types.ts';

const mirror = (markup: string): string =>
  `<g transform="translate(200 0) scale(-1 1)">${markup}</g>`;

const drop = (x: number, y: number, s: number, fill: string): string =>
  `<path d="M${x},${y} C${x + 8 * s},${y + 14 * s} ${x + 10 * s},${y + 20 * s} ${x},${y + 26 * s} C${x - 10 * s},${y + 20 * s} ${x - 8 * s},${y + 14 * s} ${x},${y} Z" fill="${fill}" stroke-width="3"/>`;

/** Glowing crescent moon with two small stars. */
export const moon: IconDraw = (p, pal) => {
  const c = mix('#ffe9a8', pal.metal, 0.3);
  return `
  <path d="M116,18 A84,84 0 1 0 182,140 A68,68 0 1 1 116,18 Z" fill="${p.rad(c)}" stroke-width="6"/>
  <g fill="${darken(c, 0.15)}" stroke="none"><circle cx="58" cy="100" r="10"/><circle cx="86" cy="150" r="7"/><circle cx="62" cy="136" r="5"/></g>
  <polygon points="${starPoints(150, 56, 16, 6, 4)}" fill="${p.rad(pal.metal)}" stroke-width="3"/>
  <polygon points="${starPoints(176, 98, 10, 4, 4)}" fill="${p.rad(pal.metal)}" stroke-width="3"/>
  ${shine(62, 62, 14, 8, -40, 0.5)}`;
};

/** Radiant sun with pointed rays. */
export const sun: IconDraw = (p, pal) => `
  <path d="${rays(100, 100, 56, 96, 12, 0.16)}" fill="${p.rad(pal.hot)}" stroke-width="4"/>
  <path d="${rays(100, 100, 56, 82, 12, 0.13)}" transform="rotate(15 100 100)" fill="${p.rad(pal.metal)}" stroke-width="4"/>
  <circle cx="100" cy="100" r="58" fill="${p.rad(lighten(pal.metal, 0.1))}" stroke-width="6"/>
  <circle cx="100" cy="100" r="44" fill="none" stroke="${lighten(pal.metal, 0.5)}" stroke-width="4" opacity=".8"/>
  ${shine(82, 78, 18, 10, -35, 0.6)}`;

const CLOUD =
  'M44,118 C20,118 14,84 40,78 C40,48 76,36 96,56 C108,30 154,32 158,70 C186,70 190,118 160,118 Z';

/** Rain cloud with falling drops. */
export const rain: IconDraw = (p, pal) => {
  const cloud = mix('#eef3fb', pal.cool, 0.12);
  const water = lighten(pal.cool, 0.2);
  return `
  ${drop(60, 130, 1.3, p.lin(water))}${drop(100, 144, 1.5, p.lin(water))}${drop(142, 128, 1.3, p.lin(water))}
  ${drop(80, 172, 0.8, p.lin(water))}${drop(124, 176, 0.7, p.lin(water))}
  <path d="${CLOUD}" fill="${p.lin(cloud)}" stroke-width="6"/>
  <path d="M40,104 C70,112 130,112 164,104" fill="none" stroke="${darken(cloud, 0.12)}" stroke-width="4"/>
  ${shine(74, 70, 18, 8, -20, 0.7)}`;
};

/** Open umbrella with a hooked handle. */
export const umbrella: IconDraw = (p, pal) => `
  <path d="M100,96 L100,170 Q100,190 82,190 Q66,190 66,176" fill="none" stroke-width="12"/>
  <path d="M100,96 L100,170 Q100,190 82,190 Q66,190 66,176" fill="none" stroke="${pal.metal}" stroke-width="5"/>
  <path d="M16,104 C16,54 56,24 100,24 C144,24 184,54 184,104 Q163,88 142,104 Q121,88 100,104 Q79,88 58,104 Q37,88 16,104 Z" fill="${p.lin(pal.hot)}"/>
  <path d="M58,104 C58,60 80,30 100,24 C120,30 142,60 142,104" fill="${p.lin(lighten(pal.hot, 0.25))}" stroke-width="4"/>
  <path d="M100,24 L100,104" fill="none" stroke-width="4"/>
  <path d="M100,24 L100,10" fill="none" stroke-width="6"/>
  ${drop(30, 132, 0.7, p.lin(lighten(pal.cool, 0.3)))}${drop(170, 130, 0.7, p.lin(lighten(pal.cool, 0.3)))}
  ${shine(60, 52, 18, 7, -35, 0.5)}`;

/** Lightning bolt crackling with light. */
export const thunder: IconDraw = (p, pal) => `
  <path d="M120,8 L42,112 L92,112 L70,194 L162,80 L110,80 L142,8 Z" fill="${p.lin(pal.metal)}" stroke-width="7"/>
  <path d="M124,20 L62,102 L84,102" fill="none" stroke="#fff" stroke-width="5" opacity=".6"/>
  <path d="M30,60 L44,70 M170,130 L156,124 M40,150 L54,140" fill="none" stroke="${pal.glow}" stroke-width="5"/>`;

const fin = (fill: string): string => `<path d="M72,104 L40,150 L74,140 Z" fill="${fill}"/>`;

/** Rocket blasting off at an angle. */
export const rocket: IconDraw = (p, pal) => `<g transform="rotate(35 100 100) translate(0 6)">
  <path d="M78,134 Q100,206 122,134 Z" fill="${p.lin(pal.metal)}"/>
  <path d="M88,134 Q100,180 112,134 Z" fill="${p.lin(lighten(pal.hot, 0.3))}" stroke="none"/>
  ${fin(p.lin(pal.hot))}${mirror(fin(p.lin(pal.hot)))}
  <path d="M100,10 C130,38 136,80 130,136 L70,136 C64,80 70,38 100,10 Z" fill="${p.lin('#eef2f8')}"/>
  <path d="M100,10 C116,24 124,42 127,58 L73,58 C76,42 84,24 100,10 Z" fill="${p.lin(pal.hot)}"/>
  <circle cx="100" cy="88" r="17" fill="${p.metal(pal.metal)}"/>
  <circle cx="100" cy="88" r="11" fill="${p.rad(pal.cool)}" stroke-width="3"/>
  <path d="M94,136 L94,156 L106,156 L106,136" fill="${p.lin(pal.hot)}" stroke-width="4"/>
  ${shine(84, 100, 4, 26, 0, 0.6)}</g>`;

/** Ringed planet with banded clouds. */
export const planet: IconDraw = (p, pal) => {
  const ringD = 'M6,100 A94,28 0 0 0 194,100';
  return `
  <ellipse cx="100" cy="100" rx="94" ry="28" transform="rotate(-18 100 100)" fill="none" stroke-width="18"/>
  <ellipse cx="100" cy="100" rx="94" ry="28" transform="rotate(-18 100 100)" fill="none" stroke="${darken(pal.metal, 0.15)}" stroke-width="10"/>
  <circle cx="100" cy="100" r="62" fill="${p.rad(pal.hot)}" stroke-width="6"/>
  <path d="M44,80 C80,92 130,70 160,80 M40,112 C80,124 130,100 162,112" fill="none" stroke="${lighten(pal.hot, 0.35)}" stroke-width="9" opacity=".7"/>
  <path d="${ringD}" transform="rotate(-18 100 100)" fill="none" stroke-width="18"/>
  <path d="${ringD}" transform="rotate(-18 100 100)" fill="none" stroke="${pal.metal}" stroke-width="10"/>
  ${shine(76, 70, 18, 10, -35, 0.55)}`;
};
