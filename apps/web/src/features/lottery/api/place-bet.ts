import type { CallBodyInput } from '@monsoon/contracts/call';
import { lgwBetting } from '@monsoon/contracts/lottery/lgw';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { refreshBalance } from '@/lib/api/wallet-balance';

/** Places the slip's bets: POST /lotto-vn/lgw/betting (wire §7); `t` is the client's cache-buster. */
export const placeBet = (body: CallBodyInput<typeof lgwBetting>) =>
  callApi(lgwBetting, { query: { t: Date.now() }, body });

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
