import { sql } from 'drizzle-orm';
import { cell, type LedgerRule } from './ledger.rule.ts';

/** The ledger's own rules: double entry, balances and their chains (design/money.md §7.2). */
export const ledgerRules: readonly LedgerRule[] = [
  {
    name: 'trial-balance',
    query: sql`select asset, sum(balance)::text as total from accounts group by asset having sum(balance) <> 0`,
    describe: (r) => `${cell(r, 'asset')} sums to ${cell(r, 'total')}, not 0`,
  },
  {
    name: 'balance-vs-entries',
    query: sql`select a.id, a.balance::text as balance, coalesce(s.total, 0)::text as total
      from accounts a left join (select account_id, sum(amount) as total from entries group by account_id) s
        on s.account_id = a.id
      where a.balance <> coalesce(s.total, 0)`,
    describe: (r) =>
      `account ${cell(r, 'id')} balance ${cell(r, 'balance')} != entries ${cell(r, 'total')}`,
  },
  {
    name: 'version-chain',
    query: sql`select a.id, a.version, count(e.id) as n, coalesce(max(e.account_version), 0) as top,
        coalesce(min(e.account_version), 1) as bottom
      from accounts a left join entries e on e.account_id = a.id
      group by a.id, a.version
      having count(e.id) <> a.version or coalesce(max(e.account_version), 0) <> a.version
        or coalesce(min(e.account_version), 1) <> 1`,
    describe: (r) =>
      `account ${cell(r, 'id')} version ${cell(r, 'version')}: ${cell(r, 'n')} entries, versions ${cell(r, 'bottom')}..${cell(r, 'top')}`,
  },
  {
    name: 'last-balance-after',
    query: sql`select a.id from accounts a
      join lateral (select balance_after from entries e where e.account_id = a.id
        order by account_version desc limit 1) last on true
      where last.balance_after <> a.balance`,
    describe: (r) => `account ${cell(r, 'id')}: last balance_after differs from balance`,
  },
  {
    name: 'running-balance',
    query: sql`select id, account_id, account_version, balance_after::text as balance_after, amount::text as amount,
        before::text as before
      from (select e.id, e.account_id, e.account_version, e.balance_after, e.amount,
          lag(e.balance_after, 1, 0::bigint) over (partition by e.account_id order by e.account_version) as before
        from entries e) chain
      where balance_after <> before + amount`,
    describe: (r) =>
      `entry ${cell(r, 'id')} (account ${cell(r, 'account_id')} version ${cell(r, 'account_version')}): ${cell(r, 'before')} + ${cell(r, 'amount')} != ${cell(r, 'balance_after')}`,
  },
  {
    name: 'entry-asset',
    query: sql`select e.id, e.asset, a.asset as account_asset from entries e
      left join accounts a on a.id = e.account_id where a.asset is distinct from e.asset`,
    describe: (r) =>
      `entry ${cell(r, 'id')} moves ${cell(r, 'asset')} on an account of ${cell(r, 'account_asset')}`,
  },
  {
    name: 'journal-zero-sum',
    query: sql`select journal_id, asset from entries group by journal_id, asset having sum(amount) <> 0`,
    describe: (r) => `journal ${cell(r, 'journal_id')} does not balance in ${cell(r, 'asset')}`,
  },
  {
    name: 'rejected-journal-entries',
    query: sql`select j.id from journal j join entries e on e.journal_id = j.id
      where j.outcome <> 'applied' group by j.id`,
    describe: (r) => `rejected journal ${cell(r, 'id')} has entries`,
  },
  {
    name: 'applied-journal-entries',
    query: sql`select j.id, j.kind from journal j
      where j.outcome = 'applied' and not exists (select 1 from entries e where e.journal_id = j.id)`,
    describe: (r) => `applied journal ${cell(r, 'id')} (${cell(r, 'kind')}) has no entries`,
  },
  {
    // The CHECK constraints hold this; the rule stands for them being dropped, or a member's account
    // or vendor wallet (decision 0051) switched to allow going negative.
    name: 'below-zero',
    query: sql`select id, balance::text as balance, held::text as held from accounts
      where held < 0 or (not allow_negative and balance - held < 0)
        or (owner_kind in ('member', 'vendor_wallet') and allow_negative)`,
    describe: (r) =>
      `account ${cell(r, 'id')} (balance ${cell(r, 'balance')}, held ${cell(r, 'held')}) may go or is below zero`,
  },
];

