import type { Database } from '@/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import type { MemberAdminService, MemberStatus } from '@/modules/member/member-admin.service.ts';
import type { MemberRow } from '@/modules/member/member.repository.ts';
import type { MemberService } from '@/modules/member/member.service.ts';
import type { SessionStore } from '@/modules/session/session.store.ts';
import type { MemberLedgerService } from '@/modules/wallet/member-ledger.service.ts';
import { actorOf } from './admin.actor.ts';
import type { AuditService } from './audit.service.ts';
import type { OperatorContext } from './operator-auth.service.ts';

type Page = { offset: number; limit: number };

/** Members in the back office: search, profile with balances, ledger history, lock and unlock. */
export function createAdminMembersService(deps: {
  db: Database;
  audit: AuditService;
  members: MemberService;
  memberAdmin: MemberAdminService;
  sessions: SessionStore;
  ledger: MemberLedgerService;
}) {
  const { db, audit, members, memberAdmin, sessions, ledger } = deps;

  const profile = async (merchantId: number, member: MemberRow) => {
    const [uplineName, balances, lastChange] = await Promise.all([
      memberAdmin.uplineName(member.uplineId),
      ledger.balances(merchantId, member.id),
      audit.latestFor(merchantId, 'member', String(member.id), [
        'member.locked',
        'member.unlocked',
      ]),
    ]);
    return { member, uplineName, balances, lastChange };
  };

  /** Moves a member between active and locked, with the reason, in one audited transaction. */
  const setStatus = async (
    by: OperatorContext,
    id: number,
    from: MemberStatus,
    to: MemberStatus,
    reason: string,
  ) => {
    await db.transaction(async (tx) => {
      const row = await memberAdmin.lockRow(tx, by.merchantId, id);
      if (!row) throw new AppError('admin.member.not.found');
      const updated = await memberAdmin.setStatus(tx, id, from, to);
      if (!updated) throw new AppError('admin.member.status.unchanged');
      // A locked member's sessions end now (login and session checks refuse them from here on).
      if (to === 'locked') await sessions.revokeOthers(id, null, 'member.locked', tx);
      await audit.record(tx, actorOf(by), {
        action: to === 'locked' ? 'member.locked' : 'member.unlocked',
        targetKind: 'member',
        targetId: id,
        before: { status: row.status },
        after: { status: updated.status, reason },
      });
    });
    return getProfile(by.merchantId, id);
  };

  const getProfile = async (merchantId: number, id: number) => {
    const member = await members.findById(merchantId, id);
    if (!member) throw new AppError('admin.member.not.found');
    return profile(merchantId, member);
  };

  return {
    search: (merchantId: number, q: string, page: Page) => memberAdmin.search(merchantId, q, page),
    profile: getProfile,
    async ledger(merchantId: number, id: number, page: Page) {
      if (!(await members.findById(merchantId, id))) throw new AppError('admin.member.not.found');
      return ledger.entries(merchantId, id, page);
    },
    lock: (by: OperatorContext, id: number, reason: string) =>
      setStatus(by, id, 'active', 'locked', reason),
    unlock: (by: OperatorContext, id: number, reason: string) =>
      setStatus(by, id, 'locked', 'active', reason),
  };
}
export type AdminMembersService = ReturnType<typeof createAdminMembersService>;
export type MemberProfileData = Awaited<ReturnType<AdminMembersService['profile']>>;
