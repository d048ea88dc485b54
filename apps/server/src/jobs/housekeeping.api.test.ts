import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { countRows, demoMerchant } from '@/test/factories.ts';
import { jobDefinitions } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the housekeeping job', () => {
  it('deletes stale captchas, codes and failure counts, and keeps live ones', async () => {
    const { database } = t;
    const { id } = await demoMerchant(database);
    const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    await database.query(
      `insert into captchas (id, merchant_id, answer_hash, expires_at) values ('old', $1, 'h', $2), ('new', $1, 'h', $3)`,
      [id, ago(2), ago(-1)],
    );
    await database.query(
      `insert into verification_codes (merchant_id, purpose, recipient, code_hash, expires_at)
       values ($1, 'login', '+old', 'h', $2), ($1, 'login', '+new', 'h', $3)`,
      [id, ago(25), ago(1)],
    );
    await database.query(
      `insert into login_failures (merchant_id, account_key, failures, last_failure_at)
       values ($1, 'old', 3, $2), ($1, 'new', 3, $3)`,
      [id, ago(25), ago(1)],
    );
    const job = jobDefinitions(t.app.services).find((j) => j.name === 'housekeeping-expired-codes');
    await job?.run();
    expect(await countRows(database, 'captchas', `id in ('old', 'new')`)).toBe(1);
    expect(await countRows(database, 'captchas', `id = 'new'`)).toBe(1);
    expect(await countRows(database, 'verification_codes', `recipient in ('+old', '+new')`)).toBe(
      1,
    );
    expect(await countRows(database, 'login_failures', `account_key in ('old', 'new')`)).toBe(1);
    expect(await countRows(database, 'login_failures', `account_key = 'new'`)).toBe(1);
  });
});
