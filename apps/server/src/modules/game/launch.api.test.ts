import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchValueSchema } from '@monsoon/contracts/game';
import { sessionValueSchema } from '@monsoon/contracts/session';
import { verifySignature } from '@monsoon/contracts/provider/signature';
import { launchRequest, type LaunchRequest } from '@monsoon/contracts/provider/wallet';
import { createProviderRepository } from '@/modules/provider/provider.repository.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import { buildMember, countRows, demoMerchant, loginAs, nextIp } from '@/test/factories.ts';
import { DEMO_SECRET, DEMO_VENDOR, vendorCall } from '@/test/vendor.ts';
import { balanceOf, expectLedgerClean, fund, playerCalls, uniquePrefix } from '@/test/money.ts';

/**
 * Game launch (design/money.md §4): a launch token bound to member, vendor, game, asset and mode, and
 * the vendor's signed server-to-server `POST /launch` answering the game URL. A real HTTP vendor
 * runs in the test and checks every signature.
 */
let t: TestApp;
let vendor: Server;
let vendorUrl = '';
/** Launch requests the vendor accepted (signature valid), in order. */
const launches: LaunchRequest[] = [];
let refusedSignatures = 0;

beforeAll(async () => {
  vendor = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const ts = req.headers['x-timestamp'];
      const sig = req.headers['x-signature'];
      const signed = verifySignature(DEMO_SECRET, typeof ts === 'string' ? ts : undefined, typeof sig === 'string' ? sig : undefined, raw);
      if (req.method !== 'POST' || req.url !== '/launch' || !signed) {
        refusedSignatures++;
        res.writeHead(401).end();
        return;
      }
      const body = launchRequest.parse(JSON.parse(raw.toString('utf8')));
      launches.push(body);
      const url = new URL(`${vendorUrl}/play/${body.gameCode}`);
      url.searchParams.set('mode', body.mode);
      if (body.token) url.searchParams.set('token', body.token);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ url: url.toString() }));
    });
  });
  await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
  vendorUrl = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;

  t = await createTestApp();
  const merchant = await demoMerchant(t.database);
  const repo = createProviderRepository(t.database.db);
  await repo.upsertVendor({ merchantId: merchant.id, code: DEMO_VENDOR, name: 'Monsoon Studio', secret: DEMO_SECRET, baseUrl: vendorUrl });
  // A vendor whose server is down: a port nothing listens on.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const downUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise((resolve) => closed.close(resolve));
  await repo.upsertVendor({ merchantId: merchant.id, code: 'DOWN', name: 'Down', secret: DEMO_SECRET, baseUrl: downUrl });
  await t.app.services.vendors.reload();
});
afterAll(async () => {
  await expectLedgerClean(t.database);
  await t.close();
  vendor.closeAllConnections();
  await new Promise((resolve) => vendor.close(resolve));
});

const launchQuery = (extra: Record<string, string> = {}) =>
  `/wps/game/launchGame?${new URLSearchParams({ gameId: 'MS001', vassalage: DEMO_VENDOR, launchMode: 'GLS', language: 'EN', ...extra })}`;

const tokenOf = (gameUrl: string): string => new URL(gameUrl).searchParams.get('token') ?? '';

