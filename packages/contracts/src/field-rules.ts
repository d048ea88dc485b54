import { z } from 'zod';

/**
 * Server-driven registration field rules (wire reference §3, product spec §5). The server sends one
 * rule per register field; the site and the server check text with the same `checkField`.
 */

/** Highest patternId: the wire reference lists 0-19, the product spec 0-22 (docs/decisions/0003). */
export const maxPatternId = 22;

/** One field's rule as `GET /wps/system/setting/register` answers it. */
export const fieldRuleSchema = z.object({
  /** Regex the whole trimmed text must match; `'*'` means any text. */
  acceptedPattern: z.string(),
  /** Fewest characters (Unicode code points) after trimming. */
  minLength: z.number().int().nonnegative(),
  /** Most characters (Unicode code points) after trimming. */
  maxLength: z.number().int().nonnegative(),
  /** Picks the message `reg_pattern_<id>` and the fallback regex. */
  patternId: z.number().int().min(0).max(maxPatternId),
  /** Whether the field is shown at all. */
  enabled: z.boolean(),
  /** Whether empty text is refused. */
  required: z.boolean(),
});
export type FieldRule = z.infer<typeof fieldRuleSchema>;

/** The register fields a rule can be sent for, in the wire's order. */
export const registerFieldNames = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'affiliateCode',
  'captcha',
  'recommenderId',
] as const;
export type RegisterFieldName = (typeof registerFieldNames)[number];

/** The validator map: field name → rule; fields without a rule are simply absent. */
export const registerValidatorsSchema = z.partialRecord(
  z.enum(registerFieldNames),
  fieldRuleSchema,
);
export type RegisterValidators = z.infer<typeof registerValidatorsSchema>;

/** What a patternId means and the regex used when the server's own pattern does not compile. */
export interface PatternKind {
  readonly id: number;
  readonly description: string;
  /** Anchored JavaScript regex source, compiled with the `u` flag. */
  readonly source: string;
}

// Sources are raw strings so `\u4e00` reaches the RegExp as an escape (the same text could be sent on the wire).
const asciiPunct = String.raw`!-\/:-@\[-\x60{-~`;
const cjkPunct = String.raw`\u00b7\u2014\u2026\u2018\u2019\u201c\u201d\u3000-\u303f\uff01-\uff0f\uff1a-\uff20`;
const hangul = String.raw`\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f`;
const thai = String.raw`\u0e00-\u0e7f`;
const japaneseFullWidth = String.raw`\u3000-\u303f\u3040-\u309f\u30a0-\u30ff\u4e00-\u9fff\uff01-\uff5e`;
const yyyy = String.raw`\d{4}`;
const mm = String.raw`(?:0[1-9]|1[0-2])`;
const dd = String.raw`(?:0[1-9]|[12]\d|3[01])`;

/** patternId → meaning and default regex; ids 0-19 follow the wire table, 20-22 complete the spec's list. */
export const patternKinds: readonly PatternKind[] = [
  { id: 0, description: 'any text of (min)-(max) characters', source: String.raw`^[\s\S]*$` },
  {
    id: 1,
    description: 'a letter first, then letters and numbers',
    source: String.raw`^[A-Za-z][A-Za-z0-9]*$`,
  },
  {
    id: 2,
    description: 'Chinese characters and numbers',
    source: String.raw`^[\u4e00-\u9fa50-9]+$`,
  },
  {
    id: 3,
    description: 'email address',
    source: String.raw`^[A-Za-z0-9._%+\-]+@[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$`,
  },
  {
    id: 4,
    description: 'letters and numbers, no special characters',
    source: String.raw`^[A-Za-z0-9]+$`,
  },
  {
    id: 5,
    description: 'must combine letters and numbers',
    source: String.raw`^(?=[^A-Za-z]*[A-Za-z])(?=\D*\d)[A-Za-z0-9]+$`,
  },
  { id: 6, description: 'numbers only', source: String.raw`^[0-9]+$` },
  {
    id: 7,
    description: 'letters and numbers with at least one uppercase',
    source: String.raw`^(?=[^A-Z]*[A-Z])[A-Za-z0-9]+$`,
  },
  { id: 8, description: 'English letters and spaces only', source: String.raw`^[A-Za-z ]+$` },
  { id: 9, description: 'spaces not allowed', source: String.raw`^\S+$` },
  {
    id: 10,
    description: 'Chinese characters and punctuation',
    source: `^[\\u4e00-\\u9fa5${cjkPunct}${asciiPunct}]+$`,
  },
  { id: 11, description: 'date yyyy-MM-dd', source: `^${yyyy}-${mm}-${dd}$` },
  {
    id: 12,
    description: 'letters with a space (full name)',
    source: String.raw`^[A-Za-z]+(?: [A-Za-z]+)+$`,
  },
  { id: 13, description: 'date MM-dd-yyyy', source: `^${mm}-${dd}-${yyyy}$` },
  { id: 14, description: 'letters and numbers only', source: String.raw`^[A-Za-z0-9]+$` },
  { id: 15, description: 'Korean only', source: `^[${hangul}]+$` },
  { id: 16, description: 'Thai only', source: `^[${thai}]+$` },
  { id: 17, description: 'Thai or English letters and spaces', source: `^[${thai}A-Za-z ]+$` },
  {
    id: 18,
    description: 'uppercase letters and spaces, at least one English letter',
    source: String.raw`^(?=[^A-Z]*[A-Z])[A-Z ]+$`,
  },
  { id: 19, description: 'letters, numbers and symbols', source: String.raw`^[\x21-\x7e]+$` },
  { id: 20, description: 'Japanese full-width characters', source: `^[${japaneseFullWidth}]+$` },
  {
    id: 21,
    description: 'strong password: uppercase, lowercase, digit and symbol',
    source: String.raw`^(?=[^A-Z]*[A-Z])(?=[^a-z]*[a-z])(?=\D*\d)(?=[A-Za-z0-9]*[^A-Za-z0-9])\S+$`,
  },
  {
    id: 22,
    description: 'full name: letters of any script, spaces, dots, apostrophes, hyphens',
    source: String.raw`^[\p{L}\p{M}]+(?:[ .'\u2019\-]+[\p{L}\p{M}]+)*\.?$`,
  },
];

