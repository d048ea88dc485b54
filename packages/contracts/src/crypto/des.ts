/**
 * Single DES (FIPS 46-3), ECB mode with PKCS7 padding, as the platform uses it for encrypted bodies and
 * customer-service links (wire reference §1.5). Pure TypeScript over Uint8Array so it runs unchanged in
 * Node and the browser: no Buffer, no node:crypto (Node's OpenSSL 3 no longer offers DES by default).
 * DES is weak; it is here only because the wire format demands it.
 */

/** Malformed key, ciphertext, padding, base64 or UTF-8. */
export class DesError extends Error {
  override name = 'DesError';
}

// FIPS 46-3 tables, 1-based bit positions, bit 1 = most significant bit of the first byte.
const IP = [
  58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4, 62, 54, 46, 38, 30, 22, 14, 6, 64,
  56, 48, 40, 32, 24, 16, 8, 57, 49, 41, 33, 25, 17, 9, 1, 59, 51, 43, 35, 27, 19, 11, 3, 61, 53,
  45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23, 15, 7,
];
/** The final permutation is the inverse of IP. */
const FP = IP.map((_, i) => IP.indexOf(i + 1) + 1);
// E (the expansion) is implemented by rotations in `feistel`: S-box s reads R bits 4s..4s+5, wrapping.
const P = [
  16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10, 2, 8, 24, 14, 32, 27, 3, 9, 19, 13,
  30, 6, 22, 11, 4, 25,
];
const PC1 = [
  57, 49, 41, 33, 25, 17, 9, 1, 58, 50, 42, 34, 26, 18, 10, 2, 59, 51, 43, 35, 27, 19, 11, 3, 60,
  52, 44, 36, 63, 55, 47, 39, 31, 23, 15, 7, 62, 54, 46, 38, 30, 22, 14, 6, 61, 53, 45, 37, 29, 21,
  13, 5, 28, 20, 12, 4,
];
const PC2 = [
  14, 17, 11, 24, 1, 5, 3, 28, 15, 6, 21, 10, 23, 19, 12, 4, 26, 8, 16, 7, 27, 20, 13, 2, 41, 52,
  31, 37, 47, 55, 30, 40, 51, 45, 33, 48, 44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32,
];
const SHIFTS = [1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1];
/** S1..S8, each 4 rows of 16. */
const SBOXES = [
  '14 4 13 1 2 15 11 8 3 10 6 12 5 9 0 7 0 15 7 4 14 2 13 1 10 6 12 11 9 5 3 8 4 1 14 8 13 6 2 11 15 12 9 7 3 10 5 0 15 12 8 2 4 9 1 7 5 11 3 14 10 0 6 13',
  '15 1 8 14 6 11 3 4 9 7 2 13 12 0 5 10 3 13 4 7 15 2 8 14 12 0 1 10 6 9 11 5 0 14 7 11 10 4 13 1 5 8 12 6 9 3 2 15 13 8 10 1 3 15 4 2 11 6 7 12 0 5 14 9',
  '10 0 9 14 6 3 15 5 1 13 12 7 11 4 2 8 13 7 0 9 3 4 6 10 2 8 5 14 12 11 15 1 13 6 4 9 8 15 3 0 11 1 2 12 5 10 14 7 1 10 13 0 6 9 8 7 4 15 14 3 11 5 2 12',
  '7 13 14 3 0 6 9 10 1 2 8 5 11 12 4 15 13 8 11 5 6 15 0 3 4 7 2 12 1 10 14 9 10 6 9 0 12 11 7 13 15 1 3 14 5 2 8 4 3 15 0 6 10 1 13 8 9 4 5 11 12 7 2 14',
  '2 12 4 1 7 10 11 6 8 5 3 15 13 0 14 9 14 11 2 12 4 7 13 1 5 0 15 10 3 9 8 6 4 2 1 11 10 13 7 8 15 9 12 5 6 3 0 14 11 8 12 7 1 14 2 13 6 15 0 9 10 4 5 3',
  '12 1 10 15 9 2 6 8 0 13 3 4 14 7 5 11 10 15 4 2 7 12 9 5 6 1 13 14 0 11 3 8 9 14 15 5 2 8 12 3 7 0 4 10 1 13 11 6 4 3 2 12 9 5 15 10 11 14 1 7 6 0 8 13',
  '4 11 2 14 15 0 8 13 3 12 9 7 5 10 6 1 13 0 11 7 4 9 1 10 14 3 5 12 2 15 8 6 1 4 11 13 12 3 7 14 10 15 6 8 0 5 9 2 6 11 13 8 1 4 10 7 9 5 0 15 14 2 3 12',
  '13 2 8 4 6 15 11 1 10 9 3 14 5 0 12 7 1 15 13 8 10 3 7 4 12 5 6 11 0 14 9 2 7 11 4 1 9 12 14 2 0 6 10 13 15 3 5 8 2 1 14 7 4 10 8 13 15 12 9 0 3 5 6 11',
].map((box) => box.split(' ').map(Number));

