import type { ContractLimits } from '@monsoon/contracts/admin/agent-contracts';
import type { ContractKind, ContractTermsInput } from '@monsoon/contracts/agent-contracts';
import type { Database } from '@/db/client.ts';
import type { Clock } from '@/lib/clock.ts';
import { AppError } from '@/lib/errors.ts';
import { actorOf } from '@/modules/admin/admin.actor.ts';
import type { AuditService } from '@/modules/admin/audit.service.ts';
import type { OperatorContext } from '@/modules/admin/operator-auth.service.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import { createAgentTreeRepository } from './agent-tree.repository.ts';
import {
  loadTerms,
  maxRate,
  rateBelowEverywhere,
  storeTerms,
  validateTerms,
  type Terms,
} from './contract-terms.ts';
import {
  createContractsAdminRepository,
  type ContractFilter,
  type ContractView,
} from './contracts-admin.repository.ts';

/** The master agent type (decision 0068): the only one the operator grants contracts. */
const MASTER_AGENT = 2;

type Page = { offset: number; limit: number };
/** What the service needs of the request's merchant. */
type Merchant = Pick<MerchantRow, 'id' | 'currency' | 'settings'>;

/**
 * Agent contracts in the back office (decision 0068): the list, the top-level contracts the operator
 * grants master agents within the merchant's per-kind limits, and ending a contract by the operator.
 * Every change is one transaction with its audit entry.
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
     * Grants a master agent a contract in force at once (upline none, granted by the operator): the
     * terms pass the same rules as an offer and the merchant's limit for the kind. In one transaction
     * it replaces the agent's contract of the kind in force (end reason `replaced`) and ends what the
     * agent gave its downlines above the new terms anywhere (`higher_rate`, as an accepted lower rate
     * does), audited.
     */
    async grant(
      by: OperatorContext,
      merchant: Merchant,
      input: { account: string; kind: ContractKind; terms: ContractTermsInput },
    ): Promise<ContractView> {
      const member = await repo.memberByAccount(merchant.id, input.account);
      if (!member) throw new AppError('admin.member.not.found');
      if (member.type !== MASTER_AGENT) throw new AppError('admin.contract.master.only');
      const terms = validateTerms(input.kind, input.terms, await scaleOf(merchant.currency));
      if (maxRate(terms) > merchant.settings.agents.maxRateBp[input.kind])
        throw new AppError('contract.rate.above.limit');
      const id = await db.transaction(async (tx) => {
        // The agent's row lock orders grants of one agent: the second sees the first's contract.
        const type = await createAgentTreeRepository(tx).lockType(merchant.id, member.id);
        if (type !== MASTER_AGENT) throw new AppError('admin.contract.master.only');
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

    /** Ends a contract in force (terminated, end reason `operator`), with the reason, audited. */
    async end(by: OperatorContext, id: number, reason: string): Promise<ContractView> {
      await db.transaction(async (tx) => {
        const r = createContractsAdminRepository(tx);
        const row = await r.lock(by.merchantId, id);
        if (!row || row.status !== 'active') throw new AppError('contract.not.found');
        await r.end([row.id], 'active', {
          status: 'terminated',
          endReason: 'operator',
          endedAt: clock.now(),
        });
        await audit.record(tx, actorOf(by), {
          action: 'contract.ended',
          targetKind: 'contract',
          targetId: row.id,
          before: { status: row.status, terminationRequestedBy: row.terminationRequestedBy },
          after: { status: 'terminated', endReason: 'operator', reason },
        });
      });
      return view(by.merchantId, id);
    },
  };
}
export type ContractsAdminService = ReturnType<typeof createContractsAdminService>;

/**
 * Ends the contracts of `kind` an agent gave its direct downlines (in force: terminated; offered:
 * withdrawn) whose rate is above `terms` anywhere (end reason `higher_rate`); answers their ids.
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
  const above = given.filter((c) => !rateBelowEverywhere(loadTerms(c.terms), terms));
  const ids = (status: string) => above.filter((c) => c.status === status).map((c) => c.id);
  const ending = { endReason: 'higher_rate', endedAt: now };
  return [
    ...(await r.end(ids('active'), 'active', { ...ending, status: 'terminated' })),
    ...(await r.end(ids('pending'), 'pending', { ...ending, status: 'withdrawn' })),
  ];
}
