import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WalletAnswer } from '@monsoon/contracts/provider/wallet';
import { createFairRandom, hashServerSeed } from '@/games/slots/engine/fair-random.ts';
import { playRound } from '@/games/slots/engine/round.ts';
import type { RoundOutcome, TitleDef } from '@/games/slots/engine/types.ts';
import { themeOf } from '@/games/slots/art/index.ts';
import type {
  ApiError,
  FairView,
  RotateAnswer,
  SessionView,
  SpinAnswer,
} from '@/games/slots/client/api-types.ts';
import { KeyedLock } from '@/server/keyed-lock.ts';
import type { Launch, LaunchStore } from '@/server/launch-store.ts';
import type { RoundRecord, RoundStore } from '@/server/round-store.ts';
import type { SeedState, SeedStore } from '@/server/seed-store.ts';
import { presentHistory, presentOutcome, presentTitle } from '@/server/slot-presenter.ts';
import type { WalletClient } from '@/server/wallet-client.ts';

/** A visitor's demo balance, in minor units of the studio's own `DEMO` currency. */
export const DEMO_BALANCE_MINOR = 1_000_000n;
export const DEMO_CURRENCY = 'DEMO';

/** A service answer: a value, or an HTTP status with a stable error code for the page. */
export type Result<T> = { ok: true; value: T } | { ok: false; status: number; error: ApiError };

const fail = (status: number, error: ApiError): { ok: false; status: number; error: ApiError } => ({
  ok: false,
  status,
  error,
});
const connectionLost = fail(503, { error: 'connection.lost' });
const sessionExpired = fail(401, { error: 'session.expired' });

/** How a settle attempt of a pending round ended. */
export type SettleOutcome = 'settled' | 'pending' | 'rejected' | 'failed' | 'gone';

export interface SlotServiceDeps {
  launches: LaunchStore;
  seeds: SeedStore;
  rounds: RoundStore;
  wallet: WalletClient;
  findTitle: (code: string) => TitleDef | undefined;
  log: FastifyBaseLogger;
}

/** The slot game server: sessions, rounds with their wallet calls, provably fair seeds, history. */
export class SlotService {
  private readonly demoBalances = new Map<string, bigint>();

  /** Drops a demo launch's balance (the launch store evicted it). */
  forgetDemo(token: string): void {
    this.demoBalances.delete(token);
  }
  /** One open round per player and game: spins, seed changes and settling take this lock. */
  private readonly locks = new KeyedLock();

  constructor(private readonly deps: SlotServiceDeps) {
    // A round written ahead of its bet used its nonce, even if the process stopped before counting it.
    for (const round of deps.rounds.pending()) {
      const state = deps.seeds.get(round.seedKey);
      if (state.serverSeedHash === round.serverSeedHash)
        deps.seeds.consumeNonce(round.seedKey, round.nonce);
    }
  }

  /** Opens the page's session: the title, the balance (wallet `authenticate`, or the demo purse), seeds. */
  async session(token: string): Promise<Result<SessionView>> {
    const found = this.launchOf(token);
    if (!found.ok) return found;
    const { launch, title } = found.value;
    let balanceMinor = this.demoBalances.get(token) ?? DEMO_BALANCE_MINOR;
    let currency = DEMO_CURRENCY;
    if (launch.mode !== 'demo') {
      const result = await this.deps.wallet.authenticate({ token });
      if (result.kind === 'unknown') return connectionLost;
      const { answer } = result;
      if (answer.status !== 'OK') return walletRefusal(answer);
      if (answer.playerId !== undefined && answer.playerId !== launch.playerId) {
        this.deps.log.warn(
          { gameCode: launch.gameCode },
          'authenticate answered another player than the launch',
        );
        return sessionExpired;
      }
      balanceMinor = BigInt(answer.balance);
      currency = answer.currency;
    }
    const key = seedKeyOf(launch);
    const seed = this.deps.seeds.get(key);
    return {
      ok: true,
      value: {
        gameId: launch.gameCode,
        title: presentTitle(title, launch.language),
        theme: themeOf(title.code) ?? null,
        balanceMinor: balanceMinor.toString(),
        currency,
        language: launch.language,
        mode: launch.mode,
        fair: fairOf(seed),
        history: this.historyOf(key),
      },
    };
  }

  /** Plays one round at `betMinor` (one of the title's bet steps) and settles it with the wallet. */
  async spin(token: string, betMinor: number): Promise<Result<SpinAnswer>> {
    const found = this.launchOf(token);
    if (!found.ok) return found;
    const { launch, title } = found.value;
    if (!title.betStepsMinor.includes(betMinor)) return fail(400, { error: 'invalid.bet' });
    const key = seedKeyOf(launch);
    return this.locks.run(key, () =>
      launch.mode === 'demo'
        ? this.demoSpin(launch, title, betMinor)
        : this.walletSpin(launch, title, betMinor),
    );
  }