/** One bit per element, index 0 = most significant bit; used only for the key schedule and table set-up. */
type Bits = Uint8Array;

// Indices below are in range by construction; `?? 0` only satisfies noUncheckedIndexedAccess.
const bitAt = (bits: Bits, i: number): number => bits[i] ?? 0;

function toBits(bytes: Uint8Array): Bits {
  const bits = new Uint8Array(bytes.length * 8);
  bytes.forEach((byte, i) => {
    for (let b = 0; b < 8; b++) bits[i * 8 + b] = (byte >> (7 - b)) & 1;
  });
  return bits;
}

function permute(bits: Bits, table: readonly number[]): Bits {
  const out = new Uint8Array(table.length);
  table.forEach((from, i) => {
    out[i] = bitAt(bits, from - 1);
  });
  return out;
}

const wordOf = (bits: Bits): number => bits.reduce((word, bit) => ((word << 1) | bit) >>> 0, 0);

/**
 * S-box s followed by P, as one lookup: SP[s * 64 + six input bits] is the 32-bit word it contributes to
 * f(R, K). Built from the FIPS tables above so they stay the single source of truth.
 */
const SP = Uint32Array.from({ length: 8 * 64 }, (_, i) => {
  const s = i >> 6;
  const six = i & 63;
  const value = SBOXES[s]?.[(((six >> 4) & 2) | (six & 1)) * 16 + ((six >> 1) & 15)] ?? 0;
  const bits = new Uint8Array(32);
  for (let b = 0; b < 4; b++) bits[s * 4 + b] = (value >> (3 - b)) & 1;
  return wordOf(permute(bits, P));
});

/** The 16 round keys, each as eight 6-bit groups (one per S-box); parity bits are ignored as DES prescribes. */
function roundKeys(key: Uint8Array): Uint8Array[] {
  if (key.length !== 8) throw new DesError(`DES key must be 8 bytes, got ${key.length}`);
  const cd = permute(toBits(key), PC1);
  let c = wordOf(cd.subarray(0, 28));
  let d = wordOf(cd.subarray(28));
  return SHIFTS.map((shift) => {
    c = ((c << shift) | (c >>> (28 - shift))) & 0x0fffffff;
    d = ((d << shift) | (d >>> (28 - shift))) & 0x0fffffff;
    const groups = new Uint8Array(8);
    let group = 0;
    PC2.forEach((from, i) => {
      group = (group << 1) | (from <= 28 ? (c >>> (28 - from)) & 1 : (d >>> (56 - from)) & 1);
      if (i % 6 === 5) {
        groups[(i - 5) / 6] = group;
        group = 0;
      }
    });
    return groups;
  });
}

/** Applies a 64-bit permutation table to a block held as two 32-bit words. */
function permuteBlock(hi: number, lo: number, table: readonly number[]): [number, number] {
  let outHi = 0;
  let outLo = 0;
  table.forEach((from, i) => {
    const bit = from <= 32 ? (hi >>> (32 - from)) & 1 : (lo >>> (64 - from)) & 1;
    if (i < 32) outHi |= bit << (31 - i);
    else outLo |= bit << (63 - i);
  });
  return [outHi >>> 0, outLo >>> 0];
}

/** The round function f(R, K): E expansion (as rotations), key mix, S-boxes and P via the SP table. */
function feistel(right: number, key: Uint8Array): number {
  let out = 0;
  for (let s = 0; s < 8; s++) {
    // E gives S-box s the bits 4s..4s+5 of R (1-based, bit 0 = bit 32): rotate them to the top and take six.
    const rot = (4 * s + 31) % 32;
    const six = (((right << rot) | (right >>> (32 - rot))) >>> 26) & 63;
    out |= SP[s * 64 + (six ^ (key[s] ?? 0))] ?? 0;
  }
  return out >>> 0;
}

function cryptBlock(block: Uint8Array, keys: readonly Uint8Array[]): Uint8Array {
  if (block.length !== 8) throw new DesError(`DES block must be 8 bytes, got ${block.length}`);
  const view = new DataView(block.buffer, block.byteOffset, 8);
  let [left, right] = permuteBlock(view.getUint32(0), view.getUint32(4), IP);
  for (const key of keys) {
    const next = (left ^ feistel(right, key)) >>> 0;
    left = right;
    right = next;
  }
  const [hi, lo] = permuteBlock(right, left, FP);
  const out = new Uint8Array(8);
  const outView = new DataView(out.buffer);
  outView.setUint32(0, hi);
  outView.setUint32(4, lo);
  return out;
}

/** Encrypts one 8-byte block with an 8-byte key (the raw DES primitive). */
export const desEncryptBlock = (block: Uint8Array, key: Uint8Array): Uint8Array =>
  cryptBlock(block, roundKeys(key));

/** Decrypts one 8-byte block with an 8-byte key. */
export const desDecryptBlock = (block: Uint8Array, key: Uint8Array): Uint8Array =>
  cryptBlock(block, roundKeys(key).reverse());

