import path from 'node:path';
import type { z } from 'zod';
import { JsonLines } from '@/server/jsonl.ts';

/**
 * Records kept in memory and in one JSON-lines file: every change appends the whole record, so the
 * last line of a key wins on replay. The file is compacted (one line per record) at boot; a torn last
 * line from a crash is skipped, and a record is on disk before anything it causes is sent.
 */
export class RecordStore<T> {
  private readonly records = new Map<string, T>();
  private readonly file: JsonLines;

  constructor(
    dataDir: string,
    name: string,
    private readonly schema: z.ZodType<T>,
    private readonly keyOf: (record: T) => string,
    /** Records dropped at compaction (e.g. callbacks delivered long ago). */
    keep: (record: T) => boolean = () => true,
  ) {
    this.file = new JsonLines(path.join(dataDir, `${name}.jsonl`));
    for (const value of this.file.read()) {
      const parsed = this.schema.safeParse(value);
      if (parsed.success) this.records.set(this.keyOf(parsed.data), parsed.data);
    }
    for (const [key, record] of this.records) if (!keep(record)) this.records.delete(key);
    this.file.rewrite([...this.records.values()]);
  }

  get(key: string): T | undefined {
    return this.records.get(key);
  }

  /** Writes the record to disk, then to memory. */
  put(record: T): T {
    this.file.append(record);
    this.records.set(this.keyOf(record), record);
    return record;
  }

  values(): T[] {
    return [...this.records.values()];
  }
}
