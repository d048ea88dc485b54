import type { CallBodyInput } from '@monsoon/contracts/call';
import { lgwBetting } from '@monsoon/contracts/lottery/lgw';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { refreshBalance } from '@/lib/api/wallet-balance';

/** One betting request: the body and the key naming it (the same key for a retry of the same slip). */
export interface BetRequest {
  body: CallBodyInput<typeof lgwBetting>;
  idempotencyKey: string;
}

/**
 * Places the slip's bets: POST /lotto-vn/lgw/betting (wire §7); `t` is the client's cache-buster. The
 * `Idempotency-Key` header lets the server answer a retry with the first order instead of a second one.
 */
export const placeBet = ({ body, idempotencyKey }: BetRequest) =>
  callApi(lgwBetting, {
    query: { t: Date.now() },
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** A fresh idempotency key: 128 random bits as hex (getRandomValues works on plain http too, randomUUID does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The betting mutation; a placed bet moves money, so the balance and the tickets are read again. */
export function usePlaceBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBet,
    onSuccess: () => {
      void refreshBalance(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['lottery', 'tickets'] });
    },
  });
}
