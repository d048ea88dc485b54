import { spawnSync } from 'node:child_process';
import { createCipheriv } from 'node:crypto';
import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import {
  DesError,
  base64ToBytes,
  bytesToBase64,
  decryptCustomerServicePath,
  desDecryptBase64,
  desDecryptBlock,
  desEcbDecrypt,
  desEcbEncrypt,
  desEncryptBase64,
  desEncryptBlock,
  desKeyFromText,
  encryptCustomerServicePath,
} from './des.ts';

const hex = (text: string) => Uint8Array.from(Buffer.from(text, 'hex'));
const toHex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex').toUpperCase();

/**
 * Vectors from OpenSSL's DES-ECB (PKCS7), kept because Node 20's OpenSSL 3 refuses 'des-ecb' unless the
 * legacy provider is loaded. Derived with
 *   node --openssl-legacy-provider -e "...createCipheriv('des-ecb', first8BytesZeroPadded(key), null)..."
 * and checked against `printf hello | openssl enc -des-ecb -K 3132333435363738 -provider legacy -provider default -base64`.
 */
const opensslVectors: { plain: string; key: string; cipher: string }[] = [
  { plain: 'hello', key: '12345678', cipher: 'uhbGoCVxJa8=' },
  { plain: '', key: 'abcdefgh', cipher: 'JBvJHl5Vs9Y=' },
  { plain: '12345678', key: '12345678', cipher: 'ltACiHjVjIn+uVm31GQvyw==' },
  {
    plain: '{"username":"player01","password":"secret"}',
    key: 'aB3dE6gH9jK2mN5p',
    cipher: '+GSP25r4/1iOUpiR+Bsu6hPemPgG8L7ssVHsvNw7kJ6h3aBcCGvtkUcnBbnBcz6K',
  },
  { plain: '中文 ✓ 😀', key: 'kéy', cipher: '2QPsp5oeC/gGuB2GUhozyA==' },
];

/** Node's own DES-ECB when this OpenSSL offers it; null when it answers 'unsupported'. */
function nodeDesEcb(): ((plain: Uint8Array, key: Uint8Array) => string) | null {
  try {
    createCipheriv('des-ecb', Buffer.alloc(8), null);
  } catch (error) {
    if (/unsupported/i.test(String(error))) return null;
    throw error;
  }
  return (plain, key) => {
    const cipher = createCipheriv('des-ecb', key, null);
    return Buffer.concat([cipher.update(plain), cipher.final()]).toString('base64');
  };
}

/** Encrypts a batch in a child Node with the OpenSSL legacy provider; null when that is not available. */
function legacyProviderDesEcb(cases: { plain: Uint8Array; key: Uint8Array }[]): string[] | null {
  const script = `const c=require('crypto');let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{
    const out=JSON.parse(s).map(([p,k])=>{const x=c.createCipheriv('des-ecb',Buffer.from(k,'hex'),null);
    return Buffer.concat([x.update(Buffer.from(p,'hex')),x.final()]).toString('base64')});process.stdout.write(JSON.stringify(out))})`;
  const input = JSON.stringify(
    cases.map((c) => [Buffer.from(c.plain).toString('hex'), Buffer.from(c.key).toString('hex')]),
  );
  const child = spawnSync(process.execPath, ['--openssl-legacy-provider', '-e', script], {
    input,
    encoding: 'utf8',
  });
  if (child.status !== 0) return null;
  const parsed: unknown = JSON.parse(child.stdout);
  return Array.isArray(parsed) ? parsed.map(String) : null;
}

describe('DES block function', () => {
  it('passes the classic known-answer vector', () => {
    const key = hex('133457799BBCDFF1');
    expect(toHex(desEncryptBlock(hex('0123456789ABCDEF'), key))).toBe('85E813540F0AB405');
    expect(toHex(desDecryptBlock(hex('85E813540F0AB405'), key))).toBe('0123456789ABCDEF');
  });

  it('passes a second published vector', () => {
    const key = hex('0E329232EA6D0D73');
    expect(toHex(desEncryptBlock(hex('8787878787878787'), key))).toBe('0000000000000000');
  });

  it('ignores key parity bits', () => {
    const block = hex('0123456789ABCDEF');
    expect(toHex(desEncryptBlock(block, hex('123457799BBCDFF0')))).toBe('85E813540F0AB405');
  });

  it('refuses blocks and keys that are not 8 bytes', () => {
    expect(() => desEncryptBlock(new Uint8Array(7), new Uint8Array(8))).toThrow(DesError);
    expect(() => desEncryptBlock(new Uint8Array(8), new Uint8Array(9))).toThrow(DesError);
  });

  it('decrypts what it encrypts for any block and key', () => {
    const bytes8 = fc.uint8Array({ minLength: 8, maxLength: 8 });
    fc.assert(
      fc.property(
        bytes8,
        bytes8,
        (block, key) => toHex(desDecryptBlock(desEncryptBlock(block, key), key)) === toHex(block),
      ),
    );
  });
});

