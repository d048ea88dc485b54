import { randomBytes } from 'node:crypto';
import {
  channelOfBankType,
  DEPOSIT_CALL_OF_CHANNEL,
  type DepositCallKind,
  type DepositRequest,
} from '@monsoon/contracts/deposits';
import { formatMoney, MoneyError, parseMoney, wireToMinor } from '@monsoon/contracts/money';
import { PSP_LANGUAGES, type PspLanguage } from '@monsoon/contracts/psp/common';
import type { CreatePaymentRequest, PspPayment } from '@monsoon/contracts/psp/payments';
import type { PspResult } from '@monsoon/contracts/psp/provider';
import type { PaymentOrderStatus } from '@/db/schema/index.ts';
import { addMinutes, type Clock } from '@/lib/clock.ts';
import { AppError } from '@/lib/errors.ts';
import type { RateLimiter } from '@/lib/rate-limiter.ts';
import { enforceLimit, limits } from '@/lib/rate-limits.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import { requireRealAccount } from '@/modules/member/member.roles.ts';
import type { PspBinding, PspService } from '@/modules/psp/psp.service.ts';
import type { SessionInfo } from '@/modules/session/session.types.ts';
import type {
  DepositChannelRow,
  DepositsRepository,
  PaymentOrderRow,
} from './deposits.repository.ts';

const newOrderNo = (): string => `DP${randomBytes(9).toString('hex').toUpperCase()}`;

const parseAmount = (amount: number | string): bigint => {
  try {
    const minor = typeof amount === 'number' ? wireToMinor(amount) : parseMoney(amount);
    if (minor <= 0n) throw new AppError('deposit.amount.invalid');
    return minor;
  } catch (err) {
    if (err instanceof MoneyError) throw new AppError('deposit.amount.invalid');
    throw err;
  }
};

const pspLanguage = (lang: string | undefined): PspLanguage | undefined => {
  const upper = lang?.toUpperCase();
  return PSP_LANGUAGES.find((l) => l === upper);
};

/**
 * The member's side of deposits (decision 0044): the deposit settings, payment orders created at a
 * PSP (stored before the PSP is asked, so a callback always finds them) and the member's orders.
 */
