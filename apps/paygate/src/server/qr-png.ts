import { crc32, deflateSync } from 'node:zlib';
import { encode } from 'uqr';

/** Pixels per QR module and the quiet zone around the code, in modules (the standard asks for 4). */
const SCALE = 8;
const QUIET = 4;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A QR code (error correction M) of `text` as a black-on-white 8-bit greyscale PNG. */
export function qrPng(text: string): Buffer {
  const { data, size } = encode(text, { ecc: 'M', border: 0 });
  const side = (size + QUIET * 2) * SCALE;
  const rows: Buffer[] = [];
  for (let y = 0; y < side; y++) {
    const row = Buffer.alloc(side + 1, 255);
    row[0] = 0; // filter: none
    const my = Math.floor(y / SCALE) - QUIET;
    for (let x = 0; x < side; x++) {
      const mx = Math.floor(x / SCALE) - QUIET;
      if (data[my]?.[mx] === true) row[x + 1] = 0;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // colour type: greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const cache = new Map<string, string>();

/** The QR code of `text` as a PNG data URL (memoised: the payment's action is asked for repeatedly). */
export function qrDataUrl(text: string): string {
  const hit = cache.get(text);
  if (hit) return hit;
  const url = `data:image/png;base64,${qrPng(text).toString('base64')}`;
  if (cache.size >= 500) cache.clear();
  cache.set(text, url);
  return url;
}
