import { prizeModeOf } from '@/lib/catalogue/regroup';
import { useVendorLanes } from '@/lib/catalogue/vendor-lanes';

/**
 * The prize mode the lottery calls send (spec §4): electronic lottery when the vendor data has ELOTT
 * cards TCG_LOTTO_VN or LOTT, otherwise normal lottery. Null until the vendor data has answered (a
 * failed vendor call counts as no such cards).
 */
export function usePrizeMode(): string | null {
  const lanes = useVendorLanes();
  if (lanes.isPending) return null;
  return prizeModeOf(lanes.data ?? []);
}
