import { create } from 'zustand';
import type { MemberInfo } from '@/lib/api/member-info';
import { sessionStore } from '@/lib/storage';

/** What a login, register or free-play answer carries that the session needs (wire reference §2). */
export interface LoginAnswer {
  token: string;
  firstTimeLogin?: boolean | null;
  userName?: string | null;
  /** Customer type: agent 1, 2, 41, 42; trial 4. */
  customerType?: number | null;
}

export interface SessionState {
  /** The raw session token (sessionStorage `token`), null when logged out. */
  token: string | null;
  /** Member info, loaded by the shell whenever a token exists. */
  member: MemberInfo | null;
  /** Customer type (sessionStorage `isAgent`): 1, 2, 41, 42 agents; 4 trial. */
  isAgent: number | null;
  username: string | null;
  /** Set by a login in this page; the shell then shows the after-login announcements. */
  afterLogin: boolean;
  /** The login answer said firstTimeLogin. */
  firstLogin: boolean;
  /** Bumped by `reloadMember()`; part of the member-info query key. */
  memberVersion: number;
  /** Stores a fresh session (login, register, free play, login after a phone reset). */
  login: (answer: LoginAnswer) => void;
  /** Stores member info and mirrors it into the session keys of spec §3. */
  setMember: (member: MemberInfo) => void;
  /** Asks the shell to load member info again ("load login info"). */
  reloadMember: () => void;
  /** Clears the after-login and first-login flags once their popups were handled. */
  clearLoginFlags: () => void;
  /** Forgets the session: clears sessionStorage, rewrites the merchant keys, resets the state. */
  logout: () => void;
  /**
   * Adopts an accepted sign-in link's session whose member is already known, in one step: the tab's
   * keys of any other account are cleared first (as at logout), so nothing of it carries over.
   */
  adoptSession: (token: string, member: MemberInfo) => void;
}

/** Clears the tab's sessionStorage but for the merchant keys (spec §4 logout). */
function clearTabKeys(): void {
  const merchant = sessionStore.get('merchant');
  const merchantCode = sessionStore.get('merchantCode') ?? merchant;
  sessionStore.clear();
  if (merchant) sessionStore.set('merchant', merchant);
  if (merchantCode) sessionStore.set('merchantCode', merchantCode);
}

/** Mirrors member info into the session keys of spec §3. */
function storeMemberKeys(member: MemberInfo): void {
  sessionStore.set('account', member.account);
  sessionStore.set('username', member.userName);
  sessionStore.set('customerId', String(member.id));
  sessionStore.set('isAgent', String(member.type));
  sessionStore.set('memberLabel', JSON.stringify(member.memberLabel));
}

const readAgent = (): number | null => {
  const raw = sessionStore.get('isAgent');
  const n = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(n) ? n : null;
};

/** The session of this tab (product spec §4: logged in = token present, member info loaded). */
export const useSessionStore = create<SessionState>()((set) => ({
  // A `?token=` link is not a session until the visitor accepts it (stores/link-token-store.ts).
  token: sessionStore.get('token'),
  member: null,
  isAgent: readAgent(),
  username: sessionStore.get('username'),
  afterLogin: false,
  firstLogin: false,
  memberVersion: 0,
  login: (answer) => {
    sessionStore.set('token', answer.token);
    if (answer.userName) sessionStore.set('username', answer.userName);
    if (typeof answer.customerType === 'number')
      sessionStore.set('isAgent', String(answer.customerType));
    sessionStore.remove('userPopup');
    set((s) => ({
      token: answer.token,
      member: null,
      username: answer.userName ?? s.username,
      isAgent: typeof answer.customerType === 'number' ? answer.customerType : s.isAgent,
      afterLogin: true,
      firstLogin: answer.firstTimeLogin === true,
      memberVersion: s.memberVersion + 1,
    }));
  },
  setMember: (member) => {
    storeMemberKeys(member);
    set({ member, isAgent: member.type, username: member.userName });
  },
  reloadMember: () => set((s) => ({ memberVersion: s.memberVersion + 1 })),
  clearLoginFlags: () => set({ afterLogin: false, firstLogin: false }),
  logout: () => {
    clearTabKeys();
    set({
      token: null,
      member: null,
      isAgent: null,
      username: null,
      afterLogin: false,
      firstLogin: false,
    });
  },
  adoptSession: (token, member) => {
    clearTabKeys();
    sessionStore.set('token', token);
    storeMemberKeys(member);
    set((s) => ({
      token,
      member,
      isAgent: member.type,
      username: member.userName,
      afterLogin: true,
      firstLogin: false,
      memberVersion: s.memberVersion + 1,
    }));
  },
}));

/** Logged in: a token and its member info (spec §4). */
export const selectLoggedIn = (s: SessionState): boolean => s.token !== null && s.member !== null;

/** Agent customer types (spec §5). */
export const agentTypes: readonly number[] = [1, 2, 41, 42];
/** The trial (free play) customer type. */
export const trialType = 4;
