import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutbox } from '@monsoon/contracts/dev';
import { devRoutesEnabled, loadEnv } from '@/config/env.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import { createMerchant, demoMerchant } from '@/test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the outbox providers and GET /dev/outbox', () => {
  it("lists the merchant's newest messages, filtered by recipient and limited", async () => {
    const demo = await demoMerchant(t.database);
    const other = await createMerchant(t.database, 'other');
    const { sms, email } = t.app.services.outbox;
    await sms.send(demo.id, '+639170000002', 'login', 'code 111111');
    await email.send(demo.id, 'a@example.test', 'temporary-password', 'temp Abc12345');
    await sms.send(demo.id, '+639170000002', 'login', 'code 222222');
    await sms.send(other.id, '+639170000002', 'login', 'code 333333');
    const api = wire(t.app);
    const mine = await api.ok(devOutbox.value, 'GET', '/dev/outbox?recipient=%2B639170000002');
    expect(mine.map((m) => m.body)).toEqual(['code 222222', 'code 111111']);
    expect(mine[0]).toMatchObject({ channel: 'sms', recipient: '+639170000002', purpose: 'login' });
    expect(Number.isNaN(Date.parse(mine[0]?.createdAt ?? ''))).toBe(false);
    expect((await api.ok(devOutbox.value, 'GET', '/dev/outbox?limit=1'))[0]?.body).toBe(
      'code 222222',
    );
    expect(
      (await api.ok(devOutbox.value, 'GET', '/dev/outbox', { merchant: 'other' })).map(
        (m) => m.body,
      ),
    ).toEqual(['code 333333']);
    const all = await api.ok(devOutbox.value, 'GET', '/dev/outbox');
    expect(all.find((m) => m.channel === 'email')).toMatchObject({
      recipient: 'a@example.test',
      purpose: 'temporary-password',
    });
    expect(await api.fail('GET', '/dev/outbox?limit=0')).toMatchObject({
      status: 400,
      errorCode: 'invalid.request',
    });
  });

  it('is not served without ENABLE_DEV_ROUTES, and never in production', async () => {
    const off = await createTestApp({ env: { ENABLE_DEV_ROUTES: 'false' } });
    try {
      expect(await wire(off.app).fail('GET', '/dev/outbox')).toMatchObject({
        status: 404,
        errorCode: 'not.found',
      });
    } finally {
      await off.close();
    }
    const production = loadEnv({
      NODE_ENV: 'production',
      STUDIO_WALLET_SECRET: 'not-the-demo-secret',
    });
    expect(devRoutesEnabled(production)).toBe(false);
    expect(() =>
      loadEnv({ NODE_ENV: 'production', STUDIO_WALLET_SECRET: 'x', ENABLE_DEV_ROUTES: 'true' }),
    ).toThrow(/refused/);
  });
});
