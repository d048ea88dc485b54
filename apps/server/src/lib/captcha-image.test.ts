import { crc32 as zlibCrc32, inflateSync } from 'node:zlib';
import { describe, it, expect } from 'vitest';
import {
  GLYPH_COLS,
  GLYPH_ROWS,
  GLYPHS,
  glyphCell,
  glyphStrokes,
  segmentDistance2,
} from './captcha-glyphs.ts';
import {
  CAPTCHA_ALPHABET,
  crc32,
  generateCaptchaText,
  renderCaptchaBase64,
  renderCaptchaPng,
} from './captcha-image.ts';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const BPP = 3; // colour type 2, 8-bit: RGB

interface Chunk {
  type: string;
  data: Buffer;
  crc: number;
  /** Type + data bytes, which the CRC covers. */
  crcInput: Buffer;
}

function readChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let at = 8;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const crcInput = png.subarray(at + 4, at + 8 + length);
    chunks.push({
      type: png.toString('ascii', at + 4, at + 8),
      data: png.subarray(at + 8, at + 8 + length),
      crc: png.readUInt32BE(at + 8 + length),
      crcInput,
    });
    at += 12 + length;
  }
  expect(at).toBe(png.length);
  return chunks;
}

function chunkData(chunks: Chunk[], type: string): Buffer {
  return Buffer.concat(chunks.filter((c) => c.type === type).map((c) => c.data));
}

/** Independent PNG decoder for 8-bit RGB, non-interlaced images. */
function decode(png: Buffer): { width: number; height: number; px: Uint8Array } {
  const chunks = readChunks(png);
  const ihdr = chunkData(chunks, 'IHDR');
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  const raw = inflateSync(chunkData(chunks, 'IDAT'));
  const stride = width * BPP;
  const px = new Uint8Array(width * height * BPP);
  const at = (i: number): number => px[i] ?? 0;
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const o = y * stride + i;
      const a = i >= BPP ? at(o - BPP) : 0;
      const b = y > 0 ? at(o - stride) : 0;
      const c = y > 0 && i >= BPP ? at(o - stride - BPP) : 0;
      const p = a + b - c;
      const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
      const paeth = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      const pred = [0, a, b, (a + b) >> 1, paeth][filter ?? -1];
      if (pred === undefined) throw new Error(`bad filter type ${filter} on row ${y}`);
      px[o] = ((raw[y * (stride + 1) + 1 + i] ?? 0) + pred) & 0xff;
    }
  }
  return { width, height, px };
}

function luminance(px: Uint8Array, i: number): number {
  return 0.299 * (px[i] ?? 0) + 0.587 * (px[i + 1] ?? 0) + 0.114 * (px[i + 2] ?? 0);
}

/** Number of dark (luminance < 100) pixels in each of `cells` equal-width vertical strips. */
function darkPixelsPerCell(png: Buffer, cells: number): number[] {
  const { width, height, px } = decode(png);
  const counts = new Array<number>(cells).fill(0);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (luminance(px, (y * width + x) * BPP) < 100) {
        const cell = Math.min(cells - 1, Math.floor((x * cells) / width));
        counts[cell] = (counts[cell] ?? 0) + 1;
      }
    }
  }
  return counts;
}

describe('generateCaptchaText', () => {
  it('defaults to 4 characters and honours the length argument', () => {
    expect(generateCaptchaText()).toHaveLength(4);
    expect(generateCaptchaText(6)).toHaveLength(6);
    expect(() => generateCaptchaText(0)).toThrow(RangeError);
    expect(() => generateCaptchaText(2.5)).toThrow(RangeError);
  });

  it('uses an alphabet of digits and upper-case letters without ambiguous characters', () => {
    for (const ambiguous of ['0', 'O', '1', 'I', 'l'])
      expect(CAPTCHA_ALPHABET).not.toContain(ambiguous);
    expect(CAPTCHA_ALPHABET).toMatch(/^[2-9A-Z]+$/);
    expect(new Set(CAPTCHA_ALPHABET).size).toBe(CAPTCHA_ALPHABET.length);
    expect(CAPTCHA_ALPHABET).toHaveLength(32);
  });

  it('draws only from the alphabet and reaches every character of it', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const text = generateCaptchaText();
      expect(text).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}$/);
      for (const ch of text) seen.add(ch);
    }
    expect(seen.size).toBe(CAPTCHA_ALPHABET.length);
  });
});

