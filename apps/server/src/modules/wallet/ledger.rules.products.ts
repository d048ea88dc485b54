import { sql } from 'drizzle-orm';
import { cell, type LedgerRule } from './ledger.rule.ts';

/** The member's side of a journal: the sum of its entries on the member's account in an asset. */
const memberSide = (journal: string, member: string, asset: string) =>
  sql.raw(`(select sum(e.amount) from entries e join accounts a on a.id = e.account_id
    where e.journal_id = ${journal} and a.owner_kind = 'member' and a.owner_id = ${member}
      and a.asset = ${asset})`);

/**
 * The products' records against their journals (design/money.md §15): vendor transactions, game
 * rounds, lottery orders and tickets. Every movement a product makes is one of its records, and every
 * record that moved money has exactly its movement.
 */
export const productRules: readonly LedgerRule[] = [
  {
    // An applied bet, win or rollback of money has its journal of that amount on the member's
    // account; anything else (refused, tombstone, a win of 0, a rollback with nothing to refund) has none.
    name: 'vendor-journals',
    query: sql`select v.id, v.action, v.status, v.amount::text as amount, v.journal_id, j.kind,
        ${memberSide('v.journal_id', 'v.member_id', 'v.asset')}::text as moved
      from vendor_tx v left join journal j on j.id = v.journal_id
      where case when v.status = 'applied' and v.action in ('bet', 'win', 'rollback') and v.amount > 0
        then j.id is null or j.outcome <> 'applied' or j.kind <> 'game.' || v.action
          or ${memberSide('v.journal_id', 'v.member_id', 'v.asset')}
            is distinct from (case v.action when 'bet' then -v.amount else v.amount end)
        else v.journal_id is not null end`,
    describe: (r) =>
      `vendor tx ${cell(r, 'id')} (${cell(r, 'action')} ${cell(r, 'status')} ${cell(r, 'amount')}) and journal ${cell(r, 'journal_id')} (${cell(r, 'kind')}, member moved ${cell(r, 'moved')}) disagree`,
  },
  {
    name: 'vendor-journal-owner',
    query: sql`select j.id, j.kind, count(v.id) as n from journal j left join vendor_tx v on v.journal_id = j.id
      where j.kind in ('game.bet', 'game.win', 'game.rollback') and j.outcome = 'applied'
      group by j.id, j.kind having count(v.id) <> 1`,
    describe: (r) =>
      `journal ${cell(r, 'id')} (${cell(r, 'kind')}) belongs to ${cell(r, 'n')} vendor transactions`,
  },
  {
    // A rollback counts on the round of the bet it refunds.
    name: 'round-totals',
    query: sql`with applied as (
        select v.vendor_id, coalesce(b.round_id, v.round_id) as round_id, v.action, v.amount
        from vendor_tx v left join vendor_tx b
          on v.action = 'rollback' and b.vendor_id = v.vendor_id and b.tx_id = v.reference_tx_id
        where v.status = 'applied'),
      sums as (select vendor_id, round_id,
          coalesce(sum(amount) filter (where action = 'bet'), 0) as stake,
          coalesce(sum(amount) filter (where action = 'win'), 0) as payout,
          coalesce(sum(amount) filter (where action = 'rollback'), 0) as refunded
        from applied group by vendor_id, round_id)
      select coalesce(r.vendor_id, s.vendor_id) as vendor_id, coalesce(r.round_id, s.round_id) as round_id,
        r.stake::text || '/' || r.payout::text || '/' || r.refunded::text as round,
        s.stake::text || '/' || s.payout::text || '/' || s.refunded::text as txs
      from game_rounds r full join sums s on s.vendor_id = r.vendor_id and s.round_id = r.round_id
      where r.id is null and (s.stake > 0 or s.payout > 0 or s.refunded > 0)
        or r.id is not null and (r.stake <> coalesce(s.stake, 0) or r.payout <> coalesce(s.payout, 0)
          or r.refunded <> coalesce(s.refunded, 0))`,
    describe: (r) =>
      `round ${cell(r, 'round_id')} of vendor ${cell(r, 'vendor_id')}: stake/payout/refunded ${cell(r, 'round')} but its transactions say ${cell(r, 'txs')}`,
  },
  {
    name: 'round-asset',
    query: sql`select v.id, v.asset, r.asset as round_asset, r.round_id from vendor_tx v
      join game_rounds r on r.vendor_id = v.vendor_id and r.round_id = v.round_id
      where v.status = 'applied' and v.journal_id is not null and v.action <> 'rollback'
        and v.asset <> r.asset`,
    describe: (r) =>
      `vendor tx ${cell(r, 'id')} moved ${cell(r, 'asset')} in round ${cell(r, 'round_id')} of ${cell(r, 'round_asset')}`,
  },
  {
    // An order's total is its tickets' stakes and its one lottery.bet journal's debit of the member.
    name: 'lottery-orders',
    query: sql`select o.id, o.total_stake::text as total, j.kind, t.stake::text as tickets,
        ${memberSide('o.stake_journal_id', 'o.member_id', 'o.asset')}::text as moved
      from lottery_orders o left join journal j on j.id = o.stake_journal_id
        left join (select order_id, sum(stake) as stake from lottery_tickets group by order_id) t
          on t.order_id = o.id
      where j.id is null or j.kind <> 'lottery.bet' or j.outcome <> 'applied'
        or t.stake is distinct from o.total_stake
        or ${memberSide('o.stake_journal_id', 'o.member_id', 'o.asset')} is distinct from -o.total_stake`,
    describe: (r) =>
      `order ${cell(r, 'id')} of ${cell(r, 'total')}: tickets ${cell(r, 'tickets')}, journal ${cell(r, 'kind')} moved ${cell(r, 'moved')}`,
  },
  {
    name: 'lottery-bet-journals',
    query: sql`select j.id, count(o.id) as n from journal j
        left join lottery_orders o on o.stake_journal_id = j.id
      where j.kind = 'lottery.bet' and j.outcome = 'applied' group by j.id having count(o.id) <> 1`,
    describe: (r) => `lottery.bet journal ${cell(r, 'id')} belongs to ${cell(r, 'n')} orders`,
  },
  {
    // A ticket that paid (a win, or a void stake back) names its journal; one that did not, none.
    name: 'lottery-ticket-payouts',
    query: sql`select t.id, t.status, t.payout::text as payout, t.settle_journal_id from lottery_tickets t
      where (coalesce(t.payout, 0) > 0) <> (t.settle_journal_id is not null)`,
    describe: (r) =>
      `ticket ${cell(r, 'id')} (${cell(r, 'status')}, payout ${cell(r, 'payout')}) names journal ${cell(r, 'settle_journal_id')}`,
  },
  {
    // A payout journal credits one member exactly what its tickets paid.
    name: 'lottery-payout-journals',
    query: sql`with paid as (select settle_journal_id as journal_id, min(member_id) as member_id,
          min(asset) as asset, count(distinct (member_id, asset)) as owners, sum(payout) as total
        from lottery_tickets where settle_journal_id is not null group by settle_journal_id)
      select coalesce(p.journal_id, j.id) as journal_id, j.kind, p.total::text as total,
        ${memberSide('p.journal_id', 'p.member_id', 'p.asset')}::text as moved
      from paid p full join (select * from journal
          where kind in ('lottery.payout', 'lottery.refund') and outcome = 'applied') j
        on j.id = p.journal_id
      where p.journal_id is null or j.id is null or p.owners <> 1
        or ${memberSide('p.journal_id', 'p.member_id', 'p.asset')} is distinct from p.total`,
    describe: (r) =>
      `payout journal ${cell(r, 'journal_id')} (${cell(r, 'kind')}) moved ${cell(r, 'moved')} for tickets paying ${cell(r, 'total')}`,
  },
  {
    // A withdrawal's money is its hold (design/money.md §12): the member's account, the same amount and
    // asset, and a hold state that agrees with the withdrawal's (pending until paid, rejected or failed;
    // posted for exactly the payee's part once paid; voided once rejected or failed). A C2C withdrawal's
    // hold is voided when it enters the pool: from there the c2c-* rules follow its money.
    name: 'withdrawal-holds',
    query: sql`select w.id, w.status, w.amount::text as amount, w.fee::text as fee, h.status as hold_status,
        h.amount::text as held, h.posted_amount::text as posted
      from withdrawals w left join holds h on h.id = w.hold_id left join accounts a on a.id = h.account_id
      where h.id is null or a.owner_kind <> 'member' or a.owner_id <> w.member_id or a.asset <> w.asset
        or h.amount <> w.amount
        or case when w.psp = 'c2c' then h.status <> 'voided'
          when w.status in ('requested', 'approved', 'paying') then h.status <> 'pending'
          when w.status in ('rejected', 'failed') then h.status <> 'voided'
          else h.status <> 'posted' or h.posted_amount <> w.amount - w.fee end`,
    describe: (r) =>
      `withdrawal ${cell(r, 'id')} (${cell(r, 'status')} ${cell(r, 'amount')}, fee ${cell(r, 'fee')}) and its hold (${cell(r, 'hold_status')} ${cell(r, 'held')}, posted ${cell(r, 'posted')}) disagree`,
  },
  {
    // A paid withdrawal's fee is one applied `withdrawal.fee` movement taking exactly the fee from the
    // member (a C2C withdrawal's as soon as it enters the pool); a withdrawal not paid (or paid without
    // a fee) has none.
    name: 'withdrawal-fees',
    query: sql`select w.id, w.status, w.fee::text as fee, count(j.id) as n, coalesce(sum(e.amount), 0)::text as moved
      from withdrawals w join holds h on h.id = w.hold_id
      left join journal j on j.kind = 'withdrawal.fee' and j.outcome = 'applied'
        and j.memo->>'withdrawalId' = w.id::text
      left join entries e on e.journal_id = j.id and e.account_id = h.account_id
      group by w.id, w.status, w.fee, w.psp
      having count(j.id) <> case when (w.status = 'paid' or w.psp = 'c2c') and w.fee > 0 then 1 else 0 end
        or coalesce(sum(e.amount), 0) <> case when w.status = 'paid' or w.psp = 'c2c' then -w.fee else 0 end`,
    describe: (r) =>
      `withdrawal ${cell(r, 'id')} (${cell(r, 'status')}, fee ${cell(r, 'fee')}): ${cell(r, 'n')} fee movements moving ${cell(r, 'moved')}`,
  },
];
