import { useQuery } from '@tanstack/react-query';
import { confirmationsQuery } from './c2c-api';

/** How many C2C payments wait for the withdrawer's answer (the member centre's badge on Withdraw). */
export function useWaitingConfirmations(): number {
  const list = useQuery({ ...confirmationsQuery(), retry: false });
  return list.data?.list.filter((c) => c.status === 'confirming').length ?? 0;
}
