import type { OperatorMe, OperatorSession } from '@monsoon/contracts/admin/session';
import { create } from 'zustand';

interface SessionState {
  /** unknown until the first session check answers. */
  status: 'unknown' | 'signed-in' | 'signed-out';
  me: OperatorMe | null;
  /** Sent as X-CSRF-Token on writes; kept in memory only (the session call answers it again). */
  csrf: string | null;
  signedIn: (session: OperatorSession) => void;
  signedOut: () => void;
}

/** The signed-in operator of this tab. */
export const useSessionStore = create<SessionState>()((set) => ({
  status: 'unknown',
  me: null,
  csrf: null,
  signedIn: (session) =>
    set({ status: 'signed-in', me: session.operator, csrf: session.csrfToken }),
  signedOut: () => set({ status: 'signed-out', me: null, csrf: null }),
}));
