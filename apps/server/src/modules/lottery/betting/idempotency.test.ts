import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHashOf } from './idempotency.ts';

describe('canonicalJson', () => {
  it('ignores key order and absent or null fields', () => {
    expect(canonicalJson({ b: 1, a: [{ y: 'x', x: null }], c: undefined })).toBe(
      '{"a":[{"y":"x"}],"b":1}',
    );
    expect(requestHashOf({ a: 1, b: { c: 2, d: null } })).toBe(
      requestHashOf({ b: { c: 2 }, a: 1 }),
    );
  });

  it('keeps array order and values apart', () => {
    expect(requestHashOf({ a: [1, 2] })).not.toBe(requestHashOf({ a: [2, 1] }));
    expect(requestHashOf({ a: '1' })).not.toBe(requestHashOf({ a: 1 }));
  });
});
