import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newTotpSecret,
  otpauthUri,
  totpCode,
} from './totp.ts';

// RFC 6238 appendix B, SHA-1 secret "12345678901234567890": 8-digit codes; ours are their last 6 digits.
const rfcSecret = base32Encode(Buffer.from('12345678901234567890'));
const vectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(vectors)('at %i s the code is %s', (seconds, code) => {
    expect(hotp(base32Decode(rfcSecret), Math.floor(seconds / 30), 8)).toBe(code);
    expect(totpCode(rfcSecret, new Date(seconds * 1000))).toBe(code.slice(2));
  });

  it('RFC 4226 HOTP vectors', () => {
    const key = Buffer.from('12345678901234567890');
    expect([0, 1, 2, 9].map((c) => hotp(key, c))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('base32 round-trips and matches RFC 4648', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw 6ytb oi==').toString()).toBe('foobar');
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
    expect(() => base32Decode('A1')).toThrow();
  });

  it('accepts the step before and after for drift, and nothing further', () => {
    const at = new Date(1_700_000_000_000);
    const step = Math.floor(at.getTime() / 30_000);
    const code = (offset: number) => totpCode(rfcSecret, new Date((step + offset) * 30_000));
    expect(matchTotp(rfcSecret, code(0), at)).toBe(step);
    expect(matchTotp(rfcSecret, code(-1), at)).toBe(step - 1);
    expect(matchTotp(rfcSecret, code(1), at)).toBe(step + 1);
    expect(matchTotp(rfcSecret, code(2), at)).toBeNull();
    expect(matchTotp(rfcSecret, code(-2), at)).toBeNull();
  });

  it('builds the otpauth URI authenticator apps read', () => {
    expect(otpauthUri('Monsoon demo', 'owner', 'ABC')).toBe(
      'otpauth://totp/Monsoon%20demo:owner?secret=ABC&issuer=Monsoon+demo&algorithm=SHA1&digits=6&period=30',
    );
  });
});
