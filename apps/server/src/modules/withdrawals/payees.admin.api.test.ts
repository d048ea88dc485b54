import { sql } from 'drizzle-orm';
import { adminMemberPayees, adminRemovePayee } from '@monsoon/contracts/admin/payees';
import { adminWithdrawals } from '@monsoon/contracts/admin/withdrawals';
import { bankCards } from '@monsoon/contracts/withdrawals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlStateOf } from '@/lib/db-errors.ts';
import { countRows, fakeClock } from '@/test/factories.ts';
import { wire } from '@/test/http.ts';
import {
  asOperator,
  buildOperator,
  demoFinance,
  demoOwner,
  signInOperator,
  type OperatorAuth,
} from '@/test/operators.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import {
  bindCard,
  requestWithdrawal,
  withdrawalRows,
  withdrawer,
  withdrawOk,
} from './withdrawals.test-support.ts';

/**
 * A member's payees in the back office (decision 0059): listed masked, removed by finance or an owner
 * with a reason (audited), refused while a withdrawal to the payee is open; and the withdrawal queue's
 * filter for withdrawals flagged for review.
 */
// 12:00 in Manila: inside the default withdrawal window.
const clock = fakeClock(new Date('2025-06-15T04:00:00Z'));
let t: TestApp;
let owner: OperatorAuth;
let finance: OperatorAuth;
let support: OperatorAuth;
let readOnly: OperatorAuth;
beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await signInOperator(t.app, clock, demoOwner());
  clock.advance(30_000);
  finance = await signInOperator(t.app, clock, demoFinance());
  clock.advance(30_000);
  support = await signInOperator(t.app, clock, await buildOperator(t.database, 'support'));
  clock.advance(30_000);
  readOnly = await signInOperator(t.app, clock, await buildOperator(t.database, 'read-only'));
});
afterAll(() => t.close());

const payeesOf = (memberId: number, who = support) =>
  asOperator(t.app, who).ok(
    adminMemberPayees.value,
    'GET',
    `/admin/api/members/${memberId}/payees`,
  );
const removeUrl = (memberId: number, payeeId: number) =>
  `/admin/api/members/${memberId}/payees/${payeeId}/remove`;

