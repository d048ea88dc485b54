import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ExactNumber,
  parseExactJson,
  readsSourceText,
  restoreExactNumbers,
  stringifyExact,
} from './exact-number.ts';
import { minorToWire, toWireAmount, wireToMinor } from './money.ts';

const above2p53 = 2n ** 53n + 1n;
/** Both readings: the engine's source text where it has it (Chromium, Node 22), and the token scan. */
const readings = [true, false] as const;

/** Minor units far beyond a double and beyond PostgreSQL's bigint, both signs. */
const anyMinor = fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n });

describe('the exact writer', () => {
  it.each([
    [above2p53, 2, '90071992547409.93'],
    [above2p53, 0, '9007199254740993'],
    [10n ** 20n + 7n, 2, '1000000000000000000.07'],
    [10n ** 20n + 7n, 0, '100000000000000000007'],
    [-(10n ** 20n) - 7n, 2, '-1000000000000000000.07'],
    [1234567n, 2, '12345.67'],
    [120000n, 2, '1200'],
    [10n, 2, '0.1'],
    [-5n, 2, '-0.05'],
    [0n, 2, '0'],
  ])('writes %s at scale %i as the bare number %s', (minor, scale, text) => {
    expect(stringifyExact({ amount: toWireAmount(minor, scale) })).toBe(`{"amount":${text}}`);
  });

  it('writes what a double holds exactly as JSON.stringify would (the wire does not change)', () => {
    const safe = fc.bigInt({ min: -(10n ** 15n) + 1n, max: 10n ** 15n - 1n });
    fc.assert(
      fc.property(safe, fc.integer({ min: 0, max: 4 }), (minor, scale) => {
        expect(stringifyExact([toWireAmount(minor, scale)])).toBe(
          JSON.stringify([minorToWire(minor, scale)]),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('leaves every other value exactly as JSON.stringify writes it, whatever its text', () => {
    const text = fc.string({ unit: 'binary', maxLength: 40 });
    const tricky = fc.constantFrom(
      '\u0000',
      '\\u0000',
      '"\\u0000x:1"',
      `${String(new ExactNumber('1').toJSON()).slice(0, 5)}`,
      '\u0000abcdef0123456789:12',
    );
    fc.assert(
      fc.property(fc.jsonValue(), fc.oneof(text, tricky), (value, s) => {
        const plain = { value, s, list: [s, s] };
        expect(stringifyExact(plain)).toBe(JSON.stringify(plain));
      }),
      { numRuns: 500 },
    );
  });

  it('puts the digits back only for its own markers', () => {
    expect(restoreExactNumbers('{"a":"\\u0000x:1"}')).toBe('{"a":"\\u0000x:1"}');
    expect(() => new ExactNumber('1e')).toThrow(TypeError);
    expect(() => new ExactNumber('0x10')).toThrow(TypeError);
    expect(() => new ExactNumber('1,5')).toThrow(TypeError);
    expect(() => new ExactNumber('"1"')).toThrow(TypeError);
  });
});

describe('the exact reader', () => {
  it.each(readings)('reads what a double would change as an ExactNumber (source text: %s)', (s) => {
    const text =
      '{"a":9007199254740993,"b":90071992547409.93,"c":12.5,"d":[100000000000000000007]}';
    const value = parseExactJson(text, s);
    expect(value).toEqual({
      a: new ExactNumber('9007199254740993'),
      b: new ExactNumber('90071992547409.93'),
      c: 12.5,
      d: [new ExactNumber('100000000000000000007')],
    });
  });

  it.each(readings)('reads numbers inside strings as text (source text: %s)', (s) => {
    const text = '{"note":"9007199254740993 and \\"90071992547409.93\\"","n":9007199254740993}';
    expect(parseExactJson(text, s)).toEqual({
      note: '9007199254740993 and "90071992547409.93"',
      n: new ExactNumber('9007199254740993'),
    });
  });

  it.each(readings)(
    'keeps large numbers exact even when a double holds them (source text: %s)',
    (s) => {
      // 10^18 reads back from a double, but as money at scale 2 it is 10^20 minor units.
      expect(parseExactJson('[1000000000000000000,99999999999999,1767225600000,12.5]', s)).toEqual([
        new ExactNumber('1000000000000000000'),
        new ExactNumber('99999999999999'),
        1767225600000,
        12.5,
      ]);
      // Around the limit (2^53 / 1000 = 9007199254740.992), alone in the text: the quick check too.
      expect(parseExactJson('9007199254741', s)).toEqual(new ExactNumber('9007199254741'));
      expect(parseExactJson('-9007199254741', s)).toEqual(new ExactNumber('-9007199254741'));
      expect(parseExactJson('9007199254740', s)).toBe(9007199254740);
      expect(parseExactJson('[9007199254740.99]', s)).toEqual([9007199254740.99]);
    },
  );

  it.each(readings)(
    'reads any JSON as JSON.parse does, large numbers as ExactNumbers (source text: %s)',
    (s) => {
      let exact = 0;
      /** The value with each ExactNumber as the double JSON.parse makes of it (large ones only); counts them. */
      const plain = (v: unknown): unknown => {
        if (v instanceof ExactNumber) {
          exact += 1;
          expect(Math.abs(Number(v.text))).toBeGreaterThanOrEqual(2 ** 53 / 1000);
          return Number(v.text);
        }
        if (typeof v === 'number') expect(Math.abs(v)).toBeLessThan(2 ** 53 / 1000);
        if (Array.isArray(v)) return v.map(plain);
        if (v !== null && typeof v === 'object')
          return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]));
        return v;
      };
      fc.assert(
        fc.property(fc.jsonValue(), (value) => {
          const text = JSON.stringify(value);
          expect(plain(parseExactJson(text, s))).toEqual(JSON.parse(text));
        }),
        { numRuns: 500 },
      );
      expect(exact).toBeGreaterThan(0);
    },
  );

  it.each(readings)(
    'round-trips every amount at any size, writer to reader (source text: %s)',
    (s) => {
      fc.assert(
        fc.property(anyMinor, fc.integer({ min: 0, max: 8 }), (minor, scale) => {
          const text = stringifyExact({ value: { amount: toWireAmount(minor, scale) } });
          const read = parseExactJson(text, s);
          const amount: unknown = Reflect.get(Object(Reflect.get(Object(read), 'value')), 'amount');
          expect(typeof amount === 'number' || amount instanceof ExactNumber).toBe(true);
          if (typeof amount === 'number' || amount instanceof ExactNumber)
            expect(wireToMinor(amount, scale)).toBe(minor);
        }),
        { numRuns: 1000 },
      );
    },
  );
});

describe('wireToMinor of an ExactNumber', () => {
  it('reads any size digit for digit, exponents too', () => {
    expect(wireToMinor(new ExactNumber('90071992547409.93'))).toBe(above2p53);
    expect(wireToMinor(new ExactNumber('1000000000000000000.07'))).toBe(10n ** 20n + 7n);
    expect(wireToMinor(new ExactNumber('-1.5e3'))).toBe(-150000n);
    expect(wireToMinor(new ExactNumber('1.50'))).toBe(150n);
  });

  it('still refuses more decimals than the scale, and absurd exponents', () => {
    expect(() => wireToMinor(new ExactNumber('0.001'))).toThrow(/more than 2 decimals/);
    expect(() => wireToMinor(new ExactNumber('1e100000'))).toThrow(/too large/);
  });
});

describe('the reading with source text (Chromium 114+, Node 22+)', () => {
  it('reads what the writer wrote, in a Node that has it (Node 20 behind a V8 flag)', () => {
    const amounts = fc.sample(anyMinor, 300);
    const text = stringifyExact(amounts.map((m) => toWireAmount(m, 2)));
    const module = fileURLToPath(new URL('./exact-number.ts', import.meta.url));
    const script = `import { parseExactJson, readsSourceText } from ${JSON.stringify(module)};
      let input = '';
      process.stdin.on('data', (c) => (input += c));
      process.stdin.on('end', () => {
        const read = parseExactJson(input);
        console.log(JSON.stringify({ readsSourceText, read: read.map((v) => typeof v === 'number' ? v : { exact: v.text }) }));
      });`;
    // Node 20 has the reading behind a V8 flag; later engines have it on.
    const flags = readsSourceText ? [] : ['--harmony-json-parse-with-source'];
    const child = spawnSync(
      process.execPath,
      [...flags, '--import', 'tsx', '--input-type=module', '-e', script],
      { input: text, encoding: 'utf8' },
    );
    expect(child.stderr).toBe('');
    const out: { readsSourceText: boolean; read: (number | { exact: string })[] } = JSON.parse(
      child.stdout,
    );
    expect(out.readsSourceText).toBe(true);
    expect(
      out.read.map((v) => wireToMinor(typeof v === 'number' ? v : new ExactNumber(v.exact))),
    ).toEqual(amounts);
  });
});
