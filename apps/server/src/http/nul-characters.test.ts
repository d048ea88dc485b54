import { describe, expect, it } from 'vitest';
import { nulCharacterPath } from './nul-characters.ts';

describe('nulCharacterPath', () => {
  it('finds a NUL character in nested strings and names its path', () => {
    expect(nulCharacterPath('a\u0000')).toBe('');
    expect(nulCharacterPath({ username: 'bo\u0000b' })).toBe('username');
    expect(nulCharacterPath({ a: { list: ['ok', 'x\u0000'] } })).toBe('a.list.1');
  });

  it('passes clean input of any shape', () => {
    expect(nulCharacterPath({ a: 'text', b: 1, c: null, d: [true, 'ü'], e: undefined })).toBeNull();
    expect(nulCharacterPath(undefined)).toBeNull();
    expect(nulCharacterPath('\\u0000 is fine when escaped')).toBeNull();
  });
});
