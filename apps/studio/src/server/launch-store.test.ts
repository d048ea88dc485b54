import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LaunchStore, MAX_DEMO_LAUNCHES } from '@/server/launch-store.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'launch-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const demo = (n: number) => ({
  token: `demo-${n}`,
  gameCode: 'MS001',
  mode: 'demo' as const,
  currency: 'DEMO',
  language: 'EN' as const,
  lobbyUrl: '',
  createdAt: n,
});

describe('launch store', () => {
  it('keeps at most MAX_DEMO_LAUNCHES visitor launches, dropping the oldest with its demo state', () => {
    const store = new LaunchStore(dir);
    const evicted: string[] = [];
    store.onDemoEvicted = (token) => evicted.push(token);
    for (let n = 0; n <= MAX_DEMO_LAUNCHES + 1; n++) store.record(demo(n));
    expect(store.size).toBe(MAX_DEMO_LAUNCHES);
    expect(evicted).toEqual(['demo-0', 'demo-1']);
    expect(store.get('demo-0')).toBeUndefined();
    expect(store.get(`demo-${MAX_DEMO_LAUNCHES + 1}`)).toBeDefined();
  });
});
