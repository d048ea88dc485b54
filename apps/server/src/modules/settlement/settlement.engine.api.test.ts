import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/db/client.ts';
import { createWalletService } from '@/modules/wallet/wallet.service.ts';
import { demoMerchant, nextId } from '@/test/factories.ts';
import { expectLedgerClean } from '@/test/money.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { withDatabase } from '@/test/template.ts';
import { createSettlementEngine, type AccountsOf, type NewAccrual } from './settlement.engine.ts';
import { createEngineRepository } from './settlement.repository.ts';

/**
 * The settlement engine (money.md §6, §10; decision 0032) on its own: accruals of one (kind, period)
 * paid by three runners at once (their own pools on PostgreSQL) → each accrual paid exactly once, one
 * item and one journal per beneficiary; a beneficiary whose payment fails leaves nothing (whole items
 * or nothing) and is paid by the next pass; a late accrual is never paid twice.
 */
let t: TestApp;
const extra: DatabaseHandle[] = [];
let merchantId = 0;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await demoMerchant(t.database)).id;
});
afterAll(async () => {
  for (const h of extra) await h.close();
  await t.close();
});

async function engines(n: number) {
  const url = process.env.TEST_DATABASE_URL;
  const { rows } = await t.database.query('select current_database() as name');
  const handles = url
    ? await Promise.all(
        Array.from({ length: n }, () =>
          openDatabase({ url: withDatabase(url, String(rows[0]?.['name'])) }),
        ),
      )
    : Array.from({ length: n }, () => t.database);
  if (url) extra.push(...handles);
  return handles.map(({ db }) => {
    const wallet = createWalletService(db);
    const accountsOf: AccountsOf = async (tx, run, b) => {
      const ref = { merchantId: run.merchantId, memberId: b.beneficiaryId };
      return {
        beneficiary: await wallet.memberAccountId(ref, b.asset, tx),
        payer: await wallet.houseAccountId(ref, b.asset, tx),
      };
    };
    return { engine: createSettlementEngine({ db, ledger: wallet.ledger }), accountsOf };
  });
}

/** Writes accruals as an earning transaction would. */
const accrue = (accruals: NewAccrual[]) => {
  const { ledger } = t.app.services.wallet;
  const engine = createSettlementEngine({ db: t.database.db, ledger });
  return ledger.run((tx) => engine.accrue(tx, accruals));
};

const memberBalance = async (memberId: number) =>
  BigInt(
    String(
      (
        await t.database.query(
          `select coalesce(sum(balance), 0)::text as b from accounts
           where merchant_id = $1 and owner_kind = 'member' and owner_id = $2 and asset = 'PHP'`,
          [merchantId, memberId],
        )
      ).rows[0]?.['b'],
    ),
  );

