import { minorToWire } from '@monsoon/contracts/money';
import type {
  TransactionHistoryQuery,
  TransactionHistoryValue,
  TransactionRecord,
} from '@monsoon/contracts/transactions';
import { transactionTypeOf } from './transaction-types.ts';
import type { TransactionRow } from './transactions.repository.ts';

/** The member's wallet currencies have two decimals. */
const SCALE = 2;

/** One entry of the member's wallet on the wire. */
export const presentTransaction = (row: TransactionRow, currency: string): TransactionRecord => ({
  transactionNo: String(row.journalId),
  time: row.createdAt.getTime(),
  type: transactionTypeOf(row.kind, row.amount),
  amount: minorToWire(row.amount, SCALE),
  balanceAfter: minorToWire(row.balanceAfter, SCALE),
  currency,
});

/** A page of the history with the range read and its totals (debits are negative). */
export function presentTransactionHistory(
  query: TransactionHistoryQuery,
  result: {
    rows: TransactionRow[];
    totals: { count: number; credits: bigint; debits: bigint };
    startDate: string;
    endDate: string;
    today: string;
    currency: string;
  },
): TransactionHistoryValue {
  const { totals, currency } = result;
  return {
    list: result.rows.map((row) => presentTransaction(row, currency)),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totalCount: totals.count,
    totalPages: Math.ceil(totals.count / query.pageSize),
    startDate: result.startDate,
    endDate: result.endDate,
    today: result.today,
    summary: {
      totalIn: minorToWire(totals.credits, SCALE),
      totalOut: minorToWire(totals.debits, SCALE),
      net: minorToWire(totals.credits + totals.debits, SCALE),
    },
    currency,
  };
}
