import { darken, lighten, mix } from '@/games/slots/art/color.ts';
import { cloud, glow, hills, lanternShape, stars, waves } from '@/games/slots/art/scene-parts.ts';
import type { SceneDraw } from '@/games/slots/art/scene-parts.ts';

/** Monsoon storm: heavy clouds, slanting rain, a lightning fork over dark water. */
export const storm: SceneDraw = (p, pal, rng) => {
  const rain = Array.from({ length: 160 }, () => {
    const x = rng() * 1700;
    const y = rng() * 900;
    return `M${x.toFixed(0)},${y.toFixed(0)} l-18,48`;
  }).join(' ');
  return `${glow(p, 1150, 260, 500, pal.glow, 0.25)}
  ${cloud(100, 120, 2.2, darken(pal.bgTop, 0.3), 0.9)}${cloud(900, 90, 2.6, darken(pal.bgTop, 0.2), 0.9)}
  ${cloud(500, 200, 1.8, lighten(pal.bgTop, 0.1), 0.8)}${cloud(1250, 230, 1.6, lighten(pal.bgTop, 0.15), 0.8)}
  <path d="M1180,250 L1120,400 L1170,400 L1100,580 L1230,360 L1175,360 L1230,250 Z" fill="${lighten(pal.glow, 0.5)}" opacity=".85"/>
  ${glow(p, 1160, 420, 220, pal.glow, 0.45)}
  <path d="${rain}" stroke="${lighten(pal.cool, 0.5)}" stroke-width="2" opacity=".35"/>
  ${hills(rng, 700, 120, darken(pal.bgBottom, 0.35))}
  ${waves(760, 14, 160, mix(pal.hot, pal.bgBottom, 0.6))}${waves(820, 12, 120, darken(pal.bgBottom, 0.2), 40)}`;
};

const pagoda = (x: number, y: number, s: number, fill: string, trim: string): string => {
  let out = '';
  for (let i = 0; i < 4; i += 1) {
    const w = (220 - i * 40) * s;
    const ty = y - i * 70 * s;
    out += `<path d="M${x - w},${ty} Q${x - w * 0.6},${ty - 14 * s} ${x - w * 0.5},${ty - 34 * s} L${x + w * 0.5},${ty - 34 * s} Q${x + w * 0.6},${ty - 14 * s} ${x + w},${ty} Z" fill="${fill}" stroke="${trim}" stroke-width="3"/>`;
    out += `<rect x="${x - w * 0.42}" y="${ty}" width="${w * 0.84}" height="${36 * s}" fill="${darken(fill, 0.2)}"/>`;
  }
  return out;
};

/** Imperial palace: red sky, golden cloud swirls, pagoda roofs and hanging lanterns. */
export const palace: SceneDraw = (p, pal, rng) => `
  ${glow(p, 800, 380, 620, pal.glow, 0.35)}
  ${[
    [180, 200],
    [1320, 160],
    [620, 110],
    [1050, 300],
  ]
    .map(
      ([x, y]) =>
        `<path d="M${x},${y} c40,-50 110,-50 120,0 c50,-40 120,-10 100,40 c-30,30 -80,10 -60,-20" fill="none" stroke="${pal.metal}" stroke-width="6" opacity=".35"/>`,
    )
    .join('')}
  ${stars(rng, 40, lighten(pal.metal, 0.4), 500)}
  ${pagoda(260, 860, 1.3, darken(pal.bgBottom, 0.2), pal.metal)}${pagoda(1360, 880, 1.5, darken(pal.bgBottom, 0.1), pal.metal)}
  <rect x="0" y="860" width="1600" height="40" fill="${darken(pal.bgBottom, 0.4)}"/>
  ${lanternShape(p, pal, 150, 140, 1)}${lanternShape(p, pal, 470, 90, 0.8)}${lanternShape(p, pal, 1130, 100, 0.85)}${lanternShape(p, pal, 1460, 150, 1)}`;

/** Jungle temple: layered foliage, a stepped stone temple, vines and fireflies. */
export const jungle: SceneDraw = (p, pal, rng) => {
  const stone = mix('#8a8174', pal.bgTop, 0.3);
  let temple = '';
  for (let i = 0; i < 5; i += 1) {
    const w = 760 - i * 130;
    temple += `<rect x="${800 - w / 2}" y="${730 - i * 86}" width="${w}" height="88" fill="${darken(stone, i * 0.06)}" stroke="${darken(stone, 0.4)}" stroke-width="3"/>`;
  }
  const vines = Array.from({ length: 9 }, (_, i) => {
    const x = i * 190 + rng() * 60;
    const len = 140 + rng() * 240;
    return `<path d="M${x},0 q30,${len / 2} 0,${len}" fill="none" stroke="${darken(pal.leaf, 0.45)}" stroke-width="8"/><ellipse cx="${x + 6}" cy="${len}" rx="22" ry="10" fill="${darken(pal.leaf, 0.3)}"/>`;
  }).join('');
  const flies = Array.from({ length: 40 }, () =>
    glow(p, rng() * 1600, 200 + rng() * 600, 6 + rng() * 10, pal.metal, 0.9),
  ).join('');
  return `${glow(p, 800, 300, 520, pal.glow, 0.3)}
  ${hills(rng, 520, 200, darken(pal.leaf, 0.55))}
  ${temple}<path d="M730,386 L800,300 L870,386 Z" fill="${darken(stone, 0.2)}" stroke="${darken(stone, 0.4)}" stroke-width="3"/><rect x="770" y="420" width="60" height="52" rx="26" fill="${darken(stone, 0.6)}"/>
  ${hills(rng, 720, 160, darken(pal.leaf, 0.4), 10)}${hills(rng, 820, 90, darken(pal.leaf, 0.65), 12)}
  ${vines}${flies}`;
};

