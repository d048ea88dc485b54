import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { wireToMinor } from '@monsoon/contracts/money';
import {
  bankCards,
  hasWithdrawalPassword,
  setPaymentPassword,
  withdrawBanks,
  withdrawCharges,
  withdrawRecords,
  withdrawSettings,
} from '@monsoon/contracts/withdrawals';
import { securityConfigValueSchema } from '@monsoon/contracts/security';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import { fakeClock, nextIp } from '@/test/factories.ts';
import { balanceOf, expectLedgerClean, fund } from '@/test/money.ts';
import {
  bindCard,
  nextAccountNumber,
  PAY_PASSWORD,
  refused,
  requestWithdrawal,
  signedIn,
  trialToken,
  withdrawalRows,
  withdrawer,
  withdrawOk,
  withSettings,
} from './withdrawals.test-support.ts';

/**
 * The member's side of withdrawals (wire-api §5.3): payees, the withdrawal password, settings, the fee
 * preview, requests (each refusal with its own code and nothing written) and records.
 */
// 12:00 in Manila on 15 June 2025.
const clock = fakeClock(new Date('2025-06-15T04:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const api = () => wire(t.app);

/** The code of the newest SMS to a recipient. */
async function codeSentTo(recipient: string): Promise<string> {
  const { rows } = await t.database.query(
    `select body from outbox_messages where recipient = $1 order by id desc limit 1`,
    [recipient],
  );
  const code = /\b(\d{6})\b/.exec(String(rows[0]?.['body'] ?? ''))?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

describe('payees', () => {
  it('lists the banks, e-wallets and networks to bind to', async () => {
    const { token } = await signedIn(t);
    const all = await api().ok(withdrawBanks.value, 'GET', '/wps/system/withdrawBanks', { token });
    expect(new Set(all.map((b) => b.bankType))).toEqual(new Set(['B', 'E', 'V']));
    const wallets = await api().ok(
      withdrawBanks.value,
      'GET',
      '/wps/system/withdrawBanks?bankType=E',
      {
        token,
      },
    );
    expect(wallets.map((b) => b.bankCode)).toContain('GCASH');
    expect(wallets.every((b) => b.bankType === 'E')).toBe(true);
  });

  it('binds a card masked to its last 4, counted in the security centre and listed', async () => {
    const { token } = await signedIn(t);
    const number = nextAccountNumber();
    const card = await bindCard(t, token, number);
    expect(card).toMatchObject({
      bankType: 'B',
      cardType: 'BC',
      bankCode: 'BDO',
      maskedAccount: `****${number.slice(-4)}`,
      accountName: 'J*** D*** C***',
    });
    const res = await api().send('GET', '/wps/member/bankCard', { token });
    expect(JSON.stringify(res.body)).not.toContain(number);
    const listed = await api().ok(bankCards.value, 'GET', '/wps/member/bankCard', { token });
    expect(listed.list.map((c) => c.id)).toEqual([card.id]);
    expect(listed.maxCount).toBe(5);
    const config = await api().ok(
      securityConfigValueSchema,
      'GET',
      '/wps/v2/member/securityConfig',
      {
        token,
      },
    );
    expect(config.bankCardCount).toBe(1);
  });

  it('binds an e-wallet and a crypto address', async () => {
    const { token } = await signedIn(t);
    const wallet = await api().ok(
      bankCards.value.shape.list.element,
      'PUT',
      '/wps/member/bankCard',
      {
        token,
        payload: {
          bankType: 'E',
          bankCode: 'GCASH',
          accountNumber: '09171234567',
          payeeName: 'juan  dela cruz',
        },
      },
    );
    expect(wallet).toMatchObject({ cardType: 'EW', maskedAccount: '****4567' });
    const address = `T${'x'.repeat(29)}AbCd`;
    const crypto = await api().ok(
      bankCards.value.shape.list.element,
      'POST',
      '/wps/member/bankCard',
      {
        token,
        payload: { bankType: 'V', bankCode: 'TRON', accountNumber: address },
      },
    );
    expect(crypto).toMatchObject({ cardType: 'VW', maskedAccount: '****AbCd', accountName: null });
  });

  it('refuses without a real name, with another name, a bad bank or number, over the limit, or bound elsewhere — writing nothing', async () => {
    const noName = await signedIn(t, { payeeName: null });
    const { token } = await signedIn(t);
    const other = await signedIn(t);
    const taken = nextAccountNumber();
    await bindCard(t, other.token, taken);
    const before = await withdrawalRows(t);
    const bind = (tok: string, payload: Record<string, unknown>) =>
      api().fail('PUT', '/wps/member/bankCard', { token: tok, payload, language: 'EN' });
    const card = { bankType: 'B', bankCode: 'BDO', payeeName: 'Juan Dela Cruz' };
    expect(
      (await bind(noName.token, { ...card, accountNumber: nextAccountNumber() })).errorCode,
    ).toBe('payee.real.name.required');
    expect(
      (
        await bind(token, {
          ...card,
          payeeName: 'Pedro Penduko',
          accountNumber: nextAccountNumber(),
        })
      ).errorCode,
    ).toBe('payee.name.mismatch');
    expect(
      (await bind(token, { ...card, bankCode: 'NOPE', accountNumber: nextAccountNumber() }))
        .errorCode,
    ).toBe('payee.bank.invalid');
    expect((await bind(token, { ...card, accountNumber: '12ab' })).errorCode).toBe(
      'payee.number.invalid',
    );
    expect((await bind(token, { ...card, accountNumber: taken })).errorCode).toBe(
      'payee.bound.elsewhere',
    );
    expect(await withdrawalRows(t)).toEqual(before);
    const mine = nextAccountNumber();
    await bindCard(t, token, mine);
    expect((await bind(token, { ...card, accountNumber: mine })).errorCode).toBe('payee.exists');
    for (let i = 0; i < 4; i++) await bindCard(t, token);
    const over = await bind(token, { ...card, accountNumber: nextAccountNumber() });
    expect(over.errorCode).toBe('payee.limit.reached');
    expect(over.message).toBe('You cannot bind more bank cards.');
  });

  it('lets only one of two members racing for the same number bind it', async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const number = nextAccountNumber();
    const payload = {
      bankType: 'B',
      bankCode: 'BPI',
      accountNumber: number,
      payeeName: 'Juan Dela Cruz',
    };
    const answers = await Promise.all(
      [a, b].map((m) => api().send('PUT', '/wps/member/bankCard', { token: m.token, payload })),
    );
    const codes = answers.map((r) => (r.body as { errorCode?: string }).errorCode ?? 'ok').sort();
    expect(codes).toEqual(['ok', 'payee.bound.elsewhere']);
  });

  it('refuses trial accounts', async () => {
    const token = await trialToken(t);
    expect((await api().fail('GET', '/wps/member/bankCard', { token })).errorCode).toBe(
      'in_need_true_account',
    );
  });
});

describe('the withdrawal password', () => {
  it('is set, then changed only with the old one, stored hashed', async () => {
    const { member, token } = await signedIn(t);
    const has = () =>
      api().ok(hasWithdrawalPassword.value, 'GET', '/wps/member/hasWithdrawalPassword', { token });
    expect(await has()).toBe(false);
    const set = (payload: Record<string, unknown>) =>
      api().send('POST', '/wps/member/paymentPassword', { token, payload });
    expect(
      (
        (await set({ password: 'Pay12345', confirmPassword: 'Pay99999' })).body as {
          errorCode: string;
        }
      ).errorCode,
    ).toBe('password.inconsistent');
    await api().ok(setPaymentPassword.value, 'POST', '/wps/member/paymentPassword', {
      token,
      payload: { password: 'Pay12345', confirmPassword: 'Pay12345' },
    });
    expect(await has()).toBe(true);
    const { rows } = await t.database.query(
      'select payment_password_hash as h from members where id = $1',
      [member.id],
    );
    expect(String(rows[0]?.['h'])).toMatch(/^\$argon2id\$/);
    const change = { password: 'Pay67890', confirmPassword: 'Pay67890' };
    expect(((await set(change)).body as { errorCode: string }).errorCode).toBe(
      'payment.password.old.required',
    );
    expect(
      ((await set({ ...change, oldPassword: 'Wrong123' })).body as { errorCode: string }).errorCode,
    ).toBe('invalid.payment.pw');
    await api().ok(setPaymentPassword.value, 'PUT', '/wps/member/paymentPassword', {
      token,
      payload: { ...change, oldPassword: 'Pay12345' },
    });
  });

  it('is reset with a code texted to the bound number', async () => {
    const { member, token } = await signedIn(t);
    await api().ok(setPaymentPassword.value, 'POST', '/wps/member/paymentPassword', {
      token,
      payload: { password: 'Pay12345', confirmPassword: 'Pay12345' },
    });
    await api().ok(
      z.object({ expiredMinutes: z.number() }),
      'POST',
      '/wps/verification/sms/paymentPassword',
      {
        token,
        remoteAddress: nextIp(),
      },
    );
    const code = await codeSentTo(`+63${member.mobile}`);
    const reset = (verificationCode: string) =>
      api().send('POST', '/wps/member/paymentPassword/sms', {
        token,
        payload: { verificationCode, password: 'New12345', confirmPassword: 'New12345' },
      });
    const wrong = code === '000000' ? '111111' : '000000';
    expect(((await reset(wrong)).body as { errorCode: string }).errorCode).toBe(
      'verification.code.invalid',
    );
    expect(((await reset(code)).body as { success: boolean }).success).toBe(true);
    expect(((await reset(code)).body as { errorCode: string }).errorCode).toBe(
      'verification.code.invalid',
    );
    const noMobile = await signedIn(t, { mobile: null, countryDialingCode: null });
    expect(
      (await api().fail('POST', '/wps/verification/sms/paymentPassword', { token: noMobile.token }))
        .errorCode,
    ).toBe('payment.password.mobile.required');
  });
});

describe('settings and the fee preview', () => {
  it('answers every field the withdraw page reads, with the payees and their limits', async () => {
    const w = await withdrawer(t, 300_000n);
    const s = await api().ok(
      withdrawSettings.value,
      'GET',
      '/wps/relay/MCSFE_getWithdrawSettings?groupId=0',
      {
        token: w.token,
      },
    );
    expect(s).toMatchObject({
      allowWithdraw: 'Y',
      minimumAmount: 100,
      maximumAmount: 50_000,
      dailyWithdrawMaxCount: 5,
      remainingTransactionTimes: 5,
      c2cEnabled: 'N',
      withdrawDateFrom: '00:00',
      withdrawDateTo: '00:00',
      withinWithdrawTime: true,
      withdrawChargePercent: 1,
      hasWithdrawalPassword: true,
      hasRealName: true,
      maxBankCards: 5,
      currency: 'PHP',
      availableBalance: 3000,
    });
    expect(s.bankCards).toHaveLength(1);
    expect(s.bankCards[0]).toMatchObject({
      id: w.cardId,
      remainingTransactionTimes: 5,
      maxTransactionTimes: 5,
    });
    await withdrawOk(t, w, '250.50');
    const after = await api().ok(
      withdrawSettings.value,
      'GET',
      '/wps/relay/MCSFE_getWithdrawSettings?groupId=0',
      {
        token: w.token,
      },
    );
    expect(after.remainingTransactionTimes).toBe(4);
    expect(wireToMinor(after.availableBalance)).toBe(300_000n - 25_050n);
    expect(wireToMinor(after.remainingWithdrawAmount)).toBe(10_000_000n - 25_050n);
  });

  it('previews the fee exactly (1% rounded down to the cent)', async () => {
    const { token } = await signedIn(t);
    const fee = (q: string) =>
      api().ok(withdrawCharges.value, 'GET', `/wps/relay/MCSFE_getCalculatedWithdrawCharges?${q}`, {
        token,
      });
    expect(await fee('withdrawAmount=1000&withdrawType=BC')).toBe(10);
    expect(await fee('withdrawAmount=123.45&withdrawType=EW')).toBe(1.23);
    expect(await fee('withdrawAmount=0.99&withdrawType=VW')).toBe(0);
  });
});

describe('a withdrawal request', () => {
  it('holds the amount, answers the record, and replays the same key', async () => {
    const w = await withdrawer(t, 500_000n);
    const record = await withdrawOk(t, w, '1000', 'same-key');
    expect(record).toMatchObject({
      status: 'requested',
      amount: 1000,
      fee: 10,
      netAmount: 990,
      currency: 'PHP',
    });
    expect(record.maskedAccount).toBe(`****${w.accountNumber.slice(-4)}`);
    const again = await withdrawOk(t, w, '1000', 'same-key');
    expect(again.id).toBe(record.id);
    const conflict = await requestWithdrawal(t, w, '2000', 'same-key');
    expect((conflict.body as { errorCode: string }).errorCode).toBe('withdraw.conflict');
    // Held, not moved: the balance is whole, the available part is less.
    expect(await balanceOf(t.database, { id: w.id, merchantId: w.merchantId })).toBe(500_000n);
    expect(
      await t.app.services.wallet.available({ merchantId: w.merchantId, memberId: w.id }, 'PHP'),
    ).toBe(400_000n);
    const records = await api().ok(
      withdrawRecords.value,
      'GET',
      '/wps/relay/MCSFE_getWithdrawTransactionReport?pageNo=1&pageSize=10',
      {
        token: w.token,
      },
    );
    expect(records.totalCount).toBe(1);
    expect(records.list[0]?.id).toBe(record.id);
    const legacy = await api().ok(withdrawRecords.value, 'GET', '/wps/report/withdrawTransaction', {
      token: w.token,
    });
    expect(legacy.list).toHaveLength(1);
    await expectLedgerClean(t.database);
  });

  it('refuses each failed check with its own translated code and writes nothing', async () => {
    const w = await withdrawer(t, 1_000_000n);
    const other = await withdrawer(t, 0n);
    const noPassword = await signedIn(t);
    const noPasswordCard = await bindCard(t, noPassword.token);
    await fund(t.database, noPassword.member, 100_000n);
    const before = await withdrawalRows(t);
    expect(await refused(requestWithdrawal(t, { ...w, payPassword: 'Nope1234' }, '500'))).toBe(
      'invalid.payment.pw',
    );
    expect(
      await refused(
        requestWithdrawal(
          t,
          { token: noPassword.token, cardId: noPasswordCard.id, payPassword: '' },
          '500',
        ),
      ),
    ).toBe('not.exists.payment.password');
    expect(await refused(requestWithdrawal(t, w, '99.99'))).toBe('withdraw.amount.below.min');
    expect(await refused(requestWithdrawal(t, w, '50000.01'))).toBe('withdraw.amount.above.max');
    expect(await refused(requestWithdrawal(t, w, '12.345'))).toBe('withdraw.amount.invalid');
    expect(await refused(requestWithdrawal(t, { ...w, cardId: other.cardId }, '500'))).toBe(
      'withdraw.card.not.found',
    );
    expect(await refused(requestWithdrawal(t, w, '20000'))).toBe('withdraw.balance.insufficient');
    const noKey = api().send('POST', '/wps/v2/transaction/withdraw', {
      token: w.token,
      payload: { amount: '500', bankCardId: w.cardId, password: PAY_PASSWORD },
    });
    expect(await refused(noKey)).toBe('withdraw.key.required');
    const trial = await trialToken(t);
    expect(await refused(requestWithdrawal(t, { ...w, token: trial }, '500'))).toBe(
      'in_need_true_account',
    );

    let restore = await withSettings(t, { enabled: false });
    expect(await refused(requestWithdrawal(t, w, '500'))).toBe('withdraw.disabled');
    await restore();
    // 13:00-17:00 Manila; the clock says 12:00 there.
    restore = await withSettings(t, { windowFrom: '13:00', windowTo: '17:00' });
    expect(await refused(requestWithdrawal(t, w, '500'))).toBe('withdraw.outside.window');
    await restore();
    expect(await withdrawalRows(t)).toEqual(before);

    restore = await withSettings(t, { dailyMaxCount: 2, dailyMaxAmount: 150_000 });
    await withdrawOk(t, w, '500');
    expect(await refused(requestWithdrawal(t, w, '1000.01'))).toBe('withdraw.daily.amount');
    await withdrawOk(t, w, '1000');
    expect(await refused(requestWithdrawal(t, w, '100'))).toBe('withdraw.daily.count');
    await restore();
    // The legacy path and the `t` key serve too.
    const legacy = await api().send('POST', '/wps/transaction/withdraw?t=1718000000000', {
      token: w.token,
      payload: { amount: 100, bankCardId: w.cardId, password: PAY_PASSWORD },
    });
    expect((legacy.body as { success: boolean }).success).toBe(true);
    await expectLedgerClean(t.database);
  });

  it('answers a refusal in the request language', async () => {
    const w = await withdrawer(t, 0n);
    const res = await api().send('POST', '/wps/v2/transaction/withdraw', {
      token: w.token,
      language: 'CN',
      headers: { 'idempotency-key': 'cn-1' },
      payload: { amount: '500', bankCardId: w.cardId, password: 'Wrong123' },
    });
    expect(res.body).toMatchObject({ errorCode: 'invalid.payment.pw', message: '提款密码错误。' });
  });
});
