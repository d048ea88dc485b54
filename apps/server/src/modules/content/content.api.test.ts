import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcementsValueSchema,
  bannerGroups,
  helpCenter,
  submitFeedback,
} from '@monsoon/contracts/content';
import { announcements } from '@/db/schema/index.ts';
import { demoSettings } from '@/db/seed/demo-settings.ts';
import {
  createMerchantRepository,
  type MerchantRow,
} from '@/modules/merchant/merchant.repository.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';

const FEED = '/wps/relay/MCSFE_getListAnnouncements';
const webPublic = fileURLToPath(new URL('../../../../web/public', import.meta.url));

let t: TestApp;
let demo: MerchantRow;

beforeAll(async () => {
  t = await createTestApp();
  const found = await createMerchantRepository(t.database.db).findByCode('demo');
  if (!found) throw new Error('demo merchant missing');
  demo = found;
});
afterAll(async () => t.close());

/** Opens a session for a seeded member, as a login would. */
async function loginAs(username: string): Promise<string> {
  const { rows } = await t.database.query(
    'select id from members where merchant_id = $1 and username = $2',
    [demo.id, username],
  );
  const memberId = Number(rows[0]?.['id']);
  const { token } = await t.app.services.sessions.open({
    merchantId: demo.id,
    memberId,
    loginType: 'password',
    ip: null,
    deviceId: null,
  });
  return token;
}

/** Inserts an announcement row of the demo merchant (or another) for one test. */
async function insertAnnouncement(
  values: Partial<typeof announcements.$inferInsert> & { type: string },
): Promise<number> {
  const [row] = await t.database.db
    .insert(announcements)
    .values({
      merchantId: demo.id,
      texts: { EN: { title: 'Test', content: '<p>Test</p>' } },
      ...values,
    })
    .returning({ id: announcements.id });
  return row!.id;
}

const feedbackCount = async (): Promise<number> =>
  Number((await t.database.query('select count(*)::int as n from feedback')).rows[0]?.['n']);

describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
  it('answers banners for every route group, notices, the visitor popup and promotions', async () => {
    const value = await wire(t.app).ok(announcementsValueSchema, 'GET', FEED);
    const perGroup = new Map<string, number>();
    for (const b of value.banners) perGroup.set(b.groupName, (perGroup.get(b.groupName) ?? 0) + 1);
    expect([...perGroup.keys()].sort()).toEqual([...bannerGroups].sort());
    expect(perGroup.get('w_home')).toBe(3);
    expect(perGroup.get('w_rng')).toBe(1);
    for (const b of value.banners) expect(existsSync(`${webPublic}${b.url}`), b.url).toBe(true);
    const home = value.banners.filter((b) => b.groupName === 'w_home');
    expect(home[0]).toMatchObject({ linkageType: 'URL', linkage: '/promotions' });
    expect(home[2]).toMatchObject({ linkageType: null, linkage: null });
    const promoBanner = value.banners.find((b) => b.groupName === 'w_promotion');
    expect(value.promotion.map((p) => p.id)).toContain(promoBanner?.redirectPromotionId);

    expect(value.player).toHaveLength(5);
    expect(value.player[0]?.content).toMatch(/<ul><li>/);
    expect(value.popup.map((p) => p.execution)).toEqual(['B']);
    expect(value.promotion).toHaveLength(4);
    for (const p of value.promotion)
      expect(p.announcementImages[0]?.imageUrl).toMatch(/^\/assets\/banners\/.+\.svg$/);
    expect(value.help).toEqual([]);
    expect(value.announcement).toEqual([]);
  });

  it('serves the CCSFE alias with the same answer', async () => {
    const api = wire(t.app);
    const a = await api.ok(announcementsValueSchema, 'GET', FEED);
    const b = await api.ok(
      announcementsValueSchema,
      'GET',
      '/wps/relay/CCSFE_getListAnnouncements',
    );
    expect(b).toEqual(a);
  });

  it('filters by types (any case) and platform', async () => {
    const api = wire(t.app);
    const banners = await api.ok(announcementsValueSchema, 'GET', `${FEED}?types=B&platform=W`);
    expect(banners.banners.length).toBeGreaterThan(0);
    expect(banners).toMatchObject({ player: [], popup: [], promotion: [] });
    expect(banners.help).toBeUndefined();
    const notices = await api.ok(announcementsValueSchema, 'GET', `${FEED}?types=pl, pu`);
    expect(notices.banners).toEqual([]);
    expect(notices.player).toHaveLength(5);
    expect(notices.popup).toHaveLength(1);

    const mobile = await insertAnnouncement({
      type: 'B',
      platform: 'M',
      groupName: 'm_hotgames',
      imageUrl: '/m.svg',
    });
    const m = await api.ok(announcementsValueSchema, 'GET', `${FEED}?types=B&platform=m`);
    expect(m.banners.map((b) => b.bannerId)).toEqual([mobile]);
    const w = await api.ok(announcementsValueSchema, 'GET', `${FEED}?types=B`);
    expect(w.banners.map((b) => b.bannerId)).not.toContain(mobile);
  });

  it('answers H and A announcements under help and announcement', async () => {
    const h = await insertAnnouncement({ type: 'H', externalLink: 'https://example.com/h' });
    const a = await insertAnnouncement({ type: 'A' });
    const value = await wire(t.app).ok(announcementsValueSchema, 'GET', `${FEED}?types=H,A`);
    expect(value.help).toEqual([
      { id: h, title: 'Test', content: '<p>Test</p>', externalLink: 'https://example.com/h' },
    ]);
    expect(value.announcement?.map((n) => n.id)).toEqual([a]);
  });

  it('refuses unknown type letters, platforms and executions', async () => {
    const api = wire(t.app);
    for (const query of ['types=B,X', 'platform=Z', 'execution=Q']) {
      expect(await api.fail('GET', `${FEED}?${query}`)).toMatchObject({
        status: 400,
        errorCode: 'invalid.request',
      });
    }
  });

  it('answers in the request language, falling back to the merchant default, then English', async () => {
    const api = wire(t.app);
    const th = await api.ok(announcementsValueSchema, 'GET', `${FEED}?types=B,PL`, {
      language: 'TH',
    });
    expect(th.banners[0]?.title).toBe('โบนัสต้อนรับ 100% สำหรับการฝากครั้งแรก');
    expect(th.player[0]?.title).toMatch(/^ปิดปรับปรุงระบบ/);
    const vi = await api.ok(announcementsValueSchema, 'GET', `${FEED}?types=B`, { language: 'vi' });
    expect(vi.banners[0]?.title).toBe('Thưởng chào mừng 100% cho lần nạp đầu tiên');
    const none = await api.ok(announcementsValueSchema, 'GET', `${FEED}?types=B`);
    expect(none.banners[0]?.title).toBe('ပထမအကြိမ် ငွေသွင်းမှုအတွက် 100% ကြိုဆိုဘောနပ်စ်');

    const enMy = await insertAnnouncement({
      type: 'PL',
      sort: 1000,
      texts: { EN: { title: 'English', content: 'e' }, MY: { title: 'မြန်မာ', content: 'm' } },
    });
    const enOnly = await insertAnnouncement({
      type: 'PL',
      sort: 1001,
      texts: { EN: { title: 'Only English', content: 'e' } },
    });
    const cnOnly = await insertAnnouncement({
      type: 'PL',
      sort: 1002,
      texts: { CN: { title: '中文', content: 'c' } },
    });
    const value = await api.ok(announcementsValueSchema, 'GET', `${FEED}?types=PL`, {
      language: 'TH',
    });
    const title = (id: number) => value.player.find((p) => p.id === id)?.title;
    expect(title(enMy)).toBe('မြန်မာ');
    expect(title(enOnly)).toBe('Only English');
    expect(title(cnOnly)).toBe('中文');
    await t.database.query('delete from announcements where id = any($1)', [
      [enMy, enOnly, cnOnly],
    ]);
  });

  it('shows visitors the before-login popup and members the after-login ones', async () => {
    const api = wire(t.app);
    const token = await loginAs('player01');
    const member = await api.ok(announcementsValueSchema, 'GET', `${FEED}?types=PU`, { token });
    expect(member.popup.length).toBe(6);
    expect(new Set(member.popup.map((p) => p.execution))).toEqual(new Set(['A']));
    const first = await api.ok(announcementsValueSchema, 'GET', `${FEED}?types=PU&execution=F`, {
      token,
    });
    expect(first.popup.map((p) => p.execution)).toEqual(['F']);
    const before = await api.ok(announcementsValueSchema, 'GET', `${FEED}?types=PU&execution=b`, {
      token,
    });
    expect(before.popup.map((p) => p.execution)).toEqual(['B']);

    const visitorAsksA = await api.ok(
      announcementsValueSchema,
      'GET',
      `${FEED}?types=PU&execution=A`,
    );
    expect(visitorAsksA.popup).toEqual([]);
    const deadToken = await api.ok(announcementsValueSchema, 'GET', `${FEED}?types=PU`, {
      token: 'f'.repeat(64),
    });
    expect(deadToken.popup.map((p) => p.execution)).toEqual(['B']);
  });

  it('shows announcements only inside their date window', async () => {
    const now = Date.now();
    const expired = await insertAnnouncement({ type: 'PL', endsAt: new Date(now - 60_000) });
    const future = await insertAnnouncement({ type: 'PL', startsAt: new Date(now + 3_600_000) });
    const live = await insertAnnouncement({
      type: 'PL',
      startsAt: new Date(now - 60_000),
      endsAt: new Date(now + 3_600_000),
    });
    const value = await wire(t.app).ok(announcementsValueSchema, 'GET', `${FEED}?types=PL`);
    const ids = value.player.map((p) => p.id);
    expect(ids).toContain(live);
    expect(ids).not.toContain(expired);
    expect(ids).not.toContain(future);
  });

  it('keeps each merchant to its own content', async () => {
    const other = await createMerchantRepository(t.database.db).insert({
      code: 'other',
      name: 'Other Brand',
      currency: 'PHP',
      defaultLanguage: 'EN',
      languages: ['EN'],
      domains: [],
      settings: demoSettings,
    });
    const own = await insertAnnouncement({
      type: 'PL',
      merchantId: other.id,
      texts: { EN: { title: 'Other notice', content: '' } },
    });
    const api = wire(t.app);
    const theirs = await api.ok(announcementsValueSchema, 'GET', FEED, { merchant: 'other' });
    expect(theirs.player.map((p) => p.id)).toEqual([own]);
    expect(theirs).toMatchObject({ banners: [], popup: [], promotion: [] });
    const ours = await api.ok(announcementsValueSchema, 'GET', `${FEED}?types=PL`);
    expect(ours.player.map((p) => p.id)).not.toContain(own);
    const help = await api.ok(helpCenter.value, 'GET', '/wps/system/helpCenter', {
      merchant: 'other',
    });
    expect(help).toEqual([]);
  });

  it('strips scripts and event handlers from operator HTML', async () => {
    const id = await insertAnnouncement({
      type: 'PL',
      texts: {
        EN: {
          title: 'x',
          content:
            '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:x()">y</a></p>',
        },
      },
    });
    const value = await wire(t.app).ok(announcementsValueSchema, 'GET', `${FEED}?types=PL`, {
      language: 'EN',
    });
    expect(value.player.find((p) => p.id === id)?.content).toBe('<p>Hi <a>y</a></p>');
  });
});

