import type { LoginRecord } from '@monsoon/contracts/security';
import type { SessionValue } from '@monsoon/contracts/session';
import type { MemberRow } from '@/modules/member/member.repository.ts';
import { describeDevice } from './device.ts';
import type { LoginHistoryRow } from './login-history.repository.ts';

/** The login flags reported with a session. */
export interface SessionFlags {
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  changePasswordRequired: boolean;
}

/** A new session on the wire (login, free play; registration, whose token is null without a login). */
export const presentSession = <T extends string | null>(
  member: MemberRow,
  token: T,
  flags: SessionFlags,
): Omit<SessionValue, 'token'> & { token: T } => ({
  token,
  id: member.id,
  customerId: member.id,
  userName: member.username,
  customerType: member.type,
  firstTimeLogin: flags.firstTimeLogin,
  passwordExpired: flags.passwordExpired,
  changePasswordRequired: flags.changePasswordRequired,
});

/** A login attempt on the wire (the security centre's login history). */
export const presentLoginRecord = (row: LoginHistoryRow): LoginRecord => ({
  time: row.createdAt.getTime(),
  ip: row.ip,
  device: describeDevice(row.userAgent),
  loginType: row.loginType,
  success: row.success,
});
