import { avatarIds, avatarUrl, type MemberInfoValue } from '@monsoon/contracts/member';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import { isAgentType, TRIAL_TYPE } from '@/modules/session/session.types.ts';
import type { MemberRow } from './member.repository.ts';

/** `****0002`: only the last four digits show. */
export const maskMobile = (mobile: string | null): string | null =>
  mobile ? `****${mobile.slice(-4)}` : null;

/** `pl***@demo.monsoon.test`: two characters of the local part show. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, at <= 2 ? 1 : 2)}***${email.slice(at)}`;
}

/** Member info on the wire. */
export function presentMemberInfo(
  member: MemberRow,
  uplineName: string | null,
  merchant: MerchantRow,
  passwordExpired: boolean,
): MemberInfoValue {
  return {
    id: member.id,
    account: member.username,
    userName: member.username,
    nickname: member.nickname,
    type: member.type,
    isAgent: member.type,
    toUpline: member.uplineId !== null && member.type !== TRIAL_TYPE && !isAgentType(member.type),
    uplineName,
    clubLabel: { labelName: member.vipLabel, rankLevel: member.vipRankLevel },
    memberLabel: [],
    regDate: member.createdAt.getTime(),
    mobile: maskMobile(member.mobile),
    email: maskEmail(member.email),
    avatar: member.avatar,
    language: member.language,
    firstTimeLogin: member.firstTimeLogin,
    passwordExpired,
    currencySymbol: merchant.currencySymbol,
  };
}

/** The avatar relay answer (static images only). */
export const presentAvatar = (avatar: string): { avatar: string; avatarType: 'STATIC' } => ({
  avatar,
  avatarType: 'STATIC',
});

/** The selectable avatars with their image URLs. */
export const presentIcons = (current: string) => ({
  current,
  icons: avatarIds.map((avatar) => ({ avatar, url: avatarUrl(avatar) })),
});
