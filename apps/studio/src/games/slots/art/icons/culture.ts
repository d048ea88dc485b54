import { darken, lighten, mix } from '@/games/slots/art/color.ts';
import { shine, starPoints } from '@/games/slots/art/shapes.ts';
import type { IconDraw } from '@/games/slots/art/types.ts';

const mirror = (markup: string): string =>
  `<g transform="translate(200 0) scale(-1 1)">${markup}</g>`;

/** Round paper lantern with gold caps and a tassel. */
export const lantern: IconDraw = (p, pal) => `
  <path d="M100,4 L100,30" fill="none" stroke-width="4"/>
  <path d="M100,156 L100,172" fill="none" stroke-width="4"/>
  <path d="M92,170 L108,170 L114,196 L86,196 Z" fill="${p.lin(pal.metal)}" stroke-width="3"/>
  <ellipse cx="100" cy="96" rx="74" ry="62" fill="${p.rad(pal.hot)}"/>
  <ellipse cx="100" cy="96" rx="40" ry="40" fill="${lighten(pal.metal, 0.4)}" stroke="none" opacity=".35"/>
  <g fill="none" stroke="${darken(pal.hot, 0.35)}" stroke-width="3">
    <ellipse cx="100" cy="96" rx="48" ry="60"/><ellipse cx="100" cy="96" rx="20" ry="61"/><path d="M100,34 L100,158"/>
  </g>
  <rect x="62" y="24" width="76" height="18" rx="6" fill="${p.metal(pal.metal)}"/>
  <rect x="62" y="150" width="76" height="18" rx="6" fill="${p.metal(pal.metal)}"/>
  ${shine(62, 66, 12, 22, 30, 0.4)}`;

/** Ornate temple mask with gold crown and fangs. */
export const mask: IconDraw = (p, pal) => `
  <path d="M34,78 L40,30 L64,58 L80,14 L100,48 L120,14 L136,58 L160,30 L166,78 Z" fill="${p.metal(pal.metal)}"/>
  <path d="M36,76 C40,58 160,58 164,76 C170,128 144,176 100,186 C56,176 30,128 36,76 Z" fill="${p.lin(pal.cool)}"/>
  <path d="M44,104 C54,88 78,88 88,104 C78,112 56,114 44,104 Z" fill="${p.lin(pal.metal)}" stroke-width="4"/>
  <path d="M156,104 C146,88 122,88 112,104 C122,112 144,114 156,104 Z" fill="${p.lin(pal.metal)}" stroke-width="4"/>
  <ellipse cx="66" cy="103" rx="9" ry="6" fill="#111" stroke="none"/><ellipse cx="134" cy="103" rx="9" ry="6" fill="#111" stroke="none"/>
  <path d="M100,72 L108,86 L100,100 L92,86 Z" fill="${p.rad(pal.hot)}" stroke-width="3"/>
  <path d="M100,104 L92,130 L108,130 Z" fill="${p.lin(darken(pal.cool, 0.2))}" stroke-width="4"/>
  <path d="M64,144 C80,160 120,160 136,144 C124,170 76,170 64,144 Z" fill="#5a0a10"/>
  <path d="M72,148 L78,166 L84,152 M128,148 L122,166 L116,152" fill="#fff" stroke-width="3"/>
  <path d="M44,130 q10,6 20,0 M136,130 q10,6 20,0" fill="none" stroke="${pal.metal}" stroke-width="4"/>
  ${shine(70, 74, 18, 5, -8, 0.4)}`;

/** Festival barrel drum with studs and crossed sticks. */
export const drum: IconDraw = (p, pal) => `
  <path d="M30,70 L30,150 C30,176 170,176 170,150 L170,70 Z" fill="${p.lin(pal.hot)}"/>
  <path d="M30,86 C30,110 170,110 170,86 M30,140 C30,164 170,164 170,140" fill="none" stroke="${pal.metal}" stroke-width="6"/>
  <g fill="${p.rad(pal.metal)}" stroke-width="2">${[46, 72, 100, 128, 154].map((x, i) => `<circle cx="${x}" cy="${i === 0 || i === 4 ? 100 : i === 2 ? 108 : 106}" r="5"/>`).join('')}</g>
  <ellipse cx="100" cy="70" rx="70" ry="24" fill="${p.lin('#f4e4c4')}"/>
  <circle cx="100" cy="70" r="14" fill="${pal.hot}" stroke="none" opacity=".5"/>
  <path d="M30,20 L128,82 M170,20 L72,82" fill="none" stroke-width="12"/>
  <path d="M30,20 L128,82 M170,20 L72,82" fill="none" stroke="#c08a4a" stroke-width="6"/>
  <circle cx="30" cy="20" r="9" fill="${p.rad(pal.metal)}"/><circle cx="170" cy="20" r="9" fill="${p.rad(pal.metal)}"/>
  ${shine(54, 124, 8, 22, 0, 0.35)}`;

