import type { Contract, ContractTerms } from '@monsoon/contracts/agent-contracts';
import type { SystemStatusValue } from '@monsoon/contracts/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import agentContracts from '../../../../../packages/i18n/locales/EN/agentContracts.json';
import errors from '../../../../../packages/i18n/locales/EN/errors.json';
import member from '../../../../../packages/i18n/locales/EN/member.json';
import { ToastViewport } from '@/components/ui/toast';
import { systemStatusQuery } from '@/lib/api/system-status';
import type { MemberInfo } from '@/lib/api/member-info';
import { useSessionStore } from '@/stores/session-store';
import { stubBrowserApis } from '@/test/browser-stubs';
import { initTestI18n } from '@/test/i18n';

/** Terms as the server answers them (thresholds in the currency, rates in basis points). */
export const terms = (
  tiers: [minBase: number, minActiveMembers: number, rateBp: number][],
  over: Partial<ContractTerms> = {},
): ContractTerms => ({
  tiers: tiers.map(([minBase, minActiveMembers, rateBp]) => ({
    minBase,
    minActiveMembers,
    rateBp,
  })),
  period: null,
  base: null,
  maxRateBp: Math.max(...tiers.map((t) => t[2])),
  ...over,
});

/** A contract as either side sees it. */
export const contract = (over: Partial<Contract> = {}): Contract => ({
  contractId: 31,
  kind: 'dividend',
  status: 'pending',
  upline: 'bob',
  downline: 'me',
  terms: terms([[0, 0, 100]]),
  terminationRequestedBy: null,
  createdAt: Date.UTC(2026, 10, 20, 4),
  respondedAt: null,
  endedAt: null,
  endReason: null,
  ...over,
});

/** The consolidated funds answer with every flag off but those given. */
export const funds = (flags: Record<string, number> = {}) => ({
  balance: 100,
  currency: 'PHP',
  currencySymbol: '₱',
  dailysalreqtype: 0,
  divtypereq: 0,
  contracthoursalreq: 0,
  realtimesalreqtype: 0,
  contractmrdailysalinfotype: 0,
  contracthoursalinfo: 0,
  dailysalinfotype: 0,
  divtypeinfo: 0,
  ...flags,
});

/**
 * Renders `node` as a member of `type` (null: logged out) with AGENTPOLICY3 `policy` and the module
 * `switches` under it, and the toasts.
 */
export function renderAs(
  node: ReactNode,
  {
    type = 1,
    policy = true,
    switches = {},
  }: { type?: number | null; policy?: boolean; switches?: Record<string, boolean> } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const status: unknown = {
    info: {
      whitelabel: [
        {
          modId: 'AGENTPOLICY3',
          enabled: policy ? '1' : '0',
          childrenNodes: Object.entries(switches).map(([modId, on]) => ({
            modId,
            enabled: on ? '1' : '0',
            childrenNodes: [],
          })),
        },
      ],
    },
  };
  client.setQueryData(systemStatusQuery.queryKey, status as SystemStatusValue);
  const member: unknown = { id: 9, account: 'me', userName: 'me', type, memberLabel: [] };
  useSessionStore.setState(
    type === null
      ? { token: null, member: null, isAgent: null }
      : { token: 't0k3n', member: member as MemberInfo, isAgent: type },
  );
  render(
    <QueryClientProvider client={client}>
      {node}
      <ToastViewport />
    </QueryClientProvider>,
  );
  return client;
}

/** Starts i18next with the texts the contract components use. */
export async function initContractTexts(): Promise<void> {
  stubBrowserApis();
  await initTestI18n();
  i18next.addResourceBundle('EN', 'agentContracts', agentContracts, true, true);
  i18next.addResourceBundle('EN', 'errors', errors, true, true);
  i18next.addResourceBundle('EN', 'member', member, true, true);
}
