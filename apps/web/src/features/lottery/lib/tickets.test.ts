import { describe, expect, it } from 'vitest';
import { awaitingSettlement, leftTickets, ticketPicks } from './tickets';

describe('tickets', () => {
  it('waits for settlement while an open ticket is on a drawn draw', () => {
    const open = (numero: string) => ({ numero, status: 'OPEN' as const });
    expect(awaitingSettlement([open('20260101-0721')], '20260101-0720')).toBe(false);
    expect(awaitingSettlement([open('20260101-0721')], '20260101-0721')).toBe(true);
    expect(
      awaitingSettlement([open('20260101-0719'), open('20260101-0722')], '20260101-0721'),
    ).toBe(true);
    expect(awaitingSettlement([{ numero: '20260101-0719', status: 'WIN' }], '20260101-0721')).toBe(
      false,
    );
    expect(awaitingSettlement([open('20260101-0719')], undefined)).toBe(false);
  });

  it('names the tickets that left the open list', () => {
    expect(leftTickets(new Set(['a', 'b', 'c']), new Set(['b', 'd']))).toEqual(['a', 'c']);
    expect(leftTickets(new Set(['a']), new Set(['a']))).toEqual([]);
  });

  it('reads picks back with the play type, or keeps unknown text whole', () => {
    const front3 = ticketPicks({ playId: 304, bettingContent: '1,2_3_4' });
    expect(front3.playType?.code).toBe('DIGIT5_FRONT3');
    expect(front3.rows).toEqual([['1', '2'], ['3'], ['4']]);
    expect(ticketPicks({ playId: 999, bettingContent: 'x' })).toEqual({
      playType: undefined,
      rows: [['x']],
    });
    expect(ticketPicks({ playId: 304, bettingContent: '1_2' }).rows).toEqual([['1_2']]);
  });
});
