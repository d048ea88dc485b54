import { checkField, fieldMessageParams, type FieldRule } from '@monsoon/contracts/field-rules';
import { fieldMessageKeys, type FieldErrorsValue } from '@monsoon/contracts/register';
import { AppError } from '@/lib/errors.ts';

/** Collects form-field problems and throws them together as one `invalid.request` (value.fields + limits). */
export class FieldErrors {
  private readonly fields: Record<string, string> = {};
  private readonly limits: NonNullable<FieldErrorsValue['limits']> = {};

  /**
   * Checks `text` against the merchant's rule with the site's own `checkField`. A missing or disabled rule
   * checks nothing unless `required` is set, which also makes an enabled optional field mandatory.
   */
  check(
    field: string,
    text: string | null | undefined,
    rule: FieldRule | undefined,
    required = false,
  ): void {
    const value = text ?? '';
    if (!rule || !rule.enabled) {
      if (required && value.trim() === '') this.add(field, fieldMessageKeys.required);
      return;
    }
    const problem = checkField(value, { ...rule, required: rule.required || required });
    if (!problem) return;
    const { key, min, max } = fieldMessageParams(problem);
    this.add(field, key, { min, max });
  }

  /** Records a problem (the first one of a field wins). */
  add(field: string, key: string, limits?: { min: number; max: number }): void {
    if (field in this.fields) return;
    this.fields[field] = key;
    if (limits) this.limits[field] = limits;
  }

  /** Whether `field` already has a problem. */
  has(field: string): boolean {
    return field in this.fields;
  }

  /** Throws `invalid.request` when any problem was recorded. */
  throwIfAny(): void {
    if (Object.keys(this.fields).length === 0) return;
    const value: FieldErrorsValue = { fields: this.fields, limits: this.limits };
    throw new AppError('invalid.request', value);
  }
}

/** The `invalid.request` failure of a single field, e.g. `throw fieldError('mobileNum', key)`. */
export function fieldError(field: string, key: string): AppError {
  const value: FieldErrorsValue = { fields: { [field]: key } };
  return new AppError('invalid.request', value);
}
