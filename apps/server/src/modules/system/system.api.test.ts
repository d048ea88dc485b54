import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  systemStatusValueSchema,
  countryList,
  domainRoute,
  registerSettings,
} from '@monsoon/contracts/system';
import { decryptCustomerServicePath } from '@monsoon/contracts/crypto/des';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import { createMerchantRepository } from '@/modules/merchant/merchant.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /wps/system/status', () => {
  it('answers the demo merchant boot payload without a token', async () => {
    const api = wire(t.app);
    const value = await api.ok(systemStatusValueSchema, 'GET', '/wps/system/status');
    expect(value.status).toBe(0);
    expect(value.merchant).toMatchObject({
      code: 'demo',
      currencySymbol: 'P',
      defaultLanguage: 'MY',
    });
    expect(value.location.ip).toBe('127.0.0.1');
    expect(
      value.info.whitelabel.find((n) => n.modId === 'REG3')?.childrenNodes.map((n) => n.modId),
    ).toContain('USERNAMEREG3');
    expect(value.info.register.username).toMatchObject({
      minLength: 6,
      maxLength: 16,
      patternId: 1,
    });
  });

  it('serves the newer v2 path and the merchant header in any case', async () => {
    const value = await wire(t.app).ok(systemStatusValueSchema, 'GET', '/wps/v2/system/status', {
      merchant: 'DEMO',
    });
    expect(value.merchant.code).toBe('demo');
  });

  it('encrypts customer-service paths with the key in the last 8 characters', async () => {
    const value = await wire(t.app).ok(systemStatusValueSchema, 'GET', '/wps/system/status');
    const chat = value.info.customerService.find((c) => c.csType === 3);
    expect(chat).toBeDefined();
    expect(decryptCustomerServicePath(chat?.path ?? '')).toBe('/helpmc?topic=live-chat');
    expect(chat?.path).not.toContain('helpmc');
  });

  it('refuses an unknown merchant and a duplicated Merchant header', async () => {
    const api = wire(t.app);
    expect(await api.fail('GET', '/wps/system/status', { merchant: 'nope' })).toMatchObject({
      status: 400,
      errorCode: 'merchant.acct.setup.err',
    });
    const dup = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { merchant: ['demo', 'demo'] },
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });

  it('shows maintenance (status 1) before region blocking', async () => {
    const repo = createMerchantRepository(t.database.db);
    const demo = await repo.findByCode('demo');
    if (!demo) throw new Error('demo merchant missing');
    await repo.updateSettings(demo.id, {
      ...demo.settings,
      region: { blockedCountries: [], blockedIps: ['127.0.0.1'] },
    });
    t.app.services.merchants.flush();
    const blocked = await wire(t.app).ok(systemStatusValueSchema, 'GET', '/wps/system/status');
    expect(blocked).toMatchObject({ status: 2, regionRestriction: true, maintenance: null });
    await repo.updateSettings(demo.id, {
      ...demo.settings,
      region: { blockedCountries: [], blockedIps: ['127.0.0.1'] },
      maintenance: { enabled: true, endTime: 1_900_000_000_000, content: { EN: 'Upgrading' } },
    });
    t.app.services.merchants.flush();
    const down = await wire(t.app).ok(systemStatusValueSchema, 'GET', '/wps/system/status', {
      language: 'EN',
    });
    expect(down).toMatchObject({
      status: 1,
      maintenance: { endTime: 1_900_000_000_000, content: 'Upgrading' },
    });
    await repo.updateSettings(demo.id, demo.settings);
    t.app.services.merchants.flush();
  });
});

describe('other system calls', () => {
  it('answers register validators, countries and domain routes', async () => {
    const api = wire(t.app);
    const rules = await api.ok(registerSettings.value, 'GET', '/wps/system/setting/register');
    expect(rules.password).toMatchObject({ minLength: 6, maxLength: 12, patternId: 4 });
    const countries = await api.ok(countryList.value, 'GET', '/wps/system/country');
    expect(countries.list.map((c) => c.countryDialingCode)).toEqual([
      '63',
      '95',
      '60',
      '66',
      '84',
      '62',
    ]);
    const routes = await api.ok(
      domainRoute.value,
      'GET',
      '/wps/system/domainRoute?domain=localhost',
    );
    expect(routes.map((r) => r.domain)).toContain('localhost');
  });

  it('refuses a foreign domain with request_param_err', async () => {
    expect(
      await wire(t.app).fail('GET', '/wps/system/domainRoute?domain=evil.example'),
    ).toMatchObject({
      status: 400,
      errorCode: 'request_param_err',
    });
  });

  it('answers 404 and 405 in the envelope', async () => {
    const api = wire(t.app);
    expect(await api.fail('GET', '/wps/nothing/here')).toMatchObject({
      status: 404,
      errorCode: 'not.found',
    });
    expect(await api.fail('POST', '/wps/system/status')).toMatchObject({
      status: 405,
      errorCode: 'http_method_not_support',
    });
  });
});