/** Porcelain teapot with a steaming cup. */
export const tea: IconDraw = (p, pal) => {
  const glaze = mix('#eaf2fb', pal.cool, 0.12);
  return `
  <path d="M126,104 C148,100 160,84 170,62 L186,66 C178,96 160,124 134,136 Z" fill="${p.lin(glaze)}"/>
  <path d="M44,98 C16,92 14,140 46,140" fill="none" stroke-width="12"/>
  <path d="M44,98 C16,92 14,140 46,140" fill="none" stroke="${glaze}" stroke-width="5"/>
  <path d="M40,100 C40,64 140,64 140,100 C146,142 122,168 90,168 C58,168 34,142 40,100 Z" fill="${p.rad(glaze)}"/>
  <path d="M48,112 q10,-9 20,0 t20,0 t20,0 t20,0 M54,148 q9,-8 18,0 t18,0 t18,0 t18,0" fill="none" stroke="${pal.cool}" stroke-width="4"/>
  <circle cx="90" cy="130" r="8" fill="${pal.cool}" stroke="none"/>
  <path d="M58,76 C62,62 118,62 122,76 Z" fill="${p.lin(pal.cool)}"/>
  <circle cx="90" cy="58" r="8" fill="${p.rad(pal.metal)}"/>
  <path d="M138,150 L188,150 C186,176 170,186 162,186 C152,186 140,176 138,150 Z" fill="${p.lin(glaze)}"/>
  <path d="M152,140 q-8,-12 0,-22 M170,140 q-8,-12 0,-22" fill="none" stroke="#fff" stroke-width="4" opacity=".8"/>
  ${shine(66, 88, 14, 8, -30, 0.6)}`;
};

const petal = (fill: string, rot: number): string =>
  `<path d="M100,100 C84,76 86,40 100,24 C114,40 116,76 100,100 Z" transform="rotate(${rot} 100 100)" fill="${fill}" stroke-width="4"/>`;

/** Orchid bloom with a spotted lip and leaves. */
export const orchid: IconDraw = (p, pal) => {
  const bloom = mix('#d56ad6', pal.hot, 0.12);
  return `
  <path d="M100,140 C70,150 40,170 20,190 C60,180 80,170 100,160 Z M100,150 C130,156 160,172 182,192 C150,188 120,176 100,164 Z" fill="${p.lin(pal.leaf)}"/>
  ${petal(p.lin(bloom), 0)}${petal(p.lin(bloom), 125)}${petal(p.lin(bloom), -125)}
  <path d="M100,96 C70,60 24,74 30,104 C36,128 76,120 100,104 Z" fill="${p.lin(lighten(bloom, 0.3))}"/>
  ${mirror('<path d="M100,96 C70,60 24,74 30,104 C36,128 76,120 100,104 Z" fill="' + p.lin(lighten(bloom, 0.3)) + '"/>')}
  <path d="M100,100 C76,112 74,150 100,160 C126,150 124,112 100,100 Z" fill="${p.lin(darken(bloom, 0.15))}"/>
  <g fill="${darken(bloom, 0.45)}" stroke="none"><circle cx="94" cy="128" r="3"/><circle cx="106" cy="132" r="3"/><circle cx="100" cy="144" r="3"/></g>
  <circle cx="100" cy="102" r="8" fill="${p.rad(pal.metal)}" stroke-width="3"/>`;
};

const stalk = (x: number, top: number, w: number, fill: string, node: string): string => {
  let joints = '';
  for (let y = top + 36; y < 186; y += 38) joints += `M${x},${y} L${x + w},${y} `;
  return `<rect x="${x}" y="${top}" width="${w}" height="${190 - top}" rx="6" fill="${fill}"/>
    <path d="${joints}" fill="none" stroke="${node}" stroke-width="5"/>`;
};

