import {
  checkField,
  fieldMessageParams,
  lengthText,
  type FieldRule,
} from '@monsoon/contracts/field-rules';
import { fieldErrorsValueSchema } from '@monsoon/contracts/register';
import { securityFieldKeys } from '@monsoon/contracts/security';
import i18next from 'i18next';
import { ApiError } from '@/lib/api-client';
import { apiErrorText } from '@/lib/api-error-text';

type SecurityKey = (typeof securityFieldKeys)[keyof typeof securityFieldKeys];
const securityKeys: readonly string[] = Object.values(securityFieldKeys);
const isSecurityKey = (key: string): key is SecurityKey => securityKeys.includes(key);

/** The register-rule keys of the `auth` namespace the server may send (decision 0003). */
const ruleKey = /^(reg_pattern_\d+|input_cannot_be_empty|invalid_phone_number|invalid_language)$/;

/** Fills "(min)-(max)" (one number when equal), "(min)" and "(max)" of a rule message. */
const fillLimits = (text: string, min: number, max: number): string =>
  text
    .replaceAll('(min)-(max)', lengthText(min, max))
    .replaceAll('(min)', String(min))
    .replaceAll('(max)', String(max));

/**
 * The text of a field-message key from the server or the site's own check: rule messages from `auth`,
 * the security centre's own from `member:fieldErrors`, anything else as a generic invalid input.
 */
export function fieldMessage(key: string, limits?: { min: number; max: number }): string {
  if (isSecurityKey(key)) return i18next.t(`member:fieldErrors.${key}`);
  if (ruleKey.test(key)) {
    // getResource takes any key: rule keys come from the server's patternId.
    const text: unknown = i18next.getResource(
      i18next.resolvedLanguage ?? i18next.language,
      'auth',
      key,
    );
    if (typeof text === 'string' && text !== '')
      return limits ? fillLimits(text, limits.min, limits.max) : text;
  }
  return i18next.t('errors:invalid_request');
}

/** The message of `value` against `rule`, or null when it passes. */
export function ruleMessage(value: string, rule: FieldRule, patternKey?: string): string | null {
  const problem = checkField(value, rule);
  if (!problem) return null;
  if (problem.kind === 'pattern' && patternKey) return fieldMessage(patternKey);
  const { key, min, max } = fieldMessageParams(problem);
  return fieldMessage(key, { min, max });
}

/** Refusals that belong under one field of the security centre's forms. */
const errorFields: Record<string, string> = {
  'password.incorrect': 'password',
  'verification.code.invalid': 'verificationCode',
  'verification.code.expired': 'verificationCode',
  'mobile.exists': 'mobileNum',
};

/**
 * The per-field messages of a failed call: its `value.fields`, or its own message under the field it
 * concerns (a wrong password, a wrong code, a taken number); empty for anything else.
 */
export function serverFieldMessages(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const field = errorFields[error.errorCode];
  if (field) return { [field]: apiErrorText(error) };
  const parsed = fieldErrorsValueSchema.safeParse(error.value);
  if (!parsed.success) return {};
  const out: Record<string, string> = {};
  for (const [field, key] of Object.entries(parsed.data.fields))
    out[field] = fieldMessage(key, parsed.data.limits?.[field]);
  return out;
}

/** The server's field messages overlaid with the page's own (a page check that passed hides nothing). */
export const mergeFieldErrors = (
  server: Record<string, string>,
  local: Partial<Record<string, string>>,
): Record<string, string | undefined> => {
  const out: Record<string, string | undefined> = { ...server };
  for (const [field, message] of Object.entries(local)) if (message) out[field] = message;
  return out;
};
