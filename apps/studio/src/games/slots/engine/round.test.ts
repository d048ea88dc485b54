import { describe, expect, it } from 'vitest';
import { createFairRandom } from '@/games/slots/engine/fair-random.ts';
import {
  MAX_FREE_SPINS_PER_ROUND,
  playRound,
  SimRound,
  simulateRound,
} from '@/games/slots/engine/round.ts';
import { createSimRandom } from '@/games/slots/engine/sim-random.ts';
import {
  alwaysTriggersTitle,
  linesTestTitle,
  waysTestTitle,
} from '@/games/slots/engine/test-titles.ts';
import { titles } from '@/games/slots/titles/index.ts';

describe('playRound', () => {
  it('rejects a bet that is not a bet step', () => {
    expect(() => playRound(linesTestTitle, 301n, createSimRandom(1))).toThrow(RangeError);
  });

  it('is deterministic for the same fair seeds and nonce', () => {
    const a = playRound(linesTestTitle, 300n, createFairRandom('server', 'client', 3));
    const b = playRound(linesTestTitle, 300n, createFairRandom('server', 'client', 3));
    expect(b).toEqual(a);
    expect(a.base.stops).toHaveLength(5);
    expect(a.base.grid).toHaveLength(5);
  });

  it('shows consecutive strip positions from each stop and adds every spin into the total', () => {
    for (let nonce = 0; nonce < 200; nonce += 1) {
      const round = playRound(waysTestTitle, 300n, createFairRandom('s', 'c', nonce));
      const spins = [round.base, ...round.freeSpins];
      for (const spin of spins) {
        spin.grid.forEach((column, reel) => {
          const strip =
            spin.multiplier === 1
              ? waysTestTitle.baseStrips[reel]!
              : waysTestTitle.freeStrips[reel]!;
          column.forEach((id, row) =>
            expect(id).toBe(strip[(spin.stops[reel]! + row) % strip.length]),
          );
        });
        expect(spin.wins.reduce((sum, w) => sum + w.winMinor, 0n)).toBe(spin.winMinor);
      }
      expect(round.totalWinMinor).toBe(spins.reduce((sum, s) => sum + s.winMinor, 0n));
      expect(round.freeSpins).toHaveLength(spins.reduce((sum, s) => sum + s.freeSpinsAwarded, 0));
    }
  });

  it('caps the free spins of a round at 100, retriggers included', () => {
    const round = playRound(alwaysTriggersTitle, 300n, createSimRandom(5));
    expect(round.freeSpins).toHaveLength(MAX_FREE_SPINS_PER_ROUND);
    expect(round.freeSpins.every((s) => s.multiplier === 2)).toBe(true);
  });
});

describe('simulateRound', () => {
  it('pays exactly what playRound pays for the same stream, for every title', () => {
    const out = new SimRound();
    for (const title of [...titles, linesTestTitle, waysTestTitle]) {
      const bet = title.betStepsMinor[0]!;
      for (let seed = 0; seed < 300; seed += 1) {
        const full = playRound(title, BigInt(bet), createSimRandom(seed));
        simulateRound(title, bet, createSimRandom(seed), out);
        expect(out.winMinor).toBe(Number(full.totalWinMinor));
        expect(out.freeSpins).toBe(full.freeSpins.length);
      }
    }
  });
});
