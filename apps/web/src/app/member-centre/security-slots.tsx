import type { SecurityCentreSlots } from '@/features/security-centre/components/security-centre-page';

/**
 * The security centre's sections owned by other features, composed here: the withdrawals feature fills
 * `withdrawalPassword` and `bankCards` (each a React node, usually a lazy component). An empty slot is
 * not shown.
 */
export const securityCentreSlots: SecurityCentreSlots = {};
