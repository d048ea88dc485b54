import { adminSettings } from '@monsoon/contracts/admin/settings';
import { wireToMinor } from '@monsoon/contracts/money';
import { vendorWalletsValueSchema } from '@monsoon/contracts/transfers';
import { merchantWallet } from '@monsoon/contracts/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, fakeClock, loginAs, nextId } from '@/test/factories.ts';
import { wire } from '@/test/http.ts';
import { balanceOf, expectLedgerClean, fund } from '@/test/money.ts';
import { asOperator, demoOwner, signInOperator, type OperatorAuth } from '@/test/operators.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

const clock = fakeClock(new Date('2026-03-06T08:00:00Z'));
let t: TestApp;
let owner: OperatorAuth;
beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await signInOperator(t.app, clock, demoOwner());
});
afterAll(() => t.close());

const setSingle = (single: boolean) =>
  asOperator(t.app, owner).ok(adminSettings.value, 'PUT', '/admin/api/settings', {
    changes: { singleWallet: single },
  });
const rid = () => `m${nextId()}`;

describe('the wallet mode setting', () => {
  it('is switched by an operator; money left in vendor wallets after a switch back can be recalled', async () => {
    const member = await buildMember(t.database);
    await fund(t.database, member, 10_000n);
    const { token } = await loginAs(t.app, member.username, member.password);
    const mode = () =>
      wire(t.app).ok(merchantWallet.value, 'GET', merchantWallet.paths[0], { token });
    const wallets = () =>
      wire(t.app).ok(vendorWalletsValueSchema, 'GET', '/wps/relay/GCS_getVendorWallets', { token });
    expect((await mode()).isSingle).toBe(true);

    const settings = await setSingle(false);
    expect(settings.items.find((i) => i.key === 'singleWallet')?.value).toBe(false);
    expect((await mode()).isSingle).toBe(false);
    const vendor = (await wallets()).wallets[0]?.vendor;
    if (!vendor) throw new Error('the demo merchant has no vendor');
    await wire(t.app).ok(vendorWalletsValueSchema, 'POST', '/wps/relay/GCS_walletTransfer', {
      token,
      payload: { vendor, direction: 'IN', amount: '25', requestId: rid() },
    });

    await setSingle(true);
    expect((await mode()).isSingle).toBe(true);
    const single = await wallets();
    expect(single.wallets.map((w) => [w.vendor, wireToMinor(w.balance)])).toEqual([
      [vendor, 2_500n],
    ]);
    expect(wireToMinor(single.total)).toBe(10_000n);
    const refused = await wire(t.app).send('POST', '/wps/relay/GCS_walletTransfer', {
      token,
      payload: { vendor, direction: 'OUT', amount: '25', requestId: rid() },
    });
    expect(refused.body).toMatchObject({ errorCode: 'wallet.transfer.single' });
    const recalled = await wire(t.app).ok(
      vendorWalletsValueSchema,
      'POST',
      '/wps/relay/GCS_walletReturn',
      { token, payload: { requestId: rid() } },
    );
    expect([wireToMinor(recalled.main), recalled.wallets]).toEqual([10_000n, []]);
    expect(await balanceOf(t.database, member)).toBe(10_000n);
    await expectLedgerClean(t.database);
  });
});