describe('DES-ECB with PKCS7', () => {
  const key = desKeyFromText('12345678');
  const lastBlock = (cipher: Uint8Array) =>
    desDecryptBlock(cipher.subarray(cipher.length - 8), key);

  it('adds a full block of padding to empty and 8-byte inputs', () => {
    const empty = desEcbEncrypt(new Uint8Array(0), key);
    expect(empty).toHaveLength(8);
    expect(toHex(lastBlock(empty))).toBe('0808080808080808');
    const eight = desEcbEncrypt(hex('0102030405060708'), key);
    expect(eight).toHaveLength(16);
    expect(toHex(lastBlock(eight))).toBe('0808080808080808');
    const sixteen = desEcbEncrypt(new Uint8Array(16), key);
    expect(sixteen).toHaveLength(24);
  });

  it('pads partial blocks to the next multiple of 8', () => {
    expect(toHex(lastBlock(desEcbEncrypt(hex('01020304050607'), key)))).toBe('0102030405060701');
    expect(toHex(lastBlock(desEcbEncrypt(hex('AA'), key)))).toBe('AA07070707070707');
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (plain) => {
        const cipher = desEcbEncrypt(plain, key);
        return (
          cipher.length === (Math.floor(plain.length / 8) + 1) * 8 &&
          toHex(desEcbDecrypt(cipher, key)) === toHex(plain)
        );
      }),
    );
  });

  it('refuses bad padding and bad lengths', () => {
    const raw = (last: string) => desEncryptBlock(hex(last), key);
    expect(() => desEcbDecrypt(raw('0102030405060700'), key)).toThrow(/padding/);
    expect(() => desEcbDecrypt(raw('0102030405060709'), key)).toThrow(/padding/);
    expect(() => desEcbDecrypt(raw('0102030405020303'), key)).toThrow(/padding/);
    expect(toHex(desEcbDecrypt(raw('0102030405030303'), key))).toBe('0102030405');
    expect(desEcbDecrypt(raw('0808080808080808'), key)).toHaveLength(0);
    expect(() => desEcbDecrypt(new Uint8Array(0), key)).toThrow(DesError);
    expect(() => desEcbDecrypt(new Uint8Array(12), key)).toThrow(/multiple of 8/);
  });
});

