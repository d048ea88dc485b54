import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { hashServerSeed, newServerSeed } from '@/games/slots/engine/fair-random.ts';
import { JsonLines } from '@/server/jsonl.ts';

const revealedSchema = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Rounds played with this seed (nonces 0 … nonce − 1). */
  nonce: z.number(),
});
const seedStateSchema = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce of the next round. */
  nonce: z.number().int().nonnegative(),
  previous: revealedSchema.optional(),
});
export type SeedState = z.infer<typeof seedStateSchema>;
export type RevealedSeed = z.infer<typeof revealedSchema>;

const snapshotSchema = z.object({ key: z.string(), state: seedStateSchema });

/** A fresh client seed until the player picks one. */
const newClientSeed = (): string => randomBytes(8).toString('hex');

/**
 * Provably fair seed pairs per player and game (demo keys live in memory). Every change appends a
 * snapshot; the last snapshot of a key wins on replay.
 */
export class SeedStore {
  private readonly states = new Map<string, SeedState>();
  private readonly file: JsonLines;

  /** Forgets an in-memory (demo) seed state. */
  forget(key: string): void {
    this.states.delete(key);
  }

  constructor(dataDir: string) {
    this.file = new JsonLines(path.join(dataDir, 'seeds.jsonl'));
    for (const value of this.file.read()) {
      const parsed = snapshotSchema.safeParse(value);
      if (parsed.success) this.states.set(parsed.data.key, parsed.data.state);
    }
    this.file.rewrite([...this.states].map(([key, state]) => ({ key, state })));
  }

  /** The current pair of a key, created on first use. */
  get(key: string): SeedState {
    const existing = this.states.get(key);
    if (existing) return existing;
    const serverSeed = newServerSeed();
    return this.save(key, {
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: newClientSeed(),
      nonce: 0,
    });
  }

  /** Marks the current nonce used (the round was played or may have been). */
  consumeNonce(key: string, nonce: number): void {
    const state = this.get(key);
    if (state.nonce === nonce) this.save(key, { ...state, nonce: nonce + 1 });
  }

  /** Gives the nonce back when its round definitively did not happen (the bet was refused). */
  releaseNonce(key: string, nonce: number, serverSeedHash: string): void {
    const state = this.get(key);
    if (state.nonce === nonce + 1 && state.serverSeedHash === serverSeedHash)
      this.save(key, { ...state, nonce });
  }

  setClientSeed(key: string, clientSeed: string): SeedState {
    return this.save(key, { ...this.get(key), clientSeed });
  }

  /** Reveals the current server seed and commits to a new one; the nonce starts again at 0. */
  rotate(key: string): { revealed: RevealedSeed; state: SeedState } {
    const { serverSeed, serverSeedHash, clientSeed, nonce } = this.get(key);
    const revealed = { serverSeed, serverSeedHash, clientSeed, nonce };
    const next = newServerSeed();
    const state = this.save(key, {
      serverSeed: next,
      serverSeedHash: hashServerSeed(next),
      clientSeed,
      nonce: 0,
      previous: revealed,
    });
    return { revealed, state };
  }

  private save(key: string, state: SeedState): SeedState {
    this.states.set(key, state);
    if (!key.startsWith('demo-')) this.file.append({ key, state });
    return state;
  }
}
