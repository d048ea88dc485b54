import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AFFILIATE_LINK_LIMIT,
  affiliateUrls,
  createAffiliateUrl,
  registeredAffiliates,
} from '@monsoon/contracts/agent-team';
import { affiliateCheck, registerValueSchema } from '@monsoon/contracts/register';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import { createMerchant, loginAs, nextId, nextIp, withFlags } from '@/test/factories.ts';
import { codeOf, signedIn, teamApi, teamRows } from '@/test/agent-team.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const LINK = createAffiliateUrl.paths[0];
const LINKS = affiliateUrls.paths[0];
const REGISTERED = registeredAffiliates.paths[0];

const create = (token: string, payload: object = {}) =>
  wire(t.app).ok(createAffiliateUrl.value, 'POST', LINK, { token, payload });
const links = (token: string) => wire(t.app).ok(affiliateUrls.value, 'GET', LINKS, { token });
const registered = (token: string, query = '') =>
  wire(t.app).ok(registeredAffiliates.value, 'GET', `${REGISTERED}${query}`, { token });

/** A visitor's registration by username with an invitation code; answers the raw reply. */
const registerWith = (affiliateCode: string, username = `joiner${nextId()}`) =>
  wire(t.app).send('PUT', '/wps/member/register', {
    payload: {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      affiliateCode,
      registerMethod: 'WEB',
    },
    remoteAddress: nextIp(),
  });

/** Registers through a code and answers the new account's type and upline. */
async function joinWith(code: string) {
  const res = await registerWith(code);
  const value = registerValueSchema.parse((res.body as { value: unknown }).value);
  const { rows } = await t.database.query(
    'select type, upline_id::int as upline, affiliate_link_id::int as link from members where id = $1',
    [value.id],
  );
  return { account: value.userName, ...rows[0] };
}

