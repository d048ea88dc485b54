import { patternKinds, type FieldRule } from '@monsoon/contracts/field-rules';
import { MIN_BIRTHDAY_AGE, securityFieldKeys } from '@monsoon/contracts/security';
import { addYears, businessDayOf, isCalendarDay } from '@/lib/business-day.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';

/** The earliest birthday accepted: anything before is a typing mistake. */
const EARLIEST_BIRTHDAY = '1900-01-01';

/** A rule's default pattern source (`patternKinds`), used when a merchant sends `'*'`. */
const kindSource = (patternId: number): string =>
  patternKinds[patternId]?.source ?? String.raw`^[\s\S]*$`;

/**
 * The real-name (payee name) rule: the merchant's register rule, always required and shown. A real name
 * is set once and pays out withdrawals, so a `'*'` pattern still asks for a name: the pattern of its
 * patternId (22, a full name of letters of any script, when the merchant gives none).
 */
export function realNameRule(merchant: MerchantRow): FieldRule {
  const rule = merchant.settings.register.payeeName;
  const patternId = rule?.patternId || 22;
  const acceptedPattern =
    !rule || rule.acceptedPattern === '*' ? kindSource(patternId) : rule.acceptedPattern;
  return {
    acceptedPattern,
    minLength: rule?.minLength ?? 2,
    maxLength: rule?.maxLength ?? 50,
    patternId,
    enabled: true,
    required: true,
  };
}

/** The e-mail rule: the merchant's register rule (required), else an address of 5-64 characters. */
export function emailRule(merchant: MerchantRow): FieldRule {
  const rule = merchant.settings.register.email;
  return rule
    ? { ...rule, enabled: true, required: true }
    : {
        acceptedPattern: kindSource(3),
        minLength: 5,
        maxLength: 64,
        patternId: 3,
        enabled: true,
        required: true,
      };
}

/** The mobile rule shown by the form: the merchant's register rule (required), else 6-15 digits. */
export function mobileRule(merchant: MerchantRow): FieldRule {
  const rule = merchant.settings.register.mobileNum;
  return rule
    ? { ...rule, enabled: true, required: true }
    : {
        acceptedPattern: kindSource(6),
        minLength: 6,
        maxLength: 15,
        patternId: 6,
        enabled: true,
        required: true,
      };
}

/** The latest birthday the merchant's today accepts: MIN_BIRTHDAY_AGE years before it. */
export const latestBirthday = (merchant: MerchantRow, now: Date): string =>
  addYears(businessDayOf(now, merchant.timeZone), -MIN_BIRTHDAY_AGE);

/** Why a birthday is refused (a field-message key), or null when it is accepted. */
export function birthdayProblem(text: string, latest: string): string | null {
  if (!isCalendarDay(text) || text < EARLIEST_BIRTHDAY) return securityFieldKeys.birthdayInvalid;
  return text > latest ? securityFieldKeys.birthdayUnderage : null;
}

/** `Juan Dela Cruz` → `J*** D*** C***`; `张三` → `张*`: the first character of each word shows. */
export function maskRealName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => {
      const chars = [...word];
      return `${chars[0] ?? ''}${'*'.repeat(Math.min(Math.max(chars.length - 1, 1), 3))}`;
    })
    .join(' ');
}
