import type { MemberCentrePage } from '@/config/paths';

/**
 * The member-centre pages the site has. A page is registered by adding its key here and its entry in
 * `pages.tsx` (TypeScript refuses one without the other). Kept apart from the entries so that the first
 * load of the site carries only these names, not the pages' icons and loaders.
 */
export const registeredPages = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
] as const satisfies readonly MemberCentrePage[];
export type RegisteredPage = (typeof registeredPages)[number];

/** The pages the site has (features read it through `MemberCentrePagesContext`). */
export const memberCentrePageSet: ReadonlySet<MemberCentrePage> = new Set(registeredPages);