describe('affiliate links', () => {
  it('creates links with a fresh code and the site register address, lists and deletes them', async () => {
    const agent = await signedIn(t.app, t.database, { type: 1 });
    const made = await create(agent.token, { registerType: 1, remark: '  Facebook group  ' });
    expect(made.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(made).toMatchObject({ registerType: 1, remark: 'Facebook group', registrations: 0 });
    expect(made.url).toMatch(new RegExp(`^http://[^/]+/register\\?affiliateCode=${made.code}$`));
    const second = await create(agent.token);
    expect(second.code).not.toBe(made.code);
    expect((await links(agent.token)).list.map((l) => l.affiUrlId)).toEqual([
      second.affiUrlId,
      made.affiUrlId,
    ]);
    const gone = await wire(t.app).send('DELETE', `${LINK}?affiUrlId=${made.affiUrlId}`, {
      token: agent.token,
    });
    expect(gone.status).toBe(200);
    expect((await links(agent.token)).list.map((l) => l.affiUrlId)).toEqual([second.affiUrlId]);
    const twice = await teamApi(t.app).del(agent.token, `${LINK}?affiUrlId=${made.affiUrlId}`);
    expect(codeOf(twice.body)).toBe('agent.affiliate.not.found');
  });

  it('registers members (or agents) under the agent through a live code, and counts them', async () => {
    const agent = await signedIn(t.app, t.database, { type: 1 });
    const members = await create(agent.token, { registerType: 0 });
    const agents = await create(agent.token, { registerType: 1 });
    const joined = await joinWith(members.code.toLowerCase());
    expect(joined).toMatchObject({ type: 0, upline: agent.id, link: members.affiUrlId });
    expect(await joinWith(agents.code)).toMatchObject({ type: 1, link: agents.affiUrlId });
    const listed = await links(agent.token);
    expect(listed.list.map((l) => l.registrations)).toEqual([1, 1]);
    const all = await registered(agent.token);
    expect(all.totalCount).toBe(2);
    const one = await registered(agent.token, `?affiUrlId=${members.affiUrlId}`);
    expect(one.list).toEqual([
      expect.objectContaining({ account: joined.account, code: members.code, isAgent: 0 }),
    ]);
    // The invitation-code check accepts a link's code too.
    const check = await wire(t.app).ok(
      affiliateCheck.value,
      'GET',
      `/wps/agent/affiliate?code=${members.code}`,
    );
    expect(check.code).toBe(members.code);
  });

  it("a deleted link's code registers no one, its registrations stay listed; own codes keep working", async () => {
    const agent = await signedIn(t.app, t.database, { type: 1, affiliateCode: `OWN${nextId()}` });
    const link = await create(agent.token);
    await joinWith(link.code);
    await teamApi(t.app).del(agent.token, `${LINK}?affiUrlId=${link.affiUrlId}`);
    expect(codeOf((await registerWith(link.code)).body)).toBe('invitation_code_error');
    expect(
      codeOf((await wire(t.app).send('GET', `/wps/agent/affiliate?code=${link.code}`)).body),
    ).toBe('invitation_code_error');
    expect((await registered(agent.token, `?affiUrlId=${link.affiUrlId}`)).totalCount).toBe(1);
    expect(await joinWith(agent.affiliateCode ?? '')).toMatchObject({
      type: 0,
      upline: agent.id,
      link: null,
    });
  });

  it('a link of an agent whose type changed no longer registers what the type may not', async () => {
    const agent = await signedIn(t.app, t.database, { type: 1 });
    const link = await create(agent.token, { registerType: 1 });
    await t.database.query('update members set type = 41 where id = $1', [agent.id]);
    expect(codeOf((await registerWith(link.code)).body)).toBe('invitation_code_error');
  });

  it(`stops at ${AFFILIATE_LINK_LIMIT} live links with a clear error; deleting one makes room`, async () => {
    const agent = await signedIn(t.app, t.database, { type: 1 });
    const made = [];
    for (let i = 0; i < AFFILIATE_LINK_LIMIT; i += 1) made.push(await create(agent.token));
    const before = await teamRows(t.database);
    const over = await teamApi(t.app).post(agent.token, LINK, {});
    expect(codeOf(over.body)).toBe('agent.affiliate.limit');
    expect((over.body as { message: string }).message).toContain(String(AFFILIATE_LINK_LIMIT));
    expect(await teamRows(t.database)).toEqual(before);
    await teamApi(t.app).del(agent.token, `${LINK}?affiUrlId=${made[0]?.affiUrlId}`);
    await create(agent.token);
  });

  it('refuses bad input, the wrong agent types, trial accounts and members, writing nothing', async () => {
    const api = teamApi(t.app);
    const agent = await signedIn(t.app, t.database, { type: 1 });
    const membersOnly = await signedIn(t.app, t.database, { type: 41 });
    const reporter = await signedIn(t.app, t.database, { type: 42 });
    const trial = await signedIn(t.app, t.database, { type: 4 });
    const member = await signedIn(t.app, t.database);
    const before = await teamRows(t.database);
    const cases: [string, Promise<{ body: unknown }>][] = [
      ['invalid.request', api.post(agent.token, LINK, { registerType: 2 })],
      ['invalid.request', api.post(agent.token, LINK, { remark: 'x'.repeat(51) })],
      ['invalid.request', api.del(agent.token, `${LINK}?affiUrlId=abc`)],
      ['invalid.request', api.get(agent.token, `${REGISTERED}?pageSize=0`)],
      ['agent.affiliate.not.found', api.del(agent.token, `${LINK}?affiUrlId=999999999`)],
      ['agent.affiliate.not.found', api.get(agent.token, `${REGISTERED}?affiUrlId=999999999`)],
      ['agent.action.not.allowed', api.post(membersOnly.token, LINK, { registerType: 1 })],
      ['agent.action.not.allowed', api.post(reporter.token, LINK, {})],
      ['agent.action.not.allowed', api.get(reporter.token, LINKS)],
      ['in_need_true_account', api.post(trial.token, LINK, {})],
      ['error_not_agent', api.post(member.token, LINK, {})],
      ['error_not_agent', api.get(member.token, REGISTERED)],
    ];
    for (const [code, answer] of cases) expect(codeOf((await answer).body), code).toBe(code);
    expect(await teamRows(t.database)).toEqual(before);
    // A members-only agent makes member links.
    expect((await create(membersOnly.token)).registerType).toBe(0);
  });

  it('answers function.not.available where the merchant has affiliate links off', async () => {
    const agent = await signedIn(t.app, t.database, { type: 1 });
    const other = await createMerchant(t.database, `m${nextId()}`, (s) => ({
      ...s,
      whitelabel: withFlags(s.whitelabel, { AFFMAN3: false }),
    }));
    const username = `offagent${nextId()}`;
    await t.database.query(
      `insert into members (merchant_id, username, password_hash, nickname, type)
       select $1, $2, password_hash, $2, 1 from members where id = $3`,
      [other.id, username, agent.id],
    );
    const { token } = await loginAs(t.app, username, agent.password, { merchant: other.code });
    const res = await wire(t.app).send('POST', LINK, { token, payload: {}, merchant: other.code });
    expect(codeOf(res.body)).toBe('function.not.available');
  });
});
