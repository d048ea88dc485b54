import type { Database } from '@/db/client.ts';
import type { MemberRow } from './member.repository.ts';
import { createMemberAdminRepository } from './member-admin.repository.ts';

/** Member statuses: `active` members sign in; `locked` ones cannot (login and sessions check it). */
export type MemberStatus = 'active' | 'locked';

/**
 * The member tasks of the back office: search, and status changes inside the caller's transaction
 * (the back office writes the audit entry in the same one).
 */
export function createMemberAdminService(db: Database) {
  const repo = createMemberAdminRepository(db);
  return {
    search: (merchantId: number, q: string, page: { offset: number; limit: number }) =>
      repo.search(merchantId, q, page),
    uplineName: (uplineId: number | null) => repo.uplineName(uplineId),
    /** Locks the member row in `scope` and answers it (null when the merchant has no such member). */
    lockRow: (scope: Database, merchantId: number, id: number): Promise<MemberRow | null> =>
      createMemberAdminRepository(scope).lock(merchantId, id),
    /** Compare-and-set of the status in `scope`; null when the member was not in `from`. */
    setStatus: (
      scope: Database,
      id: number,
      from: MemberStatus,
      to: MemberStatus,
    ): Promise<MemberRow | null> => createMemberAdminRepository(scope).setStatus(id, from, to),
  };
}
export type MemberAdminService = ReturnType<typeof createMemberAdminService>;
