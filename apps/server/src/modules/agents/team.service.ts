import type { DownlinesQuery, RegisterDownlineBody } from '@monsoon/contracts/agent-team';
import type { Database } from '@/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import type { MemberRow } from '@/modules/member/member.repository.ts';
import type { MemberService } from '@/modules/member/member.service.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import type { RegisterService } from '@/modules/register/register.service.ts';
import { TRIAL_TYPE, type SessionInfo } from '@/modules/session/session.types.ts';
import type { WalletService } from '@/modules/wallet/wallet.service.ts';
import { can, isAgent, requireAgentAction, type AgentAction } from './agent-types.ts';
import { contractStates, contractSummaries } from './team-contracts.ts';
import { createTeamRepository } from './team.repository.ts';

/**
 * The agent's team (decision 0068): its tree level by level, search, a member's detail, registering
 * and promoting downlines. Every read is scoped to the caller's subtree in `member_tree`; a member
 * outside it answers `agent.downline.not.found`, exactly as one that does not exist.
 */
export function createTeamService(deps: {
  db: Database;
  members: MemberService;
  wallet: WalletService;
  register: RegisterService;
}) {
  const { db, members, wallet, register } = deps;
  const repo = createTeamRepository(db);
  const notFound = () => new AppError('agent.downline.not.found');

  /** The signed-in member, refused unless an agent type that may do `action`. */
  const agentFor = async (session: SessionInfo, action: AgentAction): Promise<MemberRow> => {
    requireAgentAction(session, action);
    const me = await members.findById(session.merchantId, session.memberId);
    if (!me) throw new AppError('login.not.session');
    requireAgentAction(me, action);
    return me;
  };

  return {
    /** The direct downlines of the caller or of a member of its team, or its team's accounts matching. */
    async downlines(merchant: MerchantRow, session: SessionInfo, query: DownlinesQuery) {
      const me = await agentFor(session, 'reports');
      const parentId = query.parentId ?? me.id;
      if (parentId !== me.id && !(await repo.depthBelow(merchant.id, me.id, parentId)))
        throw notFound();
      const filter = {
        merchantId: merchant.id,
        callerId: me.id,
        parentId,
        search: query.account ? query.account : null,
      };
      const { pageNo, pageSize } = query;
      const [rows, total, path] = await Promise.all([
        repo.page(filter, pageSize, (pageNo - 1) * pageSize),
        repo.count(filter),
        repo.path(me.id, parentId),
      ]);
      const contracts = await repo.liveContracts(
        merchant.id,
        rows.map((r) => r.id),
      );
      return {
        rows: rows.map((r) => ({ ...r, contracts: contractStates(contracts, r.id) })),
        total,
        pageNo,
        pageSize,
        path,
      };
    },

    /** One member of the caller's team in detail: upline, balance, team, VIP level, contracts. */
    async detail(merchant: MerchantRow, session: SessionInfo, memberId: number) {
      const me = await agentFor(session, 'reports');
      const row = await repo.member(merchant.id, me.id, memberId);
      const member = row ? await members.findById(merchant.id, memberId) : null;
      if (!row || !member) throw notFound();
      const upline =
        member.uplineId === null ? null : await members.findById(merchant.id, member.uplineId);
      const ref = { merchantId: merchant.id, memberId };
      const account = (await wallet.balances(ref)).find((b) => b.asset === merchant.currency);
      const contracts = await repo.liveContracts(merchant.id, [memberId]);
      return {
        row,
        member,
        upline: upline?.username ?? null,
        balance: account ? account.balance - account.held : 0n,
        currency: merchant.currency,
        contracts: contractSummaries(contracts, memberId),
      };
    },

    /** Makes a direct downline member an agent of type 1 (agent types 1 and 2 only). */
    async promote(merchant: MerchantRow, session: SessionInfo, downlineId: number) {
      const me = await agentFor(session, 'promote');
      const depth = await repo.depthBelow(merchant.id, me.id, downlineId);
      if (!depth) throw notFound();
      if (depth > 1) throw new AppError('agent.promote.not.direct');
      if (!(await repo.promote(merchant.id, me.id, downlineId)))
        throw new AppError('agent.promote.not.member');
      const promoted = await members.findById(merchant.id, downlineId);
      if (!promoted) throw notFound();
      return promoted;
    },

    /** Whether the caller may transfer to its direct downlines (its agent type). */
    async transferEnabled(session: SessionInfo): Promise<boolean> {
      const me = await members.findById(session.merchantId, session.memberId);
      if (!me) throw new AppError('login.not.session');
      if (me.type === TRIAL_TYPE) throw new AppError('in_need_true_account');
      if (!isAgent(me.type)) throw new AppError('error_not_agent');
      return can(me.type, 'transfer');
    },

    /** Registers a member (or, for agent types 1 and 2, an agent) as the caller's direct downline. */
    async registerDownline(
      merchant: MerchantRow,
      session: SessionInfo,
      body: RegisterDownlineBody,
      ip: string,
    ): Promise<MemberRow> {
      const me = await agentFor(session, body.agent ? 'registerAgent' : 'register');
      return register.registerDownline(merchant, me, { ...body, type: body.agent ? 1 : 0 }, ip);
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;
