import { create } from 'zustand';
import { takeLinkToken } from '@/lib/link-token';

interface LinkTokenState {
  /**
   * The token of the `?token=` sign-in link this page was opened with, until the visitor has accepted
   * or declined it (memory only, never stored; docs/decisions/0035). Route guards wait while it is set.
   */
  token: string | null;
  /** The link was answered (adopted, declined, same account, invalid): forget its token. */
  forget: () => void;
}

/** A sign-in link waiting for the visitor's answer. */
export const useLinkTokenStore = create<LinkTokenState>()((set) => ({
  token: typeof window === 'undefined' ? null : takeLinkToken(),
  forget: () => set({ token: null }),
}));
