import { nicknameRule, type SecurityConfigValue } from '@monsoon/contracts/security';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import { maskEmail, maskMobile } from './member.presenter.ts';
import type { MemberRow } from './member.repository.ts';
import { emailRule, maskRealName, mobileRule, realNameRule } from './security.rules.ts';

/** What the security centre shows: bound contacts and the real name masked, the birthday in full. */
export function presentSecurityConfig(
  member: MemberRow,
  merchant: MerchantRow,
  extra: { bankCardCount: number; birthdayLatest: string },
): SecurityConfigValue {
  return {
    account: member.username,
    nickname: member.nickname,
    avatar: member.avatar,
    mobile: maskMobile(member.mobile),
    countryDialingCode: member.mobile ? member.countryDialingCode : null,
    email: maskEmail(member.email),
    realName: member.payeeName ? maskRealName(member.payeeName) : null,
    birthday: member.birthday,
    birthdayLatest: extra.birthdayLatest,
    hasWithdrawalPassword: member.paymentPasswordHash !== null,
    bankCardCount: extra.bankCardCount,
    dialingCodes: merchant.settings.dialingCodes,
    rules: {
      nickname: nicknameRule,
      realName: realNameRule(merchant),
      email: emailRule(merchant),
      mobileNum: mobileRule(merchant),
    },
  };
}

/** The profile after a write. */
export const presentProfile = (member: MemberRow) => ({
  nickname: member.nickname,
  realName: member.payeeName ? maskRealName(member.payeeName) : null,
  birthday: member.birthday,
});
