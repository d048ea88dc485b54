import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/storage';
import { hotGamesQuery } from './hot-games';

const item = (nodeId: number) => ({ nodeId, gameId: `G${nodeId}` });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('hot games (wire §6.3)', () => {
  it('asks once per language and scope, then reads the tab cache HOT_GAMES', async () => {
    const fetchMock = vi.fn(async (url: unknown) => {
      const q = new URL(String(url), 'http://x').searchParams;
      return new Response(
        JSON.stringify({
          success: true,
          value: { list: [item(q.get('language') === 'EN' ? 1 : 2)] },
        }),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    const client = () => new QueryClient();

    const first = await client().fetchQuery(
      hotGamesQuery({ vassalage: 'STORM', gameType: 'RNG' }, 'EN'),
    );
    expect(first).toEqual([item(1)]);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x');
    expect(url.pathname).toBe('/wps/relay/GCSGAME_hotGamesV2');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      isPlatform: '2',
      vassalage: 'STORM',
      gameType: 'RNG',
      language: 'EN',
    });

    // A fresh page of the same tab (new query cache) reads sessionStorage.
    expect(
      await client().fetchQuery(hotGamesQuery({ vassalage: 'STORM', gameType: 'RNG' }, 'EN')),
    ).toEqual([item(1)]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStore.get('hotGames') ?? '{}')).toMatchObject({ language: 'EN' });

    // Another scope adds to the cache; another language replaces it.
    await client().fetchQuery(hotGamesQuery({}, 'EN'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(
      await client().fetchQuery(hotGamesQuery({ vassalage: 'STORM', gameType: 'RNG' }, 'VI')),
    ).toEqual([item(2)]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(JSON.parse(sessionStore.get('hotGames') ?? '{}')).toMatchObject({ language: 'VI' });
  });
});
