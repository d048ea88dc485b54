import type { Adjustment } from '@monsoon/contracts/admin/adjustments';
import type { AuditEntry } from '@monsoon/contracts/admin/audit';
import type { MemberProfile } from '@monsoon/contracts/admin/members';
import type { OperatorView } from '@monsoon/contracts/admin/operators';
import { isOperatorRole } from '@monsoon/contracts/admin/permissions';
import { formatMoney } from '@monsoon/contracts/money';
import type { MemberRow } from '@/modules/member/member.repository.ts';
import type { MemberEntry } from '@/modules/wallet/member-ledger.repository.ts';
import type { AdjustmentView } from './adjustments.repository.ts';
import type { AuditRow } from './audit.repository.ts';
import type { MemberProfileData } from './members.service.ts';
import type { OperatorRow } from './operators.repository.ts';

/** Minor units as plain decimal text in the asset's scale: 123450n, 2 → "1234.50". */
export const minorText = (minor: bigint, scale: number): string =>
  formatMoney(minor, scale).replaceAll(',', '');

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function presentOperator(op: OperatorRow, now: Date): OperatorView {
  return {
    id: op.id,
    username: op.username,
    role: isOperatorRole(op.role) ? op.role : 'read-only',
    status: op.status === 'disabled' ? 'disabled' : 'active',
    totpEnrolled: op.totpSecret !== null,
    lockedUntil:
      op.lockedUntil && op.lockedUntil.getTime() > now.getTime()
        ? op.lockedUntil.toISOString()
        : null,
    lastSignInAt: iso(op.lastSignInAt),
    createdAt: op.createdAt.toISOString(),
  };
}

export function presentAuditEntry(row: AuditRow): AuditEntry {
  return {
    seq: row.seq,
    operatorId: row.operatorId,
    operatorUsername: row.operatorUsername,
    action: row.action,
    targetKind: row.targetKind,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    prevHash: row.prevHash,
    hash: row.hash,
  };
}

export function presentMemberRow(m: MemberRow) {
  return {
    id: m.id,
    username: m.username,
    nickname: m.nickname,
    mobile: m.mobile ? `+${m.countryDialingCode ?? ''} ${m.mobile}` : null,
    type: m.type,
    status: m.status,
    createdAt: m.createdAt.toISOString(),
    lastLoginAt: iso(m.lastLoginAt),
  };
}

export function presentMemberProfile(p: MemberProfileData): MemberProfile {
  const reason = p.lastChange?.after;
  return {
    ...presentMemberRow(p.member),
    email: p.member.email,
    uplineName: p.uplineName,
    vipLevel: p.member.vipRankLevel,
    language: p.member.language,
    balances: p.balances.map((b) => ({
      asset: b.asset,
      balance: minorText(b.balance, b.scale),
      held: minorText(b.held, b.scale),
      available: minorText(b.balance - b.held, b.scale),
    })),
    lastStatusChange: p.lastChange
      ? {
          action: p.lastChange.action,
          reason:
            reason &&
            typeof reason === 'object' &&
            !Array.isArray(reason) &&
            typeof reason['reason'] === 'string'
              ? reason['reason']
              : null,
          operatorUsername: p.lastChange.operatorUsername,
          at: p.lastChange.createdAt.toISOString(),
        }
      : null,
  };
}

export function presentLedgerEntry(e: MemberEntry) {
  return {
    entryId: e.entryId,
    journalId: e.journalId,
    kind: e.kind,
    asset: e.asset,
    amount: minorText(e.amount, e.scale),
    balanceAfter: minorText(e.balanceAfter, e.scale),
    createdAt: e.createdAt.toISOString(),
  };
}

export function presentAdjustment(a: AdjustmentView): Adjustment {
  return {
    id: a.id,
    memberId: a.memberId,
    memberUsername: a.memberUsername,
    asset: a.asset,
    direction: a.direction === 'debit' ? 'debit' : 'credit',
    category: a.category === 'agent.income' ? 'agent.income' : 'balance',
    amount: minorText(a.amount, a.scale),
    reason: a.reason,
    status: a.status === 'approved' ? 'approved' : a.status === 'rejected' ? 'rejected' : 'pending',
    requestedBy: a.requestedByName,
    requestedAt: a.requestedAt.toISOString(),
    decidedBy: a.decidedByName,
    decidedAt: iso(a.decidedAt),
    decisionNote: a.decisionNote,
    journalId: a.journalId,
  };
}

/** Offset and limit of a 1-based page. */
export const pageWindow = (q: { page: number; pageSize: number }) => ({
  offset: (q.page - 1) * q.pageSize,
  limit: q.pageSize,
});
