import {
  checkField,
  fieldMessageParams,
  lengthText,
  type FieldProblem,
  type FieldRule,
} from '@monsoon/contracts/field-rules';
import i18next from 'i18next';

/** Pattern ids that have a `reg_pattern_<id>` message (decision 0003). */
type PatternId =
  | 0
  | 1
  | 2
  | 3
  | 4
  | 5
  | 6
  | 7
  | 8
  | 9
  | 10
  | 11
  | 12
  | 13
  | 14
  | 15
  | 16
  | 17
  | 18
  | 19
  | 20
  | 21
  | 22;
const isPatternId = (n: number): n is PatternId => Number.isInteger(n) && n >= 0 && n <= 22;

/**
 * Fills a rule message: "(min)-(max)" becomes one number when both are equal (`lengthText`), then any
 * remaining "(min)" and "(max)" are replaced (the platform's message convention, wire reference §3).
 */
export function fillLimits(template: string, min: number, max: number): string {
  return template
    .replaceAll('(min)-(max)', lengthText(min, max))
    .replaceAll('(min)', String(min))
    .replaceAll('(max)', String(max));
}

/** The message of a rule problem in the current language: `reg_pattern_<id>` or `input_cannot_be_empty`. */
export function fieldProblemMessage(problem: FieldProblem): string {
  const { min, max } = fieldMessageParams(problem);
  if (problem.kind === 'required' || !isPatternId(problem.patternId))
    return i18next.t('auth:input_cannot_be_empty');
  return fillLimits(i18next.t(`auth:reg_pattern_${problem.patternId}`), min, max);
}

/**
 * A react-hook-form `validate` for a server rule: true when the text passes, else the message.
 * `required` overrides the rule's own flag (e.g. the username is always required on its tab).
 */
export function ruleValidator(
  rule: FieldRule | undefined,
  options: { required?: boolean } = {},
): (value: string) => true | string {
  return (value) => {
    const text = value.trim();
    if (!rule) {
      if (options.required && text === '') return i18next.t('auth:input_cannot_be_empty');
      return true;
    }
    const effective: FieldRule = {
      ...rule,
      enabled: true,
      required: options.required ?? rule.required,
    };
    const problem = checkField(text, effective);
    return problem ? fieldProblemMessage(problem) : true;
  };
}

/**
 * The message for a key the server put in an `invalid.request` answer's `value.fields`
 * (`reg_pattern_<id>`, `input_cannot_be_empty`, `invalid_phone_number`...), with its limits filled.
 */
export function serverFieldMessage(
  key: string,
  limits?: { min: number; max: number },
): string | null {
  const text = authKeyMessage(key);
  if (text === null) return null;
  return limits ? fillLimits(text, limits.min, limits.max) : text;
}

/** Field message keys the server may send besides the rule ones (contracts `fieldMessageKeys`). */
const plainKeys = ['input_cannot_be_empty', 'invalid_phone_number', 'invalid_language'] as const;
type PlainKey = (typeof plainKeys)[number];
const isPlainKey = (key: string): key is PlainKey => (plainKeys as readonly string[]).includes(key);

/** The auth-namespace text of a server field key, or null when the key is unknown. */
function authKeyMessage(key: string): string | null {
  const match = /^reg_pattern_(\d+)$/.exec(key);
  if (match) {
    const id = Number(match[1]);
    return isPatternId(id) ? i18next.t(`auth:reg_pattern_${id}`) : null;
  }
  return isPlainKey(key) ? i18next.t(`auth:${key}`) : null;
}

/** The rule of a field as a hint shown before any error (e.g. "6-12 letters and numbers, no special characters."). */
export function ruleHint(rule: FieldRule | undefined): string | undefined {
  if (!rule || !isPatternId(rule.patternId)) return undefined;
  return fillLimits(
    i18next.t(`auth:reg_pattern_${rule.patternId}`),
    rule.minLength,
    rule.maxLength,
  );
}