/** Holds (design/money.md §8): `held` is what pending holds hold, chained by hold events like entries. */
export const holdRules: readonly LedgerRule[] = [
  {
    name: 'held-vs-holds',
    query: sql`select a.id, a.held::text as held, coalesce(p.total, 0)::text as pending from accounts a
      left join (select account_id, sum(amount) as total from holds where status = 'pending' group by account_id) p
        on p.account_id = a.id
      where a.held <> coalesce(p.total, 0)`,
    describe: (r) =>
      `account ${cell(r, 'id')} held ${cell(r, 'held')} != pending holds ${cell(r, 'pending')}`,
  },
  {
    name: 'held-chain',
    query: sql`select a.id, a.held::text as held, a.held_version, count(e.id) as n,
        coalesce(sum(e.delta), 0)::text as total, coalesce(min(e.held_version), 1) as bottom,
        coalesce(max(e.held_version), 0) as top,
        (select h.held_after from hold_events h where h.account_id = a.id order by h.held_version desc limit 1)::text as last
      from accounts a left join hold_events e on e.account_id = a.id
      group by a.id, a.held, a.held_version
      having count(e.id) <> a.held_version or coalesce(max(e.held_version), 0) <> a.held_version
        or coalesce(min(e.held_version), 1) <> 1 or coalesce(sum(e.delta), 0) <> a.held
        or coalesce((select h.held_after from hold_events h where h.account_id = a.id
          order by h.held_version desc limit 1), 0) <> a.held`,
    describe: (r) =>
      `account ${cell(r, 'id')} held ${cell(r, 'held')} at version ${cell(r, 'held_version')}: ${cell(r, 'n')} events summing to ${cell(r, 'total')}, versions ${cell(r, 'bottom')}..${cell(r, 'top')}, last ${cell(r, 'last')}`,
  },
  {
    name: 'running-held',
    query: sql`select id, account_id, held_version from (select e.id, e.account_id, e.held_version, e.held_after,
          e.delta, lag(e.held_after, 1, 0::bigint) over (partition by e.account_id order by e.held_version) as before
        from hold_events e) chain
      where held_after <> before + delta`,
    describe: (r) =>
      `hold event ${cell(r, 'id')} (account ${cell(r, 'account_id')} version ${cell(r, 'held_version')}) does not follow the one before`,
  },
  {
    name: 'hold-events',
    query: sql`select h.id, h.status, h.amount::text as amount, coalesce(sum(e.delta), 0)::text as total,
        count(e.id) as n
      from holds h left join hold_events e on e.hold_id = h.id
      group by h.id, h.status, h.amount
      having count(e.id) filter (where e.kind = 'hold' and e.delta = h.amount) <> 1
        or case h.status
          when 'pending' then count(e.id) <> 1
          when 'posted' then count(e.id) <> 2 or count(e.id) filter (where e.kind = 'capture') <> 1
          else count(e.id) <> 2 or count(e.id) filter (where e.kind = 'release') <> 1 end
        or coalesce(sum(e.delta), 0) <> case h.status when 'pending' then h.amount else 0 end`,
    describe: (r) =>
      `hold ${cell(r, 'id')} (${cell(r, 'status')}, ${cell(r, 'amount')}) has ${cell(r, 'n')} events summing to ${cell(r, 'total')}`,
  },
  {
    name: 'hold-captures',
    query: sql`select h.id, h.status, h.journal_id, j.id as jid from holds h
        full join (select * from journal where idem_scope = 'hold.capture') j on j.id = h.journal_id
        left join lateral (select sum(e.amount) as amount from entries e
          where e.journal_id = h.journal_id and e.account_id = h.account_id) taken on true
      where h.id is null or (h.status = 'posted') <> (j.id is not null)
        or (j.id is not null and (j.idem_key <> h.id::text or j.outcome <> 'applied'
          or j.merchant_id <> h.merchant_id or taken.amount is distinct from -h.posted_amount))`,
    describe: (r) =>
      `hold ${cell(r, 'id')} (${cell(r, 'status')}) and capture journal ${cell(r, 'jid')} disagree`,
  },
];
