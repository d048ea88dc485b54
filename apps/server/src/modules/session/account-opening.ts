import type { Database } from '@/db/client.ts';
import type { MemberRow, NewMember } from '@/modules/member/member.repository.ts';
import type { MemberService } from '@/modules/member/member.service.ts';
import type { SessionStore } from './session.store.ts';

/** How a new account's first session is opened. */
export interface OpeningOptions {
  /** `register`, `freeplay`... (stored on the session). */
  loginType: string;
  ip: string;
  deviceId: string | null;
  /** The browser's User-Agent (login history). */
  userAgent?: string | null;
  /** Open a session (false: the account only). */
  login: boolean;
  /** More writes that must commit with the account (e.g. using up the SMS code). */
  alsoWrite?: (tx: Database) => Promise<void>;
}

type OpeningDeps = { db: Database; members: MemberService; sessions: SessionStore };

/**
 * Creates an account and opens its first session in one transaction (free play, registration): either
 * both exist afterwards or neither. A taken name answers username.exists / mobile.exists.
 */
export async function createAccountWithSession(
  deps: OpeningDeps,
  values: NewMember,
  opts: OpeningOptions & { login: true },
): Promise<{ member: MemberRow; token: string }>;
export async function createAccountWithSession(
  deps: OpeningDeps,
  values: NewMember,
  opts: OpeningOptions,
): Promise<{ member: MemberRow; token: string | null }>;
export async function createAccountWithSession(
  deps: OpeningDeps,
  values: NewMember,
  opts: OpeningOptions,
): Promise<{ member: MemberRow; token: string | null }> {
  return deps.db.transaction(async (tx) => {
    const member = await deps.members.create(values, tx);
    await opts.alsoWrite?.(tx);
    if (!opts.login) return { member, token: null };
    const { token } = await deps.sessions.open(
      {
        merchantId: member.merchantId,
        memberId: member.id,
        loginType: opts.loginType,
        ip: opts.ip,
        deviceId: opts.deviceId,
        userAgent: opts.userAgent ?? null,
      },
      tx,
    );
    return { member, token };
  });
}