/** Why a text failed its rule; `min`/`max` fill the message. */
export interface FieldProblem {
  kind: 'required' | 'length' | 'pattern';
  patternId: number;
  min: number;
  max: number;
}

const anyText = /^[\s\S]*$/u;
const compiled = new Map<string, RegExp>();

/** Compiles with `u` when the source allows it (code-point semantics), else without; null if invalid. */
function tryCompile(source: string): RegExp | null {
  // Wrapping an already anchored pattern is a no-op, and wrapping also anchors alternations like `^a|b$`.
  for (const flags of ['u', '']) {
    try {
      // Compile the bare source first: wrapping could make an unbalanced one such as `a)|(b` valid.
      new RegExp(source, flags);
      return new RegExp(`^(?:${source})$`, flags);
    } catch {
      // try the next flag set: servers may send escapes such as `\_` that only non-unicode mode accepts
    }
  }
  return null;
}

/** The regex for a rule, compiled once; an invalid server pattern falls back to its patternId's default. */
function ruleRegex(acceptedPattern: string, patternId: number): RegExp {
  // An empty pattern is treated like '*': the platform sends '*' for "any", and '' cannot mean "nothing".
  if (acceptedPattern === '*' || acceptedPattern.trim() === '') return anyText;
  const cacheKey = `${patternId}\u0000${acceptedPattern}`;
  const cached = compiled.get(cacheKey);
  if (cached) return cached;
  const fallback = patternKinds[patternId]?.source;
  const regex =
    tryCompile(acceptedPattern) ??
    (fallback === undefined ? null : tryCompile(fallback)) ??
    anyText;
  compiled.set(cacheKey, regex);
  return regex;
}

/** Length in Unicode code points, so an emoji or a supplementary CJK character counts once. */
export const codePointLength = (text: string): number => [...text].length;

/** Checks one field's text against its rule: null when it passes, else the first problem found. */
export function checkField(value: string, rule: FieldRule): FieldProblem | null {
  // A disabled field is not shown, so it has nothing to check (even if the server also marks it required).
  if (!rule.enabled) return null;
  const text = value.trim();
  const base = { patternId: rule.patternId, min: rule.minLength, max: rule.maxLength };
  if (text === '') return rule.required ? { kind: 'required', ...base } : null;
  const length = codePointLength(text);
  if (length < rule.minLength || length > rule.maxLength) return { kind: 'length', ...base };
  if (!ruleRegex(rule.acceptedPattern, rule.patternId).test(text))
    return { kind: 'pattern', ...base };
  return null;
}

/** The length part of a message: one number when min equals max, else `min-max`. */
export const lengthText = (min: number, max: number): string =>
  min === max ? `${min}` : `${min}-${max}`;

/** The i18n key and numbers for a problem's message: `reg_pattern_<id>` or `input_cannot_be_empty`. */
export function fieldMessageParams(problem: FieldProblem): {
  key: string;
  min: number;
  max: number;
} {
  const key =
    problem.kind === 'required' ? 'input_cannot_be_empty' : `reg_pattern_${problem.patternId}`;
  return { key, min: problem.min, max: problem.max };
}
