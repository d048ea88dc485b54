import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memberIcons,
  memberInfoValueSchema,
  memberLanguage,
  playerAvatar,
} from '@monsoon/contracts/member';
import { sessionValueSchema } from '@monsoon/contracts/session';
import { AppError } from '@/lib/errors.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import { buildMember, createMerchant, loginAs, nextIp, withFlags } from '@/test/factories.ts';

let t: TestApp;
let noflagsId = 0;
beforeAll(async () => {
  t = await createTestApp();
  await createMerchant(t.database, 'other');
  noflagsId = (
    await createMerchant(t.database, 'noflags', (s) => ({
      ...s,
      whitelabel: withFlags(s.whitelabel, { PROFPIC3: false }),
    }))
  ).id;
});
afterAll(async () => t.close());

const sessionCalls = [
  ['GET', '/wps/member/info', undefined],
  ['GET', '/wps/relay/MCSFE_getPlayerAvatar', undefined],
  ['GET', '/wps/member/info/icon', undefined],
  ['POST', '/wps/member/info/icon', { avatar: '1' }],
  ['PUT', '/wps/member/language', { language: 'EN' }],
  ['POST', '/wps/member/language', { language: 'EN' }],
] as const;

describe('GET /wps/member/info', () => {
  it('answers the logged-in player with masked contacts and the upline', async () => {
    const { token } = await loginAs(t.app, 'player01', 'Player123');
    const me = await wire(t.app).ok(memberInfoValueSchema, 'GET', '/wps/member/info', { token });
    expect(me).toMatchObject({
      account: 'player01',
      userName: 'player01',
      nickname: 'Player One',
      type: 0,
      isAgent: 0,
      toUpline: true,
      uplineName: 'agent01',
      clubLabel: { labelName: 'VIP2', rankLevel: 2 },
      memberLabel: [],
      mobile: '****0002',
      email: 'pl***@demo.monsoon.test',
      avatar: '0',
      firstTimeLogin: false,
      passwordExpired: false,
      currencySymbol: 'P',
    });
    expect(me.regDate).toBeGreaterThan(Date.UTC(2020, 0, 1));
  });

  it('marks an agent (no transfer to an upline)', async () => {
    const { token } = await loginAs(t.app, 'agent01', 'Agent123');
    const me = await wire(t.app).ok(memberInfoValueSchema, 'GET', '/wps/member/info', { token });
    expect(me).toMatchObject({
      type: 1,
      isAgent: 1,
      toUpline: false,
      uplineName: null,
      clubLabel: { labelName: 'VIP5', rankLevel: 5 },
    });
  });

  it('answers 401 login.not.session on every member call without a live token or with another merchant', async () => {
    const { token } = await loginAs(t.app, 'player02', 'Player123');
    for (const [method, url, body] of sessionCalls) {
      const payload = body ? { payload: body } : {};
      expect(await wire(t.app).fail(method, url, payload)).toMatchObject({
        status: 401,
        errorCode: 'login.not.session',
      });
      expect(
        await wire(t.app).fail(method, url, { ...payload, token: 'f'.repeat(64) }),
      ).toMatchObject({ status: 401 });
      expect(
        await wire(t.app).fail(method, url, { ...payload, token, merchant: 'other' }),
      ).toMatchObject({ status: 401 });
    }
  });
});

