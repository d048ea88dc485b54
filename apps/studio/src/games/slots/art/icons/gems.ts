import { darken, lighten, mix } from '@/games/slots/art/color.ts';
import { shine } from '@/games/slots/art/shapes.ts';
import type { IconDraw, Paint } from '@/games/slots/art/types.ts';

type Pt = readonly [number, number];

const ring = (cx: number, cy: number, rx: number, ry: number, n: number, turn = 0): Pt[] =>
  Array.from({ length: n }, (_, i): Pt => {
    const a = (Math.PI * 2 * i) / n + turn;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)];
  });

const pts = (list: readonly Pt[]): string =>
  list.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

/** A faceted gem seen from above: an outline, a table, and shaded facets between them. */
function faceted(p: Paint, color: string, outer: readonly Pt[], table: readonly Pt[]): string {
  const facets = outer.map((o, i) => {
    const j = (i + 1) % outer.length;
    const o2 = outer[j] ?? o;
    const t1 = table[i] ?? o;
    const t2 = table[j] ?? o;
    const mx = (o[0] + o2[0]) / 2 - 100;
    const my = (o[1] + o2[1]) / 2 - 100;
    const light = (-(mx + my) / Math.hypot(mx, my || 1) + 1) / 2;
    const shade =
      light > 0.5 ? lighten(color, (light - 0.5) * 0.8) : darken(color, (0.5 - light) * 0.7);
    return `<polygon points="${pts([o, o2, t2, t1])}" fill="${shade}" stroke-width="2"/>`;
  });
  return `<polygon points="${pts(outer)}" fill="${color}" stroke-width="7"/>${facets.join('')}
    <polygon points="${pts(table)}" fill="${p.lin(lighten(color, 0.15))}" stroke-width="3"/>
    <polygon points="${pts(outer)}" fill="none" stroke-width="5"/>`;
}

const sparkle = (x: number, y: number, r: number): string =>
  `<path d="M${x},${y - r} Q${x},${y} ${x + r},${y} Q${x},${y} ${x},${y + r} Q${x},${y} ${x - r},${y} Q${x},${y} ${x},${y - r} Z" fill="#fff" stroke="none"/>`;

/** Brilliant-cut diamond in side view. */
export const diamond: IconDraw = (p, pal) => {
  const c = mix('#bff0ff', pal.cool, 0.3);
  const g = 82;
  const xs = [18, 59, 100, 141, 182];
  const pav = xs.slice(0, 4).map((x, i) => {
    const x2 = xs[i + 1] ?? 182;
    const shade = i < 2 ? lighten(c, 0.3 - i * 0.15) : darken(c, 0.1 + (i - 2) * 0.15);
    return `<polygon points="${x},${g} ${x2},${g} 100,184" fill="${shade}" stroke-width="3"/>`;
  });
  return `
  <polygon points="18,${g} 62,40 138,40 182,${g} 100,184" fill="${c}" stroke-width="7"/>
  ${pav.join('')}
  <polygon points="18,${g} 62,40 80,${g}" fill="${lighten(c, 0.4)}" stroke-width="3"/>
  <polygon points="62,40 138,40 120,${g} 80,${g}" fill="${p.lin(lighten(c, 0.25))}" stroke-width="3"/>
  <polygon points="138,40 182,${g} 120,${g}" fill="${darken(c, 0.08)}" stroke-width="3"/>
  <polygon points="18,${g} 62,40 138,40 182,${g} 100,184" fill="none" stroke-width="6"/>
  ${sparkle(150, 36, 14)}${sparkle(54, 118, 8)}`;
};

/** Cushion-cut ruby. */
export const ruby: IconDraw = (p, pal) => {
  const c = mix('#e01e45', pal.hot, 0.1);
  return `${faceted(p, c, ring(100, 102, 84, 74, 8, Math.PI / 8), ring(100, 102, 46, 40, 8, Math.PI / 8))}
  ${shine(78, 80, 16, 7, -30, 0.55)}${sparkle(148, 50, 12)}`;
};

/** Step-cut emerald. */
export const emerald: IconDraw = (p, pal) => {
  const c = mix('#17b86c', pal.leaf, 0.1);
  const outer: Pt[] = [
    [70, 16],
    [130, 16],
    [164, 50],
    [164, 150],
    [130, 184],
    [70, 184],
    [36, 150],
    [36, 50],
  ];
  const table: Pt[] = [
    [86, 50],
    [114, 50],
    [128, 64],
    [128, 136],
    [114, 150],
    [86, 150],
    [72, 136],
    [72, 64],
  ];
  return `${faceted(p, c, outer, table)}${shine(92, 76, 8, 20, 0, 0.5)}${sparkle(150, 28, 12)}`;
};

/** Round brilliant sapphire seen from above. */
export const sapphire: IconDraw = (p, pal) => {
  const c = mix('#2456e6', pal.cool, 0.1);
  return `${faceted(p, c, ring(100, 100, 84, 84, 10, -Math.PI / 2), ring(100, 100, 46, 46, 10, -Math.PI / 2))}
  ${shine(80, 78, 16, 7, -30, 0.55)}${sparkle(156, 40, 12)}`;
};

/** Flaming pearl: a lustrous sphere wrapped in golden flames. */
export const pearl: IconDraw = (p, pal) => `
  <path d="M100,12 C120,30 108,44 130,40 C150,36 146,58 164,60 C150,72 170,84 180,94 C164,100 170,120 160,134 C150,126 140,150 120,150 L80,150 C60,150 50,126 40,134 C30,120 36,100 20,94 C30,84 50,72 36,60 C54,58 50,36 70,40 C92,44 80,30 100,12 Z" fill="${p.lin(pal.metal)}"/>
  <path d="M70,170 C86,162 114,162 130,170 L140,190 L60,190 Z" fill="${p.metal(pal.metal)}"/>
  <circle cx="100" cy="104" r="58" fill="${p.rad('#fbf4ff')}"/>
  <circle cx="100" cy="104" r="58" fill="${p.rad(lighten(pal.cool, 0.6))}" stroke="none" opacity=".35"/>
  <path d="M58,130 C74,150 120,156 146,126" fill="none" stroke="#ffc8e0" stroke-width="5" opacity=".7"/>
  ${shine(80, 80, 20, 12, -35, 0.8)}`;

/** Royal crown with jewels and pearl tips. */
export const crown: IconDraw = (p, pal) => `
  <path d="M24,150 L28,60 L66,108 L100,38 L134,108 L172,60 L176,150 Z" fill="${p.metal(pal.metal)}"/>
  <g fill="${p.rad('#ffffff')}" stroke-width="4"><circle cx="28" cy="56" r="11"/><circle cx="100" cy="34" r="12"/><circle cx="172" cy="56" r="11"/></g>
  <rect x="18" y="142" width="164" height="38" rx="10" fill="${p.metal(darken(pal.metal, 0.08))}"/>
  <circle cx="100" cy="161" r="11" fill="${p.rad(pal.hot)}" stroke-width="3"/>
  <circle cx="58" cy="161" r="9" fill="${p.rad(pal.cool)}" stroke-width="3"/><circle cx="142" cy="161" r="9" fill="${p.rad(pal.cool)}" stroke-width="3"/>
  <path d="M100,76 L112,100 L100,124 L88,100 Z" fill="${p.rad(pal.leaf)}" stroke-width="3"/>
  ${shine(56, 110, 8, 20, 10, 0.45)}`;
