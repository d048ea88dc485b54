import { authRequiredPaths, openWhenLoginRequired, paths } from '@/config/paths';

/** The lottery pages need a session (wire §11); routes match case-insensitively (`/vnLottery`). */
const needsSession = (pathname: string): boolean => {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return authRequiredPaths.some((p) => p.toLowerCase() === path);
};

/**
 * The route guards, returning the redirect target or null: the lottery pages need a session (wire
 * §11); and the loginedToHomePage guard (spec §2): when the setting is on, only a session token or the
 * login, register, help-content and download routes pass; everything else goes to /login.
 */
export function guardRedirect(
  pathname: string,
  token: string | null,
  loginedToHomePage: boolean,
): string | null {
  if (token) return null;
  if (needsSession(pathname)) return paths.login;
  if (!loginedToHomePage) return null;
  return openWhenLoginRequired.includes(pathname) ? null : paths.login;
}