  private async demoSpin(
    launch: Launch,
    title: TitleDef,
    betMinor: number,
  ): Promise<Result<SpinAnswer>> {
    const key = seedKeyOf(launch);
    const balance = this.demoBalances.get(launch.token) ?? DEMO_BALANCE_MINOR;
    if (balance < BigInt(betMinor))
      return fail(409, { error: 'insufficient.funds', balanceMinor: balance.toString() });
    const seed = this.deps.seeds.get(key);
    const outcome = play(title, betMinor, seed);
    this.deps.seeds.consumeNonce(key, seed.nonce);
    const after = balance - BigInt(betMinor) + outcome.totalWinMinor;
    this.demoBalances.set(launch.token, after);
    const round = roundRecord(launch, key, seed, outcome, betMinor);
    this.deps.rounds.rememberOnly({ ...round, time: new Date().toISOString() });
    return { ok: true, value: this.spinAnswer(round, outcome, after.toString()) };
  }

  private async walletSpin(
    launch: Launch,
    title: TitleDef,
    betMinor: number,
  ): Promise<Result<SpinAnswer>> {
    const key = seedKeyOf(launch);
    // An earlier round of this player and game still open: one try to settle it, else no new round.
    for (const open of this.deps.rounds.pendingFor(key)) await this.settle(open, 1);
    if (this.deps.rounds.pendingFor(key).length > 0) return connectionLost;

    const seed = this.deps.seeds.get(key);
    const outcome = play(title, betMinor, seed);
    const round = roundRecord(launch, key, seed, outcome, betMinor);
    // Written ahead of the bet, nonce counted: whatever happens next, this round is not forgotten.
    this.deps.rounds.begin(round);
    this.deps.seeds.consumeNonce(key, seed.nonce);

    const bet = await this.deps.wallet.bet(round.bet);
    if (bet.kind === 'unknown') return connectionLost;
    if (bet.answer.status !== 'OK') {
      this.deps.rounds.reject(round.roundId, bet.answer.status);
      this.deps.seeds.releaseNonce(key, round.nonce, round.serverSeedHash);
      return walletRefusal(bet.answer);
    }
    this.deps.rounds.betAccepted(round.roundId);
    const win = await this.deps.wallet.win(round.win);
    if (win.kind === 'unknown') return connectionLost;
    if (win.answer.status !== 'OK') {
      this.deps.rounds.fail(round.roundId, win.answer.status);
      this.deps.log.error(
        { roundId: round.roundId, status: win.answer.status },
        'win refused: round needs review',
      );
      return fail(502, { error: 'round.failed' });
    }
    this.deps.rounds.settle(round);
    return { ok: true, value: this.spinAnswer(round, outcome, String(win.answer.balance)) };
  }

  /**
   * Re-sends a pending round's calls with their original bodies: the bet until definitive, then the
   * win. Runs under the round's lock (the background loop and a new spin never race).
   */
  settlePending(roundId: string, seedKey: string, attempts?: number): Promise<SettleOutcome> {
    return this.locks.run(seedKey, async () => {
      const round = this.deps.rounds.pending().find((r) => r.roundId === roundId);
      return round ? this.settle(round, attempts) : 'gone';
    });
  }

  private async settle(round: RoundRecord, attempts?: number): Promise<SettleOutcome> {
    const { wallet, rounds, log } = this.deps;
    if (round.stage === 'bet') {
      const bet = await wallet.call('bet', round.bet, attempts);
      if (bet.kind === 'unknown') return 'pending';
      if (bet.answer.status !== 'OK') {
        rounds.reject(round.roundId, bet.answer.status);
        log.info(
          { roundId: round.roundId, status: bet.answer.status },
          'pending round: bet refused, round void',
        );
        return 'rejected';
      }
      rounds.betAccepted(round.roundId);
    }
    const win = await wallet.call('win', round.win, attempts);
    if (win.kind === 'unknown') return 'pending';
    if (win.answer.status !== 'OK') {
      rounds.fail(round.roundId, win.answer.status);
      log.error(
        { roundId: round.roundId, status: win.answer.status },
        'win refused: round needs review',
      );
      return 'failed';
    }
    rounds.settle(round);
    log.info({ roundId: round.roundId }, 'pending round settled');
    return 'settled';
  }

  /** Sets the player's client seed (1–64 printable characters) for the next rounds. */
  async setClientSeed(token: string, clientSeed: string): Promise<Result<{ fair: FairView }>> {
    const found = this.launchOf(token);
    if (!found.ok) return found;
    const key = seedKeyOf(found.value.launch);
    return this.locks.run(key, async () => {
      // A pending round was computed from the current seeds: they stay until it settles.
      if (this.deps.rounds.pendingFor(key).length > 0) return connectionLost;
      return { ok: true, value: { fair: fairOf(this.deps.seeds.setClientSeed(key, clientSeed)) } };
    });
  }

