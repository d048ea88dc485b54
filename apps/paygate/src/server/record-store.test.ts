import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RecordStore } from '@/server/record-store.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'paygate-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const schema = z.object({ id: z.string(), n: z.number() });
const open = (keep?: (r: z.infer<typeof schema>) => boolean) =>
  new RecordStore(dir, 'things', schema, (r) => r.id, keep);

describe('JSON-lines record store', () => {
  it('replays the last line of each key, skips a torn line, and compacts at boot', () => {
    const store = open();
    store.put({ id: 'a', n: 1 });
    store.put({ id: 'b', n: 1 });
    store.put({ id: 'a', n: 2 });
    const file = path.join(dir, 'things.jsonl');
    appendFileSync(file, '{"id":"b","n":'); // a crash mid-write
    const reopened = open();
    expect(reopened.values()).toEqual([
      { id: 'a', n: 2 },
      { id: 'b', n: 1 },
    ]);
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(2);
  });

  it('drops what `keep` refuses at compaction', () => {
    const store = open((r) => r.id !== 'b');
    expect(store.get('b')).toBeUndefined();
    expect(open().values()).toEqual([{ id: 'a', n: 2 }]);
  });
});
