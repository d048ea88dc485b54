import { starPoints } from '@/games/slots/art/shapes.ts';
import type { Paint, Palette } from '@/games/slots/art/types.ts';

/** Draws one scene layer set on a 1600 x 900 canvas. */
export type SceneDraw = (p: Paint, pal: Palette, rng: () => number) => string;

/** Soft round light fading to transparent. */
export function glow(
  p: Paint,
  cx: number,
  cy: number,
  r: number,
  color: string,
  opacity = 0.6,
): string {
  const id = p.id('glow');
  p.def(
    `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
      `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})"/>`;
}

/** Scattered twinkling stars in the upper part of the canvas. */
export function stars(rng: () => number, count: number, color: string, maxY = 600): string {
  return Array.from({ length: count }, () => {
    const x = rng() * 1600;
    const y = rng() * maxY;
    const r = 1 + rng() * 2.5;
    return r > 3
      ? `<polygon points="${starPoints(x, y, r * 3, r * 0.6, 4)}" fill="${color}"/>`
      : `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(1)}" fill="${color}" opacity="${(0.4 + rng() * 0.6).toFixed(2)}"/>`;
  }).join('');
}

/** A rolling ridge line filled down to the bottom edge. */
export function hills(rng: () => number, y: number, amp: number, fill: string, steps = 8): string {
  const w = 1600 / steps;
  let d = `M0,900 L0,${y}`;
  for (let i = 0; i < steps; i += 1) {
    const peak = y - amp * (0.4 + rng() * 0.6);
    d += ` Q${(i * w + w / 2).toFixed(0)},${peak.toFixed(0)} ${((i + 1) * w).toFixed(0)},${(y - rng() * amp * 0.3).toFixed(0)}`;
  }
  return `<path d="${d} L1600,900 Z" fill="${fill}"/>`;
}

/** Regular waves filled down to the bottom edge. */
export function waves(y: number, amp: number, length: number, fill: string, shift = 0): string {
  let d = `M${-length + shift},${y}`;
  for (let x = -length + shift; x < 1600 + length; x += length) {
    d += ` q${length / 4},${-amp} ${length / 2},0 t${length / 2},0`;
  }
  return `<path d="${d} L1700,900 L-100,900 Z" fill="${fill}"/>`;
}

/** A puffy cloud made of overlapping circles. */
export function cloud(x: number, y: number, s: number, fill: string, opacity = 1): string {
  const parts = [
    [0, 0, 60],
    [60, -30, 70],
    [130, -10, 60],
    [180, 10, 45],
    [-50, 12, 42],
  ]
    .map(
      ([dx, dy, r]) =>
        `<circle cx="${x + (dx ?? 0) * s}" cy="${y + (dy ?? 0) * s}" r="${(r ?? 0) * s}"/>`,
    )
    .join('');
  return `<g fill="${fill}" opacity="${opacity}">${parts}<rect x="${x - 50 * s}" y="${y}" width="${230 * s}" height="${50 * s}" rx="${25 * s}"/></g>`;
}

/** A hanging or floating paper lantern silhouette with a warm glow. */
export function lanternShape(
  p: Paint,
  pal: Palette,
  x: number,
  y: number,
  s: number,
  string = true,
): string {
  return `${glow(p, x, y, 90 * s, pal.glow, 0.5)}
  ${string ? `<path d="M${x},0 L${x},${y - 40 * s}" stroke="${pal.ink}" stroke-width="3"/>` : ''}
  <ellipse cx="${x}" cy="${y}" rx="${48 * s}" ry="${40 * s}" fill="${p.rad(pal.hot)}"/>
  <ellipse cx="${x}" cy="${y}" rx="${22 * s}" ry="${39 * s}" fill="none" stroke="${pal.ink}" stroke-opacity=".35" stroke-width="2"/>
  <rect x="${x - 24 * s}" y="${y - 46 * s}" width="${48 * s}" height="${12 * s}" rx="3" fill="${pal.metal}"/>
  <rect x="${x - 24 * s}" y="${y + 34 * s}" width="${48 * s}" height="${12 * s}" rx="3" fill="${pal.metal}"/>
  <path d="M${x},${y + 46 * s} L${x},${y + 80 * s}" stroke="${pal.metal}" stroke-width="${4 * s}"/>`;
}
