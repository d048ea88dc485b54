import { afterAll, describe, expect, it } from 'vitest';
import { systemStatusValueSchema } from '@monsoon/contracts/system';
import { devMerchantScreens, devRunJob } from '@monsoon/contracts/dev-controls';
import { countRows, demoMerchant } from '@/test/factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';

const apps: TestApp[] = [];
afterAll(async () => Promise.all(apps.map((a) => a.close())));

describe('PUT /dev/merchant/screens', () => {
  it('does not exist unless ENABLE_DEV_ROUTES is set', async () => {
    const t = await createTestApp({ env: { ENABLE_DEV_ROUTES: 'false' } });
    apps.push(t);
    const res = await wire(t.app).fail('PUT', '/dev/merchant/screens', {
      payload: { maintenance: null, blockedIps: [] },
    });
    expect(res).toMatchObject({ status: 404, errorCode: 'not.found' });
  });

  it('switches maintenance on and off for the status screen', async () => {
    const t = await createTestApp({ env: { ENABLE_DEV_ROUTES: 'true' } });
    apps.push(t);
    const api = wire(t.app);
    await api.ok(devMerchantScreens.value, 'PUT', '/dev/merchant/screens', {
      language: 'EN',
      payload: { maintenance: { endTime: null, content: 'Back soon' }, blockedIps: [] },
    });
    const down = await api.ok(systemStatusValueSchema, 'GET', '/wps/system/status', {
      language: 'EN',
    });
    expect(down).toMatchObject({ status: 1, maintenance: { endTime: null, content: 'Back soon' } });
    await api.ok(devMerchantScreens.value, 'PUT', '/dev/merchant/screens', {
      payload: { maintenance: null, blockedIps: [] },
    });
    expect((await api.ok(systemStatusValueSchema, 'GET', '/wps/system/status')).status).toBe(0);
  });

  it('refuses a malformed body and changes nothing', async () => {
    const t = await createTestApp({ env: { ENABLE_DEV_ROUTES: 'true' } });
    apps.push(t);
    const api = wire(t.app);
    expect(
      await api.fail('PUT', '/dev/merchant/screens', { payload: { maintenance: 'on' } }),
    ).toMatchObject({
      status: 400,
      errorCode: 'invalid.request',
    });
    expect((await api.ok(systemStatusValueSchema, 'GET', '/wps/system/status')).status).toBe(0);
  });
});

describe('POST /dev/jobs/run', () => {
  it('does not exist unless ENABLE_DEV_ROUTES is set', async () => {
    const t = await createTestApp({ env: { ENABLE_DEV_ROUTES: 'false' } });
    apps.push(t);
    const res = await wire(t.app).fail('POST', '/dev/jobs/run', {
      payload: { name: 'housekeeping-expired-codes' },
    });
    expect(res).toMatchObject({ status: 404, errorCode: 'not.found' });
  });

  it('runs a scheduled job now and answers when it is done; an unknown job is not found', async () => {
    const t = await createTestApp({ env: { ENABLE_DEV_ROUTES: 'true' } });
    apps.push(t);
    const { id } = await demoMerchant(t.database);
    const expired = new Date(Date.now() - 2 * 3_600_000).toISOString();
    await t.database.query(
      `insert into captchas (id, merchant_id, answer_hash, expires_at) values ('devjob', $1, 'h', $2)`,
      [id, expired],
    );
    const api = wire(t.app);
    const done = await api.ok(devRunJob.value, 'POST', '/dev/jobs/run', {
      payload: { name: 'housekeeping-expired-codes' },
    });
    expect(done.name).toBe('housekeeping-expired-codes');
    expect(await countRows(t.database, 'captchas', `id = 'devjob'`)).toBe(0);
    expect(
      await api.fail('POST', '/dev/jobs/run', { payload: { name: 'no-such-job' } }),
    ).toMatchObject({ status: 404, errorCode: 'not.found' });
    expect(await api.fail('POST', '/dev/jobs/run', { payload: {} })).toMatchObject({
      status: 400,
      errorCode: 'invalid.request',
    });
  });
});
