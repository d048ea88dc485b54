import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Harness } from '@/server/test/harness.ts';
import { startHarness } from '@/server/test/harness.ts';
import { WalletClient } from '@/server/wallet-client.ts';

describe('wallet client against a real HTTP peer', () => {
  let h: Harness;
  let client: WalletClient;
  beforeAll(async () => {
    h = await startHarness();
    client = new WalletClient({
      serverUrl: h.config.serverUrl,
      vendorCode: 'MONSOON',
      secret: h.config.walletSecret,
      timing: { ...h.config.wallet, attempts: 4 },
      log: h.app.log,
    });
  });
  afterAll(async () => h.close());
  beforeEach(() => {
    h.wallet.calls.length = 0;
    h.wallet.plan = [];
  });

  const bet = (id: string) => ({
    transactionId: `${id}-B`,
    roundId: id,
    playerId: 'P1',
    token: 'tok-1',
    gameCode: 'MS002',
    amount: 100,
  });

  it.each([
    ['a dropped connection', 'drop'],
    ['HTTP 500', 'http500'],
    ['INTERNAL_ERROR', 'internal'],
    ['a timeout', 'slow'],
  ] as const)('retries %s with the same body and ids until OK', async (_name, behaviour) => {
    h.wallet.plan = [behaviour, behaviour];
    const before = h.wallet.balance;
    const result = await client.bet(bet(`R-${behaviour}`));
    expect(result).toMatchObject({ kind: 'answer', answer: { status: 'OK' } });
    const calls = h.wallet.callsOf('bet');
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => c.raw)).size).toBe(1);
    expect(calls.every((c) => c.signatureOk && c.body.transactionId === `R-${behaviour}-B`)).toBe(
      true,
    );
    // A timed-out call may have been applied by the peer: applied once all the same (idempotent id).
    expect(h.wallet.balance).toBe(before - 100);
  });

  it('answers unknown (never a failure) when every attempt is lost', async () => {
    h.wallet.down = true;
    const result = await client.bet(bet('R-down'));
    h.wallet.down = false;
    expect(result.kind).toBe('unknown');
    expect(h.wallet.callsOf('bet')).toHaveLength(4);
  });

  it('takes a business rejection as definitive', async () => {
    const result = await client.bet({ ...bet('R-poor'), amount: 10 ** 12 });
    expect(result).toMatchObject({ kind: 'answer', answer: { status: 'INSUFFICIENT_FUNDS' } });
    expect(h.wallet.callsOf('bet')).toHaveLength(1);
  });

  it('keeps retrying (never final) when the peer refuses the signature, e.g. after a secret change', async () => {
    const before = h.wallet.balance;
    const applied = await client.bet(bet('R-rekey'));
    expect(applied).toMatchObject({ kind: 'answer', answer: { status: 'OK' } });
    const stale = new WalletClient({
      serverUrl: h.config.serverUrl,
      vendorCode: 'MONSOON',
      secret: 'a-secret-the-peer-no-longer-has',
      timing: { ...h.config.wallet, attempts: 2 },
      log: h.app.log,
    });
    const retried = await stale.bet(bet('R-rekey'));
    expect(retried.kind).toBe('unknown');
    expect(h.wallet.balance).toBe(before - 100);
  });

  it('sends a rollback referencing the bet', async () => {
    const result = await client.rollback({
      transactionId: 'R-rb-R',
      referenceTransactionId: 'R-rb-B',
      roundId: 'R-rb',
      playerId: 'P1',
    });
    expect(result).toMatchObject({ kind: 'answer', answer: { status: 'OK' } });
    expect(h.wallet.callsOf('rollback')[0]?.body).toMatchObject({
      referenceTransactionId: 'R-rb-B',
    });
  });
});