/** Koi pond: calm water, ripples, lily pads, bamboo at the edges. */
export const pond: SceneDraw = (p, pal, rng) => {
  const ripples = Array.from({ length: 10 }, () => {
    const x = rng() * 1600;
    const y = 150 + rng() * 700;
    return `<ellipse cx="${x}" cy="${y}" rx="${80 + rng() * 60}" ry="${20 + rng() * 10}" fill="none" stroke="#fff" stroke-width="3" opacity=".2"/>`;
  }).join('');
  const water = mix(pal.bgTop, pal.bgBottom, 0.5);
  const fish = Array.from({ length: 5 }, () => {
    const x = 200 + rng() * 1200;
    const y = 200 + rng() * 550;
    const a = (rng() * 360).toFixed(0);
    return `<g transform="rotate(${a} ${x} ${y})" fill="${darken(water, 0.35)}" opacity=".35"><ellipse cx="${x}" cy="${y}" rx="60" ry="18"/><path d="M${x + 50},${y} l40,-22 l-8,22 l8,22 Z"/></g>`;
  }).join('');
  const pads = Array.from({ length: 10 }, () => {
    const x = rng() * 1600;
    const y = 100 + rng() * 760;
    const r = 60 + rng() * 50;
    const flower =
      rng() > 0.5
        ? `<circle cx="${x - r * 0.2}" cy="${y - r * 0.15}" r="${r * 0.28}" fill="${mix('#f28bb5', pal.hot, 0.1)}" stroke="${darken('#f28bb5', 0.3)}" stroke-width="3"/><circle cx="${x - r * 0.2}" cy="${y - r * 0.15}" r="${r * 0.1}" fill="${pal.metal}"/>`
        : '';
    return `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.55}" fill="${pal.leaf}" stroke="${darken(pal.leaf, 0.35)}" stroke-width="3"/>
    <path d="M${x},${y} L${x + r + 4},${y - r * 0.14} L${x + r + 4},${y + r * 0.14} Z" fill="${water}"/>
    <path d="M${x},${y} L${x - r * 0.6},${y - r * 0.3} M${x},${y} L${x - r * 0.7},${y + r * 0.1} M${x},${y} L${x + r * 0.3},${y + r * 0.45}" stroke="${darken(pal.leaf, 0.2)}" stroke-width="3"/>${flower}`;
  }).join('');
  const cane = (x: number): string =>
    `<rect x="${x}" y="0" width="26" height="900" fill="${darken(pal.leaf, 0.2)}"/>` +
    [120, 320, 520, 720]
      .map(
        (y) =>
          `<rect x="${x - 2}" y="${y}" width="30" height="8" fill="${darken(pal.leaf, 0.5)}"/>`,
      )
      .join('');
  return `${glow(p, 800, 200, 700, '#ffffff', 0.25)}${fish}${ripples}${pads}
  ${cane(20)}${cane(70)}${cane(1500)}${cane(1550)}`;
};

/** Moon festival: a huge full moon, drifting clouds and floating lanterns. */
export const festival: SceneDraw = (p, pal, rng) => `
  ${stars(rng, 120, '#ffffff', 700)}
  ${glow(p, 1150, 280, 420, pal.glow, 0.45)}
  <circle cx="1150" cy="280" r="180" fill="${p.rad(mix('#ffe9a8', pal.metal, 0.3))}"/>
  ${cloud(900, 400, 1.4, lighten(pal.bgBottom, 0.2), 0.8)}${cloud(200, 220, 1.2, lighten(pal.bgBottom, 0.15), 0.6)}
  ${hills(rng, 800, 120, darken(pal.bgTop, 0.4))}
  ${Array.from({ length: 12 }, () => lanternShape(p, pal, 80 + rng() * 1440, 250 + rng() * 500, 0.4 + rng() * 0.5, false)).join('')}`;

/** Phoenix inferno: crimson sky, rising flames and drifting embers. */
export const inferno: SceneDraw = (p, pal, rng) => {
  const flames = (y: number, h: number, fill: string, count: number): string => {
    let d = `M0,900 L0,${y}`;
    const w = 1600 / count;
    for (let i = 0; i < count; i += 1) {
      const top = y - h * (0.5 + rng() * 0.5);
      d += ` C${i * w + w * 0.2},${y - h * 0.2} ${i * w + w * 0.3},${top} ${i * w + w * 0.5},${top} C${i * w + w * 0.5},${y - h * 0.4} ${i * w + w * 0.9},${y - h * 0.3} ${(i + 1) * w},${y}`;
    }
    return `<path d="${d} L1600,900 Z" fill="${fill}"/>`;
  };
  const embers = Array.from(
    { length: 70 },
    () =>
      `<circle cx="${(rng() * 1600).toFixed(0)}" cy="${(rng() * 900).toFixed(0)}" r="${(1.5 + rng() * 4).toFixed(1)}" fill="${pal.metal}" opacity="${(0.3 + rng() * 0.7).toFixed(2)}"/>`,
  ).join('');
  return `${glow(p, 800, 820, 900, pal.hot, 0.6)}${glow(p, 800, 300, 400, pal.glow, 0.25)}
  ${flames(760, 300, darken(pal.cool, 0.3), 9)}${flames(820, 240, pal.hot, 12)}${flames(880, 160, pal.metal, 16)}${embers}`;
};
