import { randomBytes } from 'node:crypto';
import { lotteryGameById, type LotteryLanguage } from '@monsoon/contracts/lottery/games';
import type { LgwBetBody, LgwTicket } from '@monsoon/contracts/lottery/lgw';
import { toWireAmount, type WireAmount } from '@monsoon/contracts/money';
import type { Database } from '@/db/client.ts';
import type { LotteryTicketStatus } from '@/db/schema/index.ts';
import { errorCodes, type ErrorCode } from '@monsoon/contracts/errors';
import { AppError } from '@/lib/errors.ts';
import type { DrawsService } from '@/modules/lottery/draws/draws.service.ts';
import { createOddsService, type OddsService } from '@/modules/lottery/odds/odds.service.ts';
import { playOddsToJson } from '@/modules/lottery/rules/odds-json.ts';
import { requireRealAccount } from '@/modules/member/member.roles.ts';
import type { WalletService } from '@/modules/wallet/wallet.service.ts';
import {
  createBettingRepository,
  type OrderRefusalRow,
  type OrderRow,
  type TicketOwner,
} from './betting.repository.ts';
import { requestHashOf } from './idempotency.ts';
import { LOTTERY_MONEY_SCALE, priceOrder } from './order-pricing.ts';
import { OrderKeyRefused, OrderKeyTaken, writeOrder, type OrderDraft } from './order-writer.ts';
import { presentTicket } from './ticket.presenter.ts';

/** Who bets: the session's member, its customer type (trial accounts are refused) and merchant currency. */
export interface Bettor extends TicketOwner {
  type: number;
  currency: string;
}

/** What a betting request answers (lgw.ts `lgwBetting`). */
export interface BetReceipt {
  orderNo: string;
  tickets: LgwTicket[];
  totalAmount: WireAmount;
  balance: WireAmount;
}

/** The ticket statuses each `status` filter of `GET /lgw/orders` reads. */
const STATUS_FILTER: Readonly<
  Record<'open' | 'settled' | 'all', readonly LotteryTicketStatus[] | null>
> = {
  open: ['open'],
  settled: ['won', 'lost', 'void'],
  all: null,
};

/** The popular list ranks by tickets of this many days, recounted at most once a minute per merchant. */
const POPULAR_DAYS = 7;
const POPULAR_TTL_MS = 60_000;
/** How many of a member's latest tickets the recent-games list reads. */
const RECENT_WINDOW = 1_000;

/** Ours: random, so that it says nothing of the site's volumes (80 bits; the unique index backs it). */
const newOrderNo = (): string => randomBytes(10).toString('hex').toUpperCase();

const money = (minor: bigint): WireAmount => toWireAmount(minor, LOTTERY_MONEY_SCALE);

const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(errorCodes, code);

/** The refusal stored under the key, again; another request under the key is a conflict. */
function replayRefusal(refusal: OrderRefusalRow, requestHash: string): never {
  if (refusal.requestHash !== requestHash) throw new AppError('lottery.order.conflict');
  throw new AppError(isErrorCode(refusal.errorCode) ? refusal.errorCode : 'lottery.order.conflict');
}

/**
 * Lottery bets (issue 5, decision 0026): a betting request becomes one order, one ticket per line per
 * draw, and one ledger movement for its whole stake, all in one transaction; the member's tickets; and
 * the play that ranks the recent and popular lists. Each ticket copies its merchant's odds at the time
 * of the bet (`odds`, which the service also answers so that whoever changes odds clears its cache).
 */
