import { memberInfo, type MemberInfoValue } from '@monsoon/contracts/member';
import i18next from 'i18next';
import { callApi, isApiError } from '@/lib/api-client';
import { useLinkTokenStore } from '@/stores/link-token-store';
import { closeModalsNamed, confirmDialog } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { toast } from '@/stores/toast-store';

/** What a `?token=` sign-in link came to. */
export type LinkOutcome =
  /** The visitor accepted: the tab now holds the link's session. */
  | 'adopted'
  /** The visitor declined: the tab keeps its session (or none). */
  | 'declined'
  /** The link is the tab's own session, or another session of the same member: nothing to ask. */
  | 'same-account'
  /** The link's token is dead (expired, logged out, replaced by a newer login). */
  | 'invalid'
  /** The link could not be checked (network): it is not adopted. */
  | 'unchecked';

/** The member of a token, asked with that very token (not the tab's session); a dead one is not the tab's concern. */
const memberOf = (token: string): Promise<MemberInfoValue> =>
  callApi(memberInfo, { headers: { Authorization: token }, silentSessionExpiry: true });

/**
 * How the question names an account: the username first (unique, and not free text a link's owner
 * can dress up as "your account"), the nickname beside it when it says something more.
 */
export function accountName(member: Pick<MemberInfoValue, 'userName' | 'nickname'>): string {
  const nickname = member.nickname.trim();
  return nickname === '' || nickname === member.userName
    ? member.userName
    : i18next.t('auth:link.account', { username: member.userName, nickname });
}

/** The tab's own account: null without a session or when its session is dead (the shell then clears it). */
async function currentAccount(
  token: string | null,
): Promise<{ id: number | null; name: string; username: string } | null> {
  if (!token) return null;
  try {
    const member = await memberOf(token);
    return { id: member.id, name: accountName(member), username: member.userName };
  } catch (error) {
    if (isApiError(error, 'login.not.session')) return null;
    // Unreadable for now, but still the tab's session: the question says who is signed in.
    const username = useSessionStore.getState().username ?? '';
    return { id: null, name: username, username };
  }
}

/** Asks whether to sign in with the link's account, naming it (and the tab's account when there is one). */
function askToAdopt(
  linked: MemberInfoValue,
  current: { name: string; username: string } | null,
): Promise<boolean> {
  const t = i18next.getFixedT(null, 'auth');
  const account = accountName(linked);
  const name = linked.userName;
  return current
    ? confirmDialog({
        icon: 'warning',
        title: t('link.switchTitle'),
        text: t('link.switch', { current: current.name, account }),
        confirmLabel: t('link.switchAccept', { name }),
        cancelLabel: t('link.stay', { name: current.username }),
        coverClose: false,
      })
    : confirmDialog({
        icon: 'question',
        title: t('link.title'),
        text: t('link.visitor', { account }),
        confirmLabel: t('link.accept', { name }),
        cancelLabel: t('link.decline'),
        coverClose: false,
      });
}

async function answer(linkToken: string): Promise<LinkOutcome> {
  await i18next.loadNamespaces('auth');
  const t = i18next.getFixedT(null, 'auth');
  const own = useSessionStore.getState().token;
  if (own === linkToken) return 'same-account';
  let linked: MemberInfoValue;
  try {
    linked = await memberOf(linkToken);
  } catch (error) {
    const invalid = isApiError(error, 'login.not.session');
    toast(invalid ? t('link.invalid') : t('link.unchecked'), 'warning', 6000);
    return invalid ? 'invalid' : 'unchecked';
  }
  const current = await currentAccount(own);
  if (current && current.id === linked.id) return 'same-account';
  if (!(await askToAdopt(linked, current))) return 'declined';
  // One step from the other account (if any) to this one. The other session is not ended on the
  // server: other tabs of that member may still use it.
  useSessionStore.getState().adoptSession(linkToken, linked);
  // A dead session of the tab may have opened the login popup meanwhile.
  closeModalsNamed('login');
  return 'adopted';
}

let running: Promise<LinkOutcome> | null = null;

/**
 * Answers a `?token=` sign-in link (wire §1.6, docs/decisions/0035): never adopts it on sight. The link's
 * account is read with its own token; a dead token is refused with a message; a link of the account
 * already signed in changes nothing; otherwise the visitor is shown whose account it is (and which one
 * is signed in) and chooses. Until answered the link's token waits in memory (the route guards wait
 * too); it is forgotten afterwards whatever the answer. One answer at a time.
 */
export function answerLinkSignIn(linkToken: string): Promise<LinkOutcome> {
  running ??= answer(linkToken).finally(() => {
    running = null;
    useLinkTokenStore.getState().forget();
  });
  return running;
}
