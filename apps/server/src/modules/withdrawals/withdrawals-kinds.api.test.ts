import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawSettings } from '@monsoon/contracts/withdrawals';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import { fakeClock, latestCode, nextIp, outboxTo } from '@/test/factories.ts';
import { expectLedgerClean } from '@/test/money.ts';
import {
  bindWallet,
  refused,
  requestWithdrawal,
  withdrawalRows,
  withdrawer,
  withdrawOk,
  withSettings,
} from './withdrawals.test-support.ts';

/**
 * What a merchant's withdrawal settings ask per payee kind (wire-api §5.3, decision 0065): e-wallet and
 * crypto limits apart from the bank's, fixed amounts, and an SMS code for some or every request.
 */
// 12:00 in Manila on 15 June 2025.
const clock = fakeClock(new Date('2025-06-15T04:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const api = () => wire(t.app);
const settingsOf = (token: string) =>
  api().ok(withdrawSettings.value, 'GET', '/wps/relay/MCSFE_getWithdrawSettings?groupId=0', {
    token,
  });

/** A withdrawer with a bank card, an e-wallet and a crypto address. */
async function withdrawerOfEveryKind(funded: bigint) {
  const w = await withdrawer(t, funded);
  const eWallet = await bindWallet(t, w.token, 'E');
  const crypto = await bindWallet(t, w.token, 'V');
  return { w, bank: w, eWallet: { ...w, cardId: eWallet.id }, crypto: { ...w, cardId: crypto.id } };
}

const sendCode = (token: string) =>
  api().send('POST', '/wps/verification/sms/withdraw', { token, remoteAddress: nextIp() });

describe('the settings answer', () => {
  it("answers each kind's limits, fixed amounts and SMS rule, and the cards their kind's", async () => {
    const { w, eWallet, crypto } = await withdrawerOfEveryKind(5_000_000n);
    const restore = await withSettings(t, {
      eWalletMinAmount: 20_000,
      eWalletMaxAmount: 100_000,
      eWalletDailyMaxCount: 1,
      virtualMinAmount: 50_000,
      virtualDailyMaxCount: 2,
      fixedAmounts: [50_000, 100_050],
      mobileVerification: 'WITHDRAW_AMOUNT',
      mobileVerificationAmount: 500_000,
    });
    await withdrawOk(t, eWallet, '300');
    const s = await settingsOf(w.token);
    await restore();
    expect(s).toMatchObject({
      minimumAmount: 100,
      maximumAmount: 50_000,
      eWalletMinAmount: 200,
      eWalletMaxAmount: 1000,
      eWalletDailyWithdrawMaxCount: 1,
      virtualMinAmount: 500,
      // Not set: the bank's.
      virtualMaxAmount: 50_000,
      virtualDailyWithdrawMaxCount: 2,
      dailyWithdrawMaxCount: 5,
      // The e-wallet request counts for e-wallets only; the amount is one total.
      remainingTransactionTimes: 5,
      remainingWithdrawAmount: 100_000 - 300,
      fixedAmountFlag: 'Y',
      fixedWithdrawAmounts: [500, 1000.5],
      amountLimitFlag: 'N',
      ewalletFixedAmountFlag: 'N',
      ewalletFixedWithdrawAmounts: [],
      ewalletAmountLimitFlag: 'Y',
      virtualFixedAmountFlag: 'N',
      virtualAmountLimitFlag: 'Y',
      mobileVerificationType: 'WITHDRAW_AMOUNT',
      mobileVerificationWithdrawAmount: 5000,
    });
    const card = (id: number) => s.bankCards.find((c) => c.id === id);
    expect(card(eWallet.cardId)).toMatchObject({
      cardType: 'EW',
      minWithdrawal: 200,
      maxWithdrawal: 1000,
      maxTransactionTimes: 1,
      remainingTransactionTimes: 0,
      remainingEWalletWithdrawAmount: 100_000 - 300,
    });
    expect(card(crypto.cardId)).toMatchObject({
      cardType: 'VW',
      minWithdrawal: 500,
      maxWithdrawal: 50_000,
      maxTransactionTimes: 2,
      remainingTransactionTimes: 2,
      remainingVirtualWithdrawAmount: 100_000 - 300,
    });
    expect(card(w.cardId)).toMatchObject({ maxTransactionTimes: 5, remainingTransactionTimes: 5 });
  });

  it('reads settings saved before per-kind limits as the bank limits for every kind', async () => {
    const { w } = await withdrawerOfEveryKind(0n);
    const { rows } = await t.database.query(`select settings from merchants where code = 'demo'`);
    const before = rows[0]?.['settings'] as { withdrawals: Record<string, unknown> };
    const old = Object.fromEntries(
      Object.entries(before.withdrawals).filter(
        ([key]) => !/^(eWallet|virtual|fixed|mobileVerification)/.test(key),
      ),
    );
    const restore = await withSettings(t, {});
    await t.database.query(`update merchants set settings = $1 where code = 'demo'`, [
      { ...before, withdrawals: old },
    ]);
    t.app.services.merchants.flush();
    const s = await settingsOf(w.token);
    await restore();
    expect(s).toMatchObject({
      eWalletMinAmount: 100,
      eWalletMaxAmount: 50_000,
      virtualMinAmount: 100,
      virtualMaxAmount: 50_000,
      eWalletDailyWithdrawMaxCount: 5,
      virtualDailyWithdrawMaxCount: 5,
      fixedAmountFlag: 'N',
      amountLimitFlag: 'Y',
      mobileVerificationType: 'NONE',
      mobileVerificationWithdrawAmount: null,
    });
  });
});

describe('limits per payee kind', () => {
  it("holds an e-wallet to the e-wallet min, max and daily count, and counts them apart from the bank's", async () => {
    const { bank, eWallet } = await withdrawerOfEveryKind(5_000_000n);
    const restore = await withSettings(t, {
      eWalletMinAmount: 20_000,
      eWalletMaxAmount: 100_000,
      eWalletDailyMaxCount: 1,
      dailyMaxCount: 1,
    });
    const before = await withdrawalRows(t);
    expect(await refused(requestWithdrawal(t, eWallet, '199.99'))).toBe(
      'withdraw.amount.below.min',
    );
    expect(await refused(requestWithdrawal(t, eWallet, '1000.01'))).toBe(
      'withdraw.amount.above.max',
    );
    expect(await withdrawalRows(t)).toEqual(before);
    // The bank's own limits still apply to the bank card.
    await withdrawOk(t, bank, '150');
    await withdrawOk(t, eWallet, '1000');
    const full = await withdrawalRows(t);
    expect(await refused(requestWithdrawal(t, eWallet, '500'))).toBe('withdraw.daily.count');
    expect(await refused(requestWithdrawal(t, bank, '500'))).toBe('withdraw.daily.count');
    expect(await withdrawalRows(t)).toEqual(full);
    await restore();
    await expectLedgerClean(t.database);
  });

  it('holds a crypto address to the crypto limits; the daily amount stays one total', async () => {
    const { bank, eWallet, crypto } = await withdrawerOfEveryKind(5_000_000n);
    const restore = await withSettings(t, {
      virtualMinAmount: 50_000,
      virtualMaxAmount: 2_000_000,
      virtualDailyMaxCount: 2,
      dailyMaxAmount: 3_000_000,
    });
    const before = await withdrawalRows(t);
    expect(await refused(requestWithdrawal(t, crypto, '499.99'))).toBe('withdraw.amount.below.min');
    // Within the bank's maximum (50,000.00), above the crypto one.
    expect(await refused(requestWithdrawal(t, crypto, '20000.01'))).toBe(
      'withdraw.amount.above.max',
    );
    expect(await withdrawalRows(t)).toEqual(before);
    await withdrawOk(t, crypto, '20000');
    await withdrawOk(t, crypto, '500');
    expect(await refused(requestWithdrawal(t, crypto, '500'))).toBe('withdraw.daily.count');
    // Bank and e-wallet still have requests left, but not amount: 30,000.00 in all, 20,500.00 used.
    expect(await refused(requestWithdrawal(t, bank, '9500.01'))).toBe('withdraw.daily.amount');
    await withdrawOk(t, eWallet, '9500');
    await restore();
    await expectLedgerClean(t.database);
  });
});

describe('fixed amounts', () => {
  it("accepts only a kind's fixed amounts where it has some, writing nothing otherwise", async () => {
    const { bank, eWallet, crypto } = await withdrawerOfEveryKind(5_000_000n);
    const restore = await withSettings(t, {
      fixedAmounts: [50_000, 100_050],
      virtualFixedAmounts: [30_000],
    });
    const before = await withdrawalRows(t);
    expect(await refused(requestWithdrawal(t, bank, '600'))).toBe('withdraw.amount.not.fixed');
    expect(await refused(requestWithdrawal(t, bank, '1000'))).toBe('withdraw.amount.not.fixed');
    expect(await refused(requestWithdrawal(t, crypto, '500'))).toBe('withdraw.amount.not.fixed');
    expect(await withdrawalRows(t)).toEqual(before);
    expect((await withdrawOk(t, bank, '500.00')).amount).toBe(500);
    expect((await withdrawOk(t, bank, '1000.50')).amount).toBe(1000.5);
    expect((await withdrawOk(t, crypto, '300')).amount).toBe(300);
    // E-wallets have none: any amount within the limits.
    expect((await withdrawOk(t, eWallet, '123.45')).amount).toBe(123.45);
    await restore();
    await expectLedgerClean(t.database);
  });
});

describe('the SMS code', () => {
  it('is needed by every withdrawal with EVERY_WITHDRAWAL: sent to the bound mobile, checked, used once', async () => {
    const w = await withdrawer(t, 1_000_000n);
    const restore = await withSettings(t, { mobileVerification: 'EVERY_WITHDRAWAL' });
    const before = await withdrawalRows(t);
    expect(await refused(requestWithdrawal(t, w, '500'))).toBe('withdraw.verification.required');
    expect((await sendCode(w.token)).body).toMatchObject({
      success: true,
      value: { expiredMinutes: 5 },
    });
    expect((await outboxTo(t.app, w.recipient))[0]).toMatchObject({ purpose: 'withdraw' });
    const code = await latestCode(t.app, w.recipient);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      await refused(requestWithdrawal(t, w, '500', undefined, { verificationCode: wrong })),
    ).toBe('verification.code.invalid');
    expect(await withdrawalRows(t)).toEqual(before);
    const res = await requestWithdrawal(t, w, '500', 'sms-1', { verificationCode: code });
    expect((res.body as { success: boolean }).success).toBe(true);
    // A retry of the same request replays it; a new one cannot use the code again.
    const again = await requestWithdrawal(t, w, '500', 'sms-1', { verificationCode: code });
    expect(again.body).toEqual(res.body);
    const used = await withdrawalRows(t);
    expect(await refused(requestWithdrawal(t, w, '500', 'sms-2', { verificationCode: code }))).toBe(
      'verification.code.invalid',
    );
    expect(await withdrawalRows(t)).toEqual(used);
    await restore();
    await expectLedgerClean(t.database);
  });

  it('is needed from the amount with WITHDRAW_AMOUNT', async () => {
    const w = await withdrawer(t, 2_000_000n);
    const restore = await withSettings(t, {
      mobileVerification: 'WITHDRAW_AMOUNT',
      mobileVerificationAmount: 500_000,
    });
    await withdrawOk(t, w, '4999.99');
    const before = await withdrawalRows(t);
    expect(await refused(requestWithdrawal(t, w, '5000'))).toBe('withdraw.verification.required');
    expect(await withdrawalRows(t)).toEqual(before);
    await sendCode(w.token);
    const code = await latestCode(t.app, w.recipient);
    const res = await requestWithdrawal(t, w, '5000', undefined, { verificationCode: code });
    expect((res.body as { success: boolean }).success).toBe(true);
    await restore();
    await expectLedgerClean(t.database);
  });

  it('is refused without a bound mobile, and not sent where the merchant asks for none', async () => {
    const w = await withdrawer(t, 1_000_000n);
    await t.database.query(`update members set mobile = null where id = $1`, [w.id]);
    let restore = await withSettings(t, { mobileVerification: 'EVERY_WITHDRAWAL' });
    const before = await withdrawalRows(t);
    expect(await refused(sendCode(w.token))).toBe('withdraw.mobile.required');
    expect(
      await refused(requestWithdrawal(t, w, '500', undefined, { verificationCode: '123456' })),
    ).toBe('withdraw.mobile.required');
    expect(await withdrawalRows(t)).toEqual(before);
    await restore();
    const other = await withdrawer(t, 0n);
    restore = await withSettings(t, { mobileVerification: 'NONE' });
    expect(await refused(sendCode(other.token))).toBe('function.not.available');
    await restore();
  });
});