export function createDepositOrders(deps: {
  repo: DepositsRepository;
  clock: Clock;
  psp: PspService;
  limiter: RateLimiter;
  /** Where the hosted page sends the payer back (the site's deposit page). */
  returnUrl: string;
  log?: { warn(obj: object, msg: string): void } | undefined;
}) {
  const { repo, clock, psp, limiter } = deps;

  /** The channels a member can use now: enabled, with their PSP configured. */
  const openChannels = (rows: DepositChannelRow[]) =>
    rows.filter((c) => c.enabled && psp.binding(c.pspCode) !== null);

  async function createAtPsp(
    binding: PspBinding,
    request: CreatePaymentRequest,
  ): Promise<PspResult<PspPayment>> {
    const first = await binding.provider.createPayment(request);
    if (first.kind !== 'unknown') return first;
    // The same reference and fields find the same payment: a lost answer is safe to ask again.
    return binding.provider.createPayment(request);
  }

  return {
    /** The member's deposit settings (`MCSFE_getDepositSettings`). */
    async settings(merchant: MerchantRow, session: SessionInfo) {
      requireRealAccount(session);
      const enabled = await repo.enabled(merchant.id);
      const channels = enabled ? openChannels(await repo.channels(merchant.id)) : [];
      const successCount = await repo.paidCount(merchant.id, session.memberId);
      return {
        allowDeposit: channels.length > 0,
        successCount,
        channels: channels.map((c) => ({
          ...c,
          sandbox: psp.binding(c.pspCode)?.sandbox ?? false,
        })),
        currency: merchant.currency,
      };
    },

    /**
     * Creates a payment order through one of the deposit calls. Every refusal (trial account, someone
     * else's username, deposits off, unknown bank type, closed channel, bad amount, limits) writes
     * nothing. The order is stored before the PSP is asked, so a callback always finds it.
     */
    async create(
      merchant: MerchantRow,
      session: SessionInfo,
      call: DepositCallKind,
      request: DepositRequest & { payeeName?: string },
      language: string,
    ): Promise<PaymentOrderRow> {
      requireRealAccount(session);
      if (request.targetUsername && request.targetUsername !== session.username)
        throw new AppError('deposit.target.invalid');
      if (!(await repo.enabled(merchant.id))) throw new AppError('deposit.disabled');
      const channelKind = channelOfBankType(request.bankType);
      const channel = channelKind
        ? await repo.channelByBankType(merchant.id, request.bankType)
        : null;
      if (!channel || !channelKind || DEPOSIT_CALL_OF_CHANNEL[channelKind] !== call)
        throw new AppError('deposit.bank.type.unknown');
      const binding = psp.binding(channel.pspCode);
      if (!channel.enabled || !binding) throw new AppError('deposit.channel.closed');
      const amount = parseAmount(request.amount);
      if (amount < channel.minAmount)
        throw new AppError(
          'deposit.amount.below.min',
          { min: formatMoney(channel.minAmount) },
          {
            min: formatMoney(channel.minAmount),
          },
        );
      if (amount > channel.maxAmount)
        throw new AppError(
          'deposit.amount.above.max',
          { max: formatMoney(channel.maxAmount) },
          {
            max: formatMoney(channel.maxAmount),
          },
        );
      // Counts the orders that reach the PSP (a refusal above costs nothing and writes nothing).
      await enforceLimit(
        limiter,
        `deposit:${merchant.id}:${session.memberId}`,
        limits.depositPerMember,
      );
      const now = clock.now();
      // Whole seconds: the PSP's expiry is the order's, and a retried create carries the same text.
      const expiresAt = new Date(
        Math.floor(addMinutes(now, channel.expiryMinutes).getTime() / 1000) * 1000,
      );
      const order = await repo.insertOrder({
        merchantId: merchant.id,
        memberId: session.memberId,
        orderNo: newOrderNo(),
        channelId: channel.id,
        channel: channelKind,
        bankType: channel.bankType,
        pspCode: binding.code,
        pspAccountId: binding.accountId,
        asset: merchant.currency,
        amount,
        feeBps: channel.feeBps,
        payerName: request.payeeName ?? null,
        sandbox: binding.sandbox,
        expiresAt,
        createdAt: now,
      });
      const base = {
        merchantAccountId: binding.accountId,
        orderReference: order.orderNo,
        amount: String(amount),
        currency: merchant.currency,
        callbackUrl: binding.callbackUrl,
        returnUrl: deps.returnUrl,
        expiresAt: expiresAt.toISOString(),
        ...(pspLanguage(request.language ?? language)
          ? { language: pspLanguage(request.language ?? language) }
          : {}),
      };
      const pspRequest = (
        channelKind === 'BANK_TRANSFER'
          ? {
              ...base,
              channel: channelKind,
              bankType: channel.bankType,
              payerName: request.payeeName,
            }
          : { ...base, channel: channelKind, bankType: channel.bankType }
      ) as CreatePaymentRequest;
      const result = await createAtPsp(binding, pspRequest);
      if (result.kind === 'refused') {
        deps.log?.warn({ orderNo: order.orderNo, code: result.code }, 'PSP refused a payment');
        await repo.markFailed(order.id, 'failed', `PSP_${result.code}`, clock.now());
        throw new AppError('deposit.psp.unavailable');
      }
      // Unknown: the order stays `created`; the reconciliation job closes it, and a payment the PSP
      // did create still credits when its callback arrives.
      if (result.kind === 'unknown') throw new AppError('deposit.psp.unavailable');
      const pending = await repo.markPending(order.id, {
        pspTxId: result.value.id,
        action: result.value.action,
        sandbox: result.value.sandbox,
      });
      return pending ?? (await repo.findOrderById(merchant.id, order.id)) ?? order;
    },

    /** One of the member's orders (the site polls it while the payer pays). */
    async order(merchant: MerchantRow, session: SessionInfo, orderNo: string) {
      const row = await repo.findOrder(merchant.id, orderNo);
      if (!row || row.memberId !== session.memberId) throw new AppError('deposit.order.not.found');
      return row;
    },

    /** The member's orders, newest first. */
    async records(
      merchant: MerchantRow,
      session: SessionInfo,
      q: { pageNo: number; pageSize: number; status?: PaymentOrderStatus | undefined },
    ) {
      requireRealAccount(session);
      const { rows, total } = await repo.memberOrders(
        merchant.id,
        session.memberId,
        q.status,
        q.pageSize,
        (q.pageNo - 1) * q.pageSize,
      );
      return { rows, total };
    },
  };
}
