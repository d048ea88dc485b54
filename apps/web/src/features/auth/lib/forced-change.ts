/** The default password that always forces a change at login (product spec §9). */
export const defaultPassword = '123456';

/** How a login was made: username + password, or mobile number + SMS code. */
export type LoginType = 'username' | 'sms';

export interface ForcedChangeInput {
  type: LoginType;
  /** The password as typed (trimmed). */
  password: string;
  /** The login answer's `passwordExpired`. */
  passwordExpired: boolean;
  /** Whitelabel flag PWDEXPFORCECHANGE3: an expired password must be changed. */
  forceExpiredChange: boolean;
  /** The server's own verdict (`changePasswordRequired`), e.g. after signing in with an e-mailed temporary password. */
  serverRequires?: boolean;
}

/**
 * Whether a successful login must open the forced change-password modal (product spec §4): the typed
 * password is 123456, or the password expired while PWDEXPFORCECHANGE3 is on, or the server says a change
 * is required; never for an SMS login.
 */
export function mustChangePassword(input: ForcedChangeInput): boolean {
  const { type, password, passwordExpired, forceExpiredChange, serverRequires = false } = input;
  if (type !== 'username') return false;
  return password === defaultPassword || (passwordExpired && forceExpiredChange) || serverRequires;
}
