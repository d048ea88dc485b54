import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_CACHE_TTL_MS } from '@/config/catalogue-cache';
import { sessionStore } from '@/lib/storage';
import { useSessionStore } from '@/stores/session-store';
import { flushCatalogueCaches, flushCatalogueOnSessionChange } from './catalogue-cache';
import { hotGamesQuery } from './hot-games';
import { vendorLanesQuery } from './vendor-lanes';

const lanesAnswer = (title: string) => ({
  success: true,
  value: { data: { lanes: [{ title, cards: [], gameClassify: [] }] } },
});
const hotAnswer = (nodeId: number) => ({
  success: true,
  value: { list: [{ nodeId, gameId: `G${nodeId}` }] },
});

/** A server whose answers change on every call, so a cached answer can be told from a fresh one. */
function stubServer() {
  let calls = 0;
  const fetchMock = vi.fn(async (url: unknown) => {
    calls += 1;
    const body = String(url).includes('hotGames') ? hotAnswer(calls) : lanesAnswer(`LANE${calls}`);
    return new Response(JSON.stringify(body));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// A fresh query cache each time: what a new page of the same tab reads.
const freshClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const laneTitles = async (client = freshClient()) =>
  (await client.fetchQuery(vendorLanesQuery('EN'))).map((l) => l.title);
const hotIds = async (client = freshClient()) =>
  (await client.fetchQuery(hotGamesQuery({}, 'EN'))).map((g) => g.nodeId);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  useSessionStore.setState({ token: null });
});

describe('catalogue session caches (spec §7: cached in session, can be flushed)', () => {
  it('uses the cached vendor list and hot games for 5 minutes, then asks the server again', async () => {
    const fetchMock = stubServer();
    expect(await laneTitles()).toEqual(['LANE1']);
    expect(await hotIds()).toEqual([2]);

    vi.advanceTimersByTime(CATALOGUE_CACHE_TTL_MS - 1_000);
    expect(await laneTitles()).toEqual(['LANE1']);
    expect(await hotIds()).toEqual([2]);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(1_000);
    expect(await laneTitles()).toEqual(['LANE3']);
    expect(await hotIds()).toEqual([4]);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('ignores an entry stored the old way, without a time', async () => {
    stubServer();
    sessionStore.set(
      'gameVendor',
      JSON.stringify({ language: 'EN', lanes: [{ title: 'OLD', cards: [], gameClassify: [] }] }),
    );
    expect(await laneTitles()).toEqual(['LANE1']);
  });

  it('a flush drops both caches and refetches the queries on screen', async () => {
    const fetchMock = stubServer();
    const client = freshClient();
    // The lanes are on screen (the header watches them); the hot games are not.
    const unwatch = new QueryObserver(client, vendorLanesQuery('EN')).subscribe(() => undefined);
    await vi.waitFor(() =>
      expect(client.getQueryData(vendorLanesQuery('EN').queryKey)).toBeDefined(),
    );
    await client.fetchQuery(hotGamesQuery({}, 'EN'));
    expect(sessionStore.get('gameVendor')).not.toBeNull();
    expect(sessionStore.get('hotGames')).not.toBeNull();

    await flushCatalogueCaches(client);
    expect(client.getQueryData(vendorLanesQuery('EN').queryKey)?.map((l) => l.title)).toEqual([
      'LANE3',
    ]);
    expect(client.getQueryState(hotGamesQuery({}, 'EN').queryKey)?.isInvalidated).toBe(true);
    expect(await hotIds(client)).toEqual([4]);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    unwatch();
  });

  it('a login and a logout flush the caches; other session changes do not', async () => {
    const fetchMock = stubServer();
    const client = freshClient();
    const stop = flushCatalogueOnSessionChange(client);
    await laneTitles(client);

    useSessionStore.getState().reloadMember();
    expect(sessionStore.get('gameVendor')).not.toBeNull();

    useSessionStore.getState().login({ token: 'a'.repeat(64) });
    expect(sessionStore.get('gameVendor')).toBeNull();
    expect(await laneTitles(client)).toEqual(['LANE2']);

    useSessionStore.getState().logout();
    expect(sessionStore.get('gameVendor')).toBeNull();
    expect(await laneTitles(client)).toEqual(['LANE3']);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    stop();
  });
});
