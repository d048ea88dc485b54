/** Query keys of withdrawals (style §18): used by the hooks and every invalidation. */
export const withdrawalKeys = {
  all: ['withdrawals'] as const,
  settings: () => [...withdrawalKeys.all, 'settings'] as const,
  banks: () => [...withdrawalKeys.all, 'banks'] as const,
  fee: (amount: string, type: string) => [...withdrawalKeys.all, 'fee', amount, type] as const,
  records: (pageNo: number) => [...withdrawalKeys.all, 'records', pageNo] as const,
};
