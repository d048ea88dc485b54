import { mix } from '@/games/slots/art/color.ts';
import { shine } from '@/games/slots/art/shapes.ts';
import type { IconDraw } from '@/games/slots/art/types.ts';

const leaf = (fill: string, d: string, vein: string): string =>
  `<path d="${d}" fill="${fill}"/><path d="${vein}" fill="none" stroke-width="3"/>`;

/** Twin cherries on a shared stem with a leaf. */
export const cherry: IconDraw = (p, pal) => {
  const red = mix('#e0182d', pal.hot, 0.15);
  return `
  <path d="M66,110 C70,72 100,42 128,28 M134,98 C128,70 124,50 128,28" fill="none" stroke="${pal.ink}" stroke-width="10"/>
  <path d="M66,110 C70,72 100,42 128,28 M134,98 C128,70 124,50 128,28" fill="none" stroke="#7a4a20" stroke-width="5"/>
  ${leaf(p.lin(pal.leaf), 'M128,28 C142,8 178,12 188,30 C168,44 142,42 128,28 Z', 'M132,28 C150,26 166,28 182,30')}
  <circle cx="64" cy="142" r="36" fill="${p.rad(red)}"/>
  <circle cx="136" cy="130" r="36" fill="${p.rad(red)}"/>
  ${shine(50, 128, 12, 7)}${shine(122, 116, 12, 7)}`;
};

/** Lemon with pointed tips and a leaf. */
export const lemon: IconDraw = (p, pal) => `
  <path d="M28,112 C28,72 68,44 110,44 C140,44 160,56 172,72 L188,70 L182,88 C188,122 160,158 110,160 C70,162 40,142 32,126 L14,124 Z" fill="${p.rad('#ffe03a')}"/>
  ${leaf(p.lin(pal.leaf), 'M150,50 C150,24 172,10 194,14 C190,38 172,52 150,50 Z', 'M154,46 C166,36 176,26 188,18')}
  <g fill="#d9a800" stroke="none" opacity=".5"><circle cx="80" cy="120" r="2"/><circle cx="120" cy="130" r="2"/><circle cx="140" cy="104" r="2"/><circle cx="96" cy="90" r="2"/></g>
  ${shine(78, 76, 28, 10, -20)}`;

/** Bunch of grapes with a leaf. */
export const grape: IconDraw = (p, pal) => {
  const berry = mix('#7b2fbf', pal.cool, 0.15);
  const pos: [number, number][] = [
    [52, 74],
    [84, 70],
    [116, 70],
    [148, 74],
    [68, 104],
    [100, 102],
    [132, 104],
    [84, 134],
    [116, 134],
    [100, 164],
  ];
  const berries = pos
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="20" fill="${p.rad(berry)}" stroke-width="4"/>${shine(x - 7, y - 7, 6, 4, -30, 0.55)}`,
    )
    .join('');
  return `
  <path d="M100,56 C100,40 104,28 112,16" fill="none" stroke="#7a4a20" stroke-width="7"/>
  ${leaf(p.lin(pal.leaf), 'M104,40 C92,14 56,10 40,26 C56,30 58,50 78,54 C92,56 100,50 104,40 Z', 'M100,40 C84,30 66,26 48,26')}
  ${berries}`;
};

/** Ripe mango with a red blush and a leaf. */
export const mango: IconDraw = (p, pal) => {
  const blush = p.id('blush');
  p.def(
    `<radialGradient id="${blush}" cx=".7" cy=".6" r=".6"><stop offset="0" stop-color="#f03c1e" stop-opacity=".55"/><stop offset="1" stop-color="#f03c1e" stop-opacity="0"/></radialGradient>`,
  );
  return `
  <path d="M40,122 C28,72 68,34 120,42 C162,48 184,86 174,126 C164,164 120,182 84,174 C56,168 44,148 40,122 Z" fill="${p.rad('#ffc21e')}"/>
  <path d="M40,122 C28,72 68,34 120,42 C162,48 184,86 174,126 C164,164 120,182 84,174 C56,168 44,148 40,122 Z" fill="url(#${blush})" stroke="none"/>
  <path d="M68,52 C66,40 70,30 78,24" fill="none" stroke="#7a4a20" stroke-width="6"/>
  ${leaf(p.lin(pal.leaf), 'M76,30 C92,8 130,6 150,20 C128,36 96,40 76,30 Z', 'M80,30 C100,24 120,20 144,20')}
  ${shine(74, 80, 26, 12, -35)}`;
};

function spikyOval(cx: number, cy: number, rx: number, ry: number, spikes: number): string {
  const pts: string[] = [];
  for (let i = 0; i < spikes * 2; i += 1) {
    const a = (Math.PI * i) / spikes;
    const k = i % 2 === 0 ? 1.14 : 1;
    pts.push(`${(cx + rx * k * Math.cos(a)).toFixed(1)},${(cy + ry * k * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
}

/** Spiky durian, split open to show its golden flesh. */
export const durian: IconDraw = (p, pal) => {
  const husk = mix('#9bb02a', pal.leaf, 0.2);
  const marks = [
    [70, 80],
    [100, 70],
    [130, 80],
    [60, 110],
    [140, 110],
    [74, 142],
    [126, 142],
    [100, 156],
  ]
    .map(
      ([x, y]) =>
        `<path d="M${(x ?? 0) - 7},${(y ?? 0) + 5} L${x},${(y ?? 0) - 7} L${(x ?? 0) + 7},${(y ?? 0) + 5}" fill="none" stroke="${mix(husk, '#000000', 0.35)}" stroke-width="3"/>`,
    )
    .join('');
  return `
  <path d="M100,40 C100,28 106,18 116,12" fill="none" stroke="#7a4a20" stroke-width="8"/>
  <polygon points="${spikyOval(100, 112, 74, 68, 22)}" fill="${p.rad(husk)}"/>
  ${marks}
  <path d="M84,98 C88,86 112,86 116,98 C122,114 118,132 100,136 C82,132 78,114 84,98 Z" fill="${p.rad('#ffd94a')}"/>
  <path d="M92,104 C96,98 104,98 108,104" fill="none" stroke="#e0a800" stroke-width="3"/>
  ${shine(66, 76, 20, 8, -30, 0.35)}`;
};

/** Bowl heaped with rice, chopsticks resting across it. */
export const rice: IconDraw = (p, pal) => `
  <path d="M34,100 C40,52 80,42 100,44 C120,42 160,52 166,100 Z" fill="${p.rad('#ffffff')}"/>
  <g fill="none" stroke="#d8d2c4" stroke-width="3"><path d="M70,70 l8,-4 M96,60 l8,2 M124,68 l8,4 M84,86 l8,-2 M112,84 l8,2 M56,90 l6,-4 M142,90 l-6,-4"/></g>
  <path d="M60,26 L172,84 M72,20 L180,74" fill="none" stroke="${pal.ink}" stroke-width="10"/>
  <path d="M60,26 L172,84 M72,20 L180,74" fill="none" stroke="#b07838" stroke-width="5"/>
  <path d="M20,98 L180,98 C178,142 146,172 100,172 C54,172 22,142 20,98 Z" fill="${p.lin(pal.hot)}"/>
  <path d="M28,116 L172,116" fill="none" stroke="${pal.metal}" stroke-width="6"/>
  <path d="M70,172 L130,172 L124,186 L76,186 Z" fill="${p.lin(mix(pal.hot, '#000000', 0.2))}"/>
  ${shine(56, 136, 22, 6, 20, 0.4)}`;
