import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlStateOf } from '@/lib/db-errors.ts';
import {
  IdempotencyReplay,
  LedgerRejection,
  type Ledger,
  type Movement,
} from '@/modules/wallet/ledger.ts';
import type { WalletService } from '@/modules/wallet/wallet.service.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { demoMerchant, nextId } from '@/test/factories.ts';
import { expectLedgerClean, fund } from '@/test/money.ts';

/**
 * design/money.md §15: a movement is all or nothing. `post` fails as a whole the moment a leg is
 * refused, so a caller that catches the rejection and commits anyway commits nothing; `reject` stores
 * a refusal under its key in its own transaction and fails loudly when the key exists.
 */
let t: TestApp;
let wallet: WalletService;
let ledger: Ledger;
let merchantId = 0;

beforeAll(async () => {
  t = await createTestApp();
  wallet = t.app.services.wallet;
  ledger = wallet.ledger;
  merchantId = (await demoMerchant(t.database)).id;
});
afterAll(async () => t.close());

/** Two funded members; the first's account is created first, so its leg comes first in lock order. */
async function twoMembers(first: bigint, second: bigint) {
  const a = { id: 8_000_000 + nextId(), merchantId };
  const b = { id: 8_000_000 + nextId(), merchantId };
  await fund(t.database, a, first);
  await fund(t.database, b, second);
  const accountA = await wallet.memberAccountId({ merchantId, memberId: a.id }, 'PHP');
  const accountB = await wallet.memberAccountId({ merchantId, memberId: b.id }, 'PHP');
  expect(accountA).toBeLessThan(accountB);
  return { a, b, accountA, accountB };
}

/** A transfer of `amount` from B to A: A's leg passes, B's is refused when B has less. */
const transfer = (accountA: number, accountB: number, amount: bigint, key: string): Movement => ({
  merchantId,
  kind: 'test.transfer',
  scope: 'test.transfer',
  key,
  requestHash: `${accountA}:${accountB}:${amount}`,
  legs: [
    { accountId: accountA, asset: 'PHP', amount, system: false },
    { accountId: accountB, asset: 'PHP', amount: -amount, system: false },
  ],
});

/** Everything a movement could have written. */
const books = async (key: string, accounts: number[]) => {
  const { rows } = await t.database.query(
    `select (select count(*) from journal where idem_key = $1)::int as journals,
      (select count(*) from entries)::int as entries,
      (select string_agg(balance || '/' || version, ',' order by id) from accounts where id = any($2)) as accounts`,
    [key, accounts],
  );
  return rows[0];
};

describe('a movement is all or nothing', () => {
  it('a caller that catches the rejection and commits anyway commits nothing', async () => {
    const { accountA, accountB } = await twoMembers(1_000n, 100n);
    const key = `caught-${nextId()}`;
    const before = await books(key, [accountA, accountB]);
    let caught: unknown = null;
    let after: unknown = null;
    // The caller returns normally, so its COMMIT is sent: PostgreSQL answers it with a ROLLBACK
    // (node-postgres reports success, PGlite an error); either way nothing is committed.
    await t.database.db
      .transaction(async (tx) => {
        try {
          await ledger.post(tx, transfer(accountA, accountB, 500n, key));
        } catch (err) {
          caught = err;
        }
        // The transaction cannot go on: the refused statement aborted it.
        after = await tx.execute(sql`select 1`).then(
          () => null,
          (err: unknown) => err,
        );
      })
      .catch((err: unknown) => {
        if (!(err instanceof Error) || !/rolled back/.test(err.message)) throw err;
      });
    expect(caught).toBeInstanceOf(LedgerRejection);
    expect(sqlStateOf(after)?.code).toBe('25P02');
    expect(await books(key, [accountA, accountB])).toEqual(before);
    await expectLedgerClean(t.database);
  });

  it('inside a savepoint the refused movement leaves nothing, and the rest of the transaction commits', async () => {
    const { accountA, accountB } = await twoMembers(1_000n, 100n);
    const refusedKey = `savepoint-${nextId()}`;
    const okKey = `savepoint-ok-${nextId()}`;
    await t.database.db.transaction(async (tx) => {
      const refused = await tx
        .transaction((sp) => ledger.post(sp, transfer(accountA, accountB, 500n, refusedKey)))
        .then(
          () => null,
          (err: unknown) => err,
        );
      expect(refused).toBeInstanceOf(LedgerRejection);
      await ledger.post(tx, transfer(accountB, accountA, 40n, okKey));
    });
    expect((await books(refusedKey, []))?.journals).toBe(0);
    expect((await books(okKey, []))?.journals).toBe(1);
    const { rows } = await t.database.query(
      `select id::text as id, balance::text as balance from accounts where id = any($1) order by id`,
      [[accountA, accountB]],
    );
    expect(rows).toEqual([
      { id: String(accountA), balance: '960' },
      { id: String(accountB), balance: '140' },
    ]);
    await expectLedgerClean(t.database);
  });

  it('a key used before writes nothing and throws IdempotencyReplay', async () => {
    const { accountA, accountB } = await twoMembers(1_000n, 1_000n);
    const key = `replay-${nextId()}`;
    await ledger.run((tx) => ledger.post(tx, transfer(accountA, accountB, 10n, key)));
    const before = await books(key, [accountA, accountB]);
    await expect(
      ledger.run((tx) => ledger.post(tx, transfer(accountA, accountB, 10n, key))),
    ).rejects.toBeInstanceOf(IdempotencyReplay);
    expect(await books(key, [accountA, accountB])).toEqual(before);
  });

  it('a leg in another asset than its account is refused whole', async () => {
    const { accountA } = await twoMembers(1_000n, 1n);
    const pool = await wallet.systemAccountId(merchantId, 'fun_pool', 'FUN');
    const key = `asset-${nextId()}`;
    const before = await books(key, [accountA, pool]);
    const error = await ledger
      .run((tx) =>
        ledger.post(tx, {
          merchantId,
          kind: 'test.mix',
          scope: 'test.mix',
          key,
          requestHash: 'x',
          legs: [
            { accountId: accountA, asset: 'FUN', amount: 100n, system: false },
            { accountId: pool, asset: 'FUN', amount: -100n, system: true },
          ],
        }),
      )
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(sqlStateOf(error)?.code).toBe('23503');
    expect(await books(key, [accountA, pool])).toEqual(before);
  });
});

