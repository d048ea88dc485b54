import type { VendorCard } from '@monsoon/contracts/catalogue';

/** A vendor card as the lanes answer it (wire §6.1): an RNG list vendor unless `over` says otherwise. */
export const vendorCard = (vassalage: string, over: Partial<VendorCard> = {}): VendorCard => ({
  vassalage,
  displayName: vassalage,
  gameType: 'RNG',
  lagerIcon: '',
  smallIcon: '',
  mobileSmallIcon: '',
  h5Icon: '',
  mobileLargeIcon: '',
  accountTypeName: '',
  gameCode: '',
  isGame: '',
  nodeId: null,
  gameId: null,
  isHot: 0,
  gameCount: 1,
  maintainTime: null,
  endTime: null,
  ...over,
});
