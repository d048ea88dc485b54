import type {
  ContractKind,
  ContractProcessInput,
  ContractTermsInput,
} from '@monsoon/contracts/agent-contracts';
import type { Database } from '@/db/client.ts';
import type { Clock } from '@/lib/clock.ts';
import { AppError } from '@/lib/errors.ts';
import type { MemberService } from '@/modules/member/member.service.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import { TRIAL_TYPE, type SessionInfo } from '@/modules/session/session.types.ts';
import { coveredBy, loadTerms, storeTerms, validateTerms } from './contract-terms.ts';
import { createContractsRepository, type ContractRow } from './contracts.repository.ts';

/** Agent types that may offer contracts to their direct downlines (decision 0068). */
const OFFERING_TYPES: readonly number[] = [1, 2];

/** What the member sees of one kind: the contract in force and what waits for its answer. */
export interface ContractView {
  kind: ContractKind;
  contract: ContractRow | null;
  request: {
    type: 'new' | 'termination';
    contract: ContractRow;
    wouldTerminate: ContractRow[];
  } | null;
  outcome: 'accepted' | 'rejected' | 'terminated' | 'termination.requested' | null;
}

const notFound = () => new AppError('contract.not.found');

/**
 * Contracts between uplines and direct downlines (design/money.md §13, decision 0068): offers, answers,
 * termination requests. Every change runs in one transaction that locks the downline's contracts of the
 * kind first, so two answers (or an answer and a new offer) cannot both apply. When a contract ends,
 * every contract of its kind below it ends too: a contract is always covered by its upline's.
 */
