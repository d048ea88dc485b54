import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { rowsOf } from '@/lib/sql-rows.ts';

/**
 * Who and when a team report reads: the agent's team (or one member of it), in the merchant's currency,
 * over business days [fromDay, toDay] whose instants are [from, to).
 */
export interface TeamScope {
  merchantId: number;
  agentId: number;
  /** One member of the team (already checked to be in it), or null for the whole team. */
  memberId: number | null;
  asset: string;
  fromDay: string;
  toDay: string;
  from: Date;
  to: Date;
}

/** A timestamp parameter. */
export const at = (d: Date): SQL => sql`${d.toISOString()}::timestamptz`;

/**
 * `team(member_id, depth)`: the agent itself (depth 0) and every descendant, one indexed range of
 * member_tree (decision 0068), or the one member asked for.
 */
export const teamCte = (s: TeamScope): SQL =>
  sql`team as (select descendant_id as member_id, depth from member_tree
    where ancestor_id = ${s.agentId}
    ${s.memberId === null ? sql`` : sql`and descendant_id = ${s.memberId}`})`;

/** The team's member-day totals of the range (the wager-fact rollup), optionally one product. */
export const teamDaysCte = (s: TeamScope, productType: string | null = null): SQL =>
  sql`team_days as (select d.member_id, d.business_day, d.product_type, d.stake, d.valid_bet,
      d.payout, d.count
    from member_day_totals d join team t on t.member_id = d.member_id
    where d.merchant_id = ${s.merchantId} and d.asset = ${s.asset}
      and d.business_day between ${s.fromDay}::date and ${s.toDay}::date
      ${productType === null ? sql`` : sql`and d.product_type = ${productType}`})`;

/** Resolved C2C matches (alias `m`) that moved money (decision 0053). */
const C2C_MOVED = sql.raw(
  `m.status in ('received', 'partly', 'forced') and m.confirmed_amount > 0`,
);

/**
 * `team_money(member_id, deposit, withdrawal)`: money between the outside world and the team's
 * wallets in [from, to): PSP deposits paid (what was credited: paid less the fee) and PSP withdrawals
 * paid (what the payee got: amount less the fee), and C2C receipts (a deposit for the depositor, a
 * withdrawal for the withdrawer, money.md §12). One row per movement.
 */
export const teamMoneyCte = (s: TeamScope): SQL => {
  const inRange = (column: SQL) => sql`${column} >= ${at(s.from)} and ${column} < ${at(s.to)}`;
  return sql`team_money as (
    select o.member_id::bigint as member_id, (o.paid_amount - o.fee_amount) as deposit,
        0::bigint as withdrawal
      from payment_orders o join team t on t.member_id = o.member_id
      where o.merchant_id = ${s.merchantId} and o.status = 'paid' and o.asset = ${s.asset}
        and ${inRange(sql`o.completed_at`)}
    union all
    select c.member_id, m.confirmed_amount, 0
      from c2c_deposits c join team t on t.member_id = c.member_id
        join c2c_matches m on m.deposit_id = c.id
      where c.merchant_id = ${s.merchantId} and c.asset = ${s.asset} and ${C2C_MOVED}
        and ${inRange(sql`m.updated_at`)}
    union all
    select w.member_id, 0, w.amount - w.fee
      from withdrawals w join team t on t.member_id = w.member_id
      where w.merchant_id = ${s.merchantId} and w.status = 'paid' and w.asset = ${s.asset}
        and w.psp is distinct from 'c2c' and ${inRange(sql`w.updated_at`)}
    union all
    select m.withdrawer_id, 0, m.confirmed_amount
      from c2c_matches m join team t on t.member_id = m.withdrawer_id
      where m.merchant_id = ${s.merchantId} and m.asset = ${s.asset} and ${C2C_MOVED}
        and ${inRange(sql`m.updated_at`)})`;
};

/** Whether a member had a credited deposit (PSP or C2C) before `before`. */
export const depositedBefore = (s: TeamScope, member: SQL, before: Date): SQL =>
  sql`(exists (select 1 from payment_orders o where o.merchant_id = ${s.merchantId}
        and o.member_id = ${member} and o.status = 'paid' and o.asset = ${s.asset}
        and o.completed_at < ${at(before)})
    or exists (select 1 from c2c_deposits c join c2c_matches m on m.deposit_id = c.id
        where c.merchant_id = ${s.merchantId} and c.member_id = ${member} and c.asset = ${s.asset}
          and ${C2C_MOVED} and m.updated_at < ${at(before)}))`;

/** A bigint column of a raw row (text in, bigint out; null as 0). */
export const big = (v: unknown): bigint => (v === null || v === undefined ? 0n : BigInt(String(v)));

/**
 * Runs a report's statement in a read-only transaction tuned for one large aggregate: no JIT (its
 * compile time is most of a 100 ms query) and room to hash or sort a team's rows in memory.
 */
export const reportRead = <T>(db: Database, statement: SQL): Promise<T[]> =>
  db.transaction(
    async (tx) => {
      await tx.execute(sql`set local jit = off`);
      await tx.execute(sql`set local work_mem = '32MB'`);
      return rowsOf<T>(await tx.execute(statement));
    },
    { accessMode: 'read only' },
  );

/** A page row of `memberPage`: the member, its sums and the count and sums of every row. */
export type MemberPageRow = Record<string, string | number | null> & {
  username: string;
  depth: number;
  members: string;
};

/**
 * After CTEs that define `per_member(member_id, <columns>)` over the `team`: one page by valid bet
 * (largest first, then member id) with each member's username and depth, and on every row the count
 * and the sums of all rows (`total_<column>`), so a page and its totals take one pass.
 */
export function memberPage(columns: readonly string[], limit: number, offset: number): SQL {
  const list = (f: (c: string) => string) => sql.raw(columns.map(f).join(', '));
  return sql`, page as (select per_member.*, count(*) over () as members,
        ${list((c) => `sum(${c}) over () as total_${c}`)}
      from per_member order by valid_bet desc, member_id limit ${limit} offset ${offset})
    select m.username, t.depth, p.members::text, ${list((c) => `p.${c}::text`)},
      ${list((c) => `p.total_${c}::text`)}
    from page p join team t on t.member_id = p.member_id join members m on m.id = p.member_id
    order by p.valid_bet desc, p.member_id`;
}

/** After the same CTEs: the count and sums of every row of `per_member` (a page past the end). */
export const memberTotals = (columns: readonly string[]): SQL =>
  sql`select count(*)::text as members, ${sql.raw(
    columns.map((c) => `coalesce(sum(${c}), 0)::text as total_${c}`).join(', '),
  )} from per_member`;

/** A page of members and the totals, reading the totals apart only for a page past the end. */
export async function readMemberPage(
  db: Database,
  ctes: SQL,
  columns: readonly string[],
  page: { limit: number; offset: number },
): Promise<{ rows: MemberPageRow[]; totals: Record<string, string | null>; members: number }> {
  const rows = await reportRead<MemberPageRow>(
    db,
    sql`${ctes} ${memberPage(columns, page.limit, page.offset)}`,
  );
  const first =
    rows[0] ??
    (await reportRead<MemberPageRow>(db, sql`${ctes} ${memberTotals(columns)}`))[0] ??
    null;
  const totals = Object.fromEntries(
    columns.map((c) => [c, first === null ? null : String(first[`total_${c}`] ?? '0')]),
  );
  return { rows, totals, members: Number(first?.members ?? 0) };
}