describe('GET /wps/system/helpCenter', () => {
  it('lists topics by category then position, with the terms topic', async () => {
    const topics = await wire(t.app).ok(
      helpCenter.value,
      'GET',
      '/wps/system/helpCenter?device=WEB',
      { language: 'EN' },
    );
    expect(topics.map((h) => h.category)).toEqual([...topics.map((h) => h.category)].sort());
    expect(topics.map((h) => h.tag)).toEqual([
      'about',
      'term',
      'privacy',
      'responsible',
      'licence',
      'deposit',
      'withdraw',
      'faq',
      'contact',
      'live-chat',
      'vip-service',
    ]);
    const terms = topics.find((h) => h.tag === 'term');
    expect(terms?.title).toBe('Terms and Conditions');
    expect(terms?.content).toMatch(/<ol><li><b>Eligibility\.<\/b>/);
  });

  it('answers in the lang query, else the Language header, with fallback', async () => {
    const api = wire(t.app);
    const th = await api.ok(helpCenter.value, 'GET', '/wps/system/helpCenter?lang=th', {
      language: 'EN',
    });
    expect(th[0]?.title).toBe('เกี่ยวกับ Monsoon Demo');
    const cn = await api.ok(helpCenter.value, 'GET', '/wps/system/helpCenter', { language: 'CN' });
    expect(cn.find((h) => h.tag === 'term')?.title).toBe('条款与条件');
    const korean = await api.ok(helpCenter.value, 'GET', '/wps/system/helpCenter?lang=KO');
    expect(korean[0]?.title).toBe('Monsoon Demo အကြောင်း');
    expect(await api.fail('GET', '/wps/system/helpCenter?device=TV')).toMatchObject({
      status: 400,
      errorCode: 'invalid.request',
    });
  });
});

