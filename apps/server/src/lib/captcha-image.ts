import { randomBytes, randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import {
  CAPTCHA_ALPHABET,
  GLYPHS,
  glyphExtent,
  rasterizeGlyph,
  segmentDistance2,
} from './captcha-glyphs.ts';

export { CAPTCHA_ALPHABET } from './captcha-glyphs.ts';

/** Output size of a rendered captcha in pixels (default 120x40). */
export interface CaptchaImageOptions {
  width?: number;
  height?: number;
}

type Rgb = readonly [number, number, number];
type Point = readonly [number, number];

const BYTES_PER_PIXEL = 3;
const MAX_SIDE = 1000;

/** Crypto-random captcha text of `length` characters drawn from CAPTCHA_ALPHABET. */
export function generateCaptchaText(length = 4): string {
  if (!Number.isInteger(length) || length < 1 || length > 64) {
    throw new RangeError(`captcha length must be an integer in 1..64, got ${length}`);
  }
  let out = '';
  for (let i = 0; i < length; i++) {
    out += CAPTCHA_ALPHABET.charAt(randomInt(CAPTCHA_ALPHABET.length));
  }
  return out;
}

/** Renders `text` as a noisy, distorted 8-bit RGB captcha PNG; every call differs. */
export function renderCaptchaPng(text: string, opts: CaptchaImageOptions = {}): Buffer {
  const width = opts.width ?? 120;
  const height = opts.height ?? 40;
  if (![width, height].every((v) => Number.isInteger(v) && v >= 8 && v <= MAX_SIDE)) {
    throw new RangeError(`captcha width/height must be integers in 8..${MAX_SIDE}`);
  }
  if (text.length === 0 || [...text].some((ch) => GLYPHS[ch] === undefined)) {
    throw new RangeError('captcha text must be non-empty and use only CAPTCHA_ALPHABET');
  }
  const canvas = new Canvas(width, height, createRng());
  canvas.drawBackground();
  canvas.drawInterference(2, 0.9, 1.6);
  canvas.drawText(text);
  canvas.drawInterference(2, 0.8, 1.2);
  canvas.drawDots(Math.round((width * height) / 45));
  return encodePng(width, height, canvas.pixels);
}

/** Renders `text` as a captcha PNG encoded as plain base64 (no `data:` prefix), for the wire. */
export function renderCaptchaBase64(text: string, opts: CaptchaImageOptions = {}): string {
  return renderCaptchaPng(text, opts).toString('base64');
}

/** sfc32 PRNG seeded from crypto: fast enough for per-pixel noise, unpredictable per render. */
function createRng(): () => number {
  const seed = randomBytes(16);
  let a = seed.readUInt32LE(0);
  let b = seed.readUInt32LE(4);
  let c = seed.readUInt32LE(8);
  let d = seed.readUInt32LE(12);
  return () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((((c << 21) | (c >>> 11)) >>> 0) + t) >>> 0;
    return t / 4294967296;
  };
}

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    private readonly rand: () => number,
  ) {
    this.pixels = new Uint8Array(width * height * BYTES_PER_PIXEL);
  }

  private range(lo: number, hi: number): number {
    return lo + this.rand() * (hi - lo);
  }

  /** Random colour with every channel in [lo, hi]. */
  private colour(lo: number, hi: number): Rgb {
    return [this.range(lo, hi), this.range(lo, hi), this.range(lo, hi)];
  }

  /** Alpha-blends `c` over pixel (x, y); out-of-bounds pixels are ignored. */
  private blend(x: number, y: number, c: Rgb, alpha: number): void {
    if (alpha <= 0 || x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const a = Math.min(1, alpha);
    const i = (y * this.width + x) * BYTES_PER_PIXEL;
    for (let k = 0; k < 3; k++) {
      const old = this.pixels[i + k] ?? 0;
      this.pixels[i + k] = Math.round(old + ((c[k] ?? 0) - old) * a);
    }
  }

  /** Light horizontal gradient with per-pixel noise and faint ellipse outlines. */
  drawBackground(): void {
    const from = this.colour(215, 250);
    const to = this.colour(215, 250);
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const t = x / this.width;
        const grain = this.range(-14, 14);
        const i = (y * this.width + x) * BYTES_PER_PIXEL;
        for (let k = 0; k < 3; k++) {
          const base = (from[k] ?? 0) * (1 - t) + (to[k] ?? 0) * t;
          this.pixels[i + k] = Math.round(clamp(base + grain + this.range(-6, 6), 0, 255));
        }
      }
    }
    for (let e = 0; e < 4; e++) {
      const [cx, cy] = [this.range(0, this.width), this.range(0, this.height)];
      const r = this.range(this.height * 0.2, this.height * 0.6);
      const ellipse = (t: number): Point => [
        cx + r * 1.4 * Math.cos(t * 2 * Math.PI),
        cy + r * Math.sin(t * 2 * Math.PI),
      ];
      this.drawCurve(ellipse, this.colour(150, 215), 1, 0.7);
    }
  }

  /** Anti-aliased thick polyline approximating the parametric curve f(t), t in [0, 1]. */
  private drawCurve(f: (t: number) => Point, c: Rgb, thickness: number, alpha: number): void {
    const reach = thickness / 2 + 0.5;
    const cover = new Float32Array(this.width * this.height); // max coverage, so joints don't double up
    let [x0, y0] = f(0);
    for (let s = 1; s <= 48; s++) {
      const [x1, y1] = f(s / 48);
      const top = Math.max(0, Math.floor(Math.min(y0, y1) - reach));
      const left = Math.max(0, Math.floor(Math.min(x0, x1) - reach));
      for (let y = top; y <= Math.min(this.height - 1, Math.max(y0, y1) + reach); y++) {
        for (let x = left; x <= Math.min(this.width - 1, Math.max(x0, x1) + reach); x++) {
          const d = Math.sqrt(segmentDistance2(x + 0.5, y + 0.5, x0, y0, x1, y1));
          const i = y * this.width + x;
          cover[i] = Math.max(cover[i] ?? 0, clamp(reach - d, 0, 1));
        }
      }
      [x0, y0] = [x1, y1];
    }
    cover.forEach((v, i) => this.blend(i % this.width, Math.floor(i / this.width), c, v * alpha));
  }

  /** Mid-tone wavy lines crossing the whole image. */
  drawInterference(count: number, minThickness: number, maxThickness: number): void {
    for (let n = 0; n < count; n++) {
      const y0 = this.range(this.height * 0.15, this.height * 0.85);
      const y1 = this.range(this.height * 0.15, this.height * 0.85);
      const amp = this.range(2, this.height * 0.2);
      const freq = this.range(0.5, 2) * 2 * Math.PI;
      const phase = this.range(0, 2 * Math.PI);
      const line = (t: number): Point => [
        -2 + t * (this.width + 4),
        y0 + (y1 - y0) * t + amp * Math.sin(phase + t * freq),
      ];
      this.drawCurve(line, this.colour(90, 170), this.range(minThickness, maxThickness), 0.9);
    }
  }

  /** Random coloured speckles of 1-2 px. */
  drawDots(count: number): void {
    for (let n = 0; n < count; n++) {
      const x = Math.floor(this.range(0, this.width));
      const y = Math.floor(this.range(0, this.height));
      const c = this.colour(70, 200);
      this.blend(x, y, c, 0.9);
      if (this.rand() < 0.3) {
        this.blend(x + 1, y, c, 0.6);
        this.blend(x, y + 1, c, 0.6);
      }
    }
  }

  /** Draws each character in its own cell with random size, offset, rotation, shear and dark colour. */
  drawText(text: string): void {
    const chars = [...text];
    const cellW = this.width / chars.length;
    const wave = {
      amp: this.range(0.5, 1.5),
      freq: this.range(0.05, 0.12),
      phase: this.range(0, 7),
    };
    chars.forEach((ch, idx) => {
      const angle = this.range(-0.3, 0.3);
      // Shear that compounds the rotation (opposite sign) is damped so glyphs stay large.
      const rawShear = this.range(-0.25, 0.25);
      const shear = rawShear * angle < 0 ? rawShear / 2 : rawShear;
      const box = glyphExtent(angle, shear);
      // Box corners are rarely inked, so neighbours may overlap by ~10%.
      const fit = Math.min((cellW * 1.1) / box.w, (this.height - 2 - 2 * wave.amp) / box.h);
      const scale = Math.max(1.5, fit * this.range(0.88, 1));
      const slackY = Math.max(0, (this.height - box.h * scale) / 2 - wave.amp - 1);
      const slackX = Math.max(cellW * 0.04, (cellW - box.w * scale) / 2);
      const cx = cellW * (idx + 0.5) + this.range(-slackX, slackX);
      const cy = this.height / 2 + this.range(-slackY, slackY);
      const colour = this.colour(0, 88);
      const transform = { cx, cy, scale, angle, shear, wave };
      rasterizeGlyph(ch, transform, (x, y, cover) => this.blend(x, y, colour, cover));
    });
  }
}

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 (ISO-HDLC polynomial, as PNG chunks use) of `data`. */
export function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: length, type, data, CRC over type + data. */
function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(data.length + 12);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Prefixes each scanline with the PNG filter (0-4) minimising the sum of absolute residuals. */
function filterScanlines(width: number, height: number, rgb: Uint8Array): Buffer {
  const stride = width * BYTES_PER_PIXEL;
  const out = Buffer.alloc(height * (stride + 1));
  const candidate = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    let bestScore = Infinity;
    for (let f = 0; f <= 4; f++) {
      let score = 0;
      for (let i = 0; i < stride; i++) {
        const left = i >= BYTES_PER_PIXEL;
        const a = left ? (rgb[row + i - BYTES_PER_PIXEL] ?? 0) : 0;
        const b = y > 0 ? (rgb[row - stride + i] ?? 0) : 0;
        const c = y > 0 && left ? (rgb[row - stride + i - BYTES_PER_PIXEL] ?? 0) : 0;
        const pred = [0, a, b, (a + b) >> 1, paeth(a, b, c)][f] ?? 0;
        const v = ((rgb[row + i] ?? 0) - pred) & 0xff;
        candidate[i] = v;
        score += v < 128 ? v : 256 - v;
      }
      if (score < bestScore) {
        bestScore = score;
        out[y * (stride + 1)] = f;
        out.set(candidate, y * (stride + 1) + 1);
      }
    }
  }
  return out;
}

const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

/** Encodes 8-bit RGB pixels (row-major, 3 bytes each) as a PNG: signature, IHDR, IDAT, IEND. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  if (rgb.length !== width * height * BYTES_PER_PIXEL) {
    throw new RangeError('pixel buffer size does not match width * height * 3');
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type 2 (RGB), deflate, adaptive filter, no interlace
  const idat = deflateSync(filterScanlines(width, height, rgb), { level: 9 });
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
