import { sql } from 'drizzle-orm';
import { cell, type LedgerRule } from '@/modules/wallet/ledger.rule.ts';

/**
 * C2C records against their holds and journals (design/money.md §15, decision 0053): a match in flight
 * has its slice hold pending; a received one has it posted for exactly the confirmed amount by one
 * `c2c.transfer` crediting the depositor; a refused or expired one has it voided. An open pool row has
 * its hold pending for exactly what remains; a deposit's credit is the sum of its matches' receipts; a
 * cancelled pool row's penalty is one `c2c.penalty` movement from the member (none when it is 0), and
 * no other withdrawal has one (decisions 0060-0062).
 */
export const c2cRules: readonly LedgerRule[] = [
  {
    name: 'c2c-match-holds',
    query: sql`select m.id, m.status, h.status as hold_status, h.posted_amount::text as posted,
        m.confirmed_amount::text as confirmed
      from c2c_matches m join holds h on h.id = m.hold_id
      left join journal j on j.id = h.journal_id
      where case
        when m.status in ('paying', 'confirming', 'disputed') then h.status <> 'pending'
        when m.status in ('refused', 'expired') then h.status <> 'voided'
        else h.status <> 'posted' or h.posted_amount is distinct from m.confirmed_amount
          or h.amount <> m.amount or j.kind <> 'c2c.transfer'
          or (select sum(e.amount) from entries e join accounts a on a.id = e.account_id
            where e.journal_id = j.id and a.owner_kind = 'member' and a.owner_id = m.depositor_id)
            is distinct from m.confirmed_amount
        end`,
    describe: (r) =>
      `c2c match ${cell(r, 'id')} (${cell(r, 'status')}, confirmed ${cell(r, 'confirmed')}) and its hold (${cell(r, 'hold_status')}, posted ${cell(r, 'posted')}) disagree`,
  },
  {
    name: 'c2c-pool-holds',
    query: sql`select p.withdrawal_id, p.remaining::text as remaining, h.status, h.amount::text as held
      from c2c_pool p left join holds h on h.id = p.hold_id
      where p.remaining > 0 and (h.id is null or h.status <> 'pending' or h.amount <> p.remaining)`,
    describe: (r) =>
      `c2c pool of withdrawal ${cell(r, 'withdrawal_id')} has ${cell(r, 'remaining')} open but its hold is ${cell(r, 'status')} ${cell(r, 'held')}`,
  },
  {
    name: 'c2c-deposit-credits',
    query: sql`select d.id, d.credited::text as credited,
        coalesce((select sum(confirmed_amount) from c2c_matches m where m.deposit_id = d.id
          and m.status in ('received', 'partly', 'forced')), 0)::text as receipts
      from c2c_deposits d
      where d.credited <> coalesce((select sum(confirmed_amount) from c2c_matches m
        where m.deposit_id = d.id and m.status in ('received', 'partly', 'forced')), 0)`,
    describe: (r) =>
      `c2c deposit ${cell(r, 'id')} credited ${cell(r, 'credited')} but its receipts sum to ${cell(r, 'receipts')}`,
  },
  {
    name: 'c2c-pool-penalties',
    query: sql`select p.withdrawal_id, p.penalty::text as penalty, count(j.id) as n,
        coalesce(sum(e.amount), 0)::text as moved
      from c2c_pool p
      left join journal j on j.kind = 'c2c.penalty' and j.outcome = 'applied'
        and j.memo->>'withdrawalId' = p.withdrawal_id::text
      left join entries e on e.journal_id = j.id and e.account_id in (select a.id from accounts a
        where a.owner_kind = 'member' and a.owner_id = p.member_id and a.asset = p.asset)
      group by p.withdrawal_id, p.penalty
      having count(j.id) <> case when coalesce(p.penalty, 0) > 0 then 1 else 0 end
        or coalesce(sum(e.amount), 0) <> -coalesce(p.penalty, 0)`,
    describe: (r) =>
      `c2c pool of withdrawal ${cell(r, 'withdrawal_id')} (penalty ${cell(r, 'penalty')}): ${cell(r, 'n')} penalty movements moving ${cell(r, 'moved')}`,
  },
];