describe("a member's payees in the back office", () => {
  it('lists them masked, with the withdrawals still open to each', async () => {
    const w = await withdrawer(t, 100_000n);
    await withdrawOk(t, w, '200');
    const { items } = await payeesOf(w.id, readOnly);
    expect(items).toEqual([
      expect.objectContaining({
        id: w.cardId,
        type: 'B',
        bankCode: 'BDO',
        maskedAccount: `****${w.accountNumber.slice(-4)}`,
        accountName: 'J*** D*** C***',
        status: 'active',
        removal: null,
        openWithdrawals: 1,
      }),
    ]);
    expect(JSON.stringify(items)).not.toContain(w.accountNumber);
  });

  it('refuses a removal while a withdrawal to the payee is open, and bad input or roles, writing nothing', async () => {
    const w = await withdrawer(t, 100_000n);
    const other = await withdrawer(t, 0n);
    await withdrawOk(t, w, '200');
    const before = await withdrawalRows(t);
    const audited = await countRows(t.database, 'audit_log');
    const reason = 'Member reported the card stolen';
    expect(
      await asOperator(t.app, finance).fail('POST', removeUrl(w.id, w.cardId), { reason }),
    ).toMatchObject({ status: 409, errorCode: 'admin.payee.busy' });
    for (const who of [support, readOnly])
      expect(
        await asOperator(t.app, who).fail('POST', removeUrl(w.id, w.cardId), { reason }),
      ).toMatchObject({ status: 403, errorCode: 'role.denied' });
    expect(
      await asOperator(t.app, finance).fail('POST', removeUrl(w.id, w.cardId), { reason: 'x' }),
    ).toMatchObject({ status: 400, errorCode: 'invalid.request' });
    // Another member's payee is not this member's.
    expect(
      await asOperator(t.app, finance).fail('POST', removeUrl(w.id, other.cardId), { reason }),
    ).toMatchObject({ status: 404, errorCode: 'admin.payee.not.found' });
    expect(await withdrawalRows(t)).toEqual(before);
    expect(await countRows(t.database, 'audit_log')).toBe(audited);
    expect((await payeesOf(w.id)).items[0]?.status).toBe('active');
  });

  it('removes it once the withdrawal ended: audited, gone from the member, its number free again', async () => {
    const w = await withdrawer(t, 100_000n);
    const record = await withdrawOk(t, w, '200');
    const reason = 'Member reported the card stolen';
    const id = record.id;
    await asOperator(t.app, finance).ok(
      adminWithdrawals.value.shape.items.element,
      'POST',
      `/admin/api/withdrawals/${id}/reject`,
      { reason: 'Card reported stolen' },
    );
    const audited = await countRows(t.database, 'audit_log', `action = 'payee.removed'`);
    const removed = await asOperator(t.app, finance).ok(
      adminRemovePayee.value,
      'POST',
      removeUrl(w.id, w.cardId),
      { reason },
    );
    expect(removed).toMatchObject({
      id: w.cardId,
      status: 'removed',
      openWithdrawals: 0,
      removal: { operatorUsername: demoFinance().username, reason },
    });
    expect(await countRows(t.database, 'audit_log', `action = 'payee.removed'`)).toBe(audited + 1);
    expect((await payeesOf(w.id)).items[0]).toMatchObject({ status: 'removed' });
    // The member no longer sees it nor withdraws to it.
    const cards = await wire(t.app).ok(bankCards.value, 'GET', '/wps/member/bankCard', {
      token: w.token,
    });
    expect(cards.list).toEqual([]);
    const refused = await requestWithdrawal(t, w, '100');
    expect(refused.body).toMatchObject({ success: false, errorCode: 'withdraw.card.not.found' });
    // Removed once; the number may be bound again.
    expect(
      await asOperator(t.app, owner).fail('POST', removeUrl(w.id, w.cardId), { reason }),
    ).toMatchObject({ status: 409, errorCode: 'admin.payee.removed' });
    const again = await bindCard(t, w.token, w.accountNumber);
    expect(again.id).not.toBe(w.cardId);
  });

  it('lets the database refuse a withdrawal row to a removed payee, whoever writes it', async () => {
    const w = await withdrawer(t, 100_000n);
    const kept = await withdrawer(t, 100_000n);
    const gone = await withdrawOk(t, w, '200');
    const stays = await withdrawOk(t, kept, '200');
    await asOperator(t.app, finance).ok(
      adminWithdrawals.value.shape.items.element,
      'POST',
      `/admin/api/withdrawals/${gone.id}/reject`,
      { reason: 'Card reported stolen' },
    );
    await asOperator(t.app, finance).ok(adminRemovePayee.value, 'POST', removeUrl(w.id, w.cardId), {
      reason: 'Card reported stolen',
    });
    // A copy of an existing withdrawal under a new key: its payee decides before any other check.
    const copy = (id: string | number) =>
      t.database.db
        .transaction(async (tx) =>
          tx.execute(
            sql.raw(`insert into withdrawals (merchant_id, member_id, request_key, payee_id, asset,
              amount, fee, status, hold_id, payee_type, payee_bank_code, payee_account_name,
              payee_account_number, created_at, updated_at)
            select merchant_id, member_id, request_key || 'copy', payee_id, asset, amount, fee,
              'requested', hold_id, payee_type, payee_bank_code, payee_account_name,
              payee_account_number, created_at, updated_at from withdrawals where id = ${Number(id)}`),
          ),
        )
        .then(
          () => null,
          (err: unknown) => sqlStateOf(err)?.code ?? 'unknown',
        );
    expect(await copy(gone.id)).toBe('23001');
    // An active payee passes the check and meets the hold's unique index instead.
    expect(await copy(stays.id)).toBe('23505');
  });
});

describe('the withdrawal queue flagged for review', () => {
  it('lists only flagged withdrawals with review=true, with their reason', async () => {
    const w = await withdrawer(t, 100_000n);
    const flagged = await withdrawOk(t, w, '200');
    const plain = await withdrawOk(t, w, '300');
    await t.database.query(`update withdrawals set review_reason = $1 where id = $2`, [
      'payout.retries',
      flagged.id,
    ]);
    const list = (q: string) =>
      asOperator(t.app, readOnly).ok(
        adminWithdrawals.value,
        'GET',
        `/admin/api/withdrawals?memberId=${w.id}${q}`,
      );
    expect((await list('')).items.map((i) => i.id)).toEqual([plain.id, flagged.id]);
    const only = await list('&review=true');
    expect(only.total).toBe(1);
    expect(only.items[0]).toMatchObject({ id: flagged.id, reviewReason: 'payout.retries' });
    expect(
      await asOperator(t.app, readOnly).fail('GET', '/admin/api/withdrawals?review=yes'),
    ).toMatchObject({ status: 400, errorCode: 'invalid.request' });
  });
});
