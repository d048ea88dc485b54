import type { WinnerRow } from '@monsoon/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { maskName, visibleWinners, winnerBoardLimit } from './winners';

const row = (customerName: string, winAmount: number, winTime = 0): WinnerRow => ({
  vo: {
    customerName,
    winAmount,
    gameName: 'Monsoon Riches',
    nodeId: 1,
    gameType: 'RNG',
    vendor: 'MONSOON',
    iconUrl: '',
    winTime,
  },
});

describe('winner board (spec §8, §9)', () => {
  it('hides wins of 50000 or less even when the server sent them', () => {
    const shown = visibleWinners([
      row('a***1', 50_000),
      row('b***2', 49_999.99),
      row('c***3', 50_000.01),
    ]);
    expect(shown.map((w) => w.customerName)).toEqual(['c***3']);
  });

  it('sorts by win amount, largest first (newest first on a tie)', () => {
    const shown = visibleWinners([
      row('x***1', 60_000),
      row('y***2', 250_000),
      row('z***3', 60_000, 5),
      row('w***4', 120_000),
    ]);
    expect(shown.map((w) => w.customerName)).toEqual(['y***2', 'w***4', 'z***3', 'x***1']);
  });

  it('shows at most 50 rows', () => {
    const many = Array.from({ length: 80 }, (_, i) => row(`p***${i}`, 60_000 + i));
    const shown = visibleWinners(many);
    expect(shown).toHaveLength(winnerBoardLimit);
    expect(shown[0]?.winAmount).toBe(60_079);
  });

  it('masks names the server did not mask', () => {
    expect(maskName('player01')).toBe('pl***01');
    expect(maskName('anna')).toBe('a***a');
    expect(maskName('jo')).toBe('j***');
    expect(maskName('pl***01')).toBe('pl***01');
    expect(visibleWinners([row('richplayer', 70_000)])[0]?.customerName).toBe('ri***er');
  });

  it('is empty when no win is large enough (the usual demo)', () => {
    expect(visibleWinners([row('a***1', 120), row('b***2', 3_000)])).toEqual([]);
    expect(visibleWinners([])).toEqual([]);
  });
});
