import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { memberCentreParam } from '@/config/paths';
import { gateDecision, useActionGate } from '@/hooks/use-action-gate';
import { useSiteSettings } from '@/lib/api/system-status';
import { resolveMemberCentrePage, withMemberCentrePage } from '@/lib/member-centre';
import { useSessionStore } from '@/stores/session-store';
import { MemberCentreOverlay } from './member-centre-overlay';
import { memberCentreEntries, type MemberCentreEntry } from './pages';

/**
 * The member centre lives in the address (`?mc=<page>`, style §19): any entry that sets it opens the
 * overlay, Back and forward move through its pages, a link or a reload opens it again. A visitor gets
 * the login modal (then lands on the page), a trial account the "need a real account" dialog; an unknown
 * or unbuilt page opens the default one.
 */
export function MemberCentreHost({
  entries = memberCentreEntries,
}: {
  entries?: readonly MemberCentreEntry[];
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const gate = useActionGate();
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const shown = useSiteSettings()?.isShowMC ?? false;
  const available = useMemo(() => new Set(entries.map((e) => e.page)), [entries]);
  const raw = new URLSearchParams(location.search).get(memberCentreParam);
  const page = resolveMemberCentrePage(raw, available);
  const decision = gateDecision(token, isAgent);

  useEffect(() => {
    if (raw === null || page === null) return;
    if (!shown) {
      void navigate(withMemberCentrePage(location, null), { replace: true });
      return;
    }
    if (decision !== 'allow') {
      // The gate opens the login modal (landing on the page after login) or the trial dialog.
      gate(undefined, { redirectTo: withMemberCentrePage(location, page) });
      void navigate(withMemberCentrePage(location, null), { replace: true });
      return;
    }
    // An unknown or not yet built page: the address names the page actually shown.
    if (raw !== page) void navigate(withMemberCentrePage(location, page), { replace: true });
  }, [raw, page, shown, decision, gate, navigate, location]);

  if (page === null || !shown || decision !== 'allow') return null;
  return (
    <MemberCentreOverlay
      page={page}
      entries={entries}
      onClose={() => void navigate(withMemberCentrePage(location, null))}
    />
  );
}
