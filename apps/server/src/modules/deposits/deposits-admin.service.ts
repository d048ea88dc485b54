import type { AdminDepositChannel, AdminPaymentOrder } from '@monsoon/contracts/admin/deposits';
import { formatMoney, parseMoney } from '@monsoon/contracts/money';
import type { Database } from '@/db/client.ts';
import type { PaymentOrderStatus } from '@/db/schema/index.ts';
import type { Clock } from '@/lib/clock.ts';
import { AppError } from '@/lib/errors.ts';
import type { Actor, AuditService } from '@/modules/admin/audit.service.ts';
import type { PspService } from '@/modules/psp/psp.service.ts';
import {
  createDepositsRepository,
  type DepositChannelRow,
  type PaymentEventRow,
  type PaymentOrderRow,
} from './deposits.repository.ts';

/** Fiat currencies have 2 decimals. */
const SCALE = 2;
const text = (minor: bigint): string => formatMoney(minor, SCALE).replaceAll(',', '');
const textOrNull = (minor: bigint | null): string | null => (minor === null ? null : text(minor));
const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** What an operator changes on a channel (decimal texts as typed). */
export interface ChannelChange {
  enabled?: boolean | undefined;
  minAmount?: string | undefined;
  maxAmount?: string | undefined;
  feeBps?: number | undefined;
  quickAmounts?: string[] | undefined;
}

/** The back office's deposit tasks: channels and the switch (audited), and the payment orders. */
export function createDepositsAdminService(deps: {
  db: Database;
  clock: Clock;
  audit: AuditService;
  psp: PspService;
}) {
  const { db, clock, audit, psp } = deps;
  const repo = createDepositsRepository(db);

  const presentChannel = (c: DepositChannelRow): AdminDepositChannel => {
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
  const audited = (c: AdminDepositChannel) => ({
    enabled: c.enabled,
    minAmount: c.minAmount,
    maxAmount: c.maxAmount,
    feeBps: c.feeBps,
    quickAmounts: c.quickAmounts,
  });
  const presentOrder = (o: PaymentOrderRow & { username: string }): AdminPaymentOrder => ({
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
    journalId: o.journalId,
    sandbox: o.sandbox,
  });
  const presentEvent = (e: PaymentEventRow) => ({
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

  const service = {
    async channels(merchantId: number, currency: string) {
      return {
        enabled: await repo.enabled(merchantId),
        currency,
        items: (await repo.channels(merchantId)).map(presentChannel),
      };
    },

    /** Changes one channel, checked whole (min ≤ max, quick amounts within them), audited in its transaction. */
    async updateChannel(
      actor: Actor,
      id: number,
      change: ChannelChange,
    ): Promise<AdminDepositChannel> {
      return db.transaction(async (tx) => {
        const r = createDepositsRepository(tx);
        const row = await r.lockChannel(actor.merchantId, id);
        if (!row) throw new AppError('admin.deposit.not.found');
        const minAmount =
          change.minAmount === undefined ? row.minAmount : parseMoney(change.minAmount);
        const maxAmount =
          change.maxAmount === undefined ? row.maxAmount : parseMoney(change.maxAmount);
        const quick =
          change.quickAmounts === undefined
            ? row.quickAmounts.map((q) => BigInt(q))
            : change.quickAmounts.map((q) => parseMoney(q));
        if (
          minAmount <= 0n ||
          maxAmount < minAmount ||
          quick.some((q) => q < minAmount || q > maxAmount) ||
          new Set(quick).size !== quick.length
        )
          throw new AppError('admin.deposit.channel.invalid');
        const updated = await r.updateChannel(row.id, {
          ...(change.enabled === undefined ? {} : { enabled: change.enabled }),
          minAmount,
          maxAmount,
          ...(change.feeBps === undefined ? {} : { feeBps: change.feeBps }),
          quickAmounts: quick.map(String),
          updatedAt: clock.now(),
        });
        const before = presentChannel(row);
        const after = presentChannel(updated);
        await audit.record(tx, actor, {
          action: 'deposit.channel_updated',
          targetKind: 'deposit_channel',
          targetId: row.id,
          before: { bankType: row.bankType, ...audited(before) },
          after: { bankType: row.bankType, ...audited(after) },
        });
        return after;
      });
    },

    /** Turns the merchant's deposits on or off, audited. */
    async setEnabled(actor: Actor, enabled: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        const r = createDepositsRepository(tx);
        const before = await r.enabled(actor.merchantId);
        await r.setEnabled(actor.merchantId, enabled, clock.now());
        await audit.record(tx, actor, {
          action: 'deposit.settings_updated',
          targetKind: 'deposit_settings',
          targetId: actor.merchantId,
          before: { enabled: before },
          after: { enabled },
        });
      });
    },

    async orders(
      merchantId: number,
      q: {
        username?: string | undefined;
        orderNo?: string | undefined;
        status?: PaymentOrderStatus | undefined;
        review?: 'true' | 'false' | undefined;
        from?: string | undefined;
        to?: string | undefined;
      },
      window: { offset: number; limit: number },
    ) {
      const { rows, total } = await repo.search(
        {
          merchantId,
          username: q.username,
          orderNo: q.orderNo,
          status: q.status,
          review: q.review === 'true' ? true : undefined,
          from: q.from ? new Date(`${q.from}T00:00:00Z`) : undefined,
          to: q.to ? new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000 - 1) : undefined,
        },
        window.limit,
        window.offset,
      );
      return { items: rows.map(presentOrder), total };
    },

    async order(merchantId: number, id: number) {
      const { rows } = await repo.search({ merchantId, orderId: id }, 1, 0);
      const row = rows[0];
      if (!row) throw new AppError('admin.deposit.not.found');
      return { ...presentOrder(row), events: (await repo.events(row.id)).map(presentEvent) };
    },
  };
  return service;
}
export type DepositsAdminService = ReturnType<typeof createDepositsAdminService>;
