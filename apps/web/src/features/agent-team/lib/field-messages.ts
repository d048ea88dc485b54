import { lengthText } from '@monsoon/contracts/field-rules';
import { fieldErrorsValueSchema } from '@monsoon/contracts/register';
import i18next from 'i18next';
import { ApiError } from '@/lib/api-client';
import { apiErrorText } from '@/lib/api-error-text';

/** The register-rule keys of the `auth` namespace the server may send (decision 0003). */
const ruleKey = /^(reg_pattern_\d+|input_cannot_be_empty|invalid_phone_number)$/;

/** Fills "(min)-(max)" (one number when equal), "(min)" and "(max)" of a rule message. */
const fillLimits = (text: string, min: number, max: number): string =>
  text
    .replaceAll('(min)-(max)', lengthText(min, max))
    .replaceAll('(min)', String(min))
    .replaceAll('(max)', String(max));

/** The text of a rule key (`reg_pattern_<id>`...) in the current language, limits filled. */
export function ruleKeyMessage(key: string, limits?: { min: number; max: number }): string {
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

/** Refusals that belong under one field of the register form. */
const errorFields: Record<string, string> = {
  'username.exists': 'username',
  'mobile.exists': 'mobile',
};

/**
 * The per-field messages of a failed call: its `value.fields`, or its own message under the field
 * it concerns (a taken account or number); empty for anything else.
 */
export function serverFieldMessages(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const field = errorFields[error.errorCode];
  if (field) return { [field]: apiErrorText(error) };
  const parsed = fieldErrorsValueSchema.safeParse(error.value);
  if (!parsed.success) return {};
  const out: Record<string, string> = {};
  for (const [name, key] of Object.entries(parsed.data.fields))
    out[name] = ruleKeyMessage(key, parsed.data.limits?.[name]);
  return out;
}
