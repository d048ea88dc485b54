import type { ContractLimits } from '@monsoon/contracts/admin/agent-contracts';
import {
  CONTRACT_KINDS,
  type ContractKind,
  type ContractTermsInput,
} from '@monsoon/contracts/agent-contracts';
import type { Database } from '@/db/client.ts';
import type { Clock } from '@/lib/clock.ts';
import { AppError } from '@/lib/errors.ts';
import { isAgentType } from '@/modules/session/session.types.ts';
import { actorOf } from '@/modules/admin/admin.actor.ts';
import type { AuditService } from '@/modules/admin/audit.service.ts';
import type { OperatorContext } from '@/modules/admin/operator-auth.service.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import { createAgentTreeRepository } from './agent-tree.repository.ts';
import {
  coveredBy,
  loadTerms,
  maxRate,
  storeTerms,
  validateTerms,
  type Terms,
} from './contract-terms.ts';
import {
  createContractsAdminRepository,
  type ContractFilter,
  type ContractView,
} from './contracts-admin.repository.ts';
import { createContractsRepository } from './contracts.repository.ts';

type Page = { offset: number; limit: number };
const isContractKind = (v: string): v is ContractKind => CONTRACT_KINDS.some((k) => k === v);
/** What the service needs of the request's merchant. */
type Merchant = Pick<MerchantRow, 'id' | 'currency' | 'settings'>;

/**
 * Agent contracts in the back office (decision 0068): the list, the top-level contracts the operator
 * grants agents within the merchant's per-kind limits, and ending a contract by the operator. Every
 * change is one transaction with its audit entry. As everywhere, a contract that ends takes every
 * contract of its kind below it along (`upline_ended`): a chain always hangs from a contract in force.
 */
export function createContractsAdminService(deps: {
  db: Database;
  clock: Clock;
  audit: AuditService;
  /** Decimals of an asset (null when unknown). */
  scaleOf: (asset: string) => Promise<number | null>;
}) {
  const { db, clock, audit } = deps;
  const repo = createContractsAdminRepository(db);
  const scaleOf = async (currency: string): Promise<number> => (await deps.scaleOf(currency)) ?? 2;

  const view = async (merchantId: number, id: number): Promise<ContractView> => {
    const found = await repo.find(merchantId, id);
    if (!found) throw new AppError('contract.not.found');
    return found;
  };

  return {
    scaleOf,
    list: (merchantId: number, filter: ContractFilter, page: Page) =>
      repo.list(merchantId, filter, page),

    /** The merchant's highest rate of a top-level contract, per kind. */
    limits: (merchant: Merchant): ContractLimits => merchant.settings.agents.maxRateBp,

    /**
     * Grants an agent (decision 0068: any agent type; master agents above all) a contract in force at
     * once (upline none, granted by the operator): the terms pass the same rules as an offer and the
     * merchant's limit for the kind. In one transaction it replaces the agent's contract of the kind in
     * force (end reason `replaced`) and ends what the agent gave its direct downlines that the new
     * terms do not cover (`higher_rate`, with everything below them), as an accepted offer does; audited.
     */
    async grant(
      by: OperatorContext,
      merchant: Merchant,
      input: { account: string; kind: ContractKind; terms: ContractTermsInput },
    ): Promise<ContractView> {
      const member = await repo.memberByAccount(merchant.id, input.account);
      if (!member) throw new AppError('admin.member.not.found');
      if (!isAgentType(member.type)) throw new AppError('admin.contract.agent.only');
      const terms = validateTerms(input.kind, input.terms, await scaleOf(merchant.currency));
      if (maxRate(terms) > merchant.settings.agents.maxRateBp[input.kind])
        throw new AppError('contract.rate.above.limit');
      const id = await db.transaction(async (tx) => {
        // The agent's row lock orders grants of one agent: the second sees the first's contract.
        const type = await createAgentTreeRepository(tx).lockType(merchant.id, member.id);
        if (type === null || !isAgentType(type)) throw new AppError('admin.contract.agent.only');
        const r = createContractsAdminRepository(tx);
        const now = clock.now();
        const [previous] = await r.lockHeld(member.id, ['active'], input.kind);
        if (previous)
          await r.end([previous.id], 'active', {
            status: 'terminated',
            endReason: 'replaced',
            endedAt: now,
          });
        const granted = await r.insertGranted({
          merchantId: merchant.id,
          kind: input.kind,
          downlineId: member.id,
          terms: storeTerms(terms),
          grantedBy: by.operatorId,
          at: now,
        });
        const ended = await endAbove(tx, member.id, input.kind, terms, now);
        await audit.record(tx, actorOf(by), {
          action: 'contract.granted',
          targetKind: 'contract',
          targetId: granted,
          before: previous ? { contractId: previous.id, terms: previous.terms } : null,
          after: {
            memberId: member.id,
            account: member.username,
            kind: input.kind,
            status: 'active',
            terms: storeTerms(terms),
            endedForHigherRate: ended,
          },
        });
        return granted;
      });
      return view(merchant.id, id);
    },

    /**
     * Ends a contract in force (terminated, end reason `operator`), with the reason, and every contract
     * of its kind below its holder (`upline_ended`), audited.
     */
    async end(by: OperatorContext, id: number, reason: string): Promise<ContractView> {
      await db.transaction(async (tx) => {
        const r = createContractsAdminRepository(tx);
        const row = await r.lock(by.merchantId, id);
        if (!row || row.status !== 'active') throw new AppError('contract.not.found');
        const at = clock.now();
        await r.end([row.id], 'active', {
          status: 'terminated',
          endReason: 'operator',
          endedAt: at,
        });
        const below = await endBelow(tx, row.downlineId, row.kind, at);
        await audit.record(tx, actorOf(by), {
          action: 'contract.ended',
          targetKind: 'contract',
          targetId: row.id,
          before: { status: row.status, terminationRequestedBy: row.terminationRequestedBy },
          after: { status: 'terminated', endReason: 'operator', reason, endedBelow: below },
        });
      });
      return view(by.merchantId, id);
    },
  };
}
export type ContractsAdminService = ReturnType<typeof createContractsAdminService>;

/** Ends every contract of a kind below a member in its team (`upline_ended`); answers how many. */
export const endBelow = (
  tx: Database,
  memberId: number,
  kind: string,
  at: Date,
): Promise<number> =>
  isContractKind(kind)
    ? createContractsRepository(tx).endTeamContracts(memberId, kind, at, 'upline_ended')
    : Promise.resolve(0);

/**
 * Ends the contracts of `kind` an agent gave its direct downlines (in force: terminated; offered:
 * withdrawn) that `terms` do not cover (`higher_rate`), and what hangs below them; answers their ids.
 */
async function endAbove(
  tx: Database,
  agentId: number,
  kind: string,
  terms: Terms,
  now: Date,
): Promise<number[]> {
  const r = createContractsAdminRepository(tx);
  const given = await r.lockGiven(agentId, ['active', 'pending'], kind);
  const above = given.filter((c) => !coveredBy(loadTerms(c.terms), terms));
  const ids = (status: string) => above.filter((c) => c.status === status).map((c) => c.id);
  const ending = { endReason: 'higher_rate', endedAt: now };
  const ended = [
    ...(await r.end(ids('active'), 'active', { ...ending, status: 'terminated' })),
    ...(await r.end(ids('pending'), 'pending', { ...ending, status: 'withdrawn' })),
  ];
  for (const c of above) if (c.status === 'active') await endBelow(tx, c.downlineId, kind, now);
  return ended;
}
