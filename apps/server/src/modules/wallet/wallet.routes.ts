import {
  bettingRecords,
  consolidatedFunds,
  merchantWallet,
  walletBalance,
} from '@monsoon/contracts/wallet';
import { toWireAmount } from '@monsoon/contracts/money';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import { invalidRequest } from '@/lib/errors.ts';
import type { ModuleContext } from '@/services.ts';
import { presentBalance, presentRound } from './wallet.presenter.ts';
import { FUN_ASSET } from './wallet.service.ts';

/** Fiat and FUN have two decimals. */
const SCALE = 2;

/** Parses the record range: a date alone means the whole day (UTC+8, the platform's business day). */
const parseDay = (text: string, endOfDay: boolean): Date => {
  const full =
    text.length === 10
      ? `${text}T${endOfDay ? '23:59:59.999' : '00:00:00'}+08:00`
      : `${text.replace(' ', 'T')}+08:00`;
  return new Date(full);
};

/** Balance, consolidated funds, merchant wallet mode, betting records. */
export async function registerWalletModule(
  app: FastifyInstance,
  ctx: ModuleContext,
): Promise<void> {
  const { wallet, provider: rounds } = ctx.services;

  const memberBalance = async (
    merchantId: number,
    memberId: number,
    type: number,
    currency: string,
  ) => {
    const asset = wallet.assetOf(type, currency);
    // A trial account sees its play money from the first balance read (granted once, idempotent).
    if (asset === FUN_ASSET) await wallet.grantFun({ merchantId, memberId });
    const rows = await wallet.balances({ merchantId, memberId });
    const row = rows.find((r) => r.asset === asset);
    return { asset, balance: row?.balance ?? 0n, held: row?.held ?? 0n };
  };

  registerCall(app, walletBalance, async ({ req, session }) => {
    const b = await memberBalance(
      req.merchant.id,
      session.memberId,
      session.type,
      req.merchant.currency,
    );
    return presentBalance(
      b.asset,
      SCALE,
      b.balance,
      b.held,
      b.asset === req.merchant.currency ? req.merchant.currencySymbol : b.asset,
    );
  });

  registerCall(app, consolidatedFunds, async ({ req, session }) => {
    const flags = await ctx.services.agentContracts.flags(session.merchantId, session.memberId);
    const b = await memberBalance(
      req.merchant.id,
      session.memberId,
      session.type,
      req.merchant.currency,
    );
    return {
      balance: toWireAmount(b.balance - b.held, SCALE),
      currency: b.asset,
      currencySymbol: b.asset === req.merchant.currency ? req.merchant.currencySymbol : b.asset,
      // Contract requests waiting for the member and the kinds it holds (wire-api §10.1, decision 0068).
      dailysalreqtype: flags.req('daily'),
      divtypereq: flags.req('dividend'),
      contracthoursalreq: flags.req('hourly'),
      realtimesalreqtype: flags.req('realtime'),
      contractmrdailysalinfotype: flags.info('realtime'),
      contracthoursalinfo: flags.info('hourly'),
      dailysalinfotype: flags.info('daily'),
      divtypeinfo: flags.info('dividend'),
    };
  });

  // The merchant's wallet mode (decision 0051): single (the demo: vendors debit the main wallet) or
  // a main wallet plus vendor wallets the member transfers to and from.
  registerCall(app, merchantWallet, async ({ req }) => ({
    isSingle: req.merchant.settings.wallet.single,
  }));

  registerCall(app, bettingRecords, async ({ session, query }) => {
    const from = parseDay(query.startDate, false);
    const to = parseDay(query.endDate, true);
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()))
      throw invalidRequest({ startDate: 'not a date' });
    if (to < from) throw invalidRequest({ endDate: 'must not be before startDate' });
    if (to.getTime() - from.getTime() > 93 * 24 * 3600_000)
      throw invalidRequest({ endDate: 'a range is at most 3 months' });
    const { rows, total } = await rounds.roundsOf(
      session.memberId,
      from,
      new Date(to.getTime() + 1),
      query.pageSize,
      (query.pageNo - 1) * query.pageSize,
    );
    const stake = BigInt(total.stake);
    const payout = BigInt(total.payout);
    return {
      list: rows.map((r) => presentRound(r.round, r.vendorCode, SCALE)),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      totalCount: total.count,
      totalPages: Math.ceil(total.count / query.pageSize),
      summary: {
        betAmount: toWireAmount(stake, SCALE),
        winAmount: toWireAmount(payout, SCALE),
        netAmount: toWireAmount(payout - stake, SCALE),
      },
    };
  });
}
