import { sql } from 'drizzle-orm';
import { cell, type LedgerRule } from '@/modules/wallet/ledger.rule.ts';

/**
 * Payment orders against their journals (design/money.md §15): a paid order has exactly its one
 * credit (scope `deposit.credit`, key = the order's id) giving the member what was paid minus the
 * fee; an order that is not paid has none; and no credit journal exists without its paid order.
 */
export const depositRules: readonly LedgerRule[] = [
  {
    name: 'payment-order-journals',
    query: sql`select o.id, o.status, o.journal_id, j.kind,
        (o.paid_amount - o.fee_amount)::text as due,
        (select sum(e.amount) from entries e join accounts a on a.id = e.account_id
          where e.journal_id = o.journal_id and a.owner_kind = 'member' and a.owner_id = o.member_id
            and a.asset = o.asset)::text as moved
      from payment_orders o left join journal j on j.id = o.journal_id
      where case when o.status = 'paid'
        then j.id is null or j.outcome <> 'applied' or j.kind <> 'deposit.credit'
          or j.idem_key <> o.id::text or j.merchant_id <> o.merchant_id
          or (select sum(e.amount) from entries e join accounts a on a.id = e.account_id
            where e.journal_id = o.journal_id and a.owner_kind = 'member' and a.owner_id = o.member_id
              and a.asset = o.asset) is distinct from o.paid_amount - o.fee_amount
        else o.journal_id is not null end`,
    describe: (r) =>
      `payment order ${cell(r, 'id')} (${cell(r, 'status')}, due ${cell(r, 'due')}) and journal ${cell(r, 'journal_id')} (${cell(r, 'kind')}, member moved ${cell(r, 'moved')}) disagree`,
  },
  {
    name: 'deposit-journal-owner',
    query: sql`select j.id, count(o.id) as n from journal j
        left join payment_orders o on o.journal_id = j.id and o.status = 'paid'
      where j.kind = 'deposit.credit' and j.outcome = 'applied'
      group by j.id having count(o.id) <> 1`,
    describe: (r) => `deposit journal ${cell(r, 'id')} belongs to ${cell(r, 'n')} paid orders`,
  },
];