export function createBettingService(deps: {
  db: Database;
  wallet: WalletService;
  draws: DrawsService;
  odds?: OddsService;
}) {
  const { wallet, draws } = deps;
  const odds = deps.odds ?? createOddsService(deps.db);
  const repo = createBettingRepository(deps.db);
  const popular = new Map<number, { at: number; counts: Map<string, number> }>();

  /** The answer of an order placed before under the same Idempotency-Key (nothing is taken again). */
  async function replay(
    bettor: Bettor,
    order: OrderRow,
    requestHash: string,
    lang: LotteryLanguage,
  ): Promise<BetReceipt> {
    if (order.requestHash !== requestHash) throw new AppError('lottery.order.conflict');
    const tickets = await repo.ticketsOfOrder(order.id);
    return {
      orderNo: order.orderNo,
      tickets: tickets.reverse().map((t) => presentTicket(t, lang)),
      totalAmount: money(order.totalStake),
      balance: money(await wallet.available(bettor, order.asset)),
    };
  }

  return {
    /** The merchants' odds bets are sold at (the dev control sets them through this instance). */
    odds,

    /**
     * Places a betting request at `now`: checks and prices it (nothing is written for a bad one),
     * creates the chased draws that do not exist yet, then writes the order in one transaction.
     */
    async place(
      bettor: Bettor,
      body: LgwBetBody,
      opts: { idemKey: string; now: Date; lang: LotteryLanguage },
    ): Promise<BetReceipt> {
      requireRealAccount(bettor);
      const asset = wallet.assetOf(bettor.type, bettor.currency);
      const requestHash = requestHashOf(body, asset, bettor.currency);
      const prior = await repo.orderByKey(bettor, opts.idemKey);
      if (prior) return replay(bettor, prior, requestHash, opts.lang);
      const refusedBefore = await repo.refusalByKey(bettor, opts.idemKey);
      if (refusedBefore) replayRefusal(refusedBefore, requestHash);

      const priced = priceOrder(body.contents, opts.now);
      // Resolved once per line, before the transaction: every ticket of a line (a chase) is sold at the same odds.
      const lineOdds = await Promise.all(
        priced.lines.map(async (line) =>
          playOddsToJson(await odds.oddsFor(bettor.merchantId, body.prizeMode, line.playType.code)),
        ),
      );
      const drawRows = await draws.ensureDraws(
        priced.lines.flatMap((line) => line.tickets.map((t) => t.draw)),
      );
      const draft: OrderDraft = {
        bettor,
        asset,
        orderNo: newOrderNo(),
        idemKey: opts.idemKey,
        requestHash,
        prizeMode: body.prizeMode,
        device: body.device,
        priced,
        lineOdds,
        drawIds: new Map(drawRows.map((r) => [`${r.gameCode}|${r.numero}`, r.id])),
        memberAccount: await wallet.memberAccountId(bettor, asset),
        houseAccount: await wallet.houseAccountId(bettor, asset),
        now: opts.now,
      };
      try {
        const outcome = await wallet.ledger.run((tx) => writeOrder(tx, wallet, draft));
        if ('refused' in outcome) throw new AppError(outcome.refused);
        const { written } = outcome;
        return {
          orderNo: written.order.orderNo,
          tickets: written.tickets.map((t) => presentTicket(t, opts.lang)),
          totalAmount: money(priced.total),
          balance: money(written.balance),
        };
      } catch (err) {
        // The same key raced in from another request, which committed first: answer as its retry.
        if (err instanceof OrderKeyTaken) return replay(bettor, err.order, requestHash, opts.lang);
        if (err instanceof OrderKeyRefused) replayRefusal(err.refusal, requestHash);
        throw err;
      }
    },

    /** One page of the member's tickets, newest first (lgw.ts `lgwOrders`). */
    async tickets(
      owner: TicketOwner,
      query: {
        status: 'open' | 'settled' | 'all';
        gameId?: number | undefined;
        page: number;
        size: number;
      },
      lang: LotteryLanguage,
    ) {
      let gameCode: string | null = null;
      if (query.gameId !== undefined) {
        const game = lotteryGameById(query.gameId);
        if (!game) throw new AppError('lottery.game.not.found');
        gameCode = game.code;
      }
      const { rows, total } = await repo.memberTickets(owner, {
        statuses: STATUS_FILTER[query.status],
        gameCode,
        offset: query.page * query.size,
        limit: query.size,
      });
      return {
        content: rows.map((r) => presentTicket(r, lang)),
        number: query.page,
        size: query.size,
        totalElements: total,
        totalPages: Math.ceil(total / query.size),
      };
    },

    /** The games of the member's latest tickets, most recent first (only `gameCodes` when given). */
    recentGameCodes: (
      owner: TicketOwner,
      gameCodes: readonly string[] | null,
      count: number,
    ): Promise<string[]> => repo.recentGameCodes(owner, gameCodes, count, RECENT_WINDOW),

    /**
     * Tickets per game of the merchant over the last POPULAR_DAYS at `now`. A public lobby call reads
     * it, so each merchant's count is kept for POPULAR_TTL_MS instead of scanning a week on every call.
     */
    async popularCounts(merchantId: number, now: Date): Promise<Map<string, number>> {
      const cached = popular.get(merchantId);
      const age = cached ? now.getTime() - cached.at : Infinity;
      if (cached && age >= 0 && age < POPULAR_TTL_MS) return cached.counts;
      const counts = await repo.ticketCountsSince(
        merchantId,
        new Date(now.getTime() - POPULAR_DAYS * 86_400_000),
      );
      popular.set(merchantId, { at: now.getTime(), counts });
      return counts;
    },
  };
}
export type BettingService = ReturnType<typeof createBettingService>;
