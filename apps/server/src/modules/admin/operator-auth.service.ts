import type { ErrorCode } from '@monsoon/contracts/errors';
import { isOperatorRole, type OperatorRole } from '@monsoon/contracts/admin/permissions';
import { createHmac } from 'node:crypto';
import type { Database } from '@/db/client.ts';
import { addMinutes, type Clock } from '@/lib/clock.ts';
import { AppError } from '@/lib/errors.ts';
import { newToken, sha256 } from '@/lib/ids.ts';
import { dummyHash, verifyPassword } from '@/lib/password.ts';
import type { RateLimiter } from '@/lib/rate-limiter.ts';
import { enforceLimit } from '@/lib/rate-limits.ts';
import type { AuditService } from './audit.service.ts';
import { createOperatorsRepository, type OperatorRow } from './operators.repository.ts';
import { matchTotp, newTotpSecret, otpauthUri } from './totp.ts';

/** Failed sign-in steps (password or code) in a row that lock an operator out, and for how long. */
export const LOCKOUT_AFTER = 5;
export const LOCKOUT_MINUTES = 15;
/** How long the code step may follow the password step. */
const CHALLENGE_MINUTES = 5;
/** Expiry is pushed forward at most this often, so reads do not write on every call. */
const TOUCH_EVERY_MS = 60_000;
const MINUTE = 60_000;
/** Per-IP and per-username ceilings on sign-in steps (on top of the lock-out). */
export const signInLimits = {
  perIp: { limit: 20, windowMs: MINUTE },
  perUsername: { limit: 10, windowMs: MINUTE },
};

/** The operator behind a request: set by the operator hook for every `auth: 'operator'` call. */
export interface OperatorContext {
  sessionId: number;
  operatorId: number;
  merchantId: number;
  username: string;
  role: OperatorRole;
  /** The token every write must carry in `X-CSRF-Token`. */
  csrfToken: string;
  ip: string;
}

/** The CSRF token of a session: derived from the cookie's token, so nothing more is stored. */
export const csrfTokenFor = (sessionToken: string): string =>
  createHmac('sha256', sessionToken).update('monsoon-operator-csrf').digest('hex');

/** How the code step ended (decided inside its transaction, answered after it commits). */
type CodeOutcome =
  | { kind: 'ok'; token: string; operatorId: number }
  | { kind: 'invalid' }
  | { kind: 'locked'; until: Date }
  | { kind: 'failed'; code: 'admin.totp.invalid' | 'admin.totp.replayed'; op: OperatorRow };

interface Merchant {
  id: number;
  name: string;
}

