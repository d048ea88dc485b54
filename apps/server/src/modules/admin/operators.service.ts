import type { AuditAction } from '@monsoon/contracts/admin/audit';
import type { OperatorRole } from '@monsoon/contracts/admin/permissions';
import type { Database } from '@/db/client.ts';
import type { Clock } from '@/lib/clock.ts';
import { uniqueViolation } from '@/lib/db-errors.ts';
import { AppError } from '@/lib/errors.ts';
import { hashPassword } from '@/lib/password.ts';
import type { AuditService } from './audit.service.ts';
import { actorOf } from './admin.actor.ts';
import type { OperatorContext } from './operator-auth.service.ts';
import {
  createOperatorsRepository,
  type OperatorRow,
  type OperatorsRepository,
} from './operators.repository.ts';

/** What the audit log keeps of an operator (never the password hash or the secret). */
const auditView = (op: OperatorRow) => ({
  username: op.username,
  role: op.role,
  status: op.status,
  totpEnrolled: op.totpSecret !== null,
});

/** The owners' tasks on operators: create, change role, disable or enable, reset two-factor sign-in. */
export function createOperatorsService(deps: { db: Database; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;
  const repo = createOperatorsRepository(db);

  /**
   * Changes another operator of the merchant in one transaction with its audit entry. The last active
   * owner can be neither demoted nor disabled.
   */
  const change = async (
    by: OperatorContext,
    id: number,
    action: AuditAction,
    apply: (r: OperatorsRepository, op: OperatorRow) => Promise<OperatorRow>,
  ): Promise<OperatorRow> => {
    if (id === by.operatorId) throw new AppError('admin.operator.self');
    return db.transaction(async (tx) => {
      const r = createOperatorsRepository(tx);
      // Owners first (one lock order for every change), then the operator.
      const owners = await r.lockActiveOwners(by.merchantId);
      const op = await r.lockById(by.merchantId, id);
      if (!op) throw new AppError('admin.operator.not.found');
      const updated = await apply(r, op);
      const stillOwner = updated.role === 'owner' && updated.status === 'active';
      if (owners.includes(op.id) && !stillOwner && owners.length <= 1)
        throw new AppError('admin.operator.last.owner');
      await audit.record(tx, actorOf(by), {
        action,
        targetKind: 'operator',
        targetId: op.id,
        before: auditView(op),
        after: auditView(updated),
      });
      return updated;
    });
  };

  return {
    list: (merchantId: number) => repo.list(merchantId),
    /** Creates an operator; they enrol two-factor sign-in at their first sign-in. */
    async create(
      by: OperatorContext,
      input: { username: string; password: string; role: OperatorRole },
    ): Promise<OperatorRow> {
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const op = await createOperatorsRepository(tx).insert({
            merchantId: by.merchantId,
            username: input.username,
            passwordHash,
            role: input.role,
            createdAt: clock.now(),
          });
          await audit.record(tx, actorOf(by), {
            action: 'operator.created',
            targetKind: 'operator',
            targetId: op.id,
            after: auditView(op),
          });
          return op;
        });
      } catch (err) {
        if (uniqueViolation(err) === 'operators_merchant_username_uq')
          throw new AppError('admin.operator.exists');
        throw err;
      }
    },
    setRole: (by: OperatorContext, id: number, role: OperatorRole) =>
      change(by, id, 'operator.role_changed', (r, op) => r.update(op.id, { role })),
    /** Disabling ends the operator's sessions at once. */
    setStatus: (by: OperatorContext, id: number, status: 'active' | 'disabled') =>
      change(
        by,
        id,
        status === 'disabled' ? 'operator.disabled' : 'operator.enabled',
        async (r, op) => {
          if (status === 'disabled')
            await r.revokeSessionsOf(op.id, 'operator.disabled', clock.now());
          return r.update(op.id, { status, failedSignIns: 0, lockedUntil: null });
        },
      ),
    /** Forgets the secret and ends the sessions: the operator enrols again at the next sign-in. */
    resetTotp: (by: OperatorContext, id: number) =>
      change(by, id, 'operator.totp_reset', async (r, op) => {
        await r.revokeSessionsOf(op.id, 'operator.totp_reset', clock.now());
        return r.update(op.id, { totpSecret: null, totpLastStep: null });
      }),
  };
}
export type OperatorsService = ReturnType<typeof createOperatorsService>;
