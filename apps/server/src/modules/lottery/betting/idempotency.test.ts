import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHashOf } from './idempotency.ts';

describe('canonicalJson', () => {
  it('ignores key order and absent or null fields', () => {
    expect(canonicalJson({ b: 1, a: [{ y: 'x', x: null }], c: undefined })).toBe(
      '{"a":[{"y":"x"}],"b":1}',
    );
    expect(requestHashOf({ a: 1, b: { c: 2, d: null } }, 'PHP', 'PHP')).toBe(
      requestHashOf({ b: { c: 2 }, a: 1 }, 'PHP', 'PHP'),
    );
  });

  it('keeps array order and values apart', () => {
    expect(requestHashOf({ a: [1, 2] }, 'PHP', 'PHP')).not.toBe(
      requestHashOf({ a: [2, 1] }, 'PHP', 'PHP'),
    );
    expect(requestHashOf({ a: '1' }, 'PHP', 'PHP')).not.toBe(requestHashOf({ a: 1 }, 'PHP', 'PHP'));
  });

  it('covers the asset and the currency the request is staked in', () => {
    const body = { prizeMode: 'LOTT', contents: [] };
    expect(requestHashOf(body, 'FUN', 'PHP')).not.toBe(requestHashOf(body, 'PHP', 'PHP'));
    expect(requestHashOf(body, 'VND', 'VND')).not.toBe(requestHashOf(body, 'VND', 'PHP'));
  });
});
