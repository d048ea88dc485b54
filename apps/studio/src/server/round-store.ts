import path from 'node:path';
import { z } from 'zod';
import { betBody, winBody } from '@monsoon/contracts/provider/wallet';
import { JsonLines } from '@/server/jsonl.ts';

/** A settled round as the history shows it (the server seed is revealed once rotated). */
const historySchema = z.object({
  roundId: z.string(),
  seedKey: z.string(),
  time: z.string(),
  currency: z.string(),
  betMinor: z.number(),
  winMinor: z.number(),
  nonce: z.number(),
  clientSeed: z.string(),
  serverSeed: z.string(),
  serverSeedHash: z.string(),
});
export type HistoryRecord = z.infer<typeof historySchema>;

/** A round whose wallet calls are not all definitive yet, with the exact bodies to (re-)send. */
const roundSchema = historySchema.omit({ time: true }).extend({
  createdAt: z.number(),
  gameCode: z.string(),
  /** 'bet' until the bet is definitively accepted, then 'win'. */
  stage: z.enum(['bet', 'win']),
  bet: betBody,
  win: winBody,
});
export type RoundRecord = z.infer<typeof roundSchema>;

const eventSchema = z.discriminatedUnion('e', [
  z.object({ e: z.literal('open'), round: roundSchema }),
  z.object({ e: z.literal('bet-ok'), roundId: z.string() }),
  z.object({ e: z.literal('settled'), roundId: z.string() }),
  z.object({ e: z.literal('rejected'), roundId: z.string(), status: z.string() }),
  z.object({ e: z.literal('failed'), roundId: z.string(), status: z.string() }),
]);

export const HISTORY_LIMIT = 50;

/**
 * Rounds in flight and settled rounds. `pending.jsonl` is a write-ahead log: a round is written before
 * its bet is sent, so a crash or a lost connection never forgets a bet the server may have applied;
 * replaying it at boot yields the rounds still to settle. `history.jsonl` holds settled rounds.
 */
export class RoundStore {
  private readonly open = new Map<string, RoundRecord>();
  private readonly histories = new Map<string, HistoryRecord[]>();
  private readonly log: JsonLines;

  /** Forgets an in-memory (demo) history. */
  forget(key: string): void {
    this.histories.delete(key);
  }
  private readonly historyFile: JsonLines;

  constructor(dataDir: string) {
    this.log = new JsonLines(path.join(dataDir, 'pending.jsonl'));
    this.historyFile = new JsonLines(path.join(dataDir, 'history.jsonl'));
    for (const value of this.historyFile.read()) {
      const parsed = historySchema.safeParse(value);
      if (parsed.success) this.remember(parsed.data);
    }
    this.historyFile.rewrite([...this.histories.values()].flat());
    for (const value of this.log.read()) {
      const parsed = eventSchema.safeParse(value);
      if (parsed.success) this.apply(parsed.data);
    }
    this.log.rewrite([...this.open.values()].map((round) => ({ e: 'open', round })));
  }

  /** Writes the round ahead of its bet. */
  begin(round: RoundRecord): void {
    this.log.append({ e: 'open', round });
    this.open.set(round.roundId, round);
  }

  betAccepted(roundId: string): void {
    this.record({ e: 'bet-ok', roundId });
  }

  /** The bet was definitively refused: the round never happened. */
  reject(roundId: string, status: string): void {
    this.record({ e: 'rejected', roundId, status });
  }

  /** The win was definitively refused (should not happen per the contract): kept out of the loop, logged. */
  fail(roundId: string, status: string): void {
    this.record({ e: 'failed', roundId, status });
  }

  /** Both calls were accepted: the round joins the history. */
  settle(round: RoundRecord, now = new Date()): HistoryRecord {
    const entry: HistoryRecord = {
      roundId: round.roundId,
      seedKey: round.seedKey,
      time: now.toISOString(),
      currency: round.currency,
      betMinor: round.betMinor,
      winMinor: round.winMinor,
      nonce: round.nonce,
      clientSeed: round.clientSeed,
      serverSeed: round.serverSeed,
      serverSeedHash: round.serverSeedHash,
    };
    // History first: a crash before the marker re-settles (idempotent calls) and the entry is deduplicated.
    this.historyFile.append(entry);
    this.remember(entry);
    this.record({ e: 'settled', roundId: round.roundId });
    return entry;
  }

  /** Demo rounds: history in memory only. */
  rememberOnly(entry: HistoryRecord): void {
    this.remember(entry);
  }

  pending(): RoundRecord[] {
    return [...this.open.values()];
  }

  pendingFor(seedKey: string): RoundRecord[] {
    return this.pending().filter((round) => round.seedKey === seedKey);
  }

  /** The newest settled rounds of a player and game, newest first. */
  history(seedKey: string): HistoryRecord[] {
    return [...(this.histories.get(seedKey) ?? [])].reverse();
  }

  private record(event: z.infer<typeof eventSchema>): void {
    this.log.append(event);
    this.apply(event);
  }

  private apply(event: z.infer<typeof eventSchema>): void {
    if (event.e === 'open') {
      this.open.set(event.round.roundId, event.round);
    } else if (event.e === 'bet-ok') {
      const round = this.open.get(event.roundId);
      if (round) this.open.set(event.roundId, { ...round, stage: 'win' });
    } else {
      this.open.delete(event.roundId);
    }
  }

  private remember(entry: HistoryRecord): void {
    const list = this.histories.get(entry.seedKey) ?? [];
    if (list.some((e) => e.roundId === entry.roundId)) return;
    list.push(entry);
    if (list.length > HISTORY_LIMIT) list.splice(0, list.length - HISTORY_LIMIT);
    this.histories.set(entry.seedKey, list);
  }
}
