import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wireToMinor } from '@monsoon/contracts/money';
import { vendorWalletsValueSchema, type VendorWalletsValue } from '@monsoon/contracts/transfers';
import { merchantWallet } from '@monsoon/contracts/wallet';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import { buildMember, createMerchant, loginAs, nextId } from '@/test/factories.ts';
import { balanceOf, expectLedgerClean, fund, trialBalance } from '@/test/money.ts';

let t: TestApp;
let multi: { id: number; code: string };
beforeAll(async () => {
  t = await createTestApp();
  const code = `mw${nextId()}`;
  const row = await createMerchant(t.database, code, (s) => ({ ...s, wallet: { single: false } }));
  multi = { id: row.id, code };
  for (const [vendor, name] of [
    ['AAA', 'Alpha Games'],
    ['BBB', 'Beta Live'],
  ])
    await t.database.query(
      `insert into vendors (merchant_id, code, name, secret, base_url) values ($1, $2, $3, 's', 'http://127.0.0.1:1')`,
      [row.id, vendor, name],
    );
  await t.app.services.vendors.reload();
});
afterAll(async () => t.close());

const WALLETS = '/wps/relay/GCS_getVendorWallets';
const TRANSFER = '/wps/relay/GCS_walletTransfer';
const RECALL = '/wps/relay/GCS_walletReturn';
const rid = () => `w${nextId()}`;

/** A funded member of the multi-wallet merchant, signed in. */
async function multiMember(minor = 10_000n) {
  const member = await buildMember(t.database, { merchantId: multi.id });
  await fund(t.database, member, minor);
  const { token } = await loginAs(t.app, member.username, member.password, {
    merchant: multi.code,
  });
  return { member, token };
}

const send = (token: string, url: string, payload: Record<string, unknown>) =>
  wire(t.app).send('POST', url, { token, payload, merchant: multi.code });
const ok = (token: string, url: string, payload: Record<string, unknown>) =>
  wire(t.app).ok(vendorWalletsValueSchema, 'POST', url, {
    token,
    payload,
    merchant: multi.code,
  });
const codeOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'errorCode' in body ? body.errorCode : null;
/** Balances in minor units: main and per vendor. */
const minor = (v: VendorWalletsValue) => ({
  main: wireToMinor(v.main),
  ...Object.fromEntries(v.wallets.map((w) => [w.vendor, wireToMinor(w.balance)])),
  total: wireToMinor(v.total),
});

describe('single-wallet merchant (the demo)', () => {
  it('answers isSingle, one wallet, and refuses transfers', async () => {
    const member = await buildMember(t.database);
    await fund(t.database, member, 5_000n);
    const { token } = await loginAs(t.app, member.username, member.password);
    const mode = await wire(t.app).ok(merchantWallet.value, 'GET', merchantWallet.paths[0], {
      token,
    });
    expect(mode.isSingle).toBe(true);
    const wallets = await wire(t.app).ok(vendorWalletsValueSchema, 'GET', WALLETS, { token });
    expect([wallets.isSingle, wallets.wallets, wireToMinor(wallets.main)]).toEqual([
      true,
      [],
      5_000n,
    ]);
    const transfer = await wire(t.app).send('POST', TRANSFER, {
      token,
      payload: { vendor: 'MONSOON', direction: 'IN', amount: '1', requestId: rid() },
    });
    expect(codeOf(transfer.body)).toBe('wallet.transfer.single');
    // Recall stays open (nothing to bring back here).
    const recall = await wire(t.app).ok(vendorWalletsValueSchema, 'POST', RECALL, {
      token,
      payload: { requestId: rid() },
    });
    expect(wireToMinor(recall.main)).toBe(5_000n);
    expect(await balanceOf(t.database, member)).toBe(5_000n);
  });
});

