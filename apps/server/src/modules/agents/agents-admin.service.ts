import type { AssignableAgentType } from '@monsoon/contracts/admin/agents';
import type { Database } from '@/db/client.ts';
import type { Clock } from '@/lib/clock.ts';
import { AppError } from '@/lib/errors.ts';
import { actorOf } from '@/modules/admin/admin.actor.ts';
import type { AuditService } from '@/modules/admin/audit.service.ts';
import type { OperatorContext } from '@/modules/admin/operator-auth.service.ts';
import { TRIAL_TYPE } from '@/modules/session/session.types.ts';
import { createAgentTreeRepository, type TreeNode } from './agent-tree.repository.ts';
import { createContractsAdminRepository } from './contracts-admin.repository.ts';
import { endBelow } from './contracts-admin.service.ts';

type Page = { offset: number; limit: number };

/** Contracts shown on a member's page: its latest, newest first. */
const DETAIL_CONTRACTS = 50;

/**
 * The agent tree in the back office (decision 0068): the merchant's top-level agents, a member's
 * direct downlines level by level, a search by account with each match's path from the top, a
 * member's place and contracts, and the operator's change of a member's agent type. Every read is
 * scoped to the operator's merchant: a member of another merchant answers as one that does not exist.
 */
export function createAgentsAdminService(deps: {
  db: Database;
  clock: Clock;
  audit: AuditService;
}) {
  const { db, clock, audit } = deps;
  const tree = createAgentTreeRepository(db);
  const contracts = createContractsAdminRepository(db);

  const node = async (merchantId: number, id: number): Promise<TreeNode> => {
    const found = await tree.node(merchantId, id);
    if (!found) throw new AppError('admin.member.not.found');
    return found;
  };

  return {
    /** The top-level agents, or the direct downlines of `parentId`. */
    async level(merchantId: number, parentId: number | undefined, page: Page) {
      if (parentId === undefined) return tree.topLevel(merchantId, page);
      await node(merchantId, parentId);
      return tree.children(merchantId, parentId, page);
    },

    /** Members whose account starts with `q`, each with its path from the top of the tree. */
    async search(merchantId: number, q: string, page: Page) {
      const { rows, total } = await tree.search(merchantId, q, page);
      const paths = await tree.paths(rows.map((r) => r.id));
      return { rows: rows.map((r) => ({ node: r, path: paths.get(r.id) ?? [] })), total };
    },

    /** A member's row, its path from the top and its contracts as the downline, newest first. */
    async detail(merchantId: number, id: number) {
      const found = await node(merchantId, id);
      const paths = await tree.paths([id]);
      const held = await contracts.list(
        merchantId,
        { downlineId: id },
        { offset: 0, limit: DETAIL_CONTRACTS },
      );
      return { node: found, path: paths.get(id) ?? [], contracts: held.rows };
    },

    /**
     * Changes a member's agent type, with the reason, audited, in one transaction. Trial accounts are
     * neither moved nor made. A member made a plain member (type 0) stops being an agent: its
     * contracts in force end and its offers, made or received, are withdrawn (end reason `demoted`),
     * and the contracts of its team that hung from them end too (`upline_ended`).
     */
    async changeType(
      by: OperatorContext,
      id: number,
      type: AssignableAgentType,
      reason: string,
    ): Promise<TreeNode> {
      await db.transaction(async (tx) => {
        const t = createAgentTreeRepository(tx);
        const current = await t.lockType(by.merchantId, id);
        if (current === null) throw new AppError('admin.member.not.found');
        if (current === TRIAL_TYPE || current === type)
          throw new AppError('admin.agent.type.invalid');
        await t.setType(id, type);
        const ended = type === 0 ? await endAgency(tx, id, clock.now()) : [];
        await audit.record(tx, actorOf(by), {
          action: 'agent.type_changed',
          targetKind: 'member',
          targetId: id,
          before: { type: current },
          after: { type, reason, endedContracts: ended },
        });
      });
      return node(by.merchantId, id);
    },
  };
}
export type AgentsAdminService = ReturnType<typeof createAgentsAdminService>;

/**
 * Ends what a member made a plain member holds and offers (`demoted`), and every contract of those
 * kinds below it in its team (`upline_ended`: they hung from its contracts); answers the member's own.
 */
async function endAgency(tx: Database, memberId: number, now: Date): Promise<number[]> {
  const r = createContractsAdminRepository(tx);
  const held = await r.lockHeld(memberId, ['active', 'pending']);
  const offered = await r.lockGiven(memberId, ['pending']);
  const ids = (status: string, list: typeof held) =>
    list.filter((c) => c.status === status).map((c) => c.id);
  const ending = { endReason: 'demoted', endedAt: now };
  const ended = [
    ...(await r.end(ids('active', held), 'active', { ...ending, status: 'terminated' })),
    ...(await r.end(ids('pending', [...held, ...offered]), 'pending', {
      ...ending,
      status: 'withdrawn',
    })),
  ];
  for (const c of held) if (c.status === 'active') await endBelow(tx, memberId, c.kind, now);
  return ended;
}
