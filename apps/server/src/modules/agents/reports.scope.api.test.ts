import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionValueSchema } from '@monsoon/contracts/session';
import { nextIp } from '@/test/factories.ts';
import { wire } from '@/test/http.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { buildTeams, tokenOf } from './reports.test-support.ts';

/** Every team report that takes an `account`. */
const WITH_ACCOUNT = [
  '/wps/report/teamPVPRNGBetting',
  '/wps/report/teamPVPFishingPNL',
  '/wps/report/downlineLottoPNL',
  '/wps/report/downlineTransaction',
];
/** Every agent-centre report call. */
const ALL = [
  ...WITH_ACCOUNT,
  '/wps/relay/MCSFE_getTeamOverview',
  '/wps/report/income',
  '/wps/relay/MCSFE_getAgentAnnouncements',
];

let t: TestApp;
let teams: Awaited<ReturnType<typeof buildTeams>>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  teams = await buildTeams(t, { joinedAt: new Date() });
  for (const name of ['top', 'sub', 'm1', 'other'] as const)
    tokens[name] = await tokenOf(t, teams[name]);
});
afterAll(async () => t.close());

describe('scope of the team reports (decision 0068)', () => {
  it.each(WITH_ACCOUNT)(
    "%s: another team's member, an upline and a stranger read exactly as no one",
    async (path) => {
      const api = wire(t.app);
      const send = (account: string, token: string) =>
        api.send('GET', `${path}?account=${encodeURIComponent(account)}`, { token });
      const nobody = await send(`nobody-${Date.now()}`, tokens['top'] ?? '');
      expect(nobody).toMatchObject({
        status: 400,
        body: { success: false, errorCode: 'agent.downline.not.found' },
      });
      for (const res of [
        await send(teams.o1.username, tokens['top'] ?? ''),
        await send(teams.m1.username, tokens['sub'] ?? ''),
        await send(teams.top.username, tokens['sub'] ?? ''),
        await send(teams.s1.username, tokens['other'] ?? ''),
      ])
        expect({ status: res.status, body: res.body }).toEqual({
          status: nobody.status,
          body: nobody.body,
        });
      // A member of the sub-agent's team, and the agent itself, are in the top agent's team.
      for (const account of [teams.s2.username, teams.top.username, ` ${teams.s1.username} `])
        expect((await send(account, tokens['top'] ?? '')).status, account).toBe(200);
    },
  );

  it.each(ALL)('%s: answers agents only', async (path) => {
    const api = wire(t.app);
    expect(await api.fail('GET', path, { token: tokens['m1'] ?? '' })).toMatchObject({
      status: 403,
      errorCode: 'error_not_agent',
    });
    const trial = await api.ok(sessionValueSchema, 'POST', '/wps/session/login/freeplay', {
      payload: {},
      remoteAddress: nextIp(),
    });
    expect(await api.fail('GET', path, { token: trial.token })).toMatchObject({
      status: 403,
      errorCode: 'in_need_true_account',
    });
    expect(await api.fail('GET', path)).toMatchObject({
      status: 401,
      errorCode: 'login.not.session',
    });
    expect((await api.send('GET', path, { token: tokens['other'] ?? '' })).status).toBe(200);
  });
});

describe('bad input', () => {
  it.each([
    ['startDate=2026-02-30', 'startDate'],
    ['startDate=15-03-2026', 'startDate'],
    ['startDate=2026-03-10&endDate=2026-03-09', 'endDate'],
    ['startDate=2025-12-01&endDate=2026-03-15', 'endDate'],
    ['productType=CASINO', 'productType'],
    ['view=vendor', 'view'],
    ['pageSize=500', 'pageSize'],
    ['account=' + 'x'.repeat(65), 'account'],
  ])('team betting refuses %s as invalid.request naming %s', async (query, field) => {
    const res = await wire(t.app).fail('GET', `/wps/report/teamPVPRNGBetting?${query}`, {
      token: tokens['top'] ?? '',
    });
    expect(res).toMatchObject({
      status: 400,
      errorCode: 'invalid.request',
      value: { fields: { [field]: expect.any(String) } },
    });
  });

  it.each([
    '/wps/report/downlineLottoPNL',
    '/wps/report/downlineTransaction',
    '/wps/report/income',
  ])('%s refuses a range over three months and a day that does not exist', async (path) => {
    const api = wire(t.app);
    for (const query of ['startDate=2025-11-01&endDate=2026-03-01', 'endDate=2026-13-01'])
      expect(
        await api.fail('GET', `${path}?${query}`, { token: tokens['top'] ?? '' }),
      ).toMatchObject({ status: 400, errorCode: 'invalid.request' });
  });
});
