import { adminCancelC2cWithdrawal } from '@monsoon/contracts/admin/c2c';
import { adminSettings } from '@monsoon/contracts/admin/settings';
import {
  c2cDepositSchema,
  c2cMatchSchema,
  c2cWithdrawals,
  c2cWithdrawalSchema,
  paymentConfirmationList,
  paymentConfirmationSchema,
} from '@monsoon/contracts/c2c';
import { nextId } from '@/test/factories.ts';
import { wire } from '@/test/http.ts';
import { asOperator, type OperatorAuth } from '@/test/operators.ts';
import type { TestApp } from '@/test/test-app.ts';
import { withdrawOk, type Withdrawer } from '@/modules/withdrawals/withdrawals.test-support.ts';

/** The smallest png there is (1x1), and a jpg's first bytes: what proofs look like. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
).toString('base64');
export const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]).toString(
  'base64',
);

/**
 * C2C on (a penalty above 0 is part of the switch, wire-api §5.3), N minutes to confirm, `payMinutes`
 * to pay (default 30), every request approved.
 */
export async function switchC2cOn(
  t: TestApp,
  owner: OperatorAuth,
  minutes: number,
  payMinutes = 30,
) {
  await asOperator(t.app, owner).ok(adminSettings.value, 'PUT', '/admin/api/settings', {
    changes: {
      withdrawC2cEnabled: true,
      withdrawPenaltyPercent: PENALTY_PERCENT,
      withdrawC2cConfirmMinutes: minutes,
      withdrawC2cPayMinutes: payMinutes,
      withdrawAutoApproveBelow: 10_000_000_000,
      withdrawDailyMaxCount: 1000,
      withdrawDailyMaxAmount: 10_000_000_000,
      withdrawFeeBasisPoints: 100,
    },
  });
}

/** The penalty percent `switchC2cOn` sets. */
export const PENALTY_PERCENT = 5;

/** A withdrawal approved at once and taken into the C2C pool; its record. */
export const poolWithdrawal = (t: TestApp, w: Withdrawer, amount: string) =>
  withdrawOk(t, w, amount);

/** POSTs a C2C deposit; answers the raw result. */
export const depositC2c = (t: TestApp, token: string, amount: string, key = `c${nextId()}`) =>
  wire(t.app).send('POST', '/wps/relay/MCSFE_depositC2C', {
    token,
    headers: { 'idempotency-key': key },
    payload: { amount },
  });

export async function depositOk(t: TestApp, token: string, amount: string, key?: string) {
  const res = await depositC2c(t, token, amount, key);
  const body = res.body as { success?: boolean; value?: unknown };
  if (!body.success) throw new Error(`c2c deposit refused: ${JSON.stringify(res.body)}`);
  return c2cDepositSchema.parse(body.value);
}

export const uploadProof = (t: TestApp, token: string, matchId: number, images: string[]) =>
  wire(t.app).send('POST', '/wps/relay/MCSFE_uploadC2CProof', {
    token,
    payload: { matchId, images },
  });

export async function proofOk(t: TestApp, token: string, matchId: number, images = [PNG]) {
  const res = await uploadProof(t, token, matchId, images);
  const body = res.body as { success?: boolean; value?: unknown };
  if (!body.success) throw new Error(`proof refused: ${JSON.stringify(res.body)}`);
  return c2cMatchSchema.parse(body.value);
}

export const answerC2c = (
  t: TestApp,
  token: string,
  payload: { matchId: number; result: string; amount?: string; images?: string[] },
) => wire(t.app).send('POST', '/wps/relay/MCSFE_processC2CTransaction', { token, payload });

export async function answerOk(
  t: TestApp,
  token: string,
  payload: { matchId: number; result: string; amount?: string; images?: string[] },
) {
  const res = await answerC2c(t, token, payload);
  const body = res.body as { success?: boolean; value?: unknown };
  if (!body.success) throw new Error(`answer refused: ${JSON.stringify(res.body)}`);
  return paymentConfirmationSchema.parse(body.value);
}

export const confirmations = (t: TestApp, token: string) =>
  wire(t.app).ok(
    paymentConfirmationList.value,
    'GET',
    '/wps/relay/MCSFE_getPaymentConfirmationList',
    {
      token,
    },
  );

export const codeOf = (res: { body: unknown }) => (res.body as { errorCode?: string }).errorCode;

/** Rows of the C2C tables and the holds (to prove a refusal wrote nothing). */
export async function c2cRows(t: TestApp) {
  const { rows } = await t.database.query(`select
    (select count(*) from c2c_deposits)::int as deposits,
    (select count(*) from c2c_matches)::int as matches,
    (select count(*) from c2c_proofs)::int as proofs,
    (select count(*) from c2c_events)::int as events,
    (select count(*) from holds)::int as holds,
    (select count(*) from journal)::int as journals,
    (select count(*) from c2c_pool where cancelled_at is not null)::int as cancelled,
    (select coalesce(sum(remaining), 0)::text from c2c_pool) as pool`);
  return rows[0];
}

/** The member's C2C withdrawals (the confirmation area's list). */
export const c2cWithdrawalList = (t: TestApp, token: string) =>
  wire(t.app).ok(c2cWithdrawals.value, 'GET', '/wps/relay/MCSFE_getC2CWithdrawals', { token });

/** POSTs the member's cancel of a C2C withdrawal's open part with the amounts they were shown. */
export const cancelC2c = (
  t: TestApp,
  token: string,
  payload: { withdrawalId: number; amount: string | number; penalty: string | number },
) => wire(t.app).send('POST', '/wps/relay/MCSFE_cancelC2CWithdrawal', { token, payload });

export async function cancelOk(
  t: TestApp,
  token: string,
  payload: { withdrawalId: number; amount: string | number; penalty: string | number },
) {
  const res = await cancelC2c(t, token, payload);
  const body = res.body as { success?: boolean; value?: unknown };
  if (!body.success) throw new Error(`cancel refused: ${JSON.stringify(res.body)}`);
  return c2cWithdrawalSchema.parse(body.value);
}

/** A match's status and confirmed amount, read from the table. */
export async function matchRow(t: TestApp, id: number) {
  const { rows } = await t.database.query(
    `select status, confirmed_amount::text as confirmed from c2c_matches where id = $1`,
    [id],
  );
  return { status: String(rows[0]?.['status']), confirmed: rows[0]?.['confirmed'] ?? null };
}

/** A withdrawal's status, read from the table. */
export async function withdrawalStatus(t: TestApp, id: number): Promise<string> {
  const { rows } = await t.database.query(`select status from withdrawals where id = $1`, [id]);
  return String(rows[0]?.['status']);
}

/**
 * Takes every open withdrawal out of the way, each cancelled by an operator (no match is made, so no
 * payment deadline can bring the money back later): tests match against their own.
 */
export async function drainPool(t: TestApp, finance: OperatorAuth) {
  const { rows } = await t.database.query(
    `select p.withdrawal_id from c2c_pool p join withdrawals w on w.id = p.withdrawal_id
      where p.remaining > 0 and p.cancelled_at is null`,
  );
  for (const r of rows)
    await asOperator(t.app, finance).ok(
      adminCancelC2cWithdrawal.value,
      'POST',
      `/admin/api/c2c/withdrawals/${String(r['withdrawal_id'])}/cancel`,
      { reason: 'test: out of the way' },
    );
}
