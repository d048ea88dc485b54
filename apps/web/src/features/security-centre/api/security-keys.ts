/** Query keys of the security centre (style §18): used by the hooks and every invalidation. */
export const securityKeys = {
  all: ['security'] as const,
  config: () => [...securityKeys.all, 'config'] as const,
  icons: () => [...securityKeys.all, 'icons'] as const,
  loginHistory: (pageNo: number, pageSize: number) =>
    [...securityKeys.all, 'loginHistory', pageNo, pageSize] as const,
};
