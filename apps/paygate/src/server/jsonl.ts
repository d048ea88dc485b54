import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/**
 * Append-only JSON lines, written synchronously so a record is on disk before the network call it
 * guards. A torn last line (crash mid-write) is skipped on replay.
 */
export class JsonLines {
  constructor(readonly file: string) {
    mkdirSync(path.dirname(file), { recursive: true });
  }

  /** Every readable line, in order. */
  read(): unknown[] {
    if (!existsSync(this.file)) return [];
    const values: unknown[] = [];
    for (const line of readFileSync(this.file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      try {
        values.push(JSON.parse(line));
      } catch {
        // A torn line from a crash: the records before it are intact.
      }
    }
    return values;
  }

  append(value: unknown): void {
    appendFileSync(this.file, `${JSON.stringify(value)}\n`);
  }

  /** Replaces the file atomically (compaction at boot). */
  rewrite(values: readonly unknown[]): void {
    const tmp = `${this.file}.tmp`;
    writeFileSync(tmp, values.map((v) => `${JSON.stringify(v)}\n`).join(''));
    renameSync(tmp, this.file);
  }
}
