/** Query keys of deposits (style §18): used by the hooks and every invalidation. */
export const depositKeys = {
  all: ['deposits'] as const,
  settings: () => [...depositKeys.all, 'settings'] as const,
  order: (orderNo: string) => [...depositKeys.all, 'order', orderNo] as const,
  records: (pageNo: number) => [...depositKeys.all, 'records', pageNo] as const,
};
