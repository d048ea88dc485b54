import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CatalogueFeed, FeedBrand, FeedGame } from '@monsoon/contracts/provider/catalogue';
import { CATALOGUE_PATH } from '@monsoon/contracts/provider/catalogue';
import { verifySignature } from '@monsoon/contracts/provider/signature';
import { launchRequest, type LaunchRequest } from '@monsoon/contracts/provider/wallet';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@/db/client.ts';
import type { SyncResult } from '@/modules/games/catalogue.sync.ts';
import { createProviderRepository } from '@/modules/provider/provider.repository.ts';

/**
 * A vendor as a real HTTP server for API tests: it publishes a catalogue at the signed `GET /games`
 * and answers the signed `POST /launch`, checking every signature like a real vendor would.
 */
export interface FixtureVendor {
  url: string;
  /** The feed it publishes now (or any JSON, to publish an invalid feed). */
  feed: CatalogueFeed | unknown;
  /** When set, `GET /games` answers this HTTP status with no body. */
  failWith: number | null;
  /** Launch requests accepted, in order. */
  launches: LaunchRequest[];
  /** Signed catalogue reads served. */
  feedReads: number;
  /** Requests refused for their signature, verb or path. */
  refused: number;
  close(): Promise<void>;
}

/** Starts a fixture vendor on a free loopback port signing with `secret`. */
export async function startFixtureVendor(
  secret: string,
  feed: CatalogueFeed | unknown,
): Promise<FixtureVendor> {
  let server: Server | null = null;
  const vendor: FixtureVendor = {
    url: '',
    feed,
    failWith: null,
    launches: [],
    feedReads: 0,
    refused: 0,
    close: async () => {
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
    },
  };
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const ts =
        typeof req.headers['x-timestamp'] === 'string' ? req.headers['x-timestamp'] : undefined;
      const sig =
        typeof req.headers['x-signature'] === 'string' ? req.headers['x-signature'] : undefined;
      if (
        req.method === 'GET' &&
        req.url === CATALOGUE_PATH &&
        verifySignature(secret, ts, sig, CATALOGUE_PATH)
      ) {
        vendor.feedReads++;
        if (vendor.failWith !== null) return void res.writeHead(vendor.failWith).end();
        return void res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(vendor.feed));
      }
      const raw = Buffer.concat(chunks);
      if (req.method === 'POST' && req.url === '/launch' && verifySignature(secret, ts, sig, raw)) {
        const body = launchRequest.parse(JSON.parse(raw.toString('utf8')));
        vendor.launches.push(body);
        const url = new URL(`${vendor.url}/play/${body.gameCode}`);
        url.searchParams.set('mode', body.mode);
        if (body.token) url.searchParams.set('token', body.token);
        return void res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ url: url.toString() }));
      }
      vendor.refused++;
      res.writeHead(401).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vendor.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return vendor;
}

/** A URL that nothing listens on (a vendor that is down). */
export async function deadUrl(): Promise<string> {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise((resolve) => closed.close(resolve));
  return url;
}

const art = (path: string) => `https://art.example.test/${path}`;

/** A brand with defaults. */
export const feedBrand = (code: string, extra: Partial<FeedBrand> = {}): FeedBrand => ({
  code,
  names: { EN: `${code} Games` },
  logoUrl: art(`${code}/logo.svg`),
  launchStyle: 'list',
  hot: false,
  order: 10,
  maintenance: null,
  ...extra,
});

/** A game with defaults (an RNG slot of 0.10, 20 lines, with a demo). */
export const feedGame = (
  gameId: string,
  brand: string,
  extra: Partial<FeedGame> = {},
): FeedGame => ({
  gameId,
  brand,
  gameType: 'RNG',
  classify: 'SLOTS',
  names: { EN: gameId },
  iconUrl: art(`${brand}/${gameId}.svg`),
  minBetMinor: 10,
  lines: 20,
  isNew: false,
  hotRank: null,
  demo: true,
  rooms: [],
  ...extra,
});

/**
 * A catalogue with a lane of every shape: RNG slots (MONSOON, list; STORM, popup, also FISH), LIVE
 * (direct), SPORTS (FB), esports (TF), cockfight (DS88, a list brand), PVP with rooms, a lottery (direct), and
 * names in English and Chinese for the search.
 */
