import { darken, lighten, mix } from '@/games/slots/art/color.ts';
import { cloud, glow, hills, stars, waves } from '@/games/slots/art/scene-parts.ts';
import type { SceneDraw } from '@/games/slots/art/scene-parts.ts';
import { rays } from '@/games/slots/art/shapes.ts';

const palm = (x: number, y: number, s: number, fill: string, lean: number): string => {
  const fronds = [-150, -120, -80, -40, -10, 20]
    .map(
      (a) =>
        `<path d="M0,0 C60,-30 140,-20 190,30 C130,0 60,0 0,0 Z" transform="translate(${x + lean} ${y - 420 * s}) rotate(${a}) scale(${s})" fill="${fill}"/>`,
    )
    .join('');
  return `<path d="M${x},${y} Q${x + lean * 0.2},${y - 200 * s} ${x + lean},${y - 420 * s}" fill="none" stroke="${fill}" stroke-width="${24 * s}"/>${fronds}`;
};

/** Tropical fiesta: sunburst, palm silhouettes and confetti. */
export const tropic: SceneDraw = (p, pal, rng) => {
  const colors = [pal.metal, pal.leaf, pal.cool, '#ffffff', pal.hot];
  const confetti = Array.from({ length: 90 }, (_, i) => {
    const x = rng() * 1600;
    const y = rng() * 900;
    return `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="14" height="6" rx="2" transform="rotate(${(rng() * 180).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})" fill="${colors[i % colors.length] ?? pal.metal}" opacity=".8"/>`;
  }).join('');
  return `<path d="${rays(800, 520, 80, 1400, 24, 0.06)}" fill="${pal.glow}" opacity=".16"/>
  ${glow(p, 800, 520, 420, pal.glow, 0.5)}
  ${hills(rng, 800, 80, darken(pal.bgBottom, 0.35))}
  ${palm(120, 900, 1.4, darken(pal.bgBottom, 0.5), 60)}${palm(1480, 900, 1.5, darken(pal.bgBottom, 0.5), -80)}${palm(300, 900, 0.9, darken(pal.bgBottom, 0.3), 40)}
  ${confetti}`;
};

/** Casino floor: spotlights, marquee bulbs and a velvet glow. */
export const casino: SceneDraw = (p, pal) => {
  const bulbs = (y: number): string =>
    Array.from(
      { length: 33 },
      (_, i) =>
        `<circle cx="${i * 50}" cy="${y}" r="9" fill="${i % 2 === 0 ? pal.metal : lighten(pal.metal, 0.6)}"/>`,
    ).join('');
  const beam = (x: number, a: number): string =>
    `<path d="M${x},-20 L${x - 260},900 L${x + 260},900 Z" transform="rotate(${a} ${x} 0)" fill="${pal.glow}" opacity=".07"/>`;
  return `${glow(p, 800, 450, 700, pal.hot, 0.45)}
  ${beam(300, -12)}${beam(800, 0)}${beam(1300, 12)}
  <path d="${rays(800, 450, 100, 1200, 32, 0.03)}" fill="#ffffff" opacity=".04"/>
  <rect x="0" y="0" width="1600" height="46" fill="${darken(pal.bgTop, 0.5)}"/><rect x="0" y="854" width="1600" height="46" fill="${darken(pal.bgTop, 0.5)}"/>
  ${bulbs(23)}${bulbs(877)}`;
};

/** Gem cavern: crystal clusters and glittering sparkles. */
export const cavern: SceneDraw = (p, pal, rng) => {
  const tones = [
    pal.cool,
    pal.hot,
    pal.leaf,
    lighten(pal.cool, 0.4),
    mix('#b35cff', pal.bgTop, 0.2),
  ];
  const crystals = (baseY: number, n: number, scale: number): string =>
    Array.from({ length: n }, (_, i) => {
      const x = rng() * 1600;
      const h = (120 + rng() * 220) * scale;
      const w = (30 + rng() * 40) * scale;
      const tilt = (rng() - 0.5) * 40;
      const c = tones[i % tones.length] ?? pal.cool;
      return `<g transform="rotate(${tilt.toFixed(0)} ${x.toFixed(0)} ${baseY})"><polygon points="${x - w},${baseY} ${x - w},${baseY - h} ${x},${baseY - h - w * 1.4} ${x + w},${baseY - h} ${x + w},${baseY}" fill="${p.lin(c)}" opacity=".9"/><polygon points="${x},${baseY} ${x},${baseY - h - w * 1.4} ${x + w},${baseY - h} ${x + w},${baseY}" fill="#000" opacity=".18"/></g>`;
    }).join('');
  const sparkle = Array.from({ length: 30 }, () =>
    glow(p, rng() * 1600, rng() * 900, 10 + rng() * 20, '#ffffff', 0.8),
  ).join('');
  return `${glow(p, 800, 420, 640, pal.glow, 0.3)}
  ${crystals(260, 10, 0.8).replace(/rotate\(/g, 'rotate(180 800 130) rotate(')}
  ${hills(rng, 820, 80, darken(pal.bgBottom, 0.3))}${crystals(900, 16, 1)}${stars(rng, 60, lighten(pal.glow, 0.5), 900)}${sparkle}`;
};

