import { queryClient } from '@/lib/query-client';
import { memberInfoQuery } from '@/lib/api/member-info';
import { useSessionStore } from '@/stores/session-store';

/**
 * GET /wps/member/info for the current session ("load login info", spec §4), through the shell's
 * query so the header reads the same cache entry; stores the member in the session.
 */
export async function loadLoginInfo(): Promise<void> {
  const { token, memberVersion, setMember } = useSessionStore.getState();
  if (!token) return;
  const member = await queryClient.fetchQuery(memberInfoQuery(token, memberVersion));
  setMember(member);
}
