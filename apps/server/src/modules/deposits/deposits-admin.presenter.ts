import type { AdminDepositChannel, AdminPaymentOrder } from '@monsoon/contracts/admin/deposits';
import { formatMoney } from '@monsoon/contracts/money';
import type { PspService } from '@/modules/psp/psp.service.ts';
import type {
  DepositChannelRow,
  PaymentEventRow,
  PaymentOrderView,
} from './deposits.repository.ts';

/** Fiat currencies have 2 decimals. */
const SCALE = 2;
/** Minor units as the back office's exact decimal text ("1234.50", no separators). */
export const text = (minor: bigint): string => formatMoney(minor, SCALE).replaceAll(',', '');
const textOrNull = (minor: bigint | null): string | null => (minor === null ? null : text(minor));
const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** A channel as the operator sees it, with whether its PSP is configured on this server. */
export const presentAdminChannel = (psp: PspService, c: DepositChannelRow): AdminDepositChannel => {
  const binding = psp.binding(c.pspCode);
  return {
    id: c.id,
    bankType: c.bankType,
    channel: c.channel,
    name: c.name,
    pspCode: c.pspCode,
    pspConfigured: binding !== null,
    sandbox: binding?.sandbox ?? false,
    enabled: c.enabled,
    minAmount: text(c.minAmount),
    maxAmount: text(c.maxAmount),
    feeBps: c.feeBps,
    quickAmounts: c.quickAmounts.map((q) => text(BigInt(q))),
    expiryMinutes: c.expiryMinutes,
    updatedAt: c.updatedAt.toISOString(),
  };
};

/** The audit's view of a channel: what an operator may change. */
export const auditedChannel = (c: AdminDepositChannel) => ({
  enabled: c.enabled,
  minAmount: c.minAmount,
  maxAmount: c.maxAmount,
  feeBps: c.feeBps,
  quickAmounts: c.quickAmounts,
});

export const presentAdminOrder = (o: PaymentOrderView): AdminPaymentOrder => ({
  id: o.id,
  orderNo: o.orderNo,
  memberId: o.memberId,
  username: o.username,
  bankType: o.bankType,
  channel: o.channel,
  pspCode: o.pspCode,
  pspTxId: o.pspTxId,
  status: o.status,
  amount: text(o.amount),
  paidAmount: textOrNull(o.paidAmount),
  feeAmount: textOrNull(o.feeAmount),
  currency: o.asset,
  createdAt: o.createdAt.toISOString(),
  expiresAt: o.expiresAt.toISOString(),
  completedAt: iso(o.completedAt),
  failureReason: o.failureReason,
  reviewReason: o.reviewReason,
  reviewResolution:
    o.reviewResolvedAt && o.reviewNote !== null
      ? {
          operatorUsername: o.reviewResolvedByUsername,
          at: o.reviewResolvedAt.toISOString(),
          note: o.reviewNote,
        }
      : null,
  journalId: o.journalId,
  sandbox: o.sandbox,
});

export const presentAdminEvent = (e: PaymentEventRow) => ({
  id: e.id,
  source: e.source,
  eventId: e.eventId,
  pspTxId: e.pspTxId,
  status: e.status,
  amount: text(e.amount),
  paidAmount: textOrNull(e.paidAmount),
  currency: e.currency,
  outcome: e.outcome,
  createdAt: e.createdAt.toISOString(),
});
