import type { Actor } from './audit.service.ts';
import type { OperatorContext } from './operator-auth.service.ts';

/** The audit actor of an operator's request. */
export const actorOf = (op: OperatorContext): Actor => ({
  merchantId: op.merchantId,
  operatorId: op.operatorId,
  username: op.username,
  ip: op.ip,
});
