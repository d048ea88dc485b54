import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import { refreshBalance } from '@/lib/api/wallet-balance';

/** Several signals often arrive together (a round's messages, a click back on the page). */
const settleMs = 400;

/**
 * Keeps the header balance in step with the game in `frame`: refreshes it when the game posts a
 * message (rounds), when the window regains focus after the player was in the game, and when the
 * game page closes.
 */
export function useBalanceSync(frame: RefObject<HTMLIFrameElement | null>): void {
  const client = useQueryClient();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    const schedule = () => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void refreshBalance(client), settleMs);
    };
    const onMessage = (event: MessageEvent) => {
      // Only the game's own frame counts; the payload is the vendor's and is not read.
      if (frame.current && event.source === frame.current.contentWindow) schedule();
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('focus', schedule);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('focus', schedule);
      window.clearTimeout(timer.current);
      // The launch closed: what was played shows in the header.
      void refreshBalance(client);
    };
  }, [client, frame]);
}
