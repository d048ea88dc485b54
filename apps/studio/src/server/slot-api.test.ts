import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  RotateAnswer,
  SessionView,
  SpinAnswer,
  VerifyAnswer,
} from '@/games/slots/client/api-types.ts';
import type { Harness } from '@/server/test/harness.ts';
import { launch, realLaunch, startHarness } from '@/server/test/harness.ts';

const post = (h: Harness, url: string, payload: object, app = h.app) =>
  app.inject({ method: 'POST', url, payload });

describe('slot API end to end against a wallet peer', () => {
  let h: Harness;
  let token: string;
  beforeEach(async () => {
    h = await startHarness();
    token = await launch(h.app);
  });
  afterEach(async () => h.close());

  it('plays a round: balance moves by win − bet, the verify view recomputes it, history lists it', async () => {
    const session = (await post(h, '/api/slots/session', { token })).json<SessionView>();
    expect(session).toMatchObject({
      balanceMinor: '100000',
      currency: 'CNY',
      mode: 'real',
      title: { code: 'MS002', name: 'Dragon Pearl' },
    });
    const { serverSeedHash, clientSeed, nonce } = session.fair;

    const res = await post(h, '/api/slots/spin', { token, betMinor: 200 });
    expect(res.statusCode).toBe(200);
    const spin = res.json<SpinAnswer>();
    const { roundId } = spin.round;
    expect(spin.round.nonce).toBe(nonce);
    expect(BigInt(spin.balanceMinor)).toBe(100_000n - 200n + BigInt(spin.round.winMinor));
    expect(h.wallet.balance).toBe(Number(spin.balanceMinor));
    expect(h.wallet.callsOf('bet').map((c) => c.body)).toEqual([
      {
        transactionId: `${roundId}-B`,
        roundId,
        playerId: 'P1',
        token,
        gameCode: 'MS002',
        amount: 200,
      },
    ]);
    expect(h.wallet.callsOf('win').map((c) => c.body)).toEqual([
      {
        transactionId: `${roundId}-W`,
        roundId,
        playerId: 'P1',
        gameCode: 'MS002',
        amount: Number(spin.round.winMinor),
        roundFinished: true,
        token,
      },
    ]);
    expect(spin.fair.nonce).toBe(nonce + 1);

    let history = (
      await h.app.inject({ url: `/api/slots/history?token=${token}` })
    ).json<SessionView>().history;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      roundId,
      betMinor: '200',
      winMinor: spin.round.winMinor,
      nonce,
      serverSeedHash,
    });
    expect(history[0]?.serverSeed).toBeUndefined();

    const rotated = (await post(h, '/api/slots/rotate-seed', { token })).json<RotateAnswer>();
    expect(rotated.revealed.serverSeedHash).toBe(serverSeedHash);
    expect(createHash('sha256').update(rotated.revealed.serverSeed).digest('hex')).toBe(
      serverSeedHash,
    );
    expect(rotated.fair).toMatchObject({ nonce: 0, clientSeed });
    expect(rotated.fair.serverSeedHash).not.toBe(serverSeedHash);
    history = (await h.app.inject({ url: `/api/slots/history?token=${token}` })).json<SessionView>()
      .history;
    expect(history[0]?.serverSeed).toBe(rotated.revealed.serverSeed);

    const query = new URLSearchParams({
      gameCode: 'MS002',
      serverSeed: rotated.revealed.serverSeed,
      clientSeed,
      nonce: String(nonce),
      betMinor: '200',
    });
    const verify = (await h.app.inject({ url: `/api/slots/verify?${query}` })).json<VerifyAnswer>();
    expect(verify.serverSeedHash).toBe(serverSeedHash);
    expect(verify.outcome).toEqual(spin.round.outcome);
  });

  it("plays a brand game on its own ladder and lines, and the verify view recomputes it by the session's gameId", async () => {
    const brandToken = await launch(h.app, { ...realLaunch, gameCode: 'ST0002' });
    const session = (
      await post(h, '/api/slots/session', { token: brandToken })
    ).json<SessionView>();
    expect(session.gameId).toBe('ST0002');
    expect(session.title).toMatchObject({
      code: 'MS006',
      betStepsMinor: [1, 2, 5, 10, 20, 50, 100],
    });
    const { clientSeed, nonce } = session.fair;
    const spin = (
      await post(h, '/api/slots/spin', { token: brandToken, betMinor: 1 })
    ).json<SpinAnswer>();
    expect(h.wallet.callsOf('bet').at(-1)?.body).toMatchObject({ gameCode: 'ST0002', amount: 1 });
    const { revealed } = (
      await post(h, '/api/slots/rotate-seed', { token: brandToken })
    ).json<RotateAnswer>();
    const verifyUrl = (gameCode: string) =>
      `/api/slots/verify?${new URLSearchParams({ gameCode, serverSeed: revealed.serverSeed, clientSeed, nonce: String(nonce), betMinor: '1' })}`;
    const verify = (await h.app.inject({ url: verifyUrl(session.gameId) })).json<VerifyAnswer>();
    expect(verify.outcome).toEqual(spin.round.outcome);
    // The title's own ladder has no 0.01 step: verifying under the title code would not be this game.
    expect((await h.app.inject({ url: verifyUrl('MS006') })).statusCode).toBe(400);
  });

  it('refuses a bet that is not a bet step, without any wallet call', async () => {
    const res = await post(h, '/api/slots/spin', { token, betMinor: 123 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid.bet' });
    expect(h.wallet.callsOf('bet')).toHaveLength(0);
  });

  it('INSUFFICIENT_FUNDS: no win call, an error to the page, the nonce kept, nothing in history', async () => {
    h.wallet.balance = 150;
    const before = (await post(h, '/api/slots/session', { token })).json<SessionView>().fair.nonce;
    const res = await post(h, '/api/slots/spin', { token, betMinor: 200 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'insufficient.funds', balanceMinor: '150' });
    expect(h.wallet.callsOf('win')).toHaveLength(0);
    const after = (await post(h, '/api/slots/session', { token })).json<SessionView>();
    expect(after.fair.nonce).toBe(before);
    expect(after.history).toHaveLength(0);
    expect(h.app.studio.rounds.pending()).toHaveLength(0);
  });

  it('an unknown session token is refused', async () => {
    const res = await post(h, '/api/slots/spin', { token: 'nobody', betMinor: 200 });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'session.expired' });
  });

  it('server down: the round is pending and persisted, then settled with the same ids when it is back', async () => {
    h.wallet.down = true;
    const res = await post(h, '/api/slots/spin', { token, betMinor: 100 });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'connection.lost' });
    const [pending] = h.app.studio.rounds.pending();
    expect(pending).toBeDefined();
    const log = readFileSync(path.join(h.config.dataDir, 'pending.jsonl'), 'utf8');
    expect(log).toContain(pending!.roundId);
    const betsWhileDown = h.wallet.callsOf('bet');
    expect(betsWhileDown.length).toBeGreaterThanOrEqual(3);
    // The seed of an undecided round is not revealed, nor the client seed changed under it.
    expect((await post(h, '/api/slots/rotate-seed', { token })).json()).toEqual({
      error: 'connection.lost',
    });
    expect((await post(h, '/api/slots/client-seed', { token, clientSeed: 'mine' })).json()).toEqual(
      { error: 'connection.lost' },
    );

    // A restart while still down: the round is replayed from disk.
    const restarted = await h.restart();
    expect(restarted.studio.rounds.pending().map((r) => r.roundId)).toEqual([pending!.roundId]);
    await h.app.close();

    h.wallet.down = false;
    await expect.poll(() => restarted.studio.rounds.pending().length, { timeout: 5_000 }).toBe(0);
    const bets = h.wallet.callsOf('bet');
    expect(new Set(bets.map((c) => c.raw)).size).toBe(1);
    expect(bets[0]?.body.transactionId).toBe(`${pending!.roundId}-B`);
    const wins = h.wallet.callsOf('win').filter((c) => c.behaviour === 'ok');
    expect(wins.map((c) => c.body.transactionId)).toEqual([`${pending!.roundId}-W`]);
    expect(h.wallet.balance).toBe(100_000 - 100 + pending!.winMinor);
    const history = (
      await restarted.inject({ url: `/api/slots/history?token=${token}` })
    ).json<SessionView>().history;
    expect(history.map((e) => e.roundId)).toEqual([pending!.roundId]);
    // The pending round used its nonce: the next round takes the next one.
    const next = (
      await post(h, '/api/slots/spin', { token, betMinor: 100 }, restarted)
    ).json<SpinAnswer>();
    expect(next.round.nonce).toBe(pending!.nonce + 1);
  });

  it('a lost win is re-sent alone (the bet is not repeated once accepted)', async () => {
    h.wallet.plan = ['ok', 'drop', 'drop', 'drop'];
    const res = await post(h, '/api/slots/spin', { token, betMinor: 100 });
    expect(res.statusCode).toBe(503);
    expect(h.app.studio.rounds.pending()[0]?.stage).toBe('win');
    await h.app.studio.settler.runOnce();
    expect(h.app.studio.rounds.pending()).toHaveLength(0);
    expect(h.wallet.callsOf('bet')).toHaveLength(1);
  });

  it('demo play needs no wallet: 1,000,000 DEMO and win − bet', async () => {
    const { token: _t, playerId: _p, ...visitor } = realLaunch;
    const demo = await launch(h.app, { ...visitor, mode: 'demo' });
    const session = (await post(h, '/api/slots/session', { token: demo })).json<SessionView>();
    expect(session).toMatchObject({ balanceMinor: '1000000', currency: 'DEMO', mode: 'demo' });
    const spin = (
      await post(h, '/api/slots/spin', { token: demo, betMinor: 500 })
    ).json<SpinAnswer>();
    expect(BigInt(spin.balanceMinor)).toBe(1_000_000n - 500n + BigInt(spin.round.winMinor));
    expect(h.wallet.calls).toHaveLength(0);
    const seed = await post(h, '/api/slots/client-seed', {
      token: demo,
      clientSeed: 'my lucky seed',
    });
    expect(seed.json()).toMatchObject({ fair: { clientSeed: 'my lucky seed', nonce: 1 } });
    expect(
      (await post(h, '/api/slots/client-seed', { token: demo, clientSeed: '' })).statusCode,
    ).toBe(400);
  });
});
