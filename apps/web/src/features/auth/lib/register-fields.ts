import type { RegisterValidators } from '@monsoon/contracts/field-rules';
import {
  tabHasPassword,
  tabHasSmsCode,
  type RegisterFlags,
  type RegisterTab,
} from '@/features/auth/lib/register-rules';
import type { RegisterTextField } from '@/features/auth/lib/register-submit';

/** One field the register form shows and whether it must be filled. */
export interface PlannedField {
  name: RegisterTextField;
  required: boolean;
}

/** Optional fields shown when the merchant enables them (spec §5), in display order. */
export const optionalRegisterFields = [
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const satisfies readonly RegisterTextField[];

export interface RegisterPlanInput {
  tab: RegisterTab;
  flags: RegisterFlags;
  validators: RegisterValidators;
  publicCaptcha: boolean;
  inviteFieldShown: boolean;
}

/**
 * The fields of a register tab (spec §5): username tab username + password pair; mobile tab mobile +
 * SMS code (+ password pair with MOBILENUMPASSREG3); SMS code on the username tab with REGMOBVERF3
 * (which then needs the mobile number); optional fields when enabled, required when marked (the
 * withdrawal password always); invitation code by its visibility rule; captcha with the public setting.
 */
export function registerFieldPlan({
  tab,
  flags,
  validators,
  publicCaptcha,
  inviteFieldShown,
}: RegisterPlanInput): PlannedField[] {
  const plan: PlannedField[] = [];
  const sms = tabHasSmsCode(tab, flags);
  if (tab === 'username') plan.push({ name: 'username', required: true });
  const mobileRule = validators.mobileNum;
  if (tab === 'mobile' || sms || mobileRule?.enabled === true) {
    plan.push({
      name: 'mobileNum',
      required: tab === 'mobile' || sms || mobileRule?.required === true,
    });
  }
  if (sms) plan.push({ name: 'verificationCode', required: true });
  if (tabHasPassword(tab, flags)) {
    plan.push({ name: 'password', required: true }, { name: 'confirmPassword', required: true });
  }
  for (const name of optionalRegisterFields) {
    const rule = validators[name];
    if (rule?.enabled !== true) continue;
    plan.push({ name, required: name === 'paymentPassword' || rule.required });
  }
  if (inviteFieldShown)
    plan.push({ name: 'affiliateCode', required: validators.affiliateCode?.required === true });
  if (publicCaptcha) plan.push({ name: 'captcha', required: true });
  return plan;
}
