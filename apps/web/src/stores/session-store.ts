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
}

const readAgent = (): number | null => {
  const raw = sessionStore.get('isAgent');
  const n = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(n) ? n : null;
};

/**
 * A page opened with `?token=...` signs in with that token (wire reference §1.6: the app download
 * and vendor pages link back this way). The token is moved to sessionStorage and taken out of the
 * address bar so it is not bookmarked or sent on in Referer headers; member info then validates it.
 */
export function adoptQueryToken(
  location: Pick<Location, 'search' | 'pathname' | 'hash'>,
  history?: Pick<History, 'replaceState'>,
): string | null {
  const params = new URLSearchParams(location.search);
  const token = params.get('token');
  if (!token || !/^[0-9a-f]{64}$/.test(token)) return sessionStore.get('token');
  sessionStore.set('token', token);
  params.delete('token');
  const rest = params.toString();
  history?.replaceState(null, '', `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`);
  return token;
}

/** The session of this tab (product spec §4: logged in = token present, member info loaded). */
export const useSessionStore = create<SessionState>()((set) => ({
  token:
    typeof window === 'undefined'
      ? sessionStore.get('token')
      : adoptQueryToken(window.location, window.history),
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
    sessionStore.set('account', member.account);
    sessionStore.set('username', member.userName);
    sessionStore.set('customerId', String(member.id));
    sessionStore.set('isAgent', String(member.type));
    sessionStore.set('memberLabel', JSON.stringify(member.memberLabel));
    set({ member, isAgent: member.type, username: member.userName });
  },
  reloadMember: () => set((s) => ({ memberVersion: s.memberVersion + 1 })),
  clearLoginFlags: () => set({ afterLogin: false, firstLogin: false }),
  logout: () => {
    const merchant = sessionStore.get('merchant');
    const merchantCode = sessionStore.get('merchantCode') ?? merchant;
    sessionStore.clear();
    if (merchant) sessionStore.set('merchant', merchant);
    if (merchantCode) sessionStore.set('merchantCode', merchantCode);
    set({
      token: null,
      member: null,
      isAgent: null,
      username: null,
      afterLogin: false,
      firstLogin: false,
    });
  },
}));

/** Logged in: a token and its member info (spec §4). */
export const selectLoggedIn = (s: SessionState): boolean => s.token !== null && s.member !== null;

/** Agent customer types (spec §5). */
export const agentTypes: readonly number[] = [1, 2, 41, 42];
/** The trial (free play) customer type. */
export const trialType = 4;
