import { describe, expect, it } from 'vitest';
import { PRIZE_MODES } from '@monsoon/contracts/lottery/model';
import { checkPlayOdds } from './odds-check.ts';
import { playOddsFromJson, playOddsToJson } from './odds-json.ts';
import { DEFAULT_ODDS } from './odds.ts';

describe('checkPlayOdds', () => {
  it('accepts every default odds of every prize mode', () => {
    for (const mode of PRIZE_MODES)
      for (const [code, odds] of Object.entries(DEFAULT_ODDS[mode]))
        expect([mode, code, checkPlayOdds(code, odds)]).toEqual([mode, code, null]);
  });

  it('accepts odds up to a fair bet and refuses one tick above it', () => {
    // Big/small wins 105 of 216: fair odds are 216/105 = 2.0571… → 20,571 bps is fair, 20,572 is not.
    expect(checkPlayOdds('DICE3_BIG_SMALL', { bps: 20_571n })).toBeNull();
    expect(checkPlayOdds('DICE3_BIG_SMALL', { bps: 20_572n })).toBe('above.fair');
    // Đề at 100× (1 in 100) is exactly fair.
    expect(checkPlayOdds('VN_DE', { bps: 1_000_000n })).toBeNull();
    expect(checkPlayOdds('VN_DE', { bps: 1_000_001n })).toBe('above.fair');
  });

  it('checks each pick at its own chance, and the play bps at every pick without its own odds', () => {
    // Sum 10 comes 27 ways of 216: 8× is fair, 8.0001× is not.
    const sums = DEFAULT_ODDS.LOTT.DICE3_SUM;
    if (!sums?.byPick) throw new Error('dice sums have per-pick odds');
    expect(
      checkPlayOdds('DICE3_SUM', { ...sums, byPick: { ...sums.byPick, '10': 80_000n } }),
    ).toBeNull();
    expect(checkPlayOdds('DICE3_SUM', { ...sums, byPick: { ...sums.byPick, '10': 80_001n } })).toBe(
      'above.fair',
    );
    // Without per-pick odds, sum 3's 209× would also pay sum 10.
    expect(checkPlayOdds('DICE3_SUM', { bps: sums.bps })).toBe('above.fair');
  });

  it('checks a region at its own chance (central xiên 2 is rarer than north)', () => {
    const xien = DEFAULT_ODDS.LOTT.VN_XIEN2;
    if (!xien?.byRegion?.CENTRAL) throw new Error('xiên has regional odds');
    expect(
      checkPlayOdds('VN_XIEN2', { bps: xien.bps, byRegion: { CENTRAL: xien.byRegion.CENTRAL } }),
    ).toBeNull();
    // The central odds applied to the north (27 prize numbers, likelier) are above fair.
    expect(checkPlayOdds('VN_XIEN2', { bps: xien.byRegion.CENTRAL })).toBe('above.fair');
  });

  it('refuses zero or negative bps, unknown picks and regions, and per-pick odds of a combination', () => {
    expect(checkPlayOdds('DICE3_BIG_SMALL', { bps: 0n })).toBe('bps.not.positive');
    expect(checkPlayOdds('DICE3_BIG_SMALL', { bps: 19_000n, byPick: { BIG: -1n } })).toBe(
      'bps.not.positive',
    );
    expect(checkPlayOdds('DICE3_BIG_SMALL', { bps: 19_000n, byPick: { HUGE: 19_000n } })).toBe(
      'byPick.unknown',
    );
    expect(checkPlayOdds('DICE3_BIG_SMALL', { bps: 19_000n, byRegion: { NORTH: 19_000n } })).toBe(
      'byRegion.not.vn',
    );
    expect(checkPlayOdds('VN_XIEN2', { bps: 100_000n, byPick: { '07': 100_000n } })).toBe(
      'byPick.not.each',
    );
    expect(checkPlayOdds('NO_SUCH_PLAY', { bps: 10_000n })).toBe('play.unknown');
  });
});

describe('stored odds', () => {
  it('round-trip every default exactly', () => {
    for (const table of Object.values(DEFAULT_ODDS))
      for (const odds of Object.values(table))
        expect(playOddsFromJson(JSON.parse(JSON.stringify(playOddsToJson(odds))))).toEqual(odds);
  });

  it('refuse anything but positive decimal integers and known regions', () => {
    expect(() => playOddsFromJson({ bps: 19_950 })).toThrow(/not a positive integer/);
    expect(() => playOddsFromJson({ bps: '1.5' })).toThrow(/not a positive integer/);
    expect(() => playOddsFromJson({ bps: '0' })).toThrow(/not a positive integer/);
    expect(() => playOddsFromJson({ bps: '100', byRegion: { EAST: '100' } })).toThrow(
      /unknown region/,
    );
    expect(() => playOddsFromJson({ bps: '100', bonus: '1' })).toThrow(/unknown field/);
    expect(playOddsFromJson({ bps: '19950', byPick: { BIG: '19000' } })).toEqual({
      bps: 19_950n,
      byPick: { BIG: 19_000n },
    });
  });
});