/** DES-ECB over bytes with PKCS7 padding (always 1-8 bytes of padding, so output is input + 1..8). */
export function desEcbEncrypt(plain: Uint8Array, key: Uint8Array): Uint8Array {
  const keys = roundKeys(key);
  const pad = 8 - (plain.length % 8);
  const padded = new Uint8Array(plain.length + pad);
  padded.set(plain);
  padded.fill(pad, plain.length);
  const out = new Uint8Array(padded.length);
  for (let i = 0; i < padded.length; i += 8)
    out.set(cryptBlock(padded.subarray(i, i + 8), keys), i);
  return out;
}

/** Reverses `desEcbEncrypt`; refuses a length that is not a positive multiple of 8 or bad padding. */
export function desEcbDecrypt(cipher: Uint8Array, key: Uint8Array): Uint8Array {
  if (cipher.length === 0 || cipher.length % 8 !== 0) {
    throw new DesError(
      `DES ciphertext length must be a positive multiple of 8, got ${cipher.length}`,
    );
  }
  const keys = roundKeys(key).reverse();
  const out = new Uint8Array(cipher.length);
  for (let i = 0; i < cipher.length; i += 8)
    out.set(cryptBlock(cipher.subarray(i, i + 8), keys), i);
  const pad = out[out.length - 1] ?? 0;
  if (pad < 1 || pad > 8 || out.subarray(out.length - pad).some((byte) => byte !== pad)) {
    throw new DesError('bad PKCS7 padding (wrong key or corrupted ciphertext)');
  }
  return out.slice(0, out.length - pad);
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard base64 with `=` padding. */
export function bytesToBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b1 = bytes[i + 1];
    const b2 = bytes[i + 2];
    const n = ((bytes[i] ?? 0) << 16) | ((b1 ?? 0) << 8) | (b2 ?? 0);
    out += B64.charAt((n >> 18) & 63) + B64.charAt((n >> 12) & 63);
    out += b1 === undefined ? '=' : B64.charAt((n >> 6) & 63);
    out += b2 === undefined ? '=' : B64.charAt(n & 63);
  }
  return out;
}

/** Decodes standard or URL-safe base64, padding optional; refuses any other character. */
export function base64ToBytes(text: string): Uint8Array {
  if (!/^[A-Za-z0-9+/\-_]*={0,2}$/.test(text)) throw new DesError('invalid base64');
  const body = text.replace(/=+$/, '').replaceAll('-', '+').replaceAll('_', '/');
  if (body.length % 4 === 1 || (body.length !== text.length && text.length % 4 !== 0)) {
    throw new DesError('invalid base64 length');
  }
  const out = new Uint8Array(Math.floor((body.length * 6) / 8));
  let acc = 0;
  let bits = 0;
  let o = 0;
  for (const ch of body) {
    acc = ((acc << 6) | B64.indexOf(ch)) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}

const utf8Encoder = new TextEncoder();
const utf8Decoder = new TextDecoder('utf-8', { fatal: true });

/** The DES key of a text key: its first 8 UTF-8 bytes, zero-padded when shorter. */
export function desKeyFromText(keyUtf8: string): Uint8Array {
  const key = new Uint8Array(8);
  key.set(utf8Encoder.encode(keyUtf8).subarray(0, 8));
  return key;
}

/** Encrypts UTF-8 text with DES-ECB/PKCS7 and answers base64, as the platform's clients do. */
export const desEncryptBase64 = (plainUtf8: string, keyUtf8: string): string =>
  bytesToBase64(desEcbEncrypt(utf8Encoder.encode(plainUtf8), desKeyFromText(keyUtf8)));

/** Decrypts base64 DES-ECB/PKCS7 ciphertext to UTF-8 text; throws DesError on any malformation. */
export function desDecryptBase64(cipherB64: string, keyUtf8: string): string {
  const plain = desEcbDecrypt(base64ToBytes(cipherB64), desKeyFromText(keyUtf8));
  try {
    return utf8Decoder.decode(plain);
  } catch {
    throw new DesError('decrypted bytes are not UTF-8 (wrong key?)');
  }
}

/** Builds a customer-service `path`: base64 DES ciphertext of the URL followed by the 8-character key. */
export function encryptCustomerServicePath(url: string, key8: string): string {
  // Printable ASCII keeps 8 characters = 8 key bytes = the 8 code units `slice(-8)` reads back.
  if (!/^[\x21-\x7e]{8}$/.test(key8))
    throw new DesError('customer-service key must be 8 printable ASCII characters');
  return desEncryptBase64(url, key8) + key8;
}

/** Reads a customer-service `path`: the last 8 characters are the key, the rest is the base64 ciphertext. */
export function decryptCustomerServicePath(path: string): string {
  if (path.length <= 8) throw new DesError('customer-service path too short');
  return desDecryptBase64(path.slice(0, -8), path.slice(-8));
}
