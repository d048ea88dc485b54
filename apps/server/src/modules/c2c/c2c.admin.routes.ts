import {
  adminC2cMatches,
  adminC2cPool,
  adminC2cProof,
  adminCancelC2cWithdrawal,
  adminDecideC2c,
} from '@monsoon/contracts/admin/c2c';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import { AppError } from '@/lib/errors.ts';
import { operatorOf } from '@/modules/admin/admin.context.ts';
import { pageWindow } from '@/modules/admin/admin.presenter.ts';
import type { ModuleContext } from '@/services.ts';
import { presentAdminMatch, presentAdminPoolItem } from './c2c.presenter.ts';

/**
 * The back office's C2C matches and disputes (decision 0055): list, proofs, decide; the pool and the
 * cancel of a withdrawal's open part (decision 0061).
 */
export async function registerC2cAdminModule(
  app: FastifyInstance,
  { services }: ModuleContext,
): Promise<void> {
  const { c2c } = services;
  registerCall(app, adminC2cMatches, async ({ req, query }) => {
    const { rows, total } = await c2c.list(
      operatorOf(req).merchantId,
      query.status,
      pageWindow(query),
    );
    const proofs = await c2c.proofIds(rows.map((r) => r.m.id));
    return {
      items: rows.map((r) =>
        presentAdminMatch(r.m, { depositor: r.depositor, withdrawer: r.withdrawer }, proofs),
      ),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  });
  registerCall(app, adminC2cProof, async ({ req, params }) => {
    const p = await c2c.proof(operatorOf(req).merchantId, params.id);
    if (!p) throw new AppError('admin.c2c.not.found');
    return {
      id: p.id,
      side: p.side === 'non_receipt' ? ('non_receipt' as const) : ('payment' as const),
      mime: p.mime === 'image/png' ? ('image/png' as const) : ('image/jpeg' as const),
      data: Buffer.from(p.bytes).toString('base64'),
    };
  });
  registerCall(app, adminDecideC2c, async ({ req, params, body }) => {
    const m = await c2c.decide(operatorOf(req), params.id, body.outcome);
    return presentAdminMatch(
      m,
      {
        depositor: await c2c.usernameOf(m.depositorId),
        withdrawer: await c2c.usernameOf(m.withdrawerId),
      },
      await c2c.proofIds([m.id]),
    );
  });
  registerCall(app, adminC2cPool, async ({ req, query }) => {
    const { rows, total } = await c2c.pool(
      operatorOf(req).merchantId,
      query.state,
      pageWindow(query),
    );
    return {
      items: rows.map(presentAdminPoolItem),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  });
  registerCall(app, adminCancelC2cWithdrawal, async ({ req, params, body }) =>
    presentAdminPoolItem(await c2c.cancelByOperator(operatorOf(req), params.id, body.reason)),
  );
}
