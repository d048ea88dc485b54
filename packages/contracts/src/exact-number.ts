/**
 * JSON numbers with every digit kept (decision 0033). JSON itself puts no limit on a number's digits,
 * but `JSON.stringify` and `JSON.parse` go through a double, which keeps about 15 significant digits:
 * 2^53 + 1 minor units, or 10^20 + 7, would silently become a neighbour. Node 20 has no `JSON.rawJSON`,
 * so the writer and the reader here do it themselves:
 *
 * - writer: an `ExactNumber` serialises (its `toJSON`) as a marker string that `restoreExactNumbers`
 *   turns back into the bare digits once `JSON.stringify` is done. The marker starts with a NUL
 *   character, which no text the server answers can hold (PostgreSQL refuses it; requests holding one
 *   are refused, `apps/server/src/http/nul-characters.ts`), and carries a random per-process tag.
 * - reader: `parseExactJson` keeps every number token whose digits a double would change (or that is
 *   large enough to be money beyond 2^53 minor units) as an `ExactNumber`, with `JSON.parse`'s source
 *   text where the engine gives it, else a token scan.
 *
 * No zod here: the site's first-load code (the header's balance) reads money through this module.
 */

/** The grammar of a JSON number token. */
const jsonNumberToken = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** A per-process tag, so that even a NUL smuggled into some text could not forge a marker. */
const tag = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(8)), (b) =>
  b.toString(16).padStart(2, '0'),
).join('');

/** The marker's start as a JavaScript string, and as `JSON.stringify` escapes it. */
const markerStart = `\u0000${tag}:`;
const escapedMarkerStart = `\\u0000${tag}:`;

/** A marker string token in stringified JSON: `"\u0000<tag>:<number>"`, quotes included. */
const markerToken = new RegExp(
  `"\\\\u0000${tag}:(-?(?:0|[1-9]\\d*)(?:\\.\\d+)?(?:[eE][+-]?\\d+)?)"`,
  'g',
);

/** A JSON number held as its exact text, for values a double cannot carry digit for digit. */
export class ExactNumber {
  /** The number token, e.g. `12345678901234567.89`. */
  readonly text: string;

  constructor(text: string) {
    if (!jsonNumberToken.test(text))
      throw new TypeError(`not a JSON number: ${JSON.stringify(text)}`);
    this.text = text;
  }

  /** What `JSON.stringify` writes before `restoreExactNumbers` puts the bare digits back. */
  toJSON(): string {
    return `${markerStart}${this.text}`;
  }

  toString(): string {
    return this.text;
  }
}

/** Replaces every ExactNumber marker in stringified JSON by its bare number token. */
export function restoreExactNumbers(json: string): string {
  return json.includes(escapedMarkerStart) ? json.replace(markerToken, '$1') : json;
}

/** `JSON.stringify` with every ExactNumber written as its exact digits. */
export function stringifyExact(value: unknown): string {
  return restoreExactNumbers(JSON.stringify(value));
}

const decimalParts = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/** A number token as sign, significant digits and exponent: `1.50`, `15e-1` and `1.5` read alike. */
function canonicalDecimal(text: string): string {
  const match = decimalParts.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '', fraction = '', exp = '0'] = match;
  const digits = (whole + fraction).replace(/^0+/, '');
  const significant = digits.replace(/0+$/, '');
  if (significant === '') return '0';
  const exponent = Number(exp) - fraction.length + (digits.length - significant.length);
  return `${sign}${significant}e${exponent}`;
}

/**
 * The magnitude from which the reader keeps every number exact, whatever its digits: 2^53 / 1000, so a
 * money amount read as a plain number (up to 3 decimals, the most a currency has) is within
 * `wireToMinor`'s exact range. Timestamps in epoch ms (below 9 × 10^12 until the year 2255), counts and
 * ids stay plain numbers.
 */
const PLAIN_LIMIT = 2 ** 53 / 1000;

/** Whether a number token is kept as an ExactNumber: a double changes its digits, or it is that large. */
const needsExact = (token: string, value: number): boolean =>
  Math.abs(value) >= PLAIN_LIMIT || canonicalDecimal(token) !== canonicalDecimal(String(value));

/**
 * Whether some number in the text could need an ExactNumber: an integer part of 14 digits, or of 13
 * starting with 9 (PLAIN_LIMIT is 9007199254740.99; epoch ms start with 1), 16 significant digits (a
 * token with at most 15 and no exponent always survives a double: IEEE 754's 15 digits), or an
 * exponent. False positives only cost the slower reading.
 */
const mayNeedExact = /\d{14}|(?<!\d)9\d{12}|\d(?:\.?\d){15}|\d[eE][+-]?\d/;

/** One JSON string (escapes included) or one number token; strings are matched whole, so no digit inside one is read. */
const stringOrNumber = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

/** What JSON.parse's reviver gets as a third argument in engines with source text access. */
interface ReviverContext {
  source?: string;
}

/** Whether this engine's JSON.parse hands the reviver each value's source text (Chromium 114+, Node 22+). */
const engineGivesSource = ((): boolean => {
  let seen = false;
  JSON.parse('0', (_key: string, value: unknown, context?: ReviverContext) => {
    seen = typeof context?.source === 'string';
    return value;
  });
  return seen;
})();

/** Whether this engine's JSON.parse hands the reviver source text, i.e. which reading parseExactJson uses. */
export const readsSourceText: boolean = engineGivesSource;

/** Reads with the engine's source text: a number a double changed comes back as an ExactNumber. */
function parseWithSource(text: string): unknown {
  return JSON.parse(text, (_key: string, value: unknown, context?: ReviverContext) =>
    typeof value === 'number' && context?.source !== undefined && needsExact(context.source, value)
      ? new ExactNumber(context.source)
      : value,
  );
}

/** Reads without source text: number tokens a double would change are first quoted with the marker. */
function parseWithScan(text: string): unknown {
  let marked = false;
  const quoted = text.replace(stringOrNumber, (token) => {
    if (token.startsWith('"') || !needsExact(token, Number(token))) return token;
    marked = true;
    return `"${escapedMarkerStart}${token}"`;
  });
  if (!marked) return JSON.parse(text);
  return JSON.parse(quoted, (_key: string, value: unknown) =>
    typeof value === 'string' && value.startsWith(markerStart)
      ? new ExactNumber(value.slice(markerStart.length))
      : value,
  );
}

/**
 * `JSON.parse` that loses no digit: a number whose digits a double would change, or beyond PLAIN_LIMIT,
 * is an `ExactNumber`; every other number a plain number. `sourceText: false` forces the token scan (tests); otherwise the
 * engine's source text is used where it has it.
 */
export function parseExactJson(text: string, sourceText: boolean = engineGivesSource): unknown {
  if (!mayNeedExact.test(text)) return JSON.parse(text);
  return sourceText && engineGivesSource ? parseWithSource(text) : parseWithScan(text);
}