/** Sign-in in two steps (password, then an RFC 6238 code), the session cookie's sessions, sign-out. */
export function createOperatorAuthService(deps: {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  audit: AuditService;
  idleMinutes: number;
}) {
  const { db, clock, limiter, audit, idleMinutes } = deps;
  const repo = createOperatorsRepository(db);
  const secondsUntil = (d: Date) =>
    Math.max(1, Math.ceil((d.getTime() - clock.now().getTime()) / 1000));
  const lockedUntil = (op: OperatorRow): Date | null =>
    op.lockedUntil && op.lockedUntil.getTime() > clock.now().getTime() ? op.lockedUntil : null;

  /** Counts a failed step in its own transaction (it must stick even though the call fails). */
  const fail = async (op: OperatorRow, ip: string, code: ErrorCode): Promise<never> => {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const { locked } = await createOperatorsRepository(tx).recordFailure(
        op.id,
        LOCKOUT_AFTER,
        addMinutes(now, LOCKOUT_MINUTES),
      );
      if (locked)
        await audit.record(
          tx,
          { merchantId: op.merchantId, operatorId: op.id, username: op.username, ip },
          { action: 'operator.locked_out', targetKind: 'operator', targetId: op.id },
        );
    });
    throw new AppError(code);
  };

  return {
    /** Step 1: checks the password and answers a challenge (with a fresh secret to enrol, if none). */
    async password(
      merchant: Merchant,
      input: { username: string; password: string },
      ip: string,
    ): Promise<{
      challenge: string;
      enrolment: { otpauthUri: string; secret: string } | null;
    }> {
      await enforceLimit(limiter, `admin:signin:ip:${ip}`, signInLimits.perIp);
      const name = input.username.trim().toLowerCase();
      await enforceLimit(
        limiter,
        `admin:signin:user:${merchant.id}:${name}`,
        signInLimits.perUsername,
      );
      const op = await repo.findByUsername(merchant.id, name);
      // Unknown names verify against a dummy hash: same work, same answer.
      const ok = await verifyPassword(op?.passwordHash ?? (await dummyHash), input.password);
      if (!op || op.status !== 'active') throw new AppError('admin.signin.failed');
      const until = lockedUntil(op);
      if (until)
        throw new AppError('admin.signin.locked', { retryAfterSeconds: secondsUntil(until) });
      if (!ok) return fail(op, ip, 'admin.signin.failed');
      const challenge = newToken();
      const now = clock.now();
      const pendingSecret = op.totpSecret ? null : newTotpSecret();
      await repo.insertChallenge({
        operatorId: op.id,
        tokenHash: sha256(challenge),
        pendingSecret,
        createdAt: now,
        expiresAt: addMinutes(now, CHALLENGE_MINUTES),
      });
      return {
        challenge,
        enrolment: pendingSecret
          ? {
              otpauthUri: otpauthUri(merchant.name, op.username, pendingSecret),
              secret: pendingSecret,
            }
          : null,
      };
    },

    /**
     * Step 2: checks the code against the operator's secret (or the one being enrolled), refuses a
     * step already used, and opens a session. Answers the raw session token (for the cookie).
     */
    async totp(
      merchant: Merchant,
      input: { challenge: string; code: string },
      ip: string,
    ): Promise<{ token: string; operatorId: number }> {
      await enforceLimit(limiter, `admin:signin:ip:${ip}`, signInLimits.perIp);
      const now = clock.now();
      const outcome = await db.transaction(async (tx): Promise<CodeOutcome> => {
        const r = createOperatorsRepository(tx);
        const challenge = await r.lockChallenge(sha256(input.challenge), now);
        const op = challenge ? await r.lockById(merchant.id, challenge.operatorId) : null;
        if (!challenge || !op || op.status !== 'active') return { kind: 'invalid' };
        const until = lockedUntil(op);
        if (until) return { kind: 'locked', until };
        // A reset or an enrolment between the two steps voids the challenge.
        const secret = challenge.pendingSecret ?? op.totpSecret;
        if (!secret || (challenge.pendingSecret && op.totpSecret)) return { kind: 'invalid' };
        const step = matchTotp(secret, input.code, now);
        const replayed = step !== null && op.totpLastStep !== null && step <= op.totpLastStep;
        if (step === null || replayed) {
          const attempts = challenge.attempts + 1;
          await r.updateChallenge(challenge.id, {
            attempts,
            ...(attempts >= LOCKOUT_AFTER ? { usedAt: now } : {}),
          });
          return {
            kind: 'failed',
            code: replayed ? 'admin.totp.replayed' : 'admin.totp.invalid',
            op,
          };
        }
        if (!(await r.acceptStep(op.id, step, now)))
          return { kind: 'failed', code: 'admin.totp.replayed', op };
        await r.updateChallenge(challenge.id, { usedAt: now });
        const actor = { merchantId: op.merchantId, operatorId: op.id, username: op.username, ip };
        if (challenge.pendingSecret) {
          await r.update(op.id, { totpSecret: challenge.pendingSecret });
          await audit.record(tx, actor, {
            action: 'operator.totp_enrolled',
            targetKind: 'operator',
            targetId: op.id,
          });
        }
        const token = newToken();
        const sessionId = await r.insertSession({
          merchantId: op.merchantId,
          operatorId: op.id,
          tokenHash: sha256(token),
          ip,
          createdAt: now,
          lastSeenAt: now,
          expiresAt: addMinutes(now, idleMinutes),
        });
        await audit.record(tx, actor, {
          action: 'session.signed_in',
          targetKind: 'operator',
          targetId: op.id,
          after: { sessionId },
        });
        return { kind: 'ok', token, operatorId: op.id };
      });
      switch (outcome.kind) {
        case 'ok':
          return { token: outcome.token, operatorId: outcome.operatorId };
        case 'locked':
          throw new AppError('admin.signin.locked', {
            retryAfterSeconds: secondsUntil(outcome.until),
          });
        case 'failed':
          return fail(outcome.op, ip, outcome.code);
        case 'invalid':
          throw new AppError('admin.challenge.invalid');
      }
    },

    /** The live session of a cookie's token, sliding its expiry; null when there is none. */
    async resolve(merchantId: number, token: string, ip: string): Promise<OperatorContext | null> {
      if (!/^[0-9a-f]{64}$/.test(token)) return null;
      const now = clock.now();
      const found = await repo.findLiveSession(sha256(token), now);
      if (!found || found.merchantId !== merchantId || !isOperatorRole(found.role)) return null;
      if (now.getTime() - found.lastSeenAt.getTime() > TOUCH_EVERY_MS)
        await repo.touchSession(found.sessionId, now, addMinutes(now, idleMinutes));
      return {
        sessionId: found.sessionId,
        operatorId: found.operatorId,
        merchantId: found.merchantId,
        username: found.username,
        role: found.role,
        csrfToken: csrfTokenFor(token),
        ip,
      };
    },

    /** Ends the session (audited). */
    async signOut(op: OperatorContext): Promise<void> {
      await db.transaction(async (tx) => {
        await createOperatorsRepository(tx).revokeSession(op.sessionId, 'signed.out', clock.now());
        await audit.record(
          tx,
          {
            merchantId: op.merchantId,
            operatorId: op.operatorId,
            username: op.username,
            ip: op.ip,
          },
          { action: 'session.signed_out', targetKind: 'operator', targetId: op.operatorId },
        );
      });
    },

    /** Housekeeping: challenges older than a day. */
    sweepChallenges: (now: Date) => repo.deleteExpiredChallenges(addMinutes(now, -24 * 60)),
  };
}
export type OperatorAuthService = ReturnType<typeof createOperatorAuthService>;
