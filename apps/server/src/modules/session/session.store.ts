import type { Database } from '@/db/client.ts';
import { addMinutes, type Clock } from '@/lib/clock.ts';
import { newToken, sha256 } from '@/lib/ids.ts';
import { createLoginFailuresRepository } from './login-failures.repository.ts';
import { createLoginHistoryRepository } from './login-history.repository.ts';
import { createSessionRepository } from './session.repository.ts';
import type { SessionInfo } from './session.types.ts';

/** Expiry is pushed forward at most this often, so reads do not write on every call. */
const TOUCH_EVERY_MS = 60_000;

/** A login attempt that failed on a known account (the login history). */
export interface FailedLogin {
  merchantId: number;
  memberId: number;
  loginType: string;
  failure: string;
  ip: string | null;
  userAgent: string | null;
  deviceId: string | null;
}

/**
 * Creates, resolves (sliding expiry) and revokes session tokens, and keeps the login history (every
 * opened session and every failed attempt on a known account). Only token hashes are stored. Methods
 * taking `scope` run inside the caller's transaction.
 */
export function createSessionStore(db: Database, clock: Clock, idleMinutes: number) {
  const repoOf = (scope?: Database) => createSessionRepository(scope ?? db);
  const repo = repoOf();
  return {
    /**
     * Opens a session; the raw token is returned once and never stored. One live session per member:
     * the member's earlier sessions are revoked as "logged in elsewhere" (docs/decisions/0013).
     */
    async open(
      input: {
        merchantId: number;
        memberId: number;
        loginType: string;
        ip: string | null;
        deviceId: string | null;
        /** The browser's User-Agent, kept in the login history. */
        userAgent?: string | null;
      },
      scope?: Database,
    ): Promise<{ token: string; sessionId: number }> {
      const token = newToken();
      const now = clock.now();
      const write = async (tx: Database) => {
        const sessions = repoOf(tx);
        await sessions.lockMember(input.memberId);
        const sessionId = await sessions.insert({
          merchantId: input.merchantId,
          memberId: input.memberId,
          tokenHash: sha256(token),
          loginType: input.loginType,
          ip: input.ip,
          deviceId: input.deviceId,
          createdAt: now,
          lastSeenAt: now,
          expiresAt: addMinutes(now, idleMinutes),
        });
        await sessions.revokeOthers(input.memberId, sessionId, 'login.elsewhere', now);
        // The successful login is recorded with its session: both exist afterwards or neither.
        await createLoginHistoryRepository(tx).insert({
          merchantId: input.merchantId,
          memberId: input.memberId,
          loginType: input.loginType,
          success: true,
          ip: input.ip,
          userAgent: input.userAgent ?? null,
          deviceId: input.deviceId,
          createdAt: now,
        });
        return sessionId;
      };
      const sessionId = scope ? await write(scope) : await db.transaction(write);
      return { token, sessionId };
    },
    /** The live session of a raw token, sliding its expiry. */
    async resolve(merchantId: number, token: string): Promise<SessionInfo | null> {
      if (!/^[0-9a-f]{64}$/.test(token)) return null;
      const now = clock.now();
      const found = await repo.findLive(merchantId, sha256(token), now);
      if (!found) return null;
      if (now.getTime() - found.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await repo.touch(found.sessionId, now, addMinutes(now, idleMinutes));
      }
      const { lastSeenAt: _seen, ...info } = found;
      return info;
    },
    async revoke(sessionId: number, reason: string): Promise<void> {
      await repo.revoke(sessionId, reason, clock.now());
    },
    async revokeOthers(
      memberId: number,
      keepId: number | null,
      reason: string,
      scope?: Database,
    ): Promise<void> {
      await repoOf(scope).revokeOthers(memberId, keepId, reason, clock.now());
    },
    /** Records a failed login on a known account (wrong password or code). */
    async recordFailure(attempt: FailedLogin): Promise<void> {
      await createLoginHistoryRepository(db).insert({
        ...attempt,
        success: false,
        createdAt: clock.now(),
      });
    },
    /** One page of a member's login attempts, newest first. */
    loginHistory: (merchantId: number, memberId: number, limit: number, offset: number) =>
      createLoginHistoryRepository(db).page(merchantId, memberId, limit, offset),
    /** Forgets failed logins of a username (after a password reset the client logs in at once, captcha-free). */
    async clearLoginFailures(merchantId: number, username: string): Promise<void> {
      await createLoginFailuresRepository(db).reset(merchantId, username.toLowerCase());
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
