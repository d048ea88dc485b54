/** White glossy highlight, drawn without outline. */
export function shine(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  rot = -30,
  opacity = 0.45,
): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" transform="rotate(${rot} ${cx} ${cy})" fill="#fff" stroke="none" opacity="${opacity}"/>`;
}

/** Points of a star polygon centred on (cx, cy), first point straight up. */
export function starPoints(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points: number,
): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    out.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return out.join(' ');
}

/** Sun-ray wedges around a centre, as one path. */
export function rays(
  cx: number,
  cy: number,
  inner: number,
  outer: number,
  count: number,
  width = 0.12,
): string {
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const a = (Math.PI * 2 * i) / count;
    const p = (ang: number, r: number): string =>
      `${(cx + r * Math.cos(ang)).toFixed(1)},${(cy + r * Math.sin(ang)).toFixed(1)}`;
    d += `M${p(a - width, inner)}L${p(a, outer)}L${p(a + width, inner)}Z`;
  }
  return d;
}

/** Deterministic pseudo-random numbers in [0, 1) for scattered decoration. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}