describe('avatars', () => {
  it('lists the icons, sets one and reads it back through the avatar relay', async () => {
    const member = await buildMember(t.database);
    const { token } = await loginAs(t.app, member.username, member.password);
    const api = wire(t.app);
    const icons = await api.ok(memberIcons.value, 'GET', '/wps/member/info/icon', { token });
    expect(icons.current).toBe('0');
    expect(icons.icons.map((i) => i.avatar)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
    ]);
    expect(icons.icons[2]?.url).toBe('/assets/avatar/3.svg');
    expect(
      await api.ok(playerAvatar.value, 'GET', '/wps/relay/MCSFE_getPlayerAvatar', { token }),
    ).toEqual({ avatar: '0', avatarType: 'STATIC' });
    await api.send('POST', '/wps/member/info/icon', { token, payload: { avatar: '3' } });
    expect(
      await api.ok(playerAvatar.value, 'GET', '/wps/relay/MCSFE_getPlayerAvatar', { token }),
    ).toEqual({ avatar: '3', avatarType: 'STATIC' });
    expect((await api.ok(memberInfoValueSchema, 'GET', '/wps/member/info', { token })).avatar).toBe(
      '3',
    );
  });

  it('refuses an unknown icon, a trial account and a merchant without PROFPIC3, changing nothing', async () => {
    const member = await buildMember(t.database);
    const { token } = await loginAs(t.app, member.username, member.password);
    const api = wire(t.app);
    expect(
      await api.fail('POST', '/wps/member/info/icon', { token, payload: { avatar: '13' } }),
    ).toMatchObject({ status: 400, errorCode: 'invalid.request' });
    const trial = await api.ok(sessionValueSchema, 'POST', '/wps/session/login/freeplay', {
      payload: {},
      remoteAddress: nextIp(),
    });
    expect(
      await api.fail('POST', '/wps/member/info/icon', {
        token: trial.token,
        payload: { avatar: '2' },
      }),
    ).toMatchObject({
      status: 403,
      errorCode: 'in_need_true_account',
    });
    const other = await buildMember(t.database, { merchantId: noflagsId });
    const off = await loginAs(t.app, other.username, other.password, { merchant: 'noflags' });
    expect(
      await api.fail('POST', '/wps/member/info/icon', {
        token: off.token,
        merchant: 'noflags',
        payload: { avatar: '2' },
      }),
    ).toMatchObject({
      errorCode: 'function.not.available',
    });
    const { rows } = await t.database.query('select avatar from members where id in ($1, $2, $3)', [
      member.id,
      trial.id,
      other.id,
    ]);
    expect(rows.map((r) => r['avatar'])).toEqual(['0', '0', '0']);
  });
});

describe('PUT/POST /wps/member/language', () => {
  it('stores a language the merchant offers, in any spelling', async () => {
    const member = await buildMember(t.database);
    const { token } = await loginAs(t.app, member.username, member.password);
    const api = wire(t.app);
    expect(
      await api.ok(memberLanguage.value, 'PUT', '/wps/member/language', {
        token,
        payload: { language: 'en' },
      }),
    ).toEqual({ language: 'EN' });
    expect(
      await api.ok(memberLanguage.value, 'POST', '/wps/member/language', {
        token,
        payload: { language: 'vi-VN' },
      }),
    ).toEqual({ language: 'VI' });
    expect(
      (await api.ok(memberInfoValueSchema, 'GET', '/wps/member/info', { token })).language,
    ).toBe('VI');
  });

  it('refuses a language the merchant does not offer, changing nothing', async () => {
    const member = await buildMember(t.database);
    const { token } = await loginAs(t.app, member.username, member.password);
    for (const language of ['KO', 'XX']) {
      expect(
        await wire(t.app).fail('PUT', '/wps/member/language', { token, payload: { language } }),
      ).toMatchObject({
        status: 400,
        errorCode: 'invalid.request',
        value: { fields: { language: 'invalid_language' } },
      });
    }
    const { rows } = await t.database.query('select language from members where id = $1', [
      member.id,
    ]);
    expect(rows[0]?.['language']).toBeNull();
  });
});

describe('account writes for other modules', () => {
  it('answer username.exists (any case) and mobile.exists for taken names and numbers', async () => {
    const { members } = t.app.services;
    const existing = await buildMember(t.database, {
      countryDialingCode: '63',
      mobile: '9170009999',
    });
    const base = { merchantId: existing.merchantId, passwordHash: 'x', nickname: 'x' };
    await expect(
      members.create({ ...base, username: existing.username.toUpperCase() }),
    ).rejects.toMatchObject({ code: 'username.exists' });
    await expect(
      members.create({
        ...base,
        username: 'fresh0001',
        countryDialingCode: '63',
        mobile: '9170009999',
      }),
    ).rejects.toMatchObject({
      code: 'mobile.exists',
    });
    expect((await members.create({ ...base, username: 'fresh0002' })).username).toBe('fresh0002');
  });
});

describe('role checks for other modules', () => {
  it('requireRealAccount refuses type 4; requireAgent accepts only 1, 2, 41, 42', () => {
    const { members } = t.app.services;
    expect(() => members.requireRealAccount({ type: 4 })).toThrow(AppError);
    expect(() => members.requireRealAccount({ type: 4 })).toThrow('in_need_true_account');
    expect(() => members.requireRealAccount({ type: 0 })).not.toThrow();
    for (const type of [1, 2, 41, 42]) expect(() => members.requireAgent({ type })).not.toThrow();
    for (const type of [0, 4, 3])
      expect(() => members.requireAgent({ type })).toThrow('error_not_agent');
  });
});