describe('glyph font', () => {
  it.each([...CAPTCHA_ALPHABET])('defines a non-empty glyph for %s', (ch) => {
    const glyph = GLYPHS[ch];
    expect(glyph).toHaveLength(GLYPH_ROWS);
    for (const row of glyph ?? []) expect(row).toMatch(new RegExp(`^[.#]{${GLYPH_COLS}}$`));
    expect(glyph?.join('')).toContain('#');
    expect(glyphStrokes(ch).length).toBeGreaterThan(0);
  });

  it.each([...CAPTCHA_ALPHABET])('draws strokes for %s that trace its bitmap', (ch) => {
    const strokes = glyphStrokes(ch);
    const ink: [number, number][] = [];
    for (let row = 0; row < GLYPH_ROWS; row++) {
      for (let col = 0; col < GLYPH_COLS; col++) {
        if (glyphCell(ch, col, row)) ink.push([col + 0.5, row + 0.5]);
      }
    }
    // Every ink cell is covered by a stroke...
    for (const [x, y] of ink) {
      const near = Math.min(...strokes.map((s) => segmentDistance2(x, y, ...s)));
      expect(Math.sqrt(near), `cell ${x},${y}`).toBeLessThan(0.7);
    }
    // ...and no stroke wanders away from the ink.
    for (const [x0, y0, x1, y1] of strokes) {
      for (let t = 0; t <= 1; t += 0.125) {
        const [x, y] = [x0 + (x1 - x0) * t, y0 + (y1 - y0) * t];
        const near = Math.min(...ink.map(([cx, cy]) => Math.hypot(x - cx, y - cy)));
        expect(near, `stroke point ${x},${y}`).toBeLessThan(0.9);
      }
    }
  });

  it('gives every character a distinct bitmap', () => {
    const bitmaps = [...CAPTCHA_ALPHABET].map((ch) => GLYPHS[ch]?.join('/'));
    expect(new Set(bitmaps).size).toBe(CAPTCHA_ALPHABET.length);
  });
});

describe('renderCaptchaPng', () => {
  it('writes the PNG signature and an 8-bit RGB IHDR with the requested size', () => {
    const cases = [
      { png: renderCaptchaPng('AB2C'), width: 120, height: 40 },
      { png: renderCaptchaPng('XYZ789', { width: 200, height: 64 }), width: 200, height: 64 },
    ];
    for (const { png, width, height } of cases) {
      expect([...png.subarray(0, 8)]).toEqual(SIGNATURE);
      const chunks = readChunks(png);
      expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
      const ihdr = chunkData(chunks, 'IHDR');
      expect(ihdr).toHaveLength(13);
      expect(ihdr.readUInt32BE(0)).toBe(width);
      expect(ihdr.readUInt32BE(4)).toBe(height);
      expect([...ihdr.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
      expect(chunkData(chunks, 'IEND')).toHaveLength(0);
    }
  });

  it('stores a CRC-32 that verifies for every chunk', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    const chunks = readChunks(renderCaptchaPng(generateCaptchaText()));
    for (const chunk of chunks) {
      expect(chunk.crc).toBe(zlibCrc32(chunk.crcInput));
      expect(chunk.crc).toBe(crc32(chunk.crcInput));
    }
  });

  it('inflates IDAT to height * (1 + width * 3) bytes of filtered scanlines', () => {
    for (const [width, height] of [
      [120, 40],
      [97, 33],
    ] satisfies [number, number][]) {
      const png = renderCaptchaPng('HJK4', { width, height });
      const raw = inflateSync(chunkData(readChunks(png), 'IDAT'));
      expect(raw).toHaveLength(height * (1 + width * BPP));
      for (let y = 0; y < height; y++) expect(raw[y * (1 + width * BPP)]).toBeLessThanOrEqual(4);
    }
  });

  it('differs on every call, even for the same text', () => {
    const a = renderCaptchaPng('M4QZ');
    const b = renderCaptchaPng('M4QZ');
    expect(a.equals(b)).toBe(false);
    expect(Buffer.from(decode(a).px).equals(Buffer.from(decode(b).px))).toBe(false);
  });

  it('has a light background', () => {
    const { width, height, px } = decode(renderCaptchaPng('2345'));
    const lums = Array.from({ length: width * height }, (_, i) => luminance(px, i * BPP));
    lums.sort((x, y) => x - y);
    expect(lums[Math.floor(lums.length / 2)]).toBeGreaterThan(180);
  });

  it('draws dark ink in the region of each character', () => {
    for (let round = 0; round < 20; round++) {
      const counts = darkPixelsPerCell(renderCaptchaPng(generateCaptchaText()), 4);
      for (const count of counts) expect(count).toBeGreaterThan(60);
    }
  });

  it('draws every alphabet character legibly dark at a larger size', () => {
    for (let i = 0; i < CAPTCHA_ALPHABET.length; i += 8) {
      const text = CAPTCHA_ALPHABET.slice(i, i + 8);
      const counts = darkPixelsPerCell(renderCaptchaPng(text, { width: 240, height: 50 }), 8);
      counts.forEach((count, idx) => {
        expect(count, `character ${text[idx]}`).toBeGreaterThan(60);
      });
    }
  });

  it('rejects text outside the alphabet and bad sizes', () => {
    expect(() => renderCaptchaPng('')).toThrow(RangeError);
    expect(() => renderCaptchaPng('AB0C')).toThrow(RangeError);
    expect(() => renderCaptchaPng('abcd')).toThrow(RangeError);
    expect(() => renderCaptchaPng('ABCD', { width: 0 })).toThrow(RangeError);
    expect(() => renderCaptchaPng('ABCD', { height: 10.5 })).toThrow(RangeError);
  });
});

describe('renderCaptchaBase64', () => {
  it('returns bare base64 of a PNG without a data: prefix', () => {
    const b64 = renderCaptchaBase64('PQRS');
    expect(b64).not.toMatch(/^data:/);
    expect(b64).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    const png = Buffer.from(b64, 'base64');
    expect([...png.subarray(0, 8)]).toEqual(SIGNATURE);
    expect(decode(png).width).toBe(120);
  });
});
