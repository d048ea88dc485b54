import { randomInt } from 'node:crypto';
import { AFFILIATE_LINK_LIMIT } from '@monsoon/contracts/agent-team';
import type { Database } from '@/db/client.ts';
import type { Clock } from '@/lib/clock.ts';
import { uniqueViolation } from '@/lib/db-errors.ts';
import { AppError } from '@/lib/errors.ts';
import type { MemberRow } from '@/modules/member/member.repository.ts';
import type { MemberService } from '@/modules/member/member.service.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import type { MerchantService } from '@/modules/merchant/merchant.service.ts';
import type { InviteCodeLookup } from '@/modules/register/register.service.ts';
import type { SessionInfo } from '@/modules/session/session.types.ts';
import { can, requireAgentAction, type AgentAction } from './agent-types.ts';
import {
  createAffiliateLinksRepository,
  type AffiliateLinkRow,
} from './affiliate-links.repository.ts';

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const CODE_LENGTH = 8;
/** A fresh code collides about once in 10^12: a few attempts are plenty. */
const CODE_ATTEMPTS = 5;

/** A random link code: 8 characters A-Z 0-9. */
export const newLinkCode = (): string =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
    '',
  );

/**
 * Affiliate links (`/wps/agent/affiliateUrl*`, decision 0068): codes of an agent that register members
 * (or agents, register type 1) under it. A deleted link keeps its rows and registers no one; another
 * agent's link answers like one that does not exist.
 */
export function createAffiliateLinksService(deps: {
  db: Database;
  clock: Clock;
  merchants: MerchantService;
  members: MemberService;
}) {
  const { db, clock, merchants, members } = deps;
  const repo = (scope?: Database) => createAffiliateLinksRepository(scope ?? db);
  const notFound = () => new AppError('agent.affiliate.not.found');

  /** The signed-in agent, refused unless its type allows `action` (and links are on). */
  const agentFor = async (
    merchant: MerchantRow,
    session: SessionInfo,
    action: AgentAction,
  ): Promise<MemberRow> => {
    requireAgentAction(session, action);
    if (!merchants.isEnabled(merchant, 'AFFMAN3')) throw new AppError('function.not.available');
    const me = await members.findById(merchant.id, session.memberId);
    if (!me) throw new AppError('login.not.session');
    requireAgentAction(me, action);
    return me;
  };

  /** Writes a link with a fresh code under the agent's limit; a taken code is drawn again. */
  const insertLink = async (agent: MemberRow, registerType: 0 | 1, remark: string) => {
    const { merchantId } = agent;
    for (let attempt = 1; attempt <= CODE_ATTEMPTS; attempt += 1) {
      const code = newLinkCode();
      // An agent's own code wins at registration: a link never takes one.
      if (await members.findByAffiliateCode(merchantId, code)) continue;
      try {
        return await db.transaction(async (tx) => {
          const r = repo(tx);
          await r.lockAgent(agent.id);
          if ((await r.liveCount(merchantId, agent.id)) >= AFFILIATE_LINK_LIMIT)
            throw new AppError('agent.affiliate.limit', null, { limit: AFFILIATE_LINK_LIMIT });
          const createdAt = clock.now();
          return r.insert({ merchantId, agentId: agent.id, code, registerType, remark, createdAt });
        });
      } catch (err) {
        if (uniqueViolation(err) !== 'affiliate_links_code_uq') throw err;
      }
    }
    throw new Error('no free affiliate link code after several attempts');
  };

  /** Whom a code registers under: an agent's own code first, then a live link of an active agent. */
  const resolveCode: InviteCodeLookup = async (merchantId, code) => {
    const owner = await members.findAgentByCode(merchantId, code);
    if (owner) return { agent: owner, linkId: null, type: 0 };
    const link = await repo().findByCode(merchantId, code);
    if (!link || link.deletedAt !== null) return null;
    const agent = await members.findById(merchantId, link.agentId);
    if (!agent || agent.status !== 'active') return null;
    // An agent whose type no longer allows what the link registers registers no one through it.
    if (!can(agent.type, link.registerType === 1 ? 'registerAgent' : 'affiliate')) return null;
    return { agent, linkId: link.id, type: link.registerType };
  };

  return {
    resolveCode,

    /** Creates a link (register type 1 needs an agent type that registers agents). */
    async create(
      merchant: MerchantRow,
      session: SessionInfo,
      body: { registerType: 0 | 1; remark: string },
    ): Promise<AffiliateLinkRow> {
      const action = body.registerType === 1 ? 'registerAgent' : 'affiliate';
      const me = await agentFor(merchant, session, action);
      const id = await insertLink(me, body.registerType, body.remark);
      const link = await repo().findOwn(merchant.id, me.id, id);
      if (!link) throw new Error(`affiliate link ${id} vanished`);
      return link;
    },

    /** Deletes one of the agent's live links. */
    async remove(merchant: MerchantRow, session: SessionInfo, id: number): Promise<number> {
      const me = await agentFor(merchant, session, 'affiliate');
      if (!(await repo().softDelete(merchant.id, me.id, id, clock.now()))) throw notFound();
      return id;
    },

    /** The agent's live links, newest first. */
    async list(merchant: MerchantRow, session: SessionInfo): Promise<AffiliateLinkRow[]> {
      const me = await agentFor(merchant, session, 'affiliate');
      return repo().live(merchant.id, me.id);
    },

    /** Members registered through the agent's links (one of its links, deleted or not, or all). */
    async registered(
      merchant: MerchantRow,
      session: SessionInfo,
      query: { affiUrlId?: number | undefined; pageNo: number; pageSize: number },
    ) {
      const me = await agentFor(merchant, session, 'affiliate');
      const linkId = query.affiUrlId ?? null;
      if (linkId !== null && !(await repo().findOwn(merchant.id, me.id, linkId))) throw notFound();
      const { rows, total } = await repo().registered(
        { merchantId: merchant.id, agentId: me.id, linkId },
        query.pageSize,
        (query.pageNo - 1) * query.pageSize,
      );
      return { rows, total, pageNo: query.pageNo, pageSize: query.pageSize };
    },
  };
}
export type AffiliateLinksService = ReturnType<typeof createAffiliateLinksService>;
