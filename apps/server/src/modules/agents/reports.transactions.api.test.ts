import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentAnnouncements, teamTransactionsValueSchema } from '@monsoon/contracts/agent-reports';
import { announcementsValueSchema } from '@monsoon/contracts/content';
import { wireToMinor } from '@monsoon/contracts/money';
import { demoMerchant } from '@/test/factories.ts';
import { wire } from '@/test/http.ts';
import { fund, playerCalls, uniquePrefix } from '@/test/money.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { launchTokenFor } from '@/test/vendor.ts';
import { buildTeams, tokenOf } from './reports.test-support.ts';

const TRANSACTIONS = '/wps/report/downlineTransaction';
const NOTICES = agentAnnouncements.paths[0];

let t: TestApp;
let teams: Awaited<ReturnType<typeof buildTeams>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  teams = await buildTeams(t, { joinedAt: new Date() });
  await fund(t.database, teams.m1, 100_000n);
  const calls = playerCalls(t.app, teams.m1, await launchTokenFor(t.database, teams.m1));
  const p = uniquePrefix('rpt');
  expect((await calls.bet(`${p}B1`, `${p}R1`, 1_000)).status).toBe('OK');
  expect((await calls.win(`${p}W1`, `${p}R1`, 2_500)).status).toBe('OK');
  await fund(t.database, teams.s1, 5_000n);
  await fund(t.database, teams.o1, 7_000n);
  for (const name of ['top', 'sub', 'm1'] as const) tokens[name] = await tokenOf(t, teams[name]);
});
afterAll(async () => t.close());

const list = (query: string, token = tokens['top'] ?? '') =>
  wire(t.app).ok(teamTransactionsValueSchema, 'GET', `${TRANSACTIONS}${query}`, { token });

describe('transaction details (downlineTransaction)', () => {
  it("lists the team's wallet movements newest first, each with its member, and the totals", async () => {
    const v = await list('');
    expect(v.list.map((r) => [r.account, r.type, wireToMinor(r.amount)])).toEqual([
      [teams.s1.username, 'ADJUSTMENT', 5_000n],
      [teams.m1.username, 'GAME_WIN', 2_500n],
      [teams.m1.username, 'GAME_BET', -1_000n],
      [teams.m1.username, 'ADJUSTMENT', 100_000n],
    ]);
    expect(v.totalCount).toBe(4);
    expect([v.summary.totalIn, v.summary.totalOut, v.summary.net]).toEqual([1_075, -10, 1_065]);
    expect(wireToMinor(v.list[1]?.balanceAfter ?? 0)).toBe(101_500n);
  });

  it('filters by type and by member, and pages', async () => {
    const bets = await list('?type=GAME_BET');
    expect(bets.list.map((r) => r.account)).toEqual([teams.m1.username]);
    const s1 = await list(`?account=${teams.s1.username}`);
    expect(s1.list.map((r) => wireToMinor(r.amount))).toEqual([5_000n]);
    const page2 = await list('?pageSize=3&pageNo=2');
    expect(page2.list.map((r) => r.type)).toEqual(['ADJUSTMENT']);
    expect(page2.totalPages).toBe(2);
  });

  it("keeps each agent to its own team: another team's member reads as no one", async () => {
    const sub = await list('', tokens['sub']);
    expect(sub.list.map((r) => r.account)).toEqual([teams.s1.username]);
    const api = wire(t.app);
    const outside = await api.fail('GET', `${TRANSACTIONS}?account=${teams.o1.username}`, {
      token: tokens['top'] ?? '',
    });
    const nobody = await api.fail('GET', `${TRANSACTIONS}?account=ghost-of-nobody`, {
      token: tokens['top'] ?? '',
    });
    expect(outside).toEqual(nobody);
    expect(nobody).toMatchObject({ status: 400, errorCode: 'agent.downline.not.found' });
    expect(
      await api.fail('GET', `${TRANSACTIONS}?type=CASHBACK`, { token: tokens['top'] ?? '' }),
    ).toMatchObject({ errorCode: 'invalid.request' });
  });
});

describe('agent notices (announcements of type AG)', () => {
  it('are shown to agents in their language, never in the public feed, and not to members', async () => {
    const merchant = await demoMerchant(t.database);
    const texts = JSON.stringify({
      EN: { title: 'New salary tiers', content: '<p>From <b>April</b>.</p><script>x()</script>' },
      CN: { title: '新的工资档位', content: '<p>四月起。</p>' },
    });
    await t.database.query(
      `insert into announcements (merchant_id, type, texts, sort) values ($1, 'AG', $2, 1),
         ($1, 'AG', $3, 2)`,
      [merchant.id, texts, JSON.stringify({ EN: { title: 'Ended', content: '' } })],
    );
    await t.database.query(
      `update announcements set ends_at = now() - interval '1 day' where type = 'AG' and sort = 2`,
    );
    const api = wire(t.app);
    const en = await api.ok(agentAnnouncements.value, 'GET', NOTICES, {
      token: tokens['top'] ?? '',
      language: 'EN',
    });
    // Sorted before the demo merchant's own two notices; the ended one is gone, the script stripped.
    expect(en.map((n) => n.title)).toEqual([
      'New salary tiers',
      'Welcome to the agent centre',
      'Daily salary is paid the next morning',
    ]);
    expect(en[0]).toEqual({
      id: expect.any(Number),
      title: 'New salary tiers',
      content: '<p>From <b>April</b>.</p>',
      externalLink: null,
    });
    const cn = await api.ok(agentAnnouncements.value, 'GET', NOTICES, {
      token: tokens['sub'] ?? '',
      language: 'CN',
    });
    expect(cn[0]?.title).toBe('新的工资档位');
    expect(await api.fail('GET', NOTICES, { token: tokens['m1'] ?? '' })).toMatchObject({
      status: 403,
      errorCode: 'error_not_agent',
    });
    const feed = await api.ok(
      announcementsValueSchema,
      'GET',
      '/wps/relay/MCSFE_getListAnnouncements?types=PL,A,H',
      { token: tokens['top'] ?? '' },
    );
    expect(JSON.stringify(feed)).not.toContain('New salary tiers');
    expect(await api.fail('GET', '/wps/relay/MCSFE_getListAnnouncements?types=AG')).toMatchObject({
      errorCode: 'invalid.request',
    });
  });
});
