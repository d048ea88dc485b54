import type { AdminDepositChannel } from '@monsoon/contracts/admin/deposits';
import { channelOfBankType, type DepositBankType } from '@monsoon/contracts/deposits';
import { parseMoney } from '@monsoon/contracts/money';
import type { Database } from '@/db/client.ts';
import type { PaymentOrderStatus } from '@/db/schema/index.ts';
import type { Clock } from '@/lib/clock.ts';
import { AppError } from '@/lib/errors.ts';
import type { Actor, AuditService } from '@/modules/admin/audit.service.ts';
import type { PspService } from '@/modules/psp/psp.service.ts';
import { createDepositsRepository } from './deposits.repository.ts';
import {
  auditedChannel,
  presentAdminChannel,
  presentAdminEvent,
  presentAdminOrder,
} from './deposits-admin.presenter.ts';

/** What an operator changes on a channel (decimal texts as typed). */
export interface ChannelChange {
  enabled?: boolean | undefined;
  minAmount?: string | undefined;
  maxAmount?: string | undefined;
  feeBps?: number | undefined;
  quickAmounts?: string[] | undefined;
}

/** A channel an operator adds (decimal texts as typed). */
export interface NewChannel {
  bankType: DepositBankType;
  pspCode: string;
  name: string;
  enabled: boolean;
  minAmount: string;
  maxAmount: string;
  feeBps: number;
  quickAmounts: string[];
  expiryMinutes: number;
  sortOrder: number;
}

/** A channel's limits checked whole: min ≤ max, quick amounts within them and distinct. */
function checkedLimits(minAmount: bigint, maxAmount: bigint, quick: bigint[]): void {
  if (
    minAmount <= 0n ||
    maxAmount < minAmount ||
    quick.some((q) => q < minAmount || q > maxAmount) ||
    new Set(quick).size !== quick.length
  )
    throw new AppError('admin.deposit.channel.invalid');
}

/**
 * The back office's deposit tasks: channels (added, changed, removed) and the switch, audited; the
 * payment orders, and the resolution of their review flags (decision 0058).
 */
export function createDepositsAdminService(deps: {
  db: Database;
  clock: Clock;
  audit: AuditService;
  psp: PspService;
}) {
  const { db, clock, audit, psp } = deps;
  const repo = createDepositsRepository(db);
  const presentChannel = (c: Parameters<typeof presentAdminChannel>[1]) =>
    presentAdminChannel(psp, c);

  const service = {
    async channels(merchantId: number, currency: string) {
      return {
        enabled: await repo.enabled(merchantId),
        currency,
        items: (await repo.channels(merchantId)).map(presentChannel),
        pspCodes: psp.bindings().map((b) => b.code),
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
        checkedLimits(minAmount, maxAmount, quick);
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
          before: { bankType: row.bankType, ...auditedChannel(before) },
          after: { bankType: row.bankType, ...auditedChannel(after) },
        });
        return after;
      });
    },

    /**
     * Adds a channel at a configured PSP: one per bank type (its kind of payment follows from the bank
     * type), limits checked whole, audited in its transaction.
     */
    async createChannel(actor: Actor, input: NewChannel): Promise<AdminDepositChannel> {
      const channel = channelOfBankType(input.bankType);
      if (!channel) throw new AppError('admin.deposit.channel.invalid');
      if (!psp.binding(input.pspCode)) throw new AppError('admin.deposit.psp.unknown');
      const minAmount = parseMoney(input.minAmount);
      const maxAmount = parseMoney(input.maxAmount);
      const quick = input.quickAmounts.map((q) => parseMoney(q));
      checkedLimits(minAmount, maxAmount, quick);
      return db.transaction(async (tx) => {
        const now = clock.now();
        const row = await createDepositsRepository(tx).insertChannel({
          merchantId: actor.merchantId,
          pspCode: input.pspCode,
          channel,
          bankType: input.bankType,
          name: input.name,
          enabled: input.enabled,
          minAmount,
          maxAmount,
          feeBps: input.feeBps,
          quickAmounts: quick.map(String),
          expiryMinutes: input.expiryMinutes,
          sortOrder: input.sortOrder,
          updatedAt: now,
        });
        if (!row) throw new AppError('admin.deposit.channel.exists');
        const created = presentChannel(row);
        await audit.record(tx, actor, {
          action: 'deposit.channel_created',
          targetKind: 'deposit_channel',
          targetId: row.id,
          after: {
            bankType: row.bankType,
            channel: row.channel,
            name: row.name,
            pspCode: row.pspCode,
            ...auditedChannel(created),
            expiryMinutes: row.expiryMinutes,
            sortOrder: row.sortOrder,
          },
        });
        return created;
      });
    },

    /**
     * Removes a channel (decision 0058): refused while any of its orders is created or pending; the row
     * stays (marked removed) for the orders that point at it, and members no longer see it.
     */
    async removeChannel(actor: Actor, id: number, reason: string): Promise<void> {
      await db.transaction(async (tx) => {
        const r = createDepositsRepository(tx);
        const row = await r.lockChannel(actor.merchantId, id);
        if (!row) throw new AppError('admin.deposit.not.found');
        if ((await r.openOrderCount(row.id)) > 0) throw new AppError('admin.deposit.channel.busy');
        await r.markChannelRemoved(row.id, clock.now());
        await audit.record(tx, actor, {
          action: 'deposit.channel_removed',
          targetKind: 'deposit_channel',
          targetId: row.id,
          before: {
            bankType: row.bankType,
            name: row.name,
            ...auditedChannel(presentChannel(row)),
          },
          after: { bankType: row.bankType, removed: true, reason },
        });
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
        review?: 'true' | 'false' | 'resolved' | undefined;
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
          review: q.review === 'true' ? 'open' : q.review === 'resolved' ? 'resolved' : undefined,
          from: q.from ? new Date(`${q.from}T00:00:00Z`) : undefined,
          to: q.to ? new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000 - 1) : undefined,
        },
        window.limit,
        window.offset,
      );
      return { items: rows.map(presentAdminOrder), total };
    },

    async order(merchantId: number, id: number) {
      const { rows } = await repo.search({ merchantId, orderId: id }, 1, 0);
      const row = rows[0];
      if (!row) throw new AppError('admin.deposit.not.found');
      return {
        ...presentAdminOrder(row),
        events: (await repo.events(row.id)).map(presentAdminEvent),
      };
    },

    /**
     * Resolves an order's open review flag with the operator's note (decision 0058), audited in the
     * same transaction: the reason stays, marked resolved by whom, when and why. Moves no money.
     */
    async resolveReview(actor: Actor, id: number, note: string) {
      const operatorId = actor.operatorId;
      if (operatorId === null) throw new AppError('admin.session.required');
      await db.transaction(async (tx) => {
        const r = createDepositsRepository(tx);
        const order = await r.lockOrder(actor.merchantId, id);
        if (!order) throw new AppError('admin.deposit.not.found');
        const open = order.reviewReason !== null && order.reviewResolvedAt === null;
        if (!open || !(await r.resolveReview(order.id, { at: clock.now(), operatorId, note })))
          throw new AppError('admin.deposit.review.none');
        await audit.record(tx, actor, {
          action: 'deposit.review_resolved',
          targetKind: 'payment_order',
          targetId: order.id,
          before: { orderNo: order.orderNo, reviewReason: order.reviewReason, resolved: false },
          after: { orderNo: order.orderNo, reviewReason: order.reviewReason, resolved: true, note },
        });
      });
      return service.order(actor.merchantId, id);
    },
  };
  return service;
}
export type DepositsAdminService = ReturnType<typeof createDepositsAdminService>;