  /** Reveals the current server seed (past rounds become verifiable) and commits to the next one. */
  async rotateSeed(token: string): Promise<Result<RotateAnswer>> {
    const found = this.launchOf(token);
    if (!found.ok) return found;
    const key = seedKeyOf(found.value.launch);
    return this.locks.run(key, async () => {
      // Revealing the seed while a round's bet is undecided would show its outcome before it counts.
      if (this.deps.rounds.pendingFor(key).length > 0) return connectionLost;
      const { revealed, state } = this.deps.seeds.rotate(key);
      return { ok: true, value: { revealed, fair: fairOf(state) } };
    });
  }

  /** The player's last settled rounds of this game. */
  history(token: string): Result<{ history: SessionView['history'] }> {
    const found = this.launchOf(token);
    if (!found.ok) return found;
    return { ok: true, value: { history: this.historyOf(seedKeyOf(found.value.launch)) } };
  }

  private historyOf(key: string): SessionView['history'] {
    const current = this.deps.seeds.get(key).serverSeedHash;
    return this.deps.rounds.history(key).map((entry) => presentHistory(entry, current));
  }

  private launchOf(token: string): Result<{ launch: Launch; title: TitleDef }> {
    const launch = this.deps.launches.get(token);
    if (!launch) return sessionExpired;
    const title = this.deps.findTitle(launch.gameCode);
    if (!title) return fail(404, { error: 'not.found' });
    return { ok: true, value: { launch, title } };
  }

  private spinAnswer(round: RoundRecord, outcome: RoundOutcome, balanceMinor: string): SpinAnswer {
    return {
      round: {
        roundId: round.roundId,
        nonce: round.nonce,
        betMinor: String(round.betMinor),
        winMinor: outcome.totalWinMinor.toString(),
        outcome: presentOutcome(outcome),
      },
      balanceMinor,
      fair: fairOf(this.deps.seeds.get(round.seedKey)),
    };
  }
}

/** Seeds, nonces and history belong to a player, currency, mode and game (a demo: to its launch). */
export function seedKeyOf(launch: Launch): string {
  if (launch.mode === 'demo' || launch.playerId === undefined) return launch.token;
  return `${launch.mode}:${launch.playerId}:${launch.currency}:${launch.gameCode}`;
}

function fairOf(seed: SeedState): FairView {
  return { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce };
}

function play(title: TitleDef, betMinor: number, seed: SeedState): RoundOutcome {
  return playRound(
    title,
    BigInt(betMinor),
    createFairRandom(seed.serverSeed, seed.clientSeed, seed.nonce),
  );
}

/** Recomputes a round from revealed seeds (the verification view). */
export function verifyRound(
  title: TitleDef,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  betMinor: number,
) {
  const outcome = playRound(
    title,
    BigInt(betMinor),
    createFairRandom(serverSeed, clientSeed, nonce),
  );
  return { serverSeedHash: hashServerSeed(serverSeed), outcome: presentOutcome(outcome) };
}

/** A unique round id: time for ordering, 48 random bits for uniqueness across restarts. */
const newRoundId = (): string => `MS${Date.now().toString(36)}${randomBytes(6).toString('hex')}`;

function roundRecord(
  launch: Launch,
  seedKey: string,
  seed: SeedState,
  outcome: RoundOutcome,
  betMinor: number,
): RoundRecord {
  const roundId = newRoundId();
  const winMinor = Number(outcome.totalWinMinor);
  if (!Number.isSafeInteger(winMinor))
    throw new RangeError(`round ${roundId}: win beyond the wire's integer range`);
  const playerId = launch.playerId ?? launch.token;
  const { token, gameCode } = launch;
  const currency = launch.mode === 'demo' ? DEMO_CURRENCY : launch.currency;
  return {
    roundId,
    seedKey,
    createdAt: Date.now(),
    gameCode,
    currency,
    betMinor,
    winMinor,
    nonce: seed.nonce,
    clientSeed: seed.clientSeed,
    serverSeed: seed.serverSeed,
    serverSeedHash: seed.serverSeedHash,
    stage: 'bet',
    bet: { transactionId: `${roundId}-B`, roundId, playerId, token, gameCode, amount: betMinor },
    win: {
      transactionId: `${roundId}-W`,
      roundId,
      playerId,
      gameCode,
      amount: winMinor,
      roundFinished: true,
      token,
    },
  };
}

/** A definitive refusal of the wallet as the page's error code. */
function walletRefusal(answer: WalletAnswer): { ok: false; status: number; error: ApiError } {
  const balanceMinor = String(answer.balance);
  switch (answer.status) {
    case 'INSUFFICIENT_FUNDS':
      return fail(409, { error: 'insufficient.funds', balanceMinor });
    case 'PLAYER_BLOCKED':
      return fail(403, { error: 'player.blocked' });
    case 'INVALID_TOKEN':
    case 'PLAYER_NOT_FOUND':
      return sessionExpired;
    default:
      return fail(502, { error: 'wallet.rejected' });
  }
}