const sailShip = (x: number, y: number, s: number, fill: string): string =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}"><path d="M-120,0 L120,0 L96,40 L-96,40 Z"/>` +
  `<rect x="-4" y="-200" width="8" height="200"/><rect x="-74" y="-150" width="6" height="150"/><rect x="66" y="-140" width="6" height="140"/>` +
  `<path d="M-60,-190 Q-20,-130 -60,-60 L60,-60 Q20,-130 60,-190 Z"/><path d="M-110,-140 Q-84,-100 -110,-40 L-36,-40 Q-62,-100 -36,-140 Z"/><path d="M36,-130 Q60,-90 36,-40 L104,-40 Q80,-90 104,-130 Z"/></g>`;

/** Pirate seas: a moonlit night, distant galleon, rolling waves. */
export const sea: SceneDraw = (p, pal, rng) => `
  ${stars(rng, 110, '#ffffff', 520)}
  ${glow(p, 1250, 200, 300, pal.glow, 0.45)}<circle cx="1250" cy="200" r="80" fill="${lighten(pal.glow, 0.5)}"/>
  ${cloud(300, 240, 1.3, lighten(pal.bgTop, 0.12), 0.7)}
  ${waves(600, 14, 220, darken(pal.bgTop, 0.1))}
  ${sailShip(420, 610, 0.9, darken(pal.bgBottom, 0.4))}
  ${waves(660, 20, 260, mix(pal.cool, pal.bgBottom, 0.5), 60)}${waves(740, 26, 300, mix(pal.cool, pal.bgBottom, 0.7), 10)}
  ${waves(830, 30, 340, darken(pal.bgBottom, 0.2), 120)}
  <path d="M1100,640 L1400,640" stroke="${lighten(pal.glow, 0.5)}" stroke-width="6" opacity=".4" stroke-dasharray="40 30"/>`;

const acacia = (x: number, y: number, s: number, fill: string): string =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}"><path d="M-8,0 L-4,-120 L-60,-170 L-52,-176 L0,-140 L40,-190 L48,-184 L8,-120 L10,0 Z"/>` +
  `<ellipse cx="-20" cy="-190" rx="120" ry="26"/><ellipse cx="50" cy="-205" rx="90" ry="22"/></g>`;

/** Savanna sunset: a huge low sun, acacia trees and grass ridges. */
export const savanna: SceneDraw = (p, pal, rng) => `
  ${glow(p, 800, 560, 700, pal.glow, 0.55)}
  <circle cx="800" cy="600" r="230" fill="${p.lin(lighten(pal.metal, 0.2))}" opacity=".9"/>
  ${[0, 1, 2, 3].map((i) => `<rect x="500" y="${620 + i * 30}" width="600" height="${6 + i * 3}" fill="${pal.bgTop}" opacity=".5"/>`).join('')}
  ${hills(rng, 700, 70, mix(pal.hot, pal.bgBottom, 0.5))}
  ${acacia(260, 760, 1.3, darken(pal.bgBottom, 0.5))}${acacia(1320, 740, 1.1, darken(pal.bgBottom, 0.5))}
  ${hills(rng, 790, 60, darken(pal.bgBottom, 0.45), 12)}
  ${[0, 1, 2].map((i) => `<path d="M${1000 + i * 60},${200 + i * 24} q14,-14 28,0 q14,-14 28,0" fill="none" stroke="${darken(pal.bgBottom, 0.5)}" stroke-width="5"/>`).join('')}`;

/** Deep space: nebulae, stars, ringed planets and a neon horizon grid. */
export const space: SceneDraw = (p, pal, rng) => {
  const grid =
    Array.from(
      { length: 17 },
      (_, i) => `M${800 + (i - 8) * 40},700 L${800 + (i - 8) * 260},900`,
    ).join(' ') + [712, 736, 770, 820, 890].map((y) => ` M0,${y} L1600,${y}`).join('');
  return `${glow(p, 400, 300, 500, pal.hot, 0.3)}${glow(p, 1200, 260, 520, pal.cool, 0.25)}${glow(p, 800, 700, 600, mix(pal.hot, pal.cool, 0.5), 0.2)}
  ${stars(rng, 220, '#ffffff', 900)}
  <circle cx="1320" cy="220" r="110" fill="${p.rad(pal.hot)}"/>
  <ellipse cx="1320" cy="220" rx="190" ry="40" transform="rotate(-15 1320 220)" fill="none" stroke="${pal.cool}" stroke-width="10" opacity=".8"/>
  <circle cx="240" cy="170" r="46" fill="${p.rad(pal.cool)}"/>
  <rect x="0" y="700" width="1600" height="200" fill="${darken(pal.bgTop, 0.4)}" opacity=".8"/>
  <path d="${grid}" stroke="${pal.cool}" stroke-width="2" opacity=".5"/>`;
};
