import {
  agentContracts,
  contractEarnings,
  contractProcessCalls,
  CONTRACT_KINDS,
  offerContract,
  requestContractTermination,
} from '@monsoon/contracts/agent-contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import type { ModuleContext } from '@/services.ts';
import { presentContract, presentContractView } from './contracts.presenter.ts';
import { presentEarnings } from './earnings.presenter.ts';

/** Agent contracts: the four prompt calls, the agent centre's contract pages, and earnings. */
export async function registerAgentContractsModule(
  app: FastifyInstance,
  ctx: ModuleContext,
): Promise<void> {
  const { agentContracts: contracts, agentEarnings: earnings } = ctx.services;

  for (const kind of CONTRACT_KINDS)
    registerCall(app, contractProcessCalls[kind], async ({ session, query, body }) =>
      presentContractView(await contracts.process(session, kind, { ...query, ...body })),
    );

  registerCall(app, agentContracts, async ({ req, session, query }) => {
    const o = await contracts.overview(req.merchant, session, query.kind);
    return {
      kind: o.kind,
      mine: o.mine ? presentContract(o.mine) : null,
      canOffer: o.canOffer,
      downlines: o.downlines.map((d) => ({
        memberId: d.memberId,
        account: d.account,
        nickname: d.nickname,
        isAgent: d.isAgent,
        contract: d.active ? presentContract(d.active) : null,
        pending: d.pending ? presentContract(d.pending) : null,
      })),
    };
  });
  registerCall(app, offerContract, async ({ req, session, body }) =>
    presentContract(await contracts.offer(req.merchant, session, body)),
  );
  registerCall(app, requestContractTermination, async ({ req, session, body }) =>
    presentContract(await contracts.requestTermination(req.merchant, session, body.contractId)),
  );
  registerCall(app, contractEarnings, async ({ req, session, query }) =>
    presentEarnings(await earnings.list(req.merchant, session, query), req.merchant.currency),
  );
}
