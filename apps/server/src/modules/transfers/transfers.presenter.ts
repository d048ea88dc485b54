import { transferKinds, type AdminTransfer } from '@monsoon/contracts/admin/transfers';
import { formatMoney, toWireAmount } from '@monsoon/contracts/money';
import type { MemberTransferValue, VendorWalletsValue } from '@monsoon/contracts/transfers';
import { CURRENCY_SCALE } from './transfer-movement.ts';
import type { TransferJournal } from './transfers.repository.ts';
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

/** A transfer journal for the back office: exact decimal text, the wallet of each side. */
export function presentAdminTransfer(j: TransferJournal): AdminTransfer {
  const kind = transferKinds.find((k) => k === j.kind);
  if (!kind) throw new Error(`journal ${j.journalId} is no transfer`);
  return {
    journalId: j.journalId,
    kind,
    time: j.createdAt.toISOString(),
    asset: j.legs[0]?.asset ?? '',
    // The side money left first, then where it went.
    legs: [...j.legs]
      .sort((a, b) => (a.amount < b.amount ? -1 : a.amount > b.amount ? 1 : 0))
      .map((l) => ({
        memberId: l.memberId,
        username: l.username,
        wallet: l.ownerKind === 'member' ? 'MAIN' : (l.vendor ?? '?'),
        amount: formatMoney(l.amount, CURRENCY_SCALE).replaceAll(',', ''),
      })),
  };
}
