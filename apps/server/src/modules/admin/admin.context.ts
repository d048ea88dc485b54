import type { FastifyRequest } from 'fastify';
import { AppError } from '@/lib/errors.ts';
import type { OperatorContext } from './operator-auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator of an `auth: 'operator'` call (set by the operator hook). */
    operator: OperatorContext | null;
  }
}

/** The operator of a request the operator hook let through. */
export function operatorOf(req: FastifyRequest): OperatorContext {
  if (!req.operator) throw new AppError('admin.session.required');
  return req.operator;
}
