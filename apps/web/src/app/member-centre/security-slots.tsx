import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { securityKeys } from '@/features/security-centre/api/security-keys';
import type { SecurityCentreSlots } from '@/features/security-centre/components/security-centre-page';

const WithdrawalPasswordSection = lazy(async () => ({
  default: (await import('@/features/withdrawals/components/withdrawal-password-section'))
    .WithdrawalPasswordSection,
}));
const BankCardsSection = lazy(async () => ({
  default: (await import('@/features/withdrawals/components/bank-cards-section')).BankCardsSection,
}));

/** Refreshes the security centre's answer (its password flag and card count) after a slot changed them. */
function useRefreshSecurity(): () => void {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: securityKeys.all });
}

function WithdrawalPasswordSlot() {
  const refresh = useRefreshSecurity();
  return (
    <Suspense fallback={null}>
      <WithdrawalPasswordSection onChanged={refresh} />
    </Suspense>
  );
}

function BankCardsSlot() {
  const refresh = useRefreshSecurity();
  return (
    <Suspense fallback={null}>
      <BankCardsSection onChanged={refresh} />
    </Suspense>
  );
}

/**
 * The security centre's sections owned by other features, composed here: the withdrawals feature fills
 * `withdrawalPassword` and `bankCards`. An empty slot is not shown.
 */
export const securityCentreSlots: SecurityCentreSlots = {
  withdrawalPassword: <WithdrawalPasswordSlot />,
  bankCards: <BankCardsSlot />,
};
