import { fieldMessageKeys, type RegisterBody } from '@monsoon/contracts/register';
import type { RegisterValidators } from '@monsoon/contracts/field-rules';
import { AppError } from '@/lib/errors.ts';
import { FieldErrors } from '@/modules/member/field-errors.ts';

/** Which register form was sent and what the merchant's switches ask of it. */
export interface RegisterForm {
  flow: 'username' | 'mobile';
  /** The mobile form asks for a password pair (MOBILENUMPASSREG3). */
  mobilePassword: boolean;
  /** The username form needs an SMS-verified number (REGMOBVERF3). */
  usernameSms: boolean;
  /** A captcha is asked (captcha rule enabled, or the public captcha setting). */
  captcha: boolean;
}

/** What the form asks for, derived from the form kind and the switches. */
export interface RegisterNeeds {
  password: boolean;
  mobile: boolean;
  code: boolean;
  captcha: boolean;
}

/** Optional profile fields kept on the member's `profile`. */
export const profileFields = [
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
] as const;
/** Optional fields with a merchant rule, checked when the merchant enables them. */
const optionalFields = ['payeeName', 'email', 'affiliateCode', ...profileFields] as const;

/** What the form must carry. */
export function registerNeeds(form: RegisterForm): RegisterNeeds {
  const mobileFlow = form.flow === 'mobile';
  const code = mobileFlow || form.usernameSms;
  return {
    password: !mobileFlow || form.mobilePassword,
    mobile: code,
    code,
    captcha: form.captcha,
  };
}

/**
 * Checks every field against the merchant's rules with the site's own `checkField` and throws one
 * `invalid.request` listing all bad fields; then `password.inconsistent` for a mismatched pair.
 * `mobileValid` says whether the number (if any) suits its dialling code.
 */
export function validateRegisterFields(
  body: RegisterBody,
  rules: RegisterValidators,
  needs: RegisterNeeds,
  form: RegisterForm,
  mobileValid: boolean,
): void {
  const errors = new FieldErrors();
  if (form.flow === 'username') errors.check('username', body.username, rules.username, true);
  if (needs.password) {
    errors.check('password', body.password, rules.password, true);
    errors.check('confirmPassword', body.confirmPassword, undefined, true);
  }
  errors.check('mobileNum', body.mobileNum, rules.mobileNum, needs.mobile);
  if (body.mobileNum && !errors.has('mobileNum') && !mobileValid) {
    errors.add('mobileNum', fieldMessageKeys.invalidMobile);
  }
  if (needs.code) errors.check('verificationCode', body.verificationCode, undefined, true);
  for (const field of optionalFields) errors.check(field, body[field], rules[field]);
  // A payment password is always required when the merchant shows the field.
  errors.check(
    'paymentPassword',
    body.paymentPassword,
    rules.paymentPassword,
    rules.paymentPassword?.enabled,
  );
  if (needs.captcha) errors.check('captcha', body.captcha, rules.captcha, true);
  errors.throwIfAny();
  if (needs.password && body.password !== body.confirmPassword)
    throw new AppError('password.inconsistent');
}

/** The optional profile values the merchant enables and the visitor filled. */
export function profileOf(body: RegisterBody, rules: RegisterValidators): Record<string, string> {
  const profile: Record<string, string> = {};
  for (const field of profileFields) {
    const value = body[field];
    if (value && rules[field]?.enabled) profile[field] = value;
  }
  return profile;
}
