import { describe, expect, it } from 'vitest';
import { readGameChoice } from './game-choice';

const read = (query: string) => readGameChoice(new URLSearchParams(query));

describe('readGameChoice', () => {
  it('reads the vendor and game, real money by default', () => {
    expect(read('vassalage=MONSOON&gameId=MS001')).toEqual({
      vassalage: 'MONSOON',
      gameId: 'MS001',
      demo: false,
    });
  });

  it('reads free play from demo=1 or accountType=0', () => {
    expect(read('vassalage=MONSOON&gameId=MS001&demo=1')?.demo).toBe(true);
    expect(read('vassalage=MONSOON&gameId=MS001&accountType=0')?.demo).toBe(true);
    expect(read('vassalage=MONSOON&gameId=MS001&accountType=1')?.demo).toBe(false);
  });

  it('refuses a missing or malformed game', () => {
    expect(read('vassalage=MONSOON')).toBeNull();
    expect(read('gameId=MS001')).toBeNull();
    expect(read('vassalage=MON SOON&gameId=MS001')).toBeNull();
    expect(read(`vassalage=MONSOON&gameId=${'x'.repeat(65)}`)).toBeNull();
  });
});
