import { wireToMinor, type WireAmount } from '@monsoon/contracts/money';
import type { ProductTypeCode } from '@monsoon/contracts/records';
import type { Clock } from '@/lib/clock.ts';
import { buildMember, loginAs, nextId } from '@/test/factories.ts';
import { consumeFacts } from '@/modules/facts/facts.test-support.ts';
import type { TestApp } from '@/test/test-app.ts';

/** A clock the test sets to any instant (deposits and payouts take their time from it). */
export function settableClock(start: Date): Clock & { set(at: Date): void } {
  let now = start.getTime();
  return { now: () => new Date(now), set: (at) => (now = at.getTime()) };
}

/** A settled bet written as every product writes it (money.md §9). */
export interface Fact {
  memberId: number;
  productType: ProductTypeCode;
  stake: bigint;
  validBet: bigint;
  payout: bigint;
  settledAt: Date;
  asset?: string;
}

/** Writes wager facts (as the facts tests do), then runs the member-day-totals consumer. */
export async function writeFacts(t: TestApp, merchantId: number, facts: readonly Fact[]) {
  const ids: number[] = [];
  for (const f of facts) {
    const { rows } = await t.database.query(
      `insert into wager_facts (merchant_id, member_id, product_type, vendor, game_code, source_kind,
         source_id, stake, valid_bet, payout, asset, placed_at, settled_at)
       values ($1, $2, $3, 'TEST', 'G1', 'test', $4, $5, $6, $7, $8, $9, $9) returning id`,
      [
        merchantId,
        f.memberId,
        f.productType,
        nextId(),
        f.stake.toString(),
        f.validBet.toString(),
        f.payout.toString(),
        f.asset ?? 'PHP',
        f.settledAt.toISOString(),
      ],
    );
    ids.push(Number(rows[0]?.['id']));
  }
  await consumeFacts(t, ids);
}

/** Sums of facts, computed by the test itself. */
export function sumFacts(facts: readonly Fact[]) {
  const s = { stake: 0n, validBet: 0n, payout: 0n, count: 0 };
  for (const f of facts) {
    s.stake += f.stake;
    s.validBet += f.validBet;
    s.payout += f.payout;
    s.count += 1;
  }
  return { ...s, profit: s.payout - s.validBet };
}

/** A wire amount in minor units. */
export const minor = (v: WireAmount): bigint => wireToMinor(v);

/** The calendar day of an instant at a fixed UTC offset in hours (the test's own day arithmetic). */
export const dayAt = (at: Date, offsetHours: number): string =>
  new Date(at.getTime() + offsetHours * 3_600_000).toISOString().slice(0, 10);

/** A member of the test's trees, logged in when asked. */
export interface TreeMember {
  id: number;
  merchantId: number;
  username: string;
  password: string;
}

/**
 * Two teams on a merchant: `top` (agent) with `sub` (agent) and members `m1`, `m2`; under `sub` the
 * members `s1`, `s2`; and another agent `other` with member `o1`. Every member joined at `joinedAt`
 * unless `joined` names another time.
 */
export async function buildTeams(
  t: TestApp,
  opts: { merchantId?: number; joinedAt: Date; joined?: Partial<Record<string, Date>> },
) {
  const make = async (name: string, type: number, uplineId: number | null) => {
    const m = await buildMember(t.database, {
      type,
      uplineId,
      createdAt: opts.joined?.[name] ?? opts.joinedAt,
      ...(opts.merchantId === undefined ? {} : { merchantId: opts.merchantId }),
    });
    return { id: m.id, merchantId: m.merchantId, username: m.username, password: m.password };
  };
  const top = await make('top', 1, null);
  const sub = await make('sub', 1, top.id);
  const m1 = await make('m1', 0, top.id);
  const m2 = await make('m2', 0, top.id);
  const s1 = await make('s1', 0, sub.id);
  const s2 = await make('s2', 0, sub.id);
  const other = await make('other', 41, null);
  const o1 = await make('o1', 0, other.id);
  return { top, sub, m1, m2, s1, s2, other, o1 };
}

/** A session token of a member (on the merchant of `code`, default demo). */
export const tokenOf = async (t: TestApp, m: TreeMember, merchant?: string) =>
  (await loginAs(t.app, m.username, m.password, merchant ? { merchant } : {})).token;

/**
 * A deposit paid through the deposits module's PSP event (an order of the demo PAYID channel, 1 % fee),
 * credited at `at` (the clock is set to it): what the member got is `amount` less 1 %.
 */
export async function paidDeposit(
  t: TestApp,
  clock: { set(at: Date): void },
  member: TreeMember,
  amount: bigint,
  at: Date,
) {
  clock.set(at);
  const ref = `rp-dep-${nextId()}`;
  await t.database.query(
    `insert into payment_orders (merchant_id, member_id, order_no, channel_id, channel, bank_type,
        psp_code, psp_account_id, asset, amount, fee_bps, status, psp_tx_id, expires_at)
      select $1, $2, $3, id, 'QR', 'PAYID', 'paygate', 'rp-acct', 'PHP', $4, 100, 'pending', $5,
        $6::timestamptz + interval '1 hour'
      from deposit_channels where merchant_id = $1 and bank_type = 'PAYID'`,
    [member.merchantId, member.id, ref, amount.toString(), `T${ref}`, at.toISOString()],
  );
  const outcome = await t.app.services.deposits.applyEvent('paygate', {
    source: 'callback',
    eventId: `E${ref}`,
    transactionId: `T${ref}`,
    reference: ref,
    merchantAccountId: 'rp-acct',
    status: 'paid',
    amount: amount.toString(),
    paidAmount: amount.toString(),
    currency: 'PHP',
    occurredAt: at.toISOString(),
  });
  if (outcome !== 'credited') throw new Error(`deposit ${ref}: ${outcome}`);
}

/**
 * A withdrawal row in `status` whose last change (a payout paid) was at `at`, on a real hold of the
 * member's funded wallet (the payout's ledger side is the withdrawals module's own test).
 */
export async function withdrawal(
  t: TestApp,
  member: TreeMember,
  w: { amount: bigint; fee: bigint; at: Date; status: string },
) {
  const wallet = t.app.services.wallet;
  const ref = { merchantId: member.merchantId, memberId: member.id };
  await wallet.credit(ref, 'PHP', w.amount, 'test.credit', `rp-fund-${nextId()}`);
  const key = `rp-w-${nextId()}`;
  const { hold } = await wallet.ledger.run((tx) =>
    wallet.holdMember(tx, ref, {
      asset: 'PHP',
      amount: w.amount,
      scope: 'rp',
      key,
      requestHash: key,
      purpose: 'test',
    }),
  );
  await t.database.query(
    `with p as (insert into payees (merchant_id, member_id, type, bank_code, account_name,
        account_number) values ($1, $2, 'B', 'BDO', 'Report', $3) returning id)
      insert into withdrawals (merchant_id, member_id, request_key, payee_id, payee_type,
        payee_bank_code, payee_account_name, payee_account_number, asset, amount, fee, status,
        hold_id, psp, created_at, updated_at)
      select $1, $2, $4, p.id, 'B', 'BDO', 'Report', $3, 'PHP', $5, $6, $7, $8, 'paygate', $9, $9
      from p`,
    [
      member.merchantId,
      member.id,
      `7${String(nextId()).padStart(11, '0')}`,
      key,
      w.amount.toString(),
      w.fee.toString(),
      w.status,
      hold.id,
      w.at.toISOString(),
    ],
  );
}
