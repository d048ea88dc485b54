import {
  adminContractLimits,
  adminContracts,
  adminEndContract,
  adminGrantContract,
} from '@monsoon/contracts/admin/agent-contracts';
import {
  adminAgent,
  adminAgents,
  adminChangeAgentType,
  adminSearchAgents,
} from '@monsoon/contracts/admin/agents';
import {
  adminRerunSettlementRun,
  adminSettlementRun,
  adminSettlementRunEarnings,
  adminSettlementRunItems,
  adminSettlementRuns,
} from '@monsoon/contracts/admin/settlement-runs';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import { operatorOf } from '@/modules/admin/admin.context.ts';
import { pageWindow } from '@/modules/admin/admin.presenter.ts';
import type { ModuleContext } from '@/services.ts';
import {
  presentContract,
  presentEarning,
  presentItem,
  presentNode,
  presentRun,
} from './agents-admin.presenter.ts';

const pageOf = <T>(q: { page: number; pageSize: number }, items: T[], total: number) => ({
  items,
  total,
  page: q.page,
  pageSize: q.pageSize,
});

/**
 * The back office's agent screens under /admin/api (decision 0068; the operator hook checks the
 * session, the role's permission and CSRF): the agent tree and type changes, contracts with the
 * operator's grants and endings, and the salary and dividend settlement runs with their re-run.
 */
export async function registerAgentsAdminModule(
  app: FastifyInstance,
  { services }: ModuleContext,
): Promise<void> {
  const { agents, contracts, runs } = services.agentsAdmin;
  const scale = (req: { merchant: { currency: string } }) =>
    contracts.scaleOf(req.merchant.currency);

  registerCall(app, adminAgents, async ({ req, query }) => {
    const { rows, total } = await agents.level(
      operatorOf(req).merchantId,
      query.parentId,
      pageWindow(query),
    );
    return pageOf(query, rows.map(presentNode), total);
  });
  registerCall(app, adminSearchAgents, async ({ req, query }) => {
    const { rows, total } = await agents.search(
      operatorOf(req).merchantId,
      query.q,
      pageWindow(query),
    );
    return pageOf(
      query,
      rows.map((r) => ({ ...presentNode(r.node), path: r.path })),
      total,
    );
  });
  registerCall(app, adminAgent, async ({ req, params }) => {
    const found = await agents.detail(operatorOf(req).merchantId, params.id);
    const s = await scale(req);
    return {
      agent: presentNode(found.node),
      path: found.path,
      contracts: found.contracts.map((c) => presentContract(c, s)),
    };
  });
  registerCall(app, adminChangeAgentType, async ({ req, params, body }) =>
    presentNode(await agents.changeType(operatorOf(req), params.id, body.type, body.reason)),
  );

  registerCall(app, adminContracts, async ({ req, query }) => {
    const { rows, total } = await contracts.list(
      operatorOf(req).merchantId,
      { kind: query.kind, status: query.status, account: query.account || undefined },
      pageWindow(query),
    );
    const s = await scale(req);
    return pageOf(
      query,
      rows.map((c) => presentContract(c, s)),
      total,
    );
  });
  registerCall(app, adminContractLimits, async ({ req }) => contracts.limits(req.merchant));
  registerCall(app, adminGrantContract, async ({ req, body }) =>
    presentContract(await contracts.grant(operatorOf(req), req.merchant, body), await scale(req)),
  );
  registerCall(app, adminEndContract, async ({ req, params, body }) =>
    presentContract(await contracts.end(operatorOf(req), params.id, body.reason), await scale(req)),
  );

  registerCall(app, adminSettlementRuns, async ({ req, query }) => {
    operatorOf(req);
    const { rows, total } = await runs.list(req.merchant, query, pageWindow(query));
    return pageOf(
      query,
      rows.map((r) => presentRun(r.run, r.rerunnable)),
      total,
    );
  });
  registerCall(app, adminSettlementRun, async ({ req, params }) => {
    operatorOf(req);
    const { run, rerunnable } = await runs.get(req.merchant, params.id);
    return presentRun(run, rerunnable);
  });
  registerCall(app, adminSettlementRunItems, async ({ req, params, query }) => {
    operatorOf(req);
    const { rows, total } = await runs.items(req.merchant, params.id, pageWindow(query));
    return pageOf(query, rows.map(presentItem), total);
  });
  registerCall(app, adminSettlementRunEarnings, async ({ req, params, query }) => {
    operatorOf(req);
    const { rows, total } = await runs.earnings(req.merchant, params.id, pageWindow(query));
    return pageOf(query, rows.map(presentEarning), total);
  });
  registerCall(app, adminRerunSettlementRun, async ({ req, params, body }) => {
    const done = await runs.rerun(operatorOf(req), req.merchant, params.id, body.reason);
    return {
      items: done.items,
      amount: done.amount,
      closed: done.closed,
      run: presentRun(done.after.run, done.after.rerunnable),
    };
  });
}
