import type { DownlinesQuery } from '@monsoon/contracts/agent-team';

/** Query keys of the agent's team pages (style §18): used by the hooks and every invalidation. */
export const teamKeys = {
  all: ['agent-team'] as const,
  downlines: (query: Partial<DownlinesQuery>) => [...teamKeys.all, 'downlines', query] as const,
  detail: (memberId: number) => [...teamKeys.all, 'detail', memberId] as const,
  transferEnabled: () => [...teamKeys.all, 'transfer-enabled'] as const,
  links: () => [...teamKeys.all, 'links'] as const,
  registered: (linkId: number | null, pageNo: number) =>
    [...teamKeys.all, 'registered', linkId, pageNo] as const,
  registerRules: () => [...teamKeys.all, 'register-rules'] as const,
};
