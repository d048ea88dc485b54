import {
  adminCreateOperator,
  adminOperators,
  adminResetOperatorTotp,
  adminSetOperatorRole,
  adminSetOperatorStatus,
} from '@monsoon/contracts/admin/operators';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import type { ModuleContext } from '@/services.ts';
import { operatorOf } from './admin.context.ts';
import { presentOperator } from './admin.presenter.ts';

/** The operators screen: list, create, change role, disable or enable, reset two-factor sign-in. */
export function registerAdminOperatorRoutes(
  app: FastifyInstance,
  { services, clock }: ModuleContext,
): void {
  const { operators } = services.admin;
  const present = (op: Parameters<typeof presentOperator>[0]) => presentOperator(op, clock.now());

  registerCall(app, adminOperators, async ({ req }) =>
    (await operators.list(operatorOf(req).merchantId)).map(present),
  );
  registerCall(app, adminCreateOperator, async ({ req, body }) =>
    present(await operators.create(operatorOf(req), body)),
  );
  registerCall(app, adminSetOperatorRole, async ({ req, params, body }) =>
    present(await operators.setRole(operatorOf(req), params.id, body.role)),
  );
  registerCall(app, adminSetOperatorStatus, async ({ req, params, body }) =>
    present(await operators.setStatus(operatorOf(req), params.id, body.status)),
  );
  registerCall(app, adminResetOperatorTotp, async ({ req, params }) =>
    present(await operators.resetTotp(operatorOf(req), params.id)),
  );
}
