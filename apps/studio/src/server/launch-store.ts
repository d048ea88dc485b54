import path from 'node:path';
import { z } from 'zod';
import { LAUNCH_MODES } from '@monsoon/contracts/provider/wallet';
import { LANGUAGE_CODES } from '@/games/slots/engine/types.ts';
import { JsonLines } from '@/server/jsonl.ts';

const launchSchema = z.object({
  token: z.string().min(1),
  gameCode: z.string().min(1),
  mode: z.enum(LAUNCH_MODES),
  currency: z.string().min(1),
  language: z.enum(LANGUAGE_CODES),
  lobbyUrl: z.string(),
  /** Absent for demo play. */
  playerId: z.string().optional(),
  createdAt: z.number(),
});
/** What a launch token stands for: one player, game, currency and mode. */
export type Launch = z.infer<typeof launchSchema>;

/** Demo launches kept in memory at once (each is a visitor's game; older ones must relaunch). */
export const MAX_DEMO_LAUNCHES = 20_000;

/** Launch records by token; real and fun launches survive a restart, demo ones live in memory. */
export class LaunchStore {
  private readonly launches = new Map<string, Launch>();
  private readonly file: JsonLines;

  constructor(dataDir: string) {
    this.file = new JsonLines(path.join(dataDir, 'launches.jsonl'));
    for (const value of this.file.read()) {
      const parsed = launchSchema.safeParse(value);
      if (parsed.success) this.launches.set(parsed.data.token, parsed.data);
    }
  }

  get(token: string): Launch | undefined {
    return this.launches.get(token);
  }

  /** Called with the token of a demo launch dropped to bound memory (its demo state goes with it). */
  onDemoEvicted: (token: string) => void = () => {};
  private readonly demoTokens: string[] = [];

  /**
   * Records a launch; the server may repeat a launch with the same token (the last one wins). Demo
   * launches are public (visitors): at most MAX_DEMO_LAUNCHES are kept, the oldest dropped first.
   */
  record(launch: Launch): void {
    this.launches.set(launch.token, launch);
    if (launch.mode !== 'demo') {
      this.file.append(launch);
      return;
    }
    this.demoTokens.push(launch.token);
    while (this.demoTokens.length > MAX_DEMO_LAUNCHES) {
      const oldest = this.demoTokens.shift();
      if (oldest === undefined) break;
      this.launches.delete(oldest);
      this.onDemoEvicted(oldest);
    }
  }

  get size(): number {
    return this.launches.size;
  }
}
