import { and, eq, gt, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { TransactionType } from '@monsoon/contracts/transactions';
import { entries, journal } from '@/db/schema/index.ts';

/** How a journal kind reads in the member's history: one type, or one per direction of the entry. */
export type KindMapping = TransactionType | { credit: TransactionType; debit: TransactionType };

/**
 * THE table from ledger journal kinds to the transaction types of the member's history
 * (`ODSFE2_MemTransDet`). A module that adds a kind of movement adds its row here; a kind missing from
 * it shows as OTHER, so nothing is ever hidden from the member.
 */
export const journalKindTypes: Readonly<Record<string, KindMapping>> = {
  'game.bet': 'GAME_BET',
  'game.win': 'GAME_WIN',
  'game.rollback': 'GAME_REFUND',
  'lottery.bet': 'LOTTERY_BET',
  'lottery.payout': 'LOTTERY_PAYOUT',
  'lottery.refund': 'LOTTERY_REFUND',
  // A paid withdrawal: its hold captured for the payee's part, and its fee to the house.
  'withdrawal.payout': 'WITHDRAWAL',
  // C2C (decision 0053): a C2C withdrawal's fee, and a receipt moving the withdrawer's held money to
  // the depositor (a deposit for one, a withdrawal for the other).
  'withdrawal.fee': 'WITHDRAWAL',
  'c2c.transfer': { credit: 'DEPOSIT', debit: 'WITHDRAWAL' },
  // The penalty on the open part of a C2C withdrawal the member cancelled (decision 0062).
  'c2c.penalty': 'PENALTY',
  // Opening balances of the demo accounts, test and bench funding: credits from the bank account.
  'seed.credit': 'ADJUSTMENT',
  'test.credit': 'ADJUSTMENT',
  'bench.credit': 'ADJUSTMENT',
  // A paid payment order (deposits module).
  'deposit.credit': 'DEPOSIT',
  // A trial account's play money (FUN).
  'fun.grant': 'BONUS',
  // Transfers between members (to the upline, to a downline) and to and from vendor wallets.
  'transfer.upline': { credit: 'TRANSFER_IN', debit: 'TRANSFER_OUT' },
  'transfer.downline': { credit: 'TRANSFER_IN', debit: 'TRANSFER_OUT' },
  'wallet.transfer': { credit: 'TRANSFER_IN', debit: 'TRANSFER_OUT' },
  'wallet.recall': 'TRANSFER_IN',
};

/** The type of one entry of a movement of `kind` (`amount` signed: positive credits the wallet). */
export function transactionTypeOf(kind: string, amount: bigint): TransactionType {
  const mapping = journalKindTypes[kind];
  if (mapping === undefined) return 'OTHER';
  if (typeof mapping === 'string') return mapping;
  return amount > 0n ? mapping.credit : mapping.debit;
}

/** Which entries a type filter matches: kinds with a direction, or every kind the table lacks. */
export type TypeFilter =
  | { kinds: Array<{ kind: string; direction: 'credit' | 'debit' | 'both' }> }
  | { unknownKindsBesides: string[] };

/** The entries a type stands for, read from the table. */
export function filterOfType(type: TransactionType): TypeFilter {
  if (type === 'OTHER') return { unknownKindsBesides: Object.keys(journalKindTypes) };
  const kinds: Array<{ kind: string; direction: 'credit' | 'debit' | 'both' }> = [];
  for (const [kind, mapping] of Object.entries(journalKindTypes)) {
    if (mapping === type) kinds.push({ kind, direction: 'both' });
    else if (typeof mapping !== 'string') {
      if (mapping.credit === type) kinds.push({ kind, direction: 'credit' });
      if (mapping.debit === type) kinds.push({ kind, direction: 'debit' });
    }
  }
  return { kinds };
}

/** The SQL condition of a type filter on the joined journal kind and the entry's sign (ledger reads). */
export function typeCondition(filter: TypeFilter): SQL | undefined {
  if ('unknownKindsBesides' in filter) return notInArray(journal.kind, filter.unknownKindsBesides);
  if (filter.kinds.length === 0) return sql`false`;
  return or(
    ...filter.kinds.map(({ kind, direction }) =>
      direction === 'both'
        ? eq(journal.kind, kind)
        : and(
            eq(journal.kind, kind),
            direction === 'credit' ? gt(entries.amount, 0n) : lt(entries.amount, 0n),
          ),
    ),
  );
}
