import { describe, expect, it } from 'vitest';
import { gameOpenPath, isUnderMaintenance } from './game-target';
import { favouriteAction } from './use-favourite-toggle';

const slot = {
  vassalage: 'MONSOON',
  gameId: 'MS001',
  nodeId: 1,
  gameType: 'RNG' as const,
  gameCode: 'MS001',
};

describe('opening a listed game', () => {
  it('opens /game, with demo=1 for free play and the picked PVP room', () => {
    expect(gameOpenPath(slot)).toBe('/game?vassalage=MONSOON&gameId=MS001');
    expect(gameOpenPath(slot, { demo: true })).toBe('/game?vassalage=MONSOON&gameId=MS001&demo=1');
    expect(gameOpenPath({ ...slot, gameType: 'PVP' }, { roomId: 'R 2' })).toBe(
      '/game?vassalage=MONSOON&gameId=MS001&roomId=R+2',
    );
  });

  it('lottery games go to their page, without a room', () => {
    expect(
      gameOpenPath(
        { ...slot, vassalage: 'LOTT', gameType: 'LOTT', gameCode: 'VN1' },
        { roomId: 'R1' },
      ),
    ).toBe('/lottery?gameCode=VN1&vendor=LOTT');
  });

  it('is under maintenance only inside the window', () => {
    const maintenance = { maintainTime: 1_000, endTime: 2_000 };
    expect(isUnderMaintenance({ maintenance: null }, 1_500)).toBe(false);
    expect(isUnderMaintenance({ maintenance }, 999)).toBe(false);
    expect(isUnderMaintenance({ maintenance }, 1_000)).toBe(true);
    expect(isUnderMaintenance({ maintenance }, 2_000)).toBe(false);
  });
});

describe('favourite toggle rule (spec §4)', () => {
  it('removes an id already in the favourites, adds any other', () => {
    expect(favouriteAction([3, 5], 5)).toBe('remove');
    expect(favouriteAction([3, 5], 6)).toBe('add');
    expect(favouriteAction([], 6)).toBe('add');
  });
});