export function createContractsService(deps: {
  db: Database;
  clock: Clock;
  members: Pick<MemberService, 'findById' | 'requireRealAccount'>;
}) {
  const { db, clock, members } = deps;

  const split = (rows: ContractRow[]) => ({
    active: rows.find((r) => r.status === 'active') ?? null,
    pending: rows.find((r) => r.status === 'pending') ?? null,
  });

  /** The member's direct downlines' contracts of the kind that a contract on `terms` would not cover. */
  async function endangered(tx: Database, c: ContractRow): Promise<ContractRow[]> {
    const terms = loadTerms(c.terms);
    const below = await createContractsRepository(tx).ofDownlines(
      c.merchantId,
      c.downlineId,
      c.kind,
    );
    return below.filter((d) => !coveredBy(loadTerms(d.terms), terms));
  }

  async function view(
    tx: Database,
    merchantId: number,
    memberId: number,
    kind: ContractKind,
    outcome: ContractView['outcome'] = null,
  ): Promise<ContractView> {
    const { active, pending } = split(
      await createContractsRepository(tx).current(merchantId, memberId, kind),
    );
    let request: ContractView['request'] = null;
    if (pending)
      request = { type: 'new', contract: pending, wouldTerminate: await endangered(tx, pending) };
    else if (active?.terminationRequestedBy === 'upline')
      request = { type: 'termination', contract: active, wouldTerminate: [] };
    return { kind, contract: active, request, outcome };
  }

  /** Ends a contract and everything of its kind below it. */
  async function end(tx: Database, c: ContractRow, reason: string, at: Date): Promise<void> {
    const repo = createContractsRepository(tx);
    if (
      !(await repo.setStatus(
        c.id,
        c.status,
        c.status === 'pending' ? 'withdrawn' : 'terminated',
        at,
        reason,
      ))
    )
      throw notFound();
    if (c.status === 'active')
      await repo.endTeamContracts(c.downlineId, c.kind, at, 'upline_ended');
  }

  /** The downline accepts an offer: it replaces the contract in force and ends those it no longer covers. */
  async function acceptOffer(
    tx: Database,
    offer: ContractRow,
    active: ContractRow | null,
    at: Date,
  ) {
    const repo = createContractsRepository(tx);
    if (offer.uplineId !== null) {
      // The upline's own contract may have changed since the offer: the rate rule holds at acceptance.
      const { active: cover } = split(
        await repo.current(offer.merchantId, offer.uplineId, offer.kind),
      );
      if (!cover) throw new AppError('contract.upline.none');
      if (!coveredBy(loadTerms(offer.terms), loadTerms(cover.terms)))
        throw new AppError('contract.rate.above.upline');
    }
    for (const d of await endangered(tx, offer)) await end(tx, d, 'higher_rate', at);
    if (active && !(await repo.setStatus(active.id, 'active', 'terminated', at, 'replaced')))
      throw notFound();
    if (!(await repo.setStatus(offer.id, 'pending', 'active', at, null))) throw notFound();
  }

  /** The member's answer (accept, reject) or its own termination request, in one transaction. */
  async function act(
    tx: Database,
    session: SessionInfo,
    kind: ContractKind,
    input: ContractProcessInput,
  ): Promise<ContractView['outcome']> {
    const repo = createContractsRepository(tx);
    const at = clock.now();
    const { active, pending } = split(
      await repo.current(session.merchantId, session.memberId, kind, true),
    );
    const named = (c: ContractRow | null) =>
      c !== null && (input.contractId === undefined || input.contractId === c.id) ? c : null;
    const offer = named(pending);
    const current = named(active);
    const asked = current?.terminationRequestedBy === 'upline' ? current : null;
    if (input.action === 'accept') {
      if (offer) return acceptOffer(tx, offer, active, at).then(() => 'accepted' as const);
      if (asked) return end(tx, asked, 'terminated', at).then(() => 'terminated' as const);
      throw notFound();
    }
    if (input.action === 'reject') {
      if (offer) {
        if (!(await repo.setStatus(offer.id, 'pending', 'rejected', at, 'rejected')))
          throw notFound();
        return 'rejected';
      }
      if (asked && (await repo.setTerminationRequest(asked.id, null))) return 'rejected';
      throw notFound();
    }
    // terminate: ends at once when the upline asked already or there is no upline (an operator's grant).
    if (!current) throw notFound();
    if (current.uplineId === null || asked) {
      await end(tx, current, 'terminated', at);
      return 'terminated';
    }
    if (!(await repo.setTerminationRequest(current.id, 'downline'))) throw notFound();
    return 'termination.requested';
  }

  /** The caller as an agent that may offer contracts. */
  async function offeringAgent(session: SessionInfo) {
    members.requireRealAccount(session);
    const me = await members.findById(session.merchantId, session.memberId);
    if (!me) throw new AppError('login.not.session');
    members.requireRealAccount(me);
    if (!OFFERING_TYPES.includes(me.type)) {
      if (me.type === 41 || me.type === 42) throw new AppError('agent.action.not.allowed');
      throw new AppError('error_not_agent');
    }
    return me;
  }

  return {
    /** The four prompt calls: read (`info`), accept, reject, or ask to end the member's contract. */
    async process(
      session: SessionInfo,
      kind: ContractKind,
      input: ContractProcessInput,
    ): Promise<ContractView> {
      members.requireRealAccount(session);
      return db.transaction(async (tx) => {
        const outcome = input.action === 'info' ? null : await act(tx, session, kind, input);
        return view(tx, session.merchantId, session.memberId, kind, outcome);
      });
    },

    /** An agent's own contract of a kind, its direct downlines and their contracts and offers. */
    async overview(merchant: MerchantRow, session: SessionInfo, kind: ContractKind) {
      members.requireRealAccount(session);
      const repo = createContractsRepository(db);
      const { active: mine } = split(await repo.current(merchant.id, session.memberId, kind));
      const me = await members.findById(merchant.id, session.memberId);
      if (!me) throw new AppError('login.not.session');
      const downlines = await repo.directDownlines(merchant.id, session.memberId);
      const below = await repo.ofDownlines(merchant.id, session.memberId, kind);
      return {
        kind,
        mine,
        canOffer: OFFERING_TYPES.includes(me.type) && mine !== null,
        downlines: downlines.map((d) => ({
          ...d,
          ...split(below.filter((c) => c.downlineId === d.memberId)),
        })),
      };
    },

    /** An upline offers (or adjusts) a contract to a direct downline: pending until answered. */
    async offer(
      merchant: MerchantRow,
      session: SessionInfo,
      input: { kind: ContractKind; downlineId: number; terms: ContractTermsInput },
    ): Promise<ContractRow> {
      const me = await offeringAgent(session);
      const terms = validateTerms(input.kind, input.terms);
      return db.transaction(async (tx) => {
        const repo = createContractsRepository(tx);
        const downline = await repo.teamMember(merchant.id, me.id, input.downlineId);
        if (!downline) throw new AppError('agent.downline.not.found');
        if (downline.uplineId !== me.id || downline.type === TRIAL_TYPE)
          throw new AppError('contract.not.direct.downline');
        const { active: cover } = split(await repo.current(merchant.id, me.id, input.kind, true));
        if (!cover) throw new AppError('contract.upline.none');
        const upper = loadTerms(cover.terms);
        // Pay is differential on one base: the same dividend period and real-time base as the upline's.
        if (terms.period !== upper.period || terms.base !== upper.base)
          throw new AppError('contract.terms.invalid');
        if (!coveredBy(terms, upper)) throw new AppError('contract.rate.above.upline');
        const at = clock.now();
        const { pending } = split(await repo.current(merchant.id, downline.id, input.kind, true));
        if (pending && !(await repo.setStatus(pending.id, 'pending', 'withdrawn', at, 'replaced')))
          throw notFound();
        const id = await repo.insert({
          merchantId: merchant.id,
          kind: input.kind,
          uplineId: me.id,
          downlineId: downline.id,
          terms: storeTerms(terms),
          status: 'pending',
          grantedBy: null,
          at,
        });
        const row = await repo.byId(merchant.id, id);
        if (!row) throw notFound();
        return row;
      });
    },

    /**
     * The upline asks to end a direct downline's contract: a pending offer is withdrawn at once; an
     * active contract ends when the downline asked first, else waits for the downline's answer.
     */
    async requestTermination(
      merchant: MerchantRow,
      session: SessionInfo,
      contractId: number,
    ): Promise<ContractRow> {
      members.requireRealAccount(session);
      return db.transaction(async (tx) => {
        const repo = createContractsRepository(tx);
        const c = await repo.byId(merchant.id, contractId, true);
        if (!c || c.uplineId !== session.memberId || !['pending', 'active'].includes(c.status))
          throw notFound();
        const at = clock.now();
        if (c.status === 'pending' || c.terminationRequestedBy === 'downline')
          await end(tx, c, c.status === 'pending' ? 'withdrawn' : 'terminated', at);
        else if (!(await repo.setTerminationRequest(c.id, 'upline'))) throw notFound();
        const after = await repo.byId(merchant.id, contractId);
        if (!after) throw notFound();
        return after;
      });
    },

    /**
     * Consolidated funds' flags (wire-api §10.1): per kind, `req` 1 for a new contract waiting for the
     * member's answer, 2 for the upline's termination request; `info` 1 when the member holds a
     * contract of the kind or has offered one below (the site shows the kind's menu entry).
     */
    async flags(merchantId: number, memberId: number) {
      const repo = createContractsRepository(db);
      const rows = await repo.allCurrent(merchantId, memberId);
      const offered = await repo.hasDownlineContracts(merchantId, memberId);
      const req = (kind: ContractKind) =>
        rows.some((r) => r.kind === kind && r.status === 'pending')
          ? 1
          : rows.some((r) => r.kind === kind && r.terminationRequestedBy === 'upline')
            ? 2
            : 0;
      const info = (kind: ContractKind) =>
        rows.some((r) => r.kind === kind && r.status === 'active') || offered.has(kind) ? 1 : 0;
      return { req, info };
    },
  };
}
export type ContractsService = ReturnType<typeof createContractsService>;
