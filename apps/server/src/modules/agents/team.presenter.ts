import type {
  AffiliateLink,
  DownlineDetailValue,
  DownlinesValue,
  RegisteredAffiliate,
  TeamMemberValue,
} from '@monsoon/contracts/agent-team';
import { toWireAmount } from '@monsoon/contracts/money';
import type { MemberRow } from '@/modules/member/member.repository.ts';
import type { AffiliateLinkRow, RegisteredRow } from './affiliate-links.repository.ts';
import type { TeamService } from './team.service.ts';

const SCALE = 2;

const pages = (total: number, pageSize: number) => Math.ceil(total / pageSize);

/** A registered or promoted member on the wire. */
export const presentTeamMember = (m: MemberRow): TeamMemberValue => ({
  id: m.id,
  account: m.username,
  isAgent: m.type,
});

/** A page of the team list on the wire. */
export function presentDownlines(
  page: Awaited<ReturnType<TeamService['downlines']>>,
): DownlinesValue {
  return {
    list: page.rows.map((r) => ({
      id: r.id,
      account: r.username,
      nickname: r.nickname,
      isAgent: r.type,
      level: r.level,
      directCount: r.directCount,
      teamSize: r.teamSize,
      registeredAt: r.createdAt.getTime(),
      lastLoginAt: r.lastLoginAt?.getTime() ?? null,
      status: r.status,
      contracts: r.contracts,
    })),
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    totalCount: page.total,
    totalPages: pages(page.total, page.pageSize),
    path: page.path,
  };
}

/** A team member's detail on the wire. */
export function presentDownlineDetail(
  d: Awaited<ReturnType<TeamService['detail']>>,
): DownlineDetailValue {
  return {
    id: d.member.id,
    account: d.member.username,
    nickname: d.member.nickname,
    isAgent: d.member.type,
    level: d.row.level,
    upline: d.upline,
    registeredAt: d.member.createdAt.getTime(),
    lastLoginAt: d.member.lastLoginAt?.getTime() ?? null,
    status: d.member.status,
    balance: toWireAmount(d.balance, SCALE),
    currency: d.currency,
    directCount: d.row.directCount,
    teamSize: d.row.teamSize,
    vipLevel: d.member.vipRankLevel,
    vipLabel: d.member.vipLabel,
    contracts: d.contracts,
  };
}

/** The register address of a code on the site at `origin` (the register route's `affiliateCode`). */
export const registerUrl = (origin: string, code: string): string =>
  `${origin}/register?${new URLSearchParams({ affiliateCode: code }).toString()}`;

/** An affiliate link on the wire, its URL on the site the agent uses (`origin`). */
export const presentAffiliateLink = (l: AffiliateLinkRow, origin: string): AffiliateLink => ({
  affiUrlId: l.id,
  code: l.code,
  url: registerUrl(origin, l.code),
  registerType: l.registerType,
  remark: l.remark,
  createdAt: l.createdAt.getTime(),
  registrations: l.registrations,
});

/** A member registered through a link on the wire. */
export const presentRegistered = (r: RegisteredRow): RegisteredAffiliate => ({
  id: r.id,
  account: r.username,
  isAgent: r.type,
  registeredAt: r.createdAt.getTime(),
  affiUrlId: r.linkId,
  code: r.code,
});

/** A page of registered members on the wire. */
export const presentRegisteredPage = (p: {
  rows: RegisteredRow[];
  total: number;
  pageNo: number;
  pageSize: number;
}) => ({
  list: p.rows.map(presentRegistered),
  pageNo: p.pageNo,
  pageSize: p.pageSize,
  totalCount: p.total,
  totalPages: pages(p.total, p.pageSize),
});
