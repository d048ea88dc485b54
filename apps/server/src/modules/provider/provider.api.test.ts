import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceValueSchema } from '@monsoon/contracts/wallet';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import { buildMember, countRows, loginAs } from '@/test/factories.ts';
import { launchTokenFor, vendorCall } from '@/test/vendor.ts';
import { checkLedger } from '@/modules/wallet/ledger.check.ts';
import { createWalletService } from '@/modules/wallet/wallet.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const fund = async (member: { id: number; merchantId: number }, minor: bigint) =>
  createWalletService(t.database.db).credit(
    { merchantId: member.merchantId, memberId: member.id },
    'PHP',
    minor,
    'test.credit',
    `m${member.id}`,
  );

describe('vendor wallet: a round', () => {
  it('debits the bet, credits the win, and the header balance agrees', async () => {
    const member = await buildMember(t.database);
    await fund(member, 10_000n);
    const token = await launchTokenFor(t.database, member);
    const call = vendorCall(t.app);
    const auth = await call('authenticate', { token });
    expect(auth.answer).toMatchObject({
      status: 'OK',
      playerId: String(member.id),
      currency: 'PHP',
      balance: 10_000,
    });
    const bet = await call('bet', {
      transactionId: 'r1-B',
      roundId: 'r1',
      playerId: String(member.id),
      token,
      gameCode: 'MS001',
      amount: 500,
    });
    expect(bet).toMatchObject({ http: 200, answer: { status: 'OK', balance: 9_500 } });
    const win = await call('win', {
      transactionId: 'r1-W',
      roundId: 'r1',
      playerId: String(member.id),
      gameCode: 'MS001',
      amount: 1_250,
      roundFinished: true,
    });
    expect(win.answer).toMatchObject({ status: 'OK', balance: 10_750 });
    const again = await call('bet', {
      transactionId: 'r1-B',
      roundId: 'r1',
      playerId: String(member.id),
      token,
      gameCode: 'MS001',
      amount: 500,
    });
    expect(again.answer).toEqual(bet.answer);
    const session = await loginAs(t.app, member.username, member.password);
    const balance = await wire(t.app).ok(
      balanceValueSchema,
      'GET',
      '/wps/v2/wallets/balance?typeId=0',
      { token: session.token },
    );
    expect(balance.sumBalance).toBe(107.5);
    expect(balance.balance[0]).toMatchObject({ accountTypeId: 2, availBalance: 107.5 });
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });

  it('refuses a bet after its rollback arrived first, and never refunds twice', async () => {
    const member = await buildMember(t.database);
    await fund(member, 1_000n);
    const token = await launchTokenFor(t.database, member);
    const call = vendorCall(t.app);
    const pid = String(member.id);
    const rb = await call('rollback', {
      transactionId: 'r2-R',
      referenceTransactionId: 'r2-B',
      roundId: 'r2',
      playerId: pid,
    });
    expect(rb.answer).toMatchObject({ status: 'OK', balance: 1_000 });
    const bet = await call('bet', {
      transactionId: 'r2-B',
      roundId: 'r2',
      playerId: pid,
      token,
      gameCode: 'MS001',
      amount: 100,
    });
    expect(bet.answer).toMatchObject({ status: 'DUPLICATE_CONFLICT', balance: 1_000 });
    const bet3 = await call('bet', {
      transactionId: 'r3-B',
      roundId: 'r3',
      playerId: pid,
      token,
      gameCode: 'MS001',
      amount: 100,
    });
    expect(bet3.answer.balance).toBe(900);
    await call('rollback', {
      transactionId: 'r3-R1',
      referenceTransactionId: 'r3-B',
      roundId: 'r3',
      playerId: pid,
    });
    const second = await call('rollback', {
      transactionId: 'r3-R2',
      referenceTransactionId: 'r3-B',
      roundId: 'r3',
      playerId: pid,
    });
    expect(second.answer).toMatchObject({ status: 'OK', balance: 1_000 });
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });

  it('refuses a tampered body before touching the database', async () => {
    const before = await countRows(t.database, 'vendor_tx');
    const res = await vendorCall(t.app, { secret: 'wrong' })('bet', {
      transactionId: 'x',
      roundId: 'x',
      playerId: '1',
      token: 'x',
      gameCode: 'MS001',
      amount: 1,
    });
    expect(res).toMatchObject({ http: 401, answer: { status: 'INVALID_SIGNATURE' } });
    expect(await countRows(t.database, 'vendor_tx')).toBe(before);
  });
});
