import { AppError } from '@/lib/errors.ts';
import { isAgentType, TRIAL_TYPE } from '@/modules/session/session.types.ts';

/** Anything that carries a customer type (a session, a member row). */
interface Typed {
  type: number;
}

/** Refuses a trial (free play, type 4) account with 403 in_need_true_account. */
export function requireRealAccount(who: Typed): void {
  if (who.type === TRIAL_TYPE) throw new AppError('in_need_true_account');
}

/** Refuses anyone but an agent (type 1, 2, 41, 42) with 403 error_not_agent. */
export function requireAgent(who: Typed): void {
  if (!isAgentType(who.type)) throw new AppError('error_not_agent');
}
