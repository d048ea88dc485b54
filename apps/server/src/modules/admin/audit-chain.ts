import type { AuditJson } from '@monsoon/contracts/admin/audit';
import { createHash } from 'node:crypto';

/** The hash before a merchant's first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** The fields of an audit entry that its hash covers (everything but the hashes themselves). */
export interface AuditFields {
  merchantId: number;
  seq: number;
  operatorId: number | null;
  operatorUsername: string | null;
  action: string;
  targetKind: string;
  targetId: string;
  before: AuditJson | null;
  after: AuditJson | null;
  ip: string | null;
  createdAt: Date;
}

/**
 * JSON with object keys sorted at every depth and no spaces: the same value always gives the same text,
 * whatever order the database (jsonb) or a caller put the keys in.
 */
export function canonicalJson(value: AuditJson): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k] ?? null)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The canonical text of an entry's fields. */
export function canonicalEntry(f: AuditFields): string {
  return canonicalJson({
    merchantId: f.merchantId,
    seq: f.seq,
    operatorId: f.operatorId,
    operatorUsername: f.operatorUsername,
    action: f.action,
    targetKind: f.targetKind,
    targetId: f.targetId,
    before: f.before,
    after: f.after,
    ip: f.ip,
    createdAt: f.createdAt.toISOString(),
  });
}

/** hash = SHA-256(previous hash, newline, canonical entry), hex. */
export const chainHash = (prevHash: string, f: AuditFields): string =>
  createHash('sha256')
    .update(`${prevHash}\n${canonicalEntry(f)}`)
    .digest('hex');

/**
 * A value as it comes back from jsonb: plain JSON (no undefined, no Date, no bigint). Every value is
 * normalised this way before it is hashed, so the hash at write and at verification agree.
 */
export function toAuditJson(value: unknown): AuditJson | null {
  if (value === undefined) return null;
  const text = JSON.stringify(value, (_k, v: unknown) =>
    typeof v === 'bigint' ? v.toString() : v,
  );
  return parseAuditJson(JSON.parse(text));
}

/** Checks that a parsed value is plain JSON. */
export function parseAuditJson(value: unknown): AuditJson | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  if (Array.isArray(value)) return value.map((v) => parseAuditJson(v));
  if (typeof value === 'object') {
    const out: { [k: string]: AuditJson } = {};
    for (const [k, v] of Object.entries(value)) out[k] = parseAuditJson(v);
    return out;
  }
  throw new Error(`not JSON: ${typeof value}`);
}
