/** Query keys of the wallet pages (style §18): used by the hooks and every invalidation. */
export const walletKeys = {
  all: ['wallet-page'] as const,
  wallets: () => [...walletKeys.all, 'wallets'] as const,
  targets: () => [...walletKeys.all, 'targets'] as const,
};
