import { createContext, useCallback, useContext } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { memberCentreParam, memberCentrePages, type MemberCentrePage } from '@/config/paths';

/** The page the member centre opens at (spec §2), and where an unknown `?mc=` value lands. */
export const defaultMemberCentrePage: MemberCentrePage = 'securityCenter';

/** Whether a text names a member-centre page of the spec. */
export const isMemberCentrePage = (text: string): text is MemberCentrePage =>
  (memberCentrePages as readonly string[]).includes(text);

/**
 * The page a `?mc=` value opens among the pages the site has: null when there is no value (closed), the
 * page itself when it exists, else the default page.
 */
export function resolveMemberCentrePage(
  raw: string | null,
  available: ReadonlySet<MemberCentrePage>,
): MemberCentrePage | null {
  if (raw === null) return null;
  return isMemberCentrePage(raw) && available.has(raw) ? raw : defaultMemberCentrePage;
}

/** The same address with the member centre at `page`, or without it (null); other parameters stay. */
export function withMemberCentrePage(
  location: { pathname: string; search: string; hash: string },
  page: MemberCentrePage | null,
): string {
  const params = new URLSearchParams(location.search);
  if (page === null) params.delete(memberCentreParam);
  else params.set(memberCentreParam, page);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}

/**
 * The member-centre pages the site has (registered in `app/member-centre/pages.tsx`). Features read it to
 * show an entry only when its page exists (the header's Mailbox, the floating bar's Invite friends); the
 * app provides it, so no feature imports another.
 */
export const MemberCentrePagesContext = createContext<ReadonlySet<MemberCentrePage>>(new Set());

/** Whether the member centre has `page` (an entry leading to a missing page is hidden). */
export const useMemberCentreHasPage = (page: MemberCentrePage): boolean =>
  useContext(MemberCentrePagesContext).has(page);

/**
 * Opens another page of the member centre from inside one (e.g. a withdrawal page sending the member to
 * bind a card): a new history entry, so Back returns.
 */
export function useOpenMemberCentrePage(): (page: MemberCentrePage) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (page) => void navigate(withMemberCentrePage(location, page)),
    [navigate, location],
  );
}
