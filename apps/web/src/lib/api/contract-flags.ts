import type { consolidatedFunds } from '@monsoon/contracts/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useWhitelabelFlags } from '@/lib/api/system-status';
import { sessionStore } from '@/lib/storage';
import { wireCall } from '@/lib/wire-call';
import { trialType, useSessionStore } from '@/stores/session-store';

// Wire facts only: the header may read these flags too (src/README.md, first-load code ships no zod).
const fundsCall = wireCall<typeof consolidatedFunds>({
  paths: ['/wps/member/info/funds/consolidated'],
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'session',
});

/**
 * The agent's contract menus (wire reference §10.1: the `*info*` flags of the consolidated funds turn
 * the salary and dividend entries on; docs/decisions/0069): dividend by `divtypeinfo`, daily salary by
 * `dailysalinfotype`, hourly salary by `contracthoursalinfo`. Real-time salary needs the merchant's
 * `RTSALARY3` module, and the real-time info flag the contracts module answers in
 * `contractmrdailysalinfotype` (decision 0068's flags).
 */
export interface ContractMenuFlags {
  dividend: boolean;
  dailySalary: boolean;
  hourlySalary: boolean;
  realtimeSalary: boolean;
}

/** Query keys of the contract menu flags: the contract pages invalidate them after an answer. */
export const contractFlagsKeys = {
  all: ['member', 'contract-flags'] as const,
  of: (token: string) => [...contractFlagsKeys.all, token] as const,
};

/** The contract info flags of the consolidated funds (all 0 until the agent has contracts). */
export const contractFlagsQuery = (token: string) =>
  queryOptions({
    queryKey: contractFlagsKeys.of(token),
    queryFn: async ({ signal }) => {
      const v = await callApi(fundsCall, { signal });
      const flags = {
        dividend: v.divtypeinfo > 0,
        dailySalary: v.dailysalinfotype > 0,
        hourlySalary: v.contracthoursalinfo > 0,
        realtimeSalary: v.contractmrdailysalinfotype > 0,
      };
      // The platform keeps them in the tab's session (wire reference §10.1).
      sessionStore.set('enableSalary', flags.dailySalary ? '1' : '0');
      sessionStore.set('enableContract', flags.dividend ? '1' : '0');
      return flags;
    },
    staleTime: 60_000,
  });

/**
 * The menus of the agent centre that depend on contracts: read when the merchant has AGENTPOLICY3 on
 * and the session is a real account (wire reference §10.1); all off otherwise. `ready`: the flags are
 * known (loaded, failed, or not asked for).
 */
export function useContractMenuFlags(): { flags: ContractMenuFlags; ready: boolean } {
  const whitelabel = useWhitelabelFlags();
  const token = useSessionStore((s) => s.token);
  const trial = useSessionStore((s) => s.isAgent === trialType);
  const asked = whitelabel.AGENTPOLICY3 === true && token !== null && !trial;
  const query = useQuery({ ...contractFlagsQuery(token ?? ''), enabled: asked });
  const data = asked ? query.data : undefined;
  return {
    flags: {
      dividend: data?.dividend ?? false,
      dailySalary: data?.dailySalary ?? false,
      hourlySalary: data?.hourlySalary ?? false,
      realtimeSalary: whitelabel.RTSALARY3 === true && (data?.realtimeSalary ?? false),
    },
    ready: !asked || !query.isPending,
  };
}
