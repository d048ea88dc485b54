// Bitmap font, stroke geometry and rasteriser for the image captcha (see captcha-image.ts).

/** Captcha alphabet: digits and upper-case letters without the ambiguous 0/O and 1/I (and no lower-case l). */
export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Glyph grid width in cells. */
export const GLYPH_COLS = 5;

/** Glyph grid height in cells. */
export const GLYPH_ROWS = 7;

/** 5x7 bitmap glyphs ('#' = ink) for every character of CAPTCHA_ALPHABET. */
export const GLYPHS: Readonly<Record<string, readonly string[]>> = {
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['.###.', '#...#', '....#', '..##.', '....#', '#...#', '.###.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '...#.', '..#..', '..#..', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
  A: ['..#..', '.#.#.', '.#.#.', '.#.#.', '.###.', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['###..', '#..#.', '#...#', '#...#', '#...#', '#..#.', '###..'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '.#.#.', '.#.#.', '..#..', '..#..'],
  W: ['#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
};

/** Whether glyph `ch` has ink at grid cell (col, row); false outside the grid or for unknown characters. */
export function glyphCell(ch: string, col: number, row: number): boolean {
  return GLYPHS[ch]?.[row]?.[col] === '#';
}

/** A stroke from (x0, y0) to (x1, y1) in glyph cell units (cell centres sit at .5). */
export type GlyphStroke = readonly [x0: number, y0: number, x1: number, y1: number];

/** Hand-drawn polylines ("x,y x,y ..." in cells) for glyphs whose diagonals a 5x7 grid stair-steps. */
const DIAGONAL_GLYPHS: Readonly<Record<string, readonly string[]>> = {
  '4': ['3.5,6.5 3.5,0.5 0.5,4.5 4.6,4.5'],
  '7': ['0.5,0.5 4.5,0.5 1.6,6.5'],
  A: ['0.4,6.5 2.5,0.5 4.6,6.5', '1.2,4.5 3.8,4.5'],
  K: ['0.5,0.5 0.5,6.5', '4.5,0.5 0.5,4.3', '1.9,3.1 4.5,6.5'],
  M: ['0.5,6.5 0.5,0.5 2.5,3.8 4.5,0.5 4.5,6.5'],
  N: ['0.5,6.5 0.5,0.5 4.5,6.5 4.5,0.5'],
  V: ['0.3,0.5 2.5,6.5 4.7,0.5'],
  W: ['0.2,0.5 1.3,6.5 2.5,2.5 3.7,6.5 4.8,0.5'],
  X: ['0.5,0.5 4.5,6.5', '4.5,0.5 0.5,6.5'],
  Y: ['0.5,0.5 2.5,3.5 4.5,0.5', '2.5,3.5 2.5,6.5'],
  Z: ['0.5,0.5 4.5,0.5 0.5,6.5 4.5,6.5'],
};

const strokeCache = new Map<string, readonly GlyphStroke[]>();

/** Strokes of glyph `ch`: hand-drawn diagonals, else segments joining neighbouring ink cells. */
export function glyphStrokes(ch: string): readonly GlyphStroke[] {
  const cached = strokeCache.get(ch);
  if (cached) return cached;
  const strokes: GlyphStroke[] = [];
  for (const line of DIAGONAL_GLYPHS[ch] ?? []) {
    const pts = line.split(' ').map((pt) => pt.split(',').map(Number));
    for (let i = 1; i < pts.length; i++) {
      const [x0 = 0, y0 = 0] = pts[i - 1] ?? [];
      const [x1 = 0, y1 = 0] = pts[i] ?? [];
      strokes.push([x0, y0, x1, y1]);
    }
  }
  for (let row = 0; row < GLYPH_ROWS && DIAGONAL_GLYPHS[ch] === undefined; row++) {
    for (let col = 0; col < GLYPH_COLS; col++) {
      if (!glyphCell(ch, col, row)) continue;
      const x = col + 0.5;
      const y = row + 0.5;
      if (glyphCell(ch, col + 1, row)) strokes.push([x, y, x + 1, y]);
      if (glyphCell(ch, col, row + 1)) strokes.push([x, y, x, y + 1]);
      for (const dc of [-1, 1]) {
        const diagonal = glyphCell(ch, col + dc, row + 1);
        const bridged = glyphCell(ch, col + dc, row) || glyphCell(ch, col, row + 1);
        if (diagonal && !bridged) strokes.push([x, y, x + dc, y + 1]);
      }
    }
  }
  strokeCache.set(ch, strokes);
  return strokes;
}

/** Squared distance from (px, py) to the segment (x0, y0)-(x1, y1). */
export function segmentDistance2(
  px: number,
  py: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): number {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.min(1, Math.max(0, ((px - x0) * dx + (py - y0) * dy) / len2));
  const ex = px - (x0 + t * dx);
  const ey = py - (y0 + t * dy);
  return ex * ex + ey * ey;
}

/** Glyph placement: centre (px), px per cell, rotation (rad), shear, vertical sine wave. */
export interface GlyphTransform {
  cx: number;
  cy: number;
  scale: number;
  angle: number;
  shear: number;
  wave: { amp: number; freq: number; phase: number };
}

/** Stroke half-width in glyph cells. */
const STROKE_RADIUS = 0.6;
const SUPERSAMPLE = 3;

/** Width and height, in cells, of the glyph box (stroke overhang included) after shear + rotation. */
export function glyphExtent(angle: number, shear: number): { w: number; h: number } {
  const hw = GLYPH_COLS / 2 + STROKE_RADIUS;
  const hh = GLYPH_ROWS / 2 + STROKE_RADIUS;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  let [w, h] = [0, 0];
  for (const ry of [hh, -hh]) {
    // Corners (±hw, ±hh) map symmetrically, so two of them bound the box.
    const rx = hw + shear * ry;
    w = Math.max(w, 2 * Math.abs(rx * cos - ry * sin));
    h = Math.max(h, 2 * Math.abs(rx * sin + ry * cos));
  }
  return { w, h };
}

/** Rasterises glyph `ch` (3x3 supersampled) calling `plot(x, y, coverage)` for every touched pixel. */
export function rasterizeGlyph(
  ch: string,
  t: GlyphTransform,
  plot: (x: number, y: number, coverage: number) => void,
): void {
  const strokes = glyphStrokes(ch);
  const [cos, sin] = [Math.cos(t.angle), Math.sin(t.angle)];
  const r2 = STROKE_RADIUS * STROKE_RADIUS;
  const box = glyphExtent(t.angle, t.shear);
  const reachX = Math.ceil((box.w * t.scale) / 2) + 1;
  const reachY = Math.ceil((box.h * t.scale) / 2 + Math.abs(t.wave.amp)) + 1;
  for (let y = Math.floor(t.cy - reachY); y <= t.cy + reachY; y++) {
    for (let x = Math.floor(t.cx - reachX); x <= t.cx + reachX; x++) {
      let hits = 0;
      for (let s = 0; s < SUPERSAMPLE * SUPERSAMPLE; s++) {
        const px = x + ((s % SUPERSAMPLE) + 0.5) / SUPERSAMPLE;
        const wave = t.wave.amp * Math.sin(t.wave.phase + px * t.wave.freq);
        const dx = px - t.cx;
        const dy = y + (Math.floor(s / SUPERSAMPLE) + 0.5) / SUPERSAMPLE - t.cy - wave;
        const rx = dx * cos + dy * sin;
        const ry = dy * cos - dx * sin;
        const u = (rx - t.shear * ry) / t.scale + GLYPH_COLS / 2;
        const v = ry / t.scale + GLYPH_ROWS / 2;
        if (u < -1 || v < -1 || u > GLYPH_COLS + 1 || v > GLYPH_ROWS + 1) continue;
        for (const [x0, y0, x1, y1] of strokes) {
          if (segmentDistance2(u, v, x0, y0, x1, y1) <= r2) {
            hits++;
            break;
          }
        }
      }
      if (hits > 0) plot(x, y, hits / (SUPERSAMPLE * SUPERSAMPLE));
    }
  }
}
