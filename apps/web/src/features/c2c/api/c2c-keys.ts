/** Query keys of C2C (style §18): used by the hooks and every invalidation. */
export const c2cKeys = {
  all: ['c2c'] as const,
  applies: () => [...c2cKeys.all, 'applies'] as const,
  deposits: () => [...c2cKeys.all, 'deposits'] as const,
  confirmations: () => [...c2cKeys.all, 'confirmations'] as const,
  withdrawals: () => [...c2cKeys.all, 'withdrawals'] as const,
};
