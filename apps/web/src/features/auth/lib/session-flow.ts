import type { SessionValue } from '@monsoon/contracts/session';
import { loadLoginInfo } from '@/features/auth/api/member-info';
import { mustChangePassword, type LoginType } from '@/features/auth/lib/forced-change';
import { openModal } from '@/stores/modal-store';
import { useSessionStore, type LoginAnswer } from '@/stores/session-store';

/** What the session store keeps of a login, register or free-play answer. */
export const toLoginAnswer = (
  value: Pick<SessionValue, 'token' | 'firstTimeLogin' | 'userName' | 'customerType'>,
): LoginAnswer => ({
  token: value.token,
  firstTimeLogin: value.firstTimeLogin,
  userName: value.userName,
  customerType: value.customerType,
});

/** A login whose forced password change is still open: its answer and the password typed. */
let pendingForcedChange: { answer: LoginAnswer; password: string } | null = null;

/** The password typed at a login that forced a change (so the change modal need not ask for it). */
export const knownOldPassword = (): string | null => pendingForcedChange?.password ?? null;

/** Forgets the pending forced change (after it succeeded, or on logout). */
export const clearForcedChange = (): void => {
  pendingForcedChange = null;
};

/**
 * Completes a successful login (spec §4): stores the token and the first-login mark; when a change of
 * password is forced (and the login was not by SMS) opens the change-password modal without a close
 * button and answers 'forced'; otherwise loads member info (the after-login flag is set) and answers 'done'.
 */
export async function completeLogin(
  value: SessionValue,
  context: { type: LoginType; password: string; forceExpiredChange: boolean },
): Promise<'forced' | 'done'> {
  const answer = toLoginAnswer(value);
  const session = useSessionStore.getState();
  session.login(answer);
  const forced = mustChangePassword({
    type: context.type,
    password: context.password,
    passwordExpired: value.passwordExpired,
    forceExpiredChange: context.forceExpiredChange,
    serverRequires: value.changePasswordRequired,
  });
  if (forced) {
    // The after-login flag waits until the password is changed (the first-login mark stays).
    useSessionStore.setState({ afterLogin: false });
    pendingForcedChange = { answer, password: context.password };
    openModal('changePassword', { forced: true });
    return 'forced';
  }
  await loadLoginInfo();
  return 'done';
}

/**
 * After a successful change of password: a forced change now finishes its login (first-login mark,
 * after-login flag, member info); a voluntary one reloads member info.
 */
export async function finishPasswordChange(): Promise<void> {
  const pending = pendingForcedChange;
  pendingForcedChange = null;
  if (pending) useSessionStore.getState().login(pending.answer);
  else useSessionStore.getState().reloadMember();
  await loadLoginInfo();
}

/** Stores the session of a register, free-play or reset-then-login answer and loads member info. */
export async function startSession(
  value: SessionValue | (Omit<SessionValue, 'token'> & { token: string | null }),
): Promise<void> {
  if (!value.token) return;
  useSessionStore.getState().login(toLoginAnswer({ ...value, token: value.token }));
  await loadLoginInfo();
}
