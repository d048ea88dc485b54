import { toWireAmount } from '@monsoon/contracts/money';
import type { MemberTransferValue, VendorWalletsValue } from '@monsoon/contracts/transfers';
import { CURRENCY_SCALE } from './transfer-movement.ts';
import type { MemberTransferOutcome } from './transfers.service.ts';
import type { WalletsOverview } from './vendor-wallets.service.ts';

const wire = (minor: bigint) => toWireAmount(minor, CURRENCY_SCALE);

/** A transfer between members on the wire. */
export const presentMemberTransfer = (o: MemberTransferOutcome): MemberTransferValue => ({
  transactionNo: String(o.journalId),
  amount: wire(o.amount),
  to: o.to,
  balance: wire(o.balance),
  currency: o.currency,
});

/** The wallet page's wallets on the wire. */
export const presentWallets = (o: WalletsOverview): VendorWalletsValue => ({
  isSingle: o.isSingle,
  main: wire(o.main),
  wallets: o.wallets.map((w) => ({ vendor: w.vendor, name: w.name, balance: wire(w.balance) })),
  total: wire(o.total),
  currency: o.currency,
});