describe('multi-wallet merchant', () => {
  it('lists every vendor wallet and moves money in and out, one movement each', async () => {
    const { member, token } = await multiMember();
    const mode = await wire(t.app).ok(merchantWallet.value, 'GET', merchantWallet.paths[0], {
      token,
      merchant: multi.code,
    });
    expect(mode.isSingle).toBe(false);
    const first = await wire(t.app).ok(vendorWalletsValueSchema, 'GET', WALLETS, {
      token,
      merchant: multi.code,
    });
    expect(first.wallets.map((w) => [w.vendor, w.name])).toEqual([
      ['AAA', 'Alpha Games'],
      ['BBB', 'Beta Live'],
    ]);
    await ok(token, TRANSFER, { vendor: 'AAA', direction: 'IN', amount: '40', requestId: rid() });
    await ok(token, TRANSFER, { vendor: 'bbb', direction: 'IN', amount: '10', requestId: rid() });
    const last = await ok(token, TRANSFER, {
      vendor: 'AAA',
      direction: 'OUT',
      amount: '5.25',
      requestId: rid(),
    });
    // Independently: 100.00 - 40.00 - 10.00 + 5.25 in the main wallet.
    expect(minor(last)).toEqual({ main: 5_525n, AAA: 3_475n, BBB: 1_000n, total: 10_000n });
    expect(await balanceOf(t.database, member)).toBe(5_525n);
    await expectLedgerClean(t.database);
  });

  it('refuses what a wallet cannot give, unknown vendors and bad amounts, moving nothing', async () => {
    const { member, token } = await multiMember(1_000n);
    await ok(token, TRANSFER, { vendor: 'AAA', direction: 'IN', amount: '4', requestId: rid() });
    const cases: [string, Record<string, unknown>][] = [
      ['transfer.balance.insufficient', { vendor: 'AAA', direction: 'OUT', amount: '4.01' }],
      ['transfer.balance.insufficient', { vendor: 'BBB', direction: 'IN', amount: '6.01' }],
      ['wallet.vendor.not.found', { vendor: 'NOPE', direction: 'IN', amount: '1' }],
      ['transfer.amount.invalid', { vendor: 'AAA', direction: 'IN', amount: '0' }],
      ['invalid.request', { vendor: 'AAA', direction: 'SIDEWAYS', amount: '1' }],
    ];
    for (const [code, payload] of cases)
      expect(
        codeOf((await send(token, TRANSFER, { ...payload, requestId: rid() })).body),
        code,
      ).toBe(code);
    expect(await balanceOf(t.database, member)).toBe(600n);
    await expectLedgerClean(t.database);
  });

  it('lets racing transfers take only what the main wallet holds; a retried key moves once', async () => {
    const { member, token } = await multiMember(10_000n);
    const answers = await Promise.all(
      ['AAA', 'BBB', 'AAA', 'BBB', 'AAA'].map((vendor) =>
        send(token, TRANSFER, { vendor, direction: 'IN', amount: '30', requestId: rid() }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    const requestId = rid();
    await Promise.all(
      Array.from({ length: 3 }, () =>
        send(token, TRANSFER, { vendor: 'AAA', direction: 'OUT', amount: '1', requestId }),
      ),
    );
    const now = await wire(t.app).ok(vendorWalletsValueSchema, 'GET', WALLETS, {
      token,
      merchant: multi.code,
    });
    const view = minor(now);
    expect(view.main).toBe(10_000n - 9_000n + 100n);
    expect(view.total).toBe(10_000n);
    expect(await balanceOf(t.database, member)).toBe(1_100n);
  });

  it('answers the legacy form calls to and from the main wallet', async () => {
    const { member, token } = await multiMember(10_000n);
    const form = (path: string, amount: string) =>
      wire(t.app).ok(vendorWalletsValueSchema, 'POST', path, {
        token,
        merchant: multi.code,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ vendor: 'BBB', amount, requestId: rid() }).toString(),
      });
    await form('/wps/wallets/transferFromMainWallet', '20');
    const back = await form('/wps/wallets/transferToMainWallet', '7.5');
    expect(minor(back)).toEqual({ main: 8_750n, AAA: 0n, BBB: 1_250n, total: 10_000n });
    expect(await balanceOf(t.database, member)).toBe(8_750n);
  });

  it('recalls every vendor wallet to the main wallet in one movement, once per request id', async () => {
    const { member, token } = await multiMember(10_000n);
    await ok(token, TRANSFER, {
      vendor: 'AAA',
      direction: 'IN',
      amount: '12.34',
      requestId: rid(),
    });
    await ok(token, TRANSFER, { vendor: 'BBB', direction: 'IN', amount: '50', requestId: rid() });
    const requestId = rid();
    const recalled = await ok(token, RECALL, { requestId });
    expect(minor(recalled)).toEqual({ main: 10_000n, AAA: 0n, BBB: 0n, total: 10_000n });
    // Money moved in after the recall stays in its wallet when the recall is retried.
    await ok(token, TRANSFER, { vendor: 'AAA', direction: 'IN', amount: '1', requestId: rid() });
    const retried = await ok(token, RECALL, { requestId });
    expect(minor(retried)).toEqual({ main: 9_900n, AAA: 100n, BBB: 0n, total: 10_000n });
    const nothing = await ok(token, RECALL, { requestId: rid() });
    expect(minor(nothing).main).toBe(10_000n);
    const empty = await ok(token, RECALL, { requestId: rid() });
    expect(minor(empty)).toEqual(minor(nothing));
    expect(await balanceOf(t.database, member)).toBe(10_000n);
    await expectLedgerClean(t.database);
    // No money was created or lost across all these movements (the bank funded what members hold).
    expect(Object.values(await trialBalance(t.database)).every((sum) => sum === '0')).toBe(true);
  });

  it('answers 401 without a session and refuses trial accounts', async () => {
    for (const [method, path] of [
      ['GET', WALLETS],
      ['POST', TRANSFER],
      ['POST', RECALL],
    ] as const)
      expect((await wire(t.app).send(method, path, { merchant: multi.code })).status, path).toBe(
        401,
      );
    const trial = await buildMember(t.database, { merchantId: multi.id, type: 4 });
    const { token } = await loginAs(t.app, trial.username, trial.password, {
      merchant: multi.code,
    });
    const refused = await send(token, TRANSFER, {
      vendor: 'AAA',
      direction: 'IN',
      amount: '1',
      requestId: rid(),
    });
    expect(codeOf(refused.body)).toBe('in_need_true_account');
  });
});
