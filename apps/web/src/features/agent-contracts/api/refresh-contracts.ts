import type { QueryClient } from '@tanstack/react-query';
import { contractFlagsKeys } from '@/lib/api/contract-flags';
import { contractKeys } from './contract-keys';

/**
 * Reads again what a contract change moves: the consolidated funds' flags, every contract list and
 * earnings page, and the agent centre's contract menus (a kind's page appears once a contract is held).
 */
export const refreshContracts = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: contractKeys.all }),
    queryClient.invalidateQueries({ queryKey: contractFlagsKeys.all }),
  ]);
