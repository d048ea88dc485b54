import { adminSettings } from '@monsoon/contracts/admin/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, fakeClock } from '@/test/factories.ts';
import { wire } from '@/test/http.ts';
import {
  asOperator,
  demoFinance,
  demoOwner,
  signInOperator,
  type OperatorAuth,
} from '@/test/operators.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

const clock = fakeClock(new Date('2026-03-06T08:00:00Z'));
let t: TestApp;
let owner: OperatorAuth;
beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await signInOperator(t.app, clock, demoOwner());
});
afterAll(() => t.close());

const settings = () =>
  asOperator(t.app, owner).ok(adminSettings.value, 'GET', '/admin/api/settings');
const valueOf = async (key: string) => (await settings()).items.find((i) => i.key === key)?.value;
const siteStatus = async () =>
  (await wire(t.app).send('GET', '/wps/system/status')).body as { value: { status: number } };

describe('merchant settings', () => {
  it('lists every editable setting with its value', async () => {
    const { items } = await settings();
    expect(items.map((i) => i.key)).toEqual(
      expect.arrayContaining(['theme', 'maintenanceEnabled', 'captchaAfterFailures', 'blockedIps']),
    );
    expect(items.find((i) => i.key === 'theme')).toMatchObject({ kind: 'enum', group: 'site' });
  });

  it('changes several settings at once, audited, and the site sees them without a restart', async () => {
    expect((await siteStatus()).value.status).toBe(0);
    const countries = await valueOf('blockedCountries');
    const answer = await asOperator(t.app, owner).ok(
      adminSettings.value,
      'PUT',
      '/admin/api/settings',
      {
        changes: {
          maintenanceEnabled: true,
          captchaAfterFailures: 7,
          blockedCountries: ['SG', 'GB'],
        },
      },
    );
    expect(answer.items.find((i) => i.key === 'captchaAfterFailures')?.value).toBe(7);
    expect((await siteStatus()).value.status).toBe(1);
    const { rows } = await t.database.query(
      `select before, after from audit_log where action = 'settings.updated' order by seq desc limit 1`,
    );
    expect(rows[0]).toEqual({
      before: { maintenanceEnabled: false, captchaAfterFailures: 3, blockedCountries: countries },
      after: { maintenanceEnabled: true, captchaAfterFailures: 7, blockedCountries: ['SG', 'GB'] },
    });
    await asOperator(t.app, owner).ok(adminSettings.value, 'PUT', '/admin/api/settings', {
      changes: { maintenanceEnabled: false },
    });
    expect((await siteStatus()).value.status).toBe(0);
  });

  it('refuses bad values and unknown keys as a whole, changing nothing', async () => {
    const audit = await countRows(t.database, 'audit_log', "action = 'settings.updated'");
    const before = await valueOf('captchaAfterFailures');
    for (const changes of [
      { captchaAfterFailures: 99 },
      { captchaAfterFailures: 2, theme: 'purple' },
      { blockedIps: ['300.1.1.1'] },
      { blockedIps: ['1.1.1.1', '1.1.1.1'] },
      { passwordExpiryDays: 1.5 },
      { appDownloadUrl: 'javascript:alert(1)' },
      { noSuchSetting: true },
      {},
    ]) {
      const res = await asOperator(t.app, owner).fail('PUT', '/admin/api/settings', { changes });
      expect(res, JSON.stringify(changes)).toMatchObject({
        status: 400,
        errorCode: 'invalid.request',
      });
    }
    expect(await valueOf('captchaAfterFailures')).toBe(before);
    expect(await countRows(t.database, 'audit_log', "action = 'settings.updated'")).toBe(audit);
  });

  it('edits per-kind withdrawal limits, fixed amounts in major units and the SMS rule', async () => {
    const put = (changes: Record<string, unknown>) =>
      asOperator(t.app, owner).ok(adminSettings.value, 'PUT', '/admin/api/settings', { changes });
    expect(await valueOf('withdrawEWalletMinAmount')).toBeNull();
    expect(await valueOf('withdrawFixedAmounts')).toEqual([]);
    expect(await valueOf('withdrawMobileVerification')).toBe('NONE');
    await put({
      withdrawEWalletMinAmount: 20_000,
      withdrawVirtualDailyMaxCount: 2,
      withdrawFixedAmounts: ['500', '1000.50'],
      withdrawMobileVerification: 'WITHDRAW_AMOUNT',
      withdrawMobileVerificationAmount: 500_000,
    });
    expect(await valueOf('withdrawFixedAmounts')).toEqual(['500.00', '1000.50']);
    const { rows } = await t.database.query(
      `select settings->'withdrawals' as w from merchants where code = 'demo'`,
    );
    expect(rows[0]?.['w']).toMatchObject({
      eWalletMinAmount: 20_000,
      virtualDailyMaxCount: 2,
      fixedAmounts: [50_000, 100_050],
      mobileVerification: 'WITHDRAW_AMOUNT',
      mobileVerificationAmount: 500_000,
    });
    for (const changes of [
      { withdrawFixedAmounts: ['0'] },
      { withdrawFixedAmounts: ['12.345'] },
      { withdrawMobileVerification: 'SOMETIMES' },
      { withdrawEWalletDailyMaxCount: 0 },
    ]) {
      const res = await asOperator(t.app, owner).fail('PUT', '/admin/api/settings', { changes });
      expect(res, JSON.stringify(changes)).toMatchObject({ errorCode: 'invalid.request' });
    }
    await put({
      withdrawEWalletMinAmount: null,
      withdrawVirtualDailyMaxCount: null,
      withdrawFixedAmounts: [],
      withdrawMobileVerification: 'NONE',
      withdrawMobileVerificationAmount: null,
    });
    expect(await valueOf('withdrawFixedAmounts')).toEqual([]);
  });

  it('lets other roles read but only owners change; needs a session and the CSRF header', async () => {
    clock.advance(30_000);
    const finance = await signInOperator(t.app, clock, demoFinance());
    expect((await asOperator(t.app, finance).send('GET', '/admin/api/settings')).status).toBe(200);
    expect(
      await asOperator(t.app, finance).fail('PUT', '/admin/api/settings', {
        changes: { vipEnabled: false },
      }),
    ).toMatchObject({ status: 403, errorCode: 'role.denied' });
    expect(
      await asOperator(t.app, owner).fail(
        'PUT',
        '/admin/api/settings',
        { changes: { vipEnabled: false } },
        false,
      ),
    ).toMatchObject({ status: 403, errorCode: 'admin.csrf.invalid' });
    expect(await asOperator(t.app, null).fail('GET', '/admin/api/settings')).toMatchObject({
      status: 401,
    });
    expect(await valueOf('vipEnabled')).toBe(true);
  });
});
