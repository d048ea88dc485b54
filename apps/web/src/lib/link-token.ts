/*
 * Sign-in links (wire reference §1.6: a page opened with `?token=...` signs in with that token; the
 * platform's app and vendor pages link back this way). The token is never adopted on sight: it is taken
 * out of the address at once and kept in memory until the visitor has seen whose account it is and
 * accepted (features/auth/lib/link-sign-in.ts, docs/decisions/0035). First-load code (src/boot.ts runs
 * it first): it imports nothing.
 */

/** The query parameter of a sign-in link. */
export const linkTokenParam = 'token';
/** A session token as the server issues it: 256 random bits in hex (apps/server lib/ids.ts). */
const tokenFormat = /^[0-9a-f]{64}$/;

/**
 * Removes every `token` parameter from the address with history.replaceState (other parameters and
 * the hash stay), so the token does not stay in the address bar, in history or in a Referer; answers
 * the token when it is well-formed, else null. Does nothing (and answers null) without the parameter.
 */
export function stripLinkToken(
  location: Pick<Location, 'search' | 'pathname' | 'hash'>,
  history: Pick<History, 'replaceState' | 'state'>,
): string | null {
  const params = new URLSearchParams(location.search);
  if (!params.has(linkTokenParam)) return null;
  const token = params.get(linkTokenParam) ?? '';
  params.delete(linkTokenParam);
  const rest = params.toString();
  history.replaceState(
    history.state,
    '',
    `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`,
  );
  return tokenFormat.test(token) ? token : null;
}

let taken: { token: string | null } | null = null;

/**
 * The sign-in link's token of this page load, stripped from the address on the first call (src/boot.ts
 * makes it before anything else runs); later calls answer the same token.
 */
export function takeLinkToken(): string | null {
  taken ??= { token: stripLinkToken(window.location, window.history) };
  return taken.token;
}
