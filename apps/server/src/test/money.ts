import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { WalletAnswer } from '@monsoon/contracts/provider/wallet';
import type { DatabaseHandle } from '@/db/client.ts';
import { checkLedger } from '@/modules/wallet/ledger.check.ts';
import { createWalletService } from '@/modules/wallet/wallet.service.ts';
import { nextId } from './factories.ts';
import { vendorCall } from './vendor.ts';

/** A member as the money helpers need it. */
export interface Player {
  id: number;
  merchantId: number;
}

/** Credits a member from the bank account (a fresh idempotency key unless one is given). */
export async function fund(
  database: DatabaseHandle,
  member: Player,
  minor: bigint,
  opts: { key?: string; asset?: string } = {},
) {
  return createWalletService(database.db).credit(
    { merchantId: member.merchantId, memberId: member.id },
    opts.asset ?? 'PHP',
    minor,
    'test.credit',
    opts.key ?? `fund-${member.id}-${nextId()}`,
  );
}

/** The member's booked balance in one asset, read from the accounts table (0 without an account). */
export async function balanceOf(
  database: DatabaseHandle,
  member: Player,
  asset = 'PHP',
): Promise<bigint> {
  const { rows } = await database.query(
    `select balance::text as b from accounts where merchant_id = $1 and owner_kind = 'member' and owner_id = $2 and asset = $3`,
    [member.merchantId, member.id, asset],
  );
  return BigInt(String(rows[0]?.['b'] ?? '0'));
}

/** The replay checker finds nothing (design/money.md §7.2): run after every money scenario. */
export async function expectLedgerClean(database: DatabaseHandle): Promise<void> {
  const report = await checkLedger(database.db);
  expect(report.problems).toEqual([]);
}

/** Row counts of every table a vendor call may write (to prove a refused call wrote nothing). */
export async function moneyRows(database: DatabaseHandle) {
  const { rows } = await database.query(`select
    (select count(*) from journal)::int as journal,
    (select count(*) from entries)::int as entries,
    (select count(*) from vendor_tx)::int as "vendorTx",
    (select count(*) from game_rounds)::int as rounds,
    (select count(*) from accounts)::int as accounts,
    (select coalesce(sum(version), 0) from accounts)::text as versions`);
  return rows[0];
}

/** Sum of balances per asset over all accounts: the trial balance, 0 when no money was created. */
export async function trialBalance(database: DatabaseHandle): Promise<Record<string, string>> {
  const { rows } = await database.query(
    `select asset, sum(balance)::text as total from accounts group by asset order by asset`,
  );
  return Object.fromEntries(rows.map((r) => [String(r['asset']), String(r['total'])]));
}

/** The signed vendor calls of one player (demo vendor, game MS001). */
export function playerCalls(
  app: FastifyInstance,
  member: Player,
  token: string,
  opts: { gameCode?: string } = {},
) {
  const call = vendorCall(app);
  const playerId = String(member.id);
  const gameCode = opts.gameCode ?? 'MS001';
  const answer = async (action: string, body: object): Promise<WalletAnswer> =>
    (await call(action, body)).answer;
  return {
    playerId,
    bet: (transactionId: string, roundId: string, amount: number) =>
      answer('bet', { transactionId, roundId, playerId, token, gameCode, amount }),
    win: (transactionId: string, roundId: string, amount: number, roundFinished = true) =>
      answer('win', { transactionId, roundId, playerId, gameCode, amount, roundFinished }),
    rollback: (transactionId: string, referenceTransactionId: string, roundId: string) =>
      answer('rollback', { transactionId, referenceTransactionId, roundId, playerId }),
  };
}

/** A prefix that keeps vendor transaction ids unique within a test file. */
export const uniquePrefix = (label: string): string => `${label}${nextId()}-`;