describe('text API', () => {
  it('agrees with OpenSSL on the documented vectors', () => {
    for (const v of opensslVectors) {
      expect(desEncryptBase64(v.plain, v.key)).toBe(v.cipher);
      expect(desDecryptBase64(v.cipher, v.key)).toBe(v.plain);
    }
  });

  it('agrees with OpenSSL des-ecb on random inputs', () => {
    const arb = fc.record({
      plain: fc.uint8Array({ maxLength: 40 }),
      key: fc.uint8Array({ minLength: 8, maxLength: 8 }),
    });
    const native = nodeDesEcb();
    if (native) {
      fc.assert(
        fc.property(
          arb,
          ({ plain, key }) => bytesToBase64(desEcbEncrypt(plain, key)) === native(plain, key),
        ),
      );
      return;
    }
    const cases = fc.sample(arb, { numRuns: 200, seed: 42 });
    const expected = legacyProviderDesEcb(cases);
    if (expected) {
      expect(cases.map(({ plain, key }) => bytesToBase64(desEcbEncrypt(plain, key)))).toEqual(
        expected,
      );
    } else {
      // No OpenSSL DES at all on this machine: fall back to the vectors derived above, never skip.
      for (const v of opensslVectors) expect(desEncryptBase64(v.plain, v.key)).toBe(v.cipher);
    }
  });

  it('round-trips any UTF-8 text with any text key', () => {
    // Any scalar value (1- to 4-byte UTF-8), built directly: fc.string({ unit: 'binary' }) is slow to generate.
    const scalar = fc.oneof(
      fc.integer({ min: 0, max: 0x7f }),
      fc.integer({ min: 0x80, max: 0xd7ff }),
      fc.integer({ min: 0xe000, max: 0x10ffff }),
    );
    const text = (maxLength: number) =>
      fc.array(scalar, { maxLength }).map((points) => String.fromCodePoint(...points));
    fc.assert(
      fc.property(text(60), text(20), (plain, key) => {
        return desDecryptBase64(desEncryptBase64(plain, key), key) === plain;
      }),
      { numRuns: 300 },
    );
  });

  it('uses the first 8 UTF-8 bytes of the key, zero-padded when shorter', () => {
    expect(toHex(desKeyFromText('abcdefghXYZ'))).toBe(toHex(desKeyFromText('abcdefgh')));
    expect(toHex(desKeyFromText('ab'))).toBe('6162000000000000');
    expect(toHex(desKeyFromText('kéy'))).toBe('6BC3A97900000000');
    expect(toHex(desKeyFromText('1234567é'))).toBe('31323334353637C3');
    expect(desEncryptBase64('x', 'aB3dE6gH9jK2mN5p')).toBe(desEncryptBase64('x', 'aB3dE6gH'));
    expect(desEncryptBase64('x', 'ab')).toBe(
      desEncryptBase64('x', 'ab\u0000\u0000\u0000\u0000\u0000\u0000'),
    );
  });

  it('refuses malformed ciphertext', () => {
    expect(() => desDecryptBase64('not base64!', '12345678')).toThrow(DesError);
    expect(() => desDecryptBase64('', '12345678')).toThrow(DesError);
    expect(() => desDecryptBase64('uhbGoCVx', '12345678')).toThrow(DesError);
  });
});

describe('base64', () => {
  it('matches Buffer for any bytes and decodes back', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 50 }), (bytes) => {
        const text = bytesToBase64(bytes);
        return (
          text === Buffer.from(bytes).toString('base64') &&
          toHex(base64ToBytes(text)) === toHex(bytes)
        );
      }),
    );
  });

  it('accepts URL-safe and unpadded forms, refuses other text', () => {
    expect(toHex(base64ToBytes('-_8'))).toBe('FBFF');
    expect(toHex(base64ToBytes('+/8='))).toBe('FBFF');
    expect(toHex(base64ToBytes('QQ'))).toBe('41');
    expect(() => base64ToBytes('QQ=')).toThrow(DesError);
    expect(() => base64ToBytes('Q')).toThrow(DesError);
    expect(() => base64ToBytes('QQ==QQ==')).toThrow(DesError);
    expect(() => base64ToBytes('Q Q=')).toThrow(DesError);
  });
});

describe('customer-service path', () => {
  const url = 'https://chat.example.com/livechat?group=1&lang=en';
  const path =
    'qllAtYoMFqAZt+edmTHe+nBIUnMwHq/KmV/dUsUG530p+o/rLJIx/SFWhyHpbYa3ZXIHpjKjx1w=Xy7Kp2Qa';

  it('appends the key to the base64 ciphertext (OpenSSL-derived vector)', () => {
    expect(encryptCustomerServicePath(url, 'Xy7Kp2Qa')).toBe(path);
    expect(decryptCustomerServicePath(path)).toBe(url);
  });

  it('round-trips any URL with any printable ASCII key', () => {
    const key8 = fc.string({
      unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
      minLength: 8,
      maxLength: 8,
    });
    fc.assert(
      fc.property(fc.webUrl(), key8, (u, k) => {
        const p = encryptCustomerServicePath(u, k);
        return (
          p.endsWith(k) &&
          base64ToBytes(p.slice(0, -8)).length % 8 === 0 &&
          decryptCustomerServicePath(p) === u
        );
      }),
    );
  });

  it('refuses keys that are not 8 printable ASCII characters and paths without ciphertext', () => {
    expect(() => encryptCustomerServicePath(url, 'short')).toThrow(DesError);
    expect(() => encryptCustomerServicePath(url, 'nine char')).toThrow(DesError);
    expect(() => encryptCustomerServicePath(url, 'kéy12345')).toThrow(DesError);
    expect(() => decryptCustomerServicePath('Xy7Kp2Qa')).toThrow(DesError);
  });
});
