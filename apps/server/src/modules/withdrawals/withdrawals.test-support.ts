import {
  bankCardSchema,
  setPaymentPassword,
  withdrawalRecordSchema,
} from '@monsoon/contracts/withdrawals';
import { sessionValueSchema } from '@monsoon/contracts/session';
import type { NewMember } from '@/modules/member/member.repository.ts';
import { buildMember, loginAs, nextId, nextIp, nextMobile } from '@/test/factories.ts';
import { wire } from '@/test/http.ts';
import { fund } from '@/test/money.ts';
import type { TestApp } from '@/test/test-app.ts';

/** A member ready to withdraw: real name, mobile, withdrawal password, one bank card, funded. */
export interface Withdrawer {
  id: number;
  merchantId: number;
  username: string;
  token: string;
  payPassword: string;
  cardId: number;
  accountNumber: string;
  /** The bound mobile as codes are sent to it (`+63...`). */
  recipient: string;
}

export const PAY_PASSWORD = 'Pay12345';

/** A fresh 12-digit bank account number. */
export const nextAccountNumber = (): string => `5${String(nextId()).padStart(11, '0')}`;

/** Signs a new member in (real name set unless `payeeName: null`). */
export async function signedIn(t: TestApp, overrides: Partial<NewMember> = {}) {
  const member = await buildMember(t.database, {
    payeeName: 'Juan Dela Cruz',
    countryDialingCode: '63',
    mobile: nextMobile(),
    ...overrides,
  });
  const { token } = await loginAs(t.app, member.username, member.password);
  return { member, token };
}

/** A trial (free play) session's token. */
export const trialToken = async (t: TestApp): Promise<string> =>
  (
    await wire(t.app).ok(sessionValueSchema, 'POST', '/wps/session/login/freeplay', {
      payload: {},
      remoteAddress: nextIp(),
    })
  ).token;

/** Binds a bank card through the wire; answers it. */
export async function bindCard(t: TestApp, token: string, accountNumber = nextAccountNumber()) {
  return wire(t.app).ok(bankCardSchema, 'PUT', '/wps/member/bankCard', {
    token,
    payload: { bankType: 'B', bankCode: 'BDO', accountNumber, payeeName: 'Juan Dela Cruz' },
  });
}

/** Binds an e-wallet (`E`, GCash) or a crypto address (`V`, USDT TRC-20) through the wire; answers it. */
export async function bindWallet(t: TestApp, token: string, type: 'E' | 'V') {
  const n = String(nextId());
  const payload =
    type === 'E'
      ? {
          bankType: 'E',
          bankCode: 'GCASH',
          accountNumber: `09${n.padStart(9, '0')}`,
          payeeName: 'Juan Dela Cruz',
        }
      : { bankType: 'V', bankCode: 'TRON', accountNumber: `T${n.padStart(33, '0')}` };
  return wire(t.app).ok(bankCardSchema, 'PUT', '/wps/member/bankCard', { token, payload });
}

/** A member with everything a withdrawal needs and `funded` minor units. */
export async function withdrawer(t: TestApp, funded: bigint): Promise<Withdrawer> {
  const { member, token } = await signedIn(t);
  const api = wire(t.app);
  await api.ok(setPaymentPassword.value, 'POST', '/wps/member/paymentPassword', {
    token,
    payload: { password: PAY_PASSWORD, confirmPassword: PAY_PASSWORD },
  });
  const accountNumber = nextAccountNumber();
  const card = await bindCard(t, token, accountNumber);
  if (funded > 0n) await fund(t.database, member, funded);
  return {
    id: member.id,
    merchantId: member.merchantId,
    username: member.username,
    token,
    payPassword: PAY_PASSWORD,
    cardId: card.id,
    accountNumber,
    recipient: `+${member.countryDialingCode}${member.mobile}`,
  };
}

/** POSTs a withdrawal (amount as decimal text) with an idempotency key; answers the raw result. */
export function requestWithdrawal(
  t: TestApp,
  w: Pick<Withdrawer, 'token' | 'cardId' | 'payPassword'>,
  amount: string,
  key = `k${nextId()}`,
  overrides: Record<string, unknown> = {},
) {
  return wire(t.app).send('POST', '/wps/v2/transaction/withdraw', {
    token: w.token,
    headers: { 'idempotency-key': key },
    payload: { amount, bankCardId: w.cardId, password: w.payPassword, ...overrides },
  });
}

/** Like `requestWithdrawal`, expecting success: the record. */
export async function withdrawOk(
  t: TestApp,
  w: Pick<Withdrawer, 'token' | 'cardId' | 'payPassword'>,
  amount: string,
  key?: string,
) {
  const res = await requestWithdrawal(t, w, amount, key);
  const body = res.body as { success?: boolean; value?: unknown };
  if (!body.success) throw new Error(`withdrawal refused: ${JSON.stringify(res.body)}`);
  return withdrawalRecordSchema.parse(body.value);
}

/** Rows of the withdrawal tables and the holds (to prove a refusal wrote nothing). */
export async function withdrawalRows(t: TestApp) {
  const { rows } = await t.database.query(`select
    (select count(*) from withdrawals)::int as withdrawals,
    (select count(*) from withdrawal_events)::int as events,
    (select count(*) from holds)::int as holds,
    (select count(*) from payees)::int as payees`);
  return rows[0];
}

/** Changes the demo merchant's withdrawal settings for one test (restored by the returned function). */
export async function withSettings(
  t: TestApp,
  patch: Record<string, unknown>,
): Promise<() => Promise<void>> {
  const { rows } = await t.database.query(`select settings from merchants where code = 'demo'`);
  const before = rows[0]?.['settings'] as { withdrawals: Record<string, unknown> };
  const next = { ...before, withdrawals: { ...before.withdrawals, ...patch } };
  await t.database.query(`update merchants set settings = $1 where code = 'demo'`, [next]);
  t.app.services.merchants.flush();
  return async () => {
    await t.database.query(`update merchants set settings = $1 where code = 'demo'`, [before]);
    t.app.services.merchants.flush();
  };
}

/** A refusal's code, after checking it is one (`success: false`, a translated message). */
export async function refused(res: Promise<{ body: unknown }>): Promise<string> {
  const body = (await res).body as { success: boolean; errorCode: string; message: string };
  if (body.success !== false || !body.message)
    throw new Error(`not a refusal: ${JSON.stringify(body)}`);
  return body.errorCode;
}
