import {
  adminLockMember,
  adminMember,
  adminMemberLedger,
  adminSearchMembers,
  adminUnlockMember,
} from '@monsoon/contracts/admin/members';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import type { ModuleContext } from '@/services.ts';
import { operatorOf } from './admin.context.ts';
import {
  pageWindow,
  presentLedgerEntry,
  presentMemberProfile,
  presentMemberRow,
} from './admin.presenter.ts';

/** The members screen: search, profile and balances, ledger history, lock and unlock. */
export function registerAdminMemberRoutes(app: FastifyInstance, { services }: ModuleContext): void {
  const { members } = services.admin;

  registerCall(app, adminSearchMembers, async ({ req, query }) => {
    const { rows, total } = await members.search(
      operatorOf(req).merchantId,
      query.q,
      pageWindow(query),
    );
    return { items: rows.map(presentMemberRow), total, page: query.page, pageSize: query.pageSize };
  });
  registerCall(app, adminMember, async ({ req, params }) =>
    presentMemberProfile(await members.profile(operatorOf(req).merchantId, params.id)),
  );
  registerCall(app, adminMemberLedger, async ({ req, params, query }) => {
    const { rows, total } = await members.ledger(
      operatorOf(req).merchantId,
      params.id,
      pageWindow(query),
    );
    return {
      items: rows.map(presentLedgerEntry),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  });
  registerCall(app, adminLockMember, async ({ req, params, body }) =>
    presentMemberProfile(await members.lock(operatorOf(req), params.id, body.reason)),
  );
  registerCall(app, adminUnlockMember, async ({ req, params, body }) =>
    presentMemberProfile(await members.unlock(operatorOf(req), params.id, body.reason)),
  );
}