describe('launchGame', () => {
  it('answers the vendor’s game URL with a live launch token bound to the member, signed to the vendor', async () => {
    const member = await buildMember(t.database);
    await fund(t.database, member, 10_000n);
    const session = await loginAs(t.app, member.username, member.password);
    const value = await wire(t.app).ok(launchValueSchema, 'GET', launchQuery(), { token: session.token });
    expect(value.gameUrl).toBe(value.content.game_url);
    expect(value.content.game_url.startsWith(`${vendorUrl}/play/MS001`)).toBe(true);
    const token = tokenOf(value.content.game_url);
    expect(token).toMatch(/\S{20,}/);
    expect(launches.at(-1)).toMatchObject({ token, playerId: String(member.id), gameCode: 'MS001', currency: 'PHP', mode: 'real', language: 'EN' });
    // The token works on the wallet API for this member, in PHP.
    const auth = await vendorCall(t.app)('authenticate', { token });
    expect(auth.answer).toMatchObject({ status: 'OK', playerId: String(member.id), currency: 'PHP', balance: 10_000 });
    // Only its hash is stored.
    expect(await countRows(t.database, 'launch_tokens', `token_hash = '${token}'`)).toBe(0);
    expect(refusedSignatures).toBe(0);
  });

  it('without launchMode: HTTP 500 #727, no token created', async () => {
    const member = await buildMember(t.database);
    const session = await loginAs(t.app, member.username, member.password);
    const res = await wire(t.app).fail('GET', `/wps/game/launchGame?gameId=MS001&vassalage=${DEMO_VENDOR}`, { token: session.token });
    expect(res).toMatchObject({ status: 500, errorCode: '#727' });
    expect(await countRows(t.database, 'launch_tokens', `member_id = ${member.id}`)).toBe(0);
  });

  it('POST is not allowed, and a session is required', async () => {
    const member = await buildMember(t.database);
    const session = await loginAs(t.app, member.username, member.password);
    expect(await wire(t.app).fail('POST', launchQuery(), { token: session.token })).toMatchObject({ status: 405 });
    expect((await wire(t.app).send('GET', launchQuery())).status).toBe(401);
  });

  it('an open round of the member blocks a new launch with #734', async () => {
    const member = await buildMember(t.database);
    await fund(t.database, member, 10_000n);
    const session = await loginAs(t.app, member.username, member.password);
    const first = await wire(t.app).ok(launchValueSchema, 'GET', launchQuery(), { token: session.token });
    const calls = playerCalls(t.app, member, tokenOf(first.content.game_url));
    const p = uniquePrefix('open');
    expect((await calls.bet(`${p}B`, `${p}R`, 100)).status).toBe('OK');
    expect(await wire(t.app).fail('GET', launchQuery(), { token: session.token })).toMatchObject({ status: 400, errorCode: '#734' });
    // The round closes: launching works again.
    await calls.win(`${p}W`, `${p}R`, 0, true);
    await wire(t.app).ok(launchValueSchema, 'GET', launchQuery(), { token: session.token });
  });

  it('an unknown vendor is game.not.found; a vendor that is down is game.launch.failed', async () => {
    const member = await buildMember(t.database);
    const session = await loginAs(t.app, member.username, member.password);
    expect(await wire(t.app).fail('GET', launchQuery({ vassalage: 'NOBODY' }), { token: session.token })).toMatchObject({ status: 400, errorCode: 'game.not.found' });
    expect(await wire(t.app).fail('GET', launchQuery({ vassalage: 'DOWN' }), { token: session.token })).toMatchObject({ status: 503, errorCode: 'game.launch.failed' });
  });

  it('accountType 0 launches a demo: no launch token, no wallet', async () => {
    const member = await buildMember(t.database);
    const session = await loginAs(t.app, member.username, member.password);
    const value = await wire(t.app).ok(launchValueSchema, 'GET', launchQuery({ accountType: '0' }), { token: session.token });
    expect(tokenOf(value.content.game_url)).toBe('');
    expect(launches.at(-1)).toMatchObject({ mode: 'demo', currency: 'PHP' });
    expect(launches.at(-1)?.token).toBeUndefined();
    expect(await countRows(t.database, 'launch_tokens', `member_id = ${member.id}`)).toBe(0);
  });

  it('a trial account launches with FUN, granted once however often it launches, never real money', async () => {
    const session = await wire(t.app).ok(sessionValueSchema, 'POST', '/wps/session/login/freeplay', { payload: {}, remoteAddress: nextIp() });
    const merchant = await demoMerchant(t.database);
    const trial = { id: session.id, merchantId: merchant.id };
    const first = await wire(t.app).ok(launchValueSchema, 'GET', launchQuery(), { token: session.token });
    expect(launches.at(-1)).toMatchObject({ mode: 'fun', currency: 'FUN', playerId: String(session.id) });
    const p = uniquePrefix('fun');
    const calls = playerCalls(t.app, trial, tokenOf(first.content.game_url));
    expect(await calls.bet(`${p}B`, `${p}R`, 500)).toMatchObject({ status: 'OK', currency: 'FUN', balance: 199_500 });
    await calls.win(`${p}W`, `${p}R`, 0, true);
    await wire(t.app).ok(launchValueSchema, 'GET', launchQuery(), { token: session.token });
    const { rows } = await t.database.query(`select distinct asset from launch_tokens where member_id = $1`, [session.id]);
    expect(rows).toEqual([{ asset: 'FUN' }]);
    expect(await countRows(t.database, 'journal', `kind = 'fun.grant' and idem_key = '${session.id}'`)).toBe(1);
    expect(await balanceOf(t.database, trial, 'FUN')).toBe(199_500n);
    expect(await balanceOf(t.database, trial, 'PHP')).toBe(0n);
  });
});

describe('trial launch (visitors)', () => {
  it('without a session, launches a demo with no token and no wallet', async () => {
    const before = await countRows(t.database, 'launch_tokens');
    const value = await wire(t.app).ok(
      launchValueSchema,
      'GET',
      `/wps/relay/GCS_gameTrialLaunch?${new URLSearchParams({ gameId: 'MS001', vassalage: DEMO_VENDOR })}`,
    );
    expect(new URL(value.content.game_url).searchParams.get('mode')).toBe('demo');
    expect(launches.at(-1)).toMatchObject({ mode: 'demo', gameCode: 'MS001' });
    expect(launches.at(-1)?.token).toBeUndefined();
    expect(await countRows(t.database, 'launch_tokens')).toBe(before);
  });
});