describe('PUT /wps/feedback', () => {
  const body = {
    questionType: 'deposit',
    content: '  My deposit from yesterday has not arrived yet.  ',
    contact: 'me@example.com',
  };

  it('stores a visitor feedback, trimmed, and a member feedback with the member', async () => {
    const api = wire(t.app);
    const visitor = await api.ok(submitFeedback.value, 'PUT', '/wps/feedback', {
      payload: body,
      language: 'TH',
    });
    const token = await loginAs('player02');
    const member = await api.ok(submitFeedback.value, 'PUT', '/wps/feedback', {
      payload: { questionType: 'suggestion', content: 'Please add more fishing games.' },
      token,
    });
    const { rows } = await t.database.query(
      `select f.id, f.member_id, f.question_type, f.content, f.contact, f.ip, f.language, m.username
         from feedback f left join members m on m.id = f.member_id where f.id = any($1) order by f.id`,
      [[visitor.id, member.id]],
    );
    expect(rows).toMatchObject([
      {
        member_id: null,
        question_type: 'deposit',
        content: body.content.trim(),
        contact: 'me@example.com',
        ip: '127.0.0.1',
        language: 'TH',
      },
      { username: 'player02', question_type: 'suggestion', contact: null },
    ]);
  });

  it('refuses bad input and writes nothing', async () => {
    const api = wire(t.app);
    const before = await feedbackCount();
    const bad = [
      { ...body, content: '   too short   ' },
      { ...body, content: 'x'.repeat(501) },
      { ...body, questionType: 'complaint' },
      { questionType: 'game' },
      { ...body, contact: 'c'.repeat(101) },
    ];
    for (const payload of bad) {
      expect(await api.fail('PUT', '/wps/feedback', { payload })).toMatchObject({
        status: 400,
        errorCode: 'invalid.request',
      });
    }
    expect(await feedbackCount()).toBe(before);
  });

  it('limits feedback to five per IP in ten minutes', async () => {
    const api = wire(t.app);
    const before = await feedbackCount();
    for (let i = 0; i < 5; i++) {
      await api.ok(submitFeedback.value, 'PUT', '/wps/feedback', {
        payload: body,
        remoteAddress: '10.1.1.1',
      });
    }
    expect(
      await api.fail('PUT', '/wps/feedback', { payload: body, remoteAddress: '10.1.1.1' }),
    ).toMatchObject({
      status: 429,
      errorCode: 'TOO_MANY_REQUESTS',
    });
    await api.ok(submitFeedback.value, 'PUT', '/wps/feedback', {
      payload: body,
      remoteAddress: '10.1.1.2',
    });
    expect(await feedbackCount()).toBe(before + 6);
  });

  it('answers function.not.available when FEEDBACK3 is off', async () => {
    const repo = createMerchantRepository(t.database.db);
    const whitelabel = demo.settings.whitelabel.map((n) =>
      n.modId === 'FEEDBACK3' ? { ...n, enabled: '0' as const } : n,
    );
    await repo.updateSettings(demo.id, { ...demo.settings, whitelabel });
    t.app.services.merchants.flush();
    const before = await feedbackCount();
    try {
      expect(
        await wire(t.app).fail('PUT', '/wps/feedback', {
          payload: body,
          remoteAddress: '10.1.1.3',
        }),
      ).toMatchObject({
        status: 400,
        errorCode: 'function.not.available',
      });
      expect(await feedbackCount()).toBe(before);
    } finally {
      await repo.updateSettings(demo.id, demo.settings);
      t.app.services.merchants.flush();
    }
  });
});