export function fixtureFeed(): CatalogueFeed {
  return {
    brands: [
      feedBrand('MONSOON', {
        names: { EN: 'Monsoon Studio', CN: '季风工作室' },
        order: 1,
        hot: true,
      }),
      feedBrand('STORM', { names: { EN: 'Storm Gaming' }, launchStyle: 'popup', order: 2 }),
      feedBrand('LIVEX', { names: { EN: 'Live X' }, launchStyle: 'direct', order: 1 }),
      feedBrand('FB', { names: { EN: 'FB Sports' }, launchStyle: 'direct', order: 1 }),
      feedBrand('TF', { names: { EN: 'TF Esports' }, launchStyle: 'direct', order: 2 }),
      feedBrand('DS88', { names: { EN: 'DS88 Cockfight' }, order: 1 }), // a list brand outside the list pages: its card launches its first game
      feedBrand('PVPK', { names: { EN: 'PVP Kings', CN: '对战之王' }, order: 1 }),
      feedBrand('LOTT', { names: { EN: 'Lottery' }, launchStyle: 'direct', order: 1 }),
    ],
    games: [
      feedGame('MS001', 'MONSOON', {
        names: { EN: 'Monsoon Riches', CN: '季风财富' },
        hotRank: 2,
        isNew: true,
        minBetMinor: 1,
        lines: 25,
      }),
      feedGame('MS002', 'MONSOON', {
        names: { EN: 'Dragon Pearl', CN: '龙珠' },
        hotRank: 1,
        minBetMinor: 5,
        lines: 20,
      }),
      feedGame('MS003', 'MONSOON', {
        names: { EN: 'Tiger Temple', CN: '虎庙' },
        minBetMinor: 10,
        lines: 9,
      }),
      feedGame('MS004', 'MONSOON', {
        names: { EN: 'Koi Garden' },
        classify: 'SCRATCH',
        minBetMinor: 50,
        lines: 0,
        isNew: true,
      }),
      feedGame('MS005', 'MONSOON', {
        names: { EN: 'Fruit Fiesta', CN: '水果嘉年华' },
        classify: 'ARCADE',
        minBetMinor: 75,
        lines: 5,
      }),
      feedGame('MS006', 'MONSOON', {
        names: { EN: 'Lucky Sevens' },
        classify: 'VIDEO_POKER',
        minBetMinor: 100,
        lines: 1,
        demo: false,
      }),
      feedGame('MS007', 'MONSOON', {
        names: { EN: 'Dragon Gems', CN: '龙之宝石' },
        classify: 'TABLE',
        minBetMinor: 20,
        lines: 40,
      }),
      feedGame('MS008', 'MONSOON', {
        names: { EN: 'Bingo Bay' },
        classify: 'BINGO',
        minBetMinor: 10,
        lines: 0,
      }),
      feedGame('ST001', 'STORM', { names: { EN: 'Thunder Reels' }, minBetMinor: 20, lines: 50 }),
      feedGame('ST002', 'STORM', {
        names: { EN: 'Ocean Hunter' },
        gameType: 'FISH',
        classify: 'ARCADE',
        minBetMinor: 10,
        lines: 0,
      }),
      feedGame('LX001', 'LIVEX', {
        names: { EN: 'Baccarat Live' },
        gameType: 'LIVE',
        classify: 'TABLE',
        minBetMinor: 1000,
        lines: 0,
        demo: false,
      }),
      feedGame('LX002', 'LIVEX', {
        names: { EN: 'Roulette Live' },
        gameType: 'LIVE',
        classify: 'TABLE',
        minBetMinor: 500,
        lines: 0,
        demo: false,
      }),
      feedGame('FB001', 'FB', {
        names: { EN: 'FB Sportsbook' },
        gameType: 'SPORTS',
        classify: 'TABLE',
        minBetMinor: 100,
        lines: 0,
      }),
      feedGame('TF001', 'TF', {
        names: { EN: 'TF Esports Arena' },
        gameType: 'ESPORTS',
        classify: 'TABLE',
        minBetMinor: 100,
        lines: 0,
      }),
      feedGame('DS001', 'DS88', {
        names: { EN: 'Cockfight Arena' },
        gameType: 'COCKFIGHT',
        classify: 'TABLE',
        minBetMinor: 1000,
        lines: 0,
        demo: false,
      }),
      feedGame('PK001', 'PVPK', {
        names: { EN: 'Tongits Go', CN: '通吃' },
        gameType: 'PVP',
        classify: 'TABLE',
        minBetMinor: 100,
        lines: 0,
        rooms: [
          {
            roomId: 'R1',
            names: { EN: 'Beginner', CN: '新手场' },
            minBetMinor: 100,
            minBalanceMinor: 2_000,
          },
          {
            roomId: 'R2',
            names: { EN: 'Expert', CN: '高手场' },
            minBetMinor: 10_000,
            minBalanceMinor: 200_000,
          },
        ],
      }),
      feedGame('PK002', 'PVPK', {
        names: { EN: 'Pusoy Dos' },
        gameType: 'PVP',
        classify: 'TABLE',
        minBetMinor: 100,
        lines: 0,
      }),
      feedGame('LT001', 'LOTT', {
        names: { EN: 'Lotto 6/45' },
        gameType: 'LOTT',
        classify: 'TABLE',
        minBetMinor: 100,
        lines: 0,
      }),
    ],
  };
}

/** Registers (or updates) a vendor integration of a merchant, reloads the registry, and syncs its feed. */
export async function registerAndSync(
  app: FastifyInstance,
  database: DatabaseHandle,
  v: { merchantId: number; code: string; secret: string; url: string },
): Promise<SyncResult> {
  const repo = createProviderRepository(database.db);
  await repo.upsertVendor({
    merchantId: v.merchantId,
    code: v.code,
    name: v.code,
    secret: v.secret,
    baseUrl: v.url,
  });
  await app.services.vendors.reload();
  return syncVendor(app, database, v.merchantId, v.code);
}

/** Syncs one integration's feed now. */
export async function syncVendor(
  app: FastifyInstance,
  database: DatabaseHandle,
  merchantId: number,
  code: string,
): Promise<SyncResult> {
  const row = (await createProviderRepository(database.db).allVendors()).find(
    (r) => r.merchantId === merchantId && r.code === code,
  );
  if (!row) throw new Error(`vendor ${code} not registered`);
  return app.services.catalogueSync.syncIntegration(row);
}
