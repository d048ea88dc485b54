import { openWhenLoginRequired, paths } from '@/config/paths';

/**
 * The loginedToHomePage guard (spec §2): when the setting is on, only a session token or the login,
 * register, help-content and download routes pass; everything else goes to /login. Returns the
 * redirect target or null.
 */
export function guardRedirect(pathname: string, token: string | null, loginedToHomePage: boolean): string | null {
  if (!loginedToHomePage || token) return null;
  return openWhenLoginRequired.includes(pathname) ? null : paths.login;
}