describe('reject stores a refusal under its key, once', () => {
  const refusal = (key: string): Omit<Movement, 'legs'> => ({
    merchantId,
    kind: 'test.transfer',
    scope: 'test.transfer',
    key,
    requestHash: 'h',
  });

  it('stores the refusal with no entries; a movement under that key then replays', async () => {
    const { b, accountA, accountB } = await twoMembers(1_000n, 100n);
    const key = `reject-${nextId()}`;
    await expect(
      ledger.run((tx) => ledger.post(tx, transfer(accountA, accountB, 500n, key))),
    ).rejects.toBeInstanceOf(LedgerRejection);
    await ledger.reject(refusal(key), 'INSUFFICIENT_FUNDS');
    const { rows } = await t.database.query(
      `select outcome, rejection, (select count(*) from entries where journal_id = j.id)::int as entries
       from journal j where idem_key = $1`,
      [key],
    );
    expect(rows).toEqual([{ outcome: 'rejected', rejection: 'INSUFFICIENT_FUNDS', entries: 0 }]);
    // Funds arrive; the same key still answers the stored refusal, and nothing moves.
    await fund(t.database, b, 1_000n);
    const before = await books(key, [accountA, accountB]);
    await expect(
      ledger.run((tx) => ledger.post(tx, transfer(accountA, accountB, 50n, key))),
    ).rejects.toBeInstanceOf(IdempotencyReplay);
    expect(await books(key, [accountA, accountB])).toEqual(before);
    await expectLedgerClean(t.database);
  });

  it('fails loudly when the key holds a refusal already or an applied movement', async () => {
    const { accountA, accountB } = await twoMembers(1_000n, 1_000n);
    const rejected = `reject-twice-${nextId()}`;
    await ledger.reject(refusal(rejected), 'INSUFFICIENT_FUNDS');
    await expect(ledger.reject(refusal(rejected), 'INSUFFICIENT_FUNDS')).rejects.toBeInstanceOf(
      IdempotencyReplay,
    );
    const applied = `reject-applied-${nextId()}`;
    await ledger.run((tx) => ledger.post(tx, transfer(accountA, accountB, 5n, applied)));
    await expect(ledger.reject(refusal(applied), 'INSUFFICIENT_FUNDS')).rejects.toBeInstanceOf(
      IdempotencyReplay,
    );
    const { rows } = await t.database.query(
      `select idem_key, outcome from journal where idem_key = any($1) order by idem_key`,
      [[rejected, applied]],
    );
    expect(rows).toEqual([
      { idem_key: applied, outcome: 'applied' },
      { idem_key: rejected, outcome: 'rejected' },
    ]);
  });
});
