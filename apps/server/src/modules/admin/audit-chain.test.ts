import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  chainHash,
  GENESIS_HASH,
  toAuditJson,
  type AuditFields,
} from './audit-chain.ts';

const entry: AuditFields = {
  merchantId: 1,
  seq: 1,
  operatorId: 7,
  operatorUsername: 'owner',
  action: 'member.lock',
  targetKind: 'member',
  targetId: '42',
  before: { status: 'active' },
  after: { status: 'locked', reason: 'fraud' },
  ip: '10.0.0.1',
  createdAt: new Date('2026-01-02T03:04:05.678Z'),
};

describe('audit chain', () => {
  it('canonical JSON sorts keys at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: null }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[2,{"y":null,"z":1}]},"b":1}',
    );
  });

  it('the hash covers every field and the previous hash', () => {
    const hash = chainHash(GENESIS_HASH, entry);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(
      chainHash(GENESIS_HASH, { ...entry, after: { reason: 'fraud', status: 'locked' } }),
    ).toBe(hash);
    for (const changed of [
      { ...entry, seq: 2 },
      { ...entry, operatorId: 8 },
      { ...entry, targetId: '43' },
      { ...entry, after: { status: 'active', reason: 'fraud' } },
      { ...entry, ip: null },
      { ...entry, createdAt: new Date('2026-01-02T03:04:05.679Z') },
    ])
      expect(chainHash(GENESIS_HASH, changed)).not.toBe(hash);
    expect(chainHash('1'.repeat(64), entry)).not.toBe(hash);
  });

  it('normalises values the way jsonb returns them', () => {
    expect(toAuditJson({ a: 1n, b: undefined, c: [1, 'x'] })).toEqual({ a: '1', c: [1, 'x'] });
    expect(toAuditJson(undefined)).toBeNull();
  });
});
