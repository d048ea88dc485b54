import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './json-body.ts';

/** The nesting depth of a parsed JSON value (arrays and objects). */
const depthOf = (value: unknown): number => {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (value !== null && typeof value === 'object')
    return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  return 0;
};

describe('jsonNestsDeeperThan', () => {
  it('counts arrays and objects, and nothing inside strings', () => {
    expect(jsonNestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(jsonNestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":{"b":[{}]}}', 3)).toBe(true);
    expect(jsonNestsDeeperThan(`{"text":"${'['.repeat(1000)}"}`, 1)).toBe(false);
    // An escaped quote does not end the string; an escaped backslash does not escape the quote.
    expect(jsonNestsDeeperThan('["\\"[[[[", "\\\\"]', 1)).toBe(false);
    expect(jsonNestsDeeperThan('["\\\\", [[]]]', 2)).toBe(true);
  });

  it('refuses 120,000 levels quickly and lets ordinary bodies through', () => {
    const deep = '['.repeat(120_000) + ']'.repeat(120_000);
    expect(jsonNestsDeeperThan(deep)).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ username: 'a', list: [1, { b: [2] }] }))).toBe(
      false,
    );
    expect(jsonNestsDeeperThan('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).toBe(
      false,
    );
    expect(
      jsonNestsDeeperThan('['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1)),
    ).toBe(true);
  });

  it('agrees with the parsed depth of any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 9 }), (value, max) => {
        const text = JSON.stringify(value);
        expect(jsonNestsDeeperThan(text, max)).toBe(depthOf(JSON.parse(text)) > max);
      }),
      { numRuns: 500 },
    );
  });
});
