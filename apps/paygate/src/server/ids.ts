import { createHash, randomBytes } from 'node:crypto';

/** An unguessable id with a kind prefix: `PGT` payment, `PGO` payout, `EVT` callback event, `DLV` delivery. */
export function newId(prefix: 'PGT' | 'PGO' | 'EVT' | 'DLV'): string {
  return `${prefix}${randomBytes(12).toString('hex').toUpperCase()}`;
}

/** SHA-256 hex of a value's canonical JSON (sorted keys): what an idempotent repeat must match. */
export function fingerprint(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Deterministic bytes of a seed (sandbox bank numbers and crypto addresses derived from an id). */
export function seededBytes(seed: string, length: number): Buffer {
  const out: Buffer[] = [];
  for (let i = 0; out.length * 32 < length; i++)
    out.push(createHash('sha256').update(`${seed}:${i}`).digest());
  return Buffer.concat(out).subarray(0, length);
}
