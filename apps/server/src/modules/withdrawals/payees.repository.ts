import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import {
  members,
  operators,
  payees,
  withdrawals,
  type WithdrawalStatus,
} from '@/db/schema/index.ts';

export type PayeeRow = typeof payees.$inferSelect;
/** A payee as the back office lists it: who removed it, and its withdrawals still open. */
export type PayeeView = PayeeRow & { removedByUsername: string | null; openWithdrawals: number };

/** Statuses of a withdrawal still on its way to its payee (its payee cannot be removed). */
const OPEN: WithdrawalStatus[] = ['requested', 'approved', 'paying'];

/** All SQL of payees (bank cards, e-wallets, crypto addresses). Pass a transaction as `db`. */
export function createPayeesRepository(db: Database) {
  return {
    activePayees: (merchantId: number, memberId: number): Promise<PayeeRow[]> =>
      db
        .select()
        .from(payees)
        .where(
          and(
            eq(payees.merchantId, merchantId),
            eq(payees.memberId, memberId),
            eq(payees.status, 'active'),
          ),
        )
        .orderBy(payees.id),
    async countActivePayees(merchantId: number, memberId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(payees)
        .where(
          and(
            eq(payees.merchantId, merchantId),
            eq(payees.memberId, memberId),
            eq(payees.status, 'active'),
          ),
        );
      return row?.n ?? 0;
    },
    async payeeByNumber(merchantId: number, accountNumber: string): Promise<PayeeRow | null> {
      const [row] = await db
        .select()
        .from(payees)
        .where(
          and(
            eq(payees.merchantId, merchantId),
            eq(payees.accountNumber, accountNumber),
            eq(payees.status, 'active'),
          ),
        );
      return row ?? null;
    },
    async insertPayee(values: typeof payees.$inferInsert): Promise<PayeeRow> {
      const [row] = await db.insert(payees).values(values).returning();
      if (!row) throw new Error('payee insert returned nothing');
      return row;
    },
    /** Every payee of a member (removed ones too), oldest first, for the back office. */
    async memberPayees(merchantId: number, memberId: number): Promise<PayeeView[]> {
      const open = sql<number>`(select count(*)::int from ${withdrawals}
        where ${withdrawals.payeeId} = ${payees.id}
          and ${inArray(withdrawals.status, OPEN)})`;
      const rows = await db
        .select({ payee: payees, remover: operators.username, open })
        .from(payees)
        .leftJoin(operators, eq(operators.id, payees.removedBy))
        .where(and(eq(payees.merchantId, merchantId), eq(payees.memberId, memberId)))
        .orderBy(payees.id);
      return rows.map((r) => ({
        ...r.payee,
        removedByUsername: r.remover,
        openWithdrawals: Number(r.open),
      }));
    },
    /**
     * A payee, locked until the transaction ends: a withdrawal inserted meanwhile waits for it
     * (migration 0020's insert trigger takes a share lock on its payee).
     */
    async lockPayee(merchantId: number, id: number): Promise<PayeeRow | null> {
      const [row] = await db
        .select()
        .from(payees)
        .where(and(eq(payees.merchantId, merchantId), eq(payees.id, id)))
        .for('update');
      return row ?? null;
    },
    /** How many withdrawals to a payee are requested, approved or paying. */
    async openWithdrawalsTo(payeeId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(withdrawals)
        .where(and(eq(withdrawals.payeeId, payeeId), inArray(withdrawals.status, OPEN)));
      return row?.n ?? 0;
    },
    /** Removes an active payee (compare-and-set on its status). */
    async markPayeeRemoved(
      id: number,
      values: { at: Date; operatorId: number | null; reason: string },
    ): Promise<PayeeRow | null> {
      const [row] = await db
        .update(payees)
        .set({
          status: 'removed',
          removedAt: values.at,
          removedBy: values.operatorId,
          removeReason: values.reason,
        })
        .where(and(eq(payees.id, id), eq(payees.status, 'active')))
        .returning();
      return row ?? null;
    },
    async payee(merchantId: number, id: number): Promise<PayeeRow | null> {
      const [row] = await db
        .select()
        .from(payees)
        .where(and(eq(payees.merchantId, merchantId), eq(payees.id, id)));
      return row ?? null;
    },
    /** Other members who bound the same account number (any status): a risk note. */
    async otherMembersWithNumber(
      merchantId: number,
      memberId: number,
      accountNumber: string,
    ): Promise<string[]> {
      const rows = await db
        .selectDistinct({ username: members.username })
        .from(payees)
        .innerJoin(members, eq(members.id, payees.memberId))
        .where(
          and(
            eq(payees.merchantId, merchantId),
            eq(payees.accountNumber, accountNumber),
            ne(payees.memberId, memberId),
          ),
        );
      return rows.map((r) => r.username);
    },
  };
}