/** Three bamboo canes with leaves. */
export const bamboo: IconDraw = (p, pal) => {
  const cane = lighten(pal.leaf, 0.1);
  const node = darken(pal.leaf, 0.4);
  const leafD = 'M0,0 C20,-14 48,-12 62,0 C48,10 20,12 0,0 Z';
  const leaf = (x: number, y: number, r: number): string =>
    `<path d="${leafD}" transform="translate(${x} ${y}) rotate(${r})" fill="${p.lin(darken(pal.leaf, 0.1))}" stroke-width="3"/>`;
  return `
  ${stalk(38, 40, 28, p.lin(cane), node)}${stalk(86, 14, 30, p.lin(cane), node)}${stalk(136, 54, 26, p.lin(cane), node)}
  ${leaf(116, 48, -30)}${leaf(116, 52, 10)}${leaf(66, 76, -150)}${leaf(66, 80, 170)}${leaf(162, 92, -20)}
  ${shine(96, 90, 3, 30, 0, 0.5)}${shine(46, 110, 3, 26, 0, 0.5)}`;
};

/** Lotus flower floating on a lily pad. */
export const lotus: IconDraw = (p, pal) => {
  const pink = mix('#f28bb5', pal.hot, 0.1);
  const pt = (rot: number, fill: string, len = 76): string =>
    `<path d="M100,150 C76,120 80,${150 - len + 20} 100,${150 - len} C120,${150 - len + 20} 124,120 100,150 Z" transform="rotate(${rot} 100 150)" fill="${fill}" stroke-width="4"/>`;
  return `
  <ellipse cx="100" cy="160" rx="90" ry="28" fill="${p.lin(pal.leaf)}"/>
  <path d="M100,160 L150,140" fill="none" stroke="${darken(pal.leaf, 0.3)}" stroke-width="4"/>
  ${pt(-70, p.lin(lighten(pink, 0.2)), 70)}${pt(70, p.lin(lighten(pink, 0.2)), 70)}
  ${pt(-40, p.lin(pink), 92)}${pt(40, p.lin(pink), 92)}${pt(0, p.lin(pink), 116)}
  ${pt(-18, p.lin(lighten(pink, 0.35)), 70)}${pt(18, p.lin(lighten(pink, 0.35)), 70)}
  ${shine(100, 70, 4, 18, 0, 0.5)}`;
};

/** Firework burst: coloured streaks ending in sparks around a white-hot core. */
export const firework: IconDraw = (p, pal) => {
  const colors = [pal.metal, pal.hot, pal.glow, pal.cool];
  const at = (a: number, r: number): string =>
    `${(96 + r * Math.cos(a)).toFixed(1)},${(96 + r * Math.sin(a)).toFixed(1)}`;
  const streaks = Array.from({ length: 12 }, (_, i) => {
    const a = (Math.PI * 2 * i) / 12;
    const c = colors[i % colors.length] ?? pal.metal;
    const line = `M${at(a, 22)} L${at(a, 66)}`;
    return (
      `<path d="${line}" fill="none" stroke-width="13"/><path d="${line}" fill="none" stroke="${c}" stroke-width="7"/>` +
      `<circle cx="${at(a, 78).split(',')[0]}" cy="${at(a, 78).split(',')[1]}" r="9" fill="${p.rad(c)}" stroke-width="4"/>`
    );
  });
  const inner = Array.from({ length: 6 }, (_, i) => {
    const [x, y] = at((Math.PI * 2 * i) / 6 + 0.5, 42).split(',');
    return `<polygon points="${starPoints(Number(x), Number(y), 9, 3, 4)}" fill="#fff" stroke="none"/>`;
  });
  return `
  ${streaks.join('')}${inner.join('')}
  <polygon points="${starPoints(96, 96, 28, 11, 8)}" fill="${p.rad(lighten(pal.metal, 0.5))}" stroke-width="4"/>
  <circle cx="96" cy="96" r="10" fill="#fff" stroke="none"/>
  <path d="M170,196 L156,154" fill="none" stroke="${pal.metal}" stroke-width="4" stroke-dasharray="6 6"/>`;
};