describe('settlement engine', () => {
  it('three runners at once pay every accrual exactly once: one item and one journal per beneficiary', async () => {
    const period = `2026-11-${nextId()}`;
    const members = Array.from({ length: 30 }, () => 6_000_000 + nextId());
    const accruals: NewAccrual[] = members.flatMap((m, i) =>
      Array.from({ length: 1 + (i % 4) }, (_, k) => ({
        merchantId,
        kind: 'test.salary',
        period,
        beneficiaryId: m,
        asset: 'PHP',
        amount: BigInt(100 * (k + 1) + i),
        source: `fact:${m}:${k}`,
      })),
    );
    expect(await accrue(accruals)).toBe(accruals.length);
    // Writing them again (a replayed consumer batch) adds nothing.
    expect(await accrue(accruals)).toBe(0);
    const runners = await engines(3);
    const run = await runners[0]!.engine.openRun(merchantId, 'test.salary', period);
    expect(await runners[1]!.engine.openRun(merchantId, 'test.salary', period)).toEqual(run);
    const reports = await Promise.all(
      runners.map(({ engine, accountsOf }) => engine.settleRun(run, accountsOf, new Date())),
    );
    expect(reports.reduce((n, r) => n + r.items, 0)).toBe(members.length);
    expect(reports.some((r) => r.closed)).toBe(true);
    for (const [i, m] of members.entries()) {
      const owed = accruals.filter((a) => a.beneficiaryId === m).reduce((s, a) => s + a.amount, 0n);
      expect(await memberBalance(m)).toBe(owed);
      expect(i).toBeGreaterThanOrEqual(0);
    }
    const { rows } = await t.database.query(
      `select count(*)::int as items, count(distinct journal_id)::int as journals,
         sum(accruals)::int as accruals from settlement_items where run_id = $1`,
      [run.id],
    );
    expect(rows[0]).toEqual({ items: 30, journals: 30, accruals: accruals.length });
    expect(
      (
        await t.database.query(
          `select count(*)::int as n from journal where kind = 'test.salary' and idem_key like $1`,
          [`${period}:%`],
        )
      ).rows[0]?.['n'],
    ).toBe(30);
    // Another pass finds nothing left.
    expect(
      (await runners[2]!.engine.settleRun(run, runners[2]!.accountsOf, new Date())).items,
    ).toBe(0);
    await expectLedgerClean(t.database);
  });

  it('a failing payment leaves whole items or nothing; the next pass pays what remains; a late accrual is not paid twice', async () => {
    const period = `2026-12-${nextId()}`;
    const [ok, failing] = [6_100_000 + nextId(), 6_100_000 + nextId()];
    await accrue(
      [ok, failing].map((m) => ({
        merchantId,
        kind: 'test.rebate',
        period,
        beneficiaryId: m,
        asset: 'PHP',
        amount: 700n,
        source: `fact:${m}`,
      })),
    );
    const [{ engine, accountsOf }] = (await engines(1)) as [
      Awaited<ReturnType<typeof engines>>[number],
    ];
    const run = await engine.openRun(merchantId, 'test.rebate', period);
    const broken: AccountsOf = (tx, r, b) =>
      b.beneficiaryId === failing ? Promise.reject(new Error('payer down')) : accountsOf(tx, r, b);
    await expect(engine.settleRun(run, broken, new Date())).rejects.toThrow(/1 failed/);
    expect(await memberBalance(ok)).toBe(700n);
    expect(await memberBalance(failing)).toBe(0n);
    const unsettled = async () =>
      (
        await t.database.query(
          `select count(*)::int as n from accruals where period = $1 and settled_run_id is null`,
          [period],
        )
      ).rows[0]?.['n'];
    expect(await unsettled()).toBe(1);
    const retry = await engine.settleRun(run, accountsOf, new Date());
    expect(retry).toMatchObject({ items: 1, amount: 700n, closed: true });
    expect(await memberBalance(failing)).toBe(700n);

    // An accrual written after its beneficiary was paid stays unsettled: never a second item.
    await accrue([
      {
        merchantId,
        kind: 'test.rebate',
        period,
        beneficiaryId: ok,
        asset: 'PHP',
        amount: 50n,
        source: `late:${ok}`,
      },
    ]);
    await expect(engine.settleRun(run, accountsOf, new Date())).rejects.toMatchObject({
      errors: [expect.objectContaining({ message: expect.stringMatching(/late accrual/) })],
    });
    expect(await memberBalance(ok)).toBe(700n);
    expect(await unsettled()).toBe(1);
    // An item is written once: the server's role has no right to change it, the trigger refuses the owner.
    const change = `update settlement_items set amount = 0 where run_id = ${run.id}`;
    await expect(t.database.query(change)).rejects.toThrow(/permission denied/);
    const owner = await t
      .asOwner((db) => db.execute(sql.raw(change)))
      .then(
        () => null,
        (err: unknown) => String((err as { cause?: unknown }).cause ?? err),
      );
    expect(owner).toMatch(/append-only/);
    await expectLedgerClean(t.database);
  });

  it('pages beneficiaries by number, so a run of several pages reaches every one (99… before 100…)', async () => {
    const period = `2027-01-${nextId()}`;
    const [small, large] = [99_000_000 + nextId(), 100_000_000 + nextId()];
    await accrue(
      [small, large].map((m) => ({
        merchantId,
        kind: 'test.pages',
        period,
        beneficiaryId: m,
        asset: 'PHP',
        amount: 100n,
        source: `fact:${m}`,
      })),
    );
    const { engine } = (await engines(1))[0]!;
    const run = await engine.openRun(merchantId, 'test.pages', period);
    const repo = createEngineRepository(t.database.db);
    const first = await repo.beneficiaries(run, null, 1);
    const second = await repo.beneficiaries(run, first[0] ?? null, 1);
    expect([...first, ...second].map((b) => b.beneficiaryId)).toEqual([small, large]);
  });

  it('opens the run of the last complete period in the merchant’s time zone (Asia/Manila)', async () => {
    const { engine } = (await engines(1))[0]!;
    // 01:00 UTC on the 26th is 09:00 in Manila: yesterday's business day is the 25th.
    const at = new Date('2026-11-26T01:00:00Z');
    const daily = await engine.openPeriodRun(merchantId, 'test.daily', 'daily', at);
    expect(daily.period).toMatchObject({
      key: '2026-11-25',
      start: new Date('2026-11-24T16:00:00Z'),
      end: new Date('2026-11-25T16:00:00Z'),
    });
    expect(daily.run).toMatchObject({ merchantId, kind: 'test.daily', period: '2026-11-25' });
    expect((await engine.openPeriodRun(merchantId, 'test.daily', 'daily', at)).run).toEqual(
      daily.run,
    );
    const half = await engine.openPeriodRun(merchantId, 'test.half', 'half-monthly', at);
    expect(half.run.period).toBe('2026-11-H1');
  });
});
