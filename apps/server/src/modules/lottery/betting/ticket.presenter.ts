import { lotteryGameByCode, type LotteryLanguage } from '@monsoon/contracts/lottery/games';
import type { LgwTicket, TicketStatus } from '@monsoon/contracts/lottery/lgw';
import { PRIZE_MODES, type PrizeMode } from '@monsoon/contracts/lottery/model';
import { toWireAmount, type WireAmount } from '@monsoon/contracts/money';
import type { LotteryTicketStatus } from '@/db/schema/index.ts';
import { winNo } from '@/modules/lottery/lgw.presenter.ts';
import type { TicketView } from './betting.repository.ts';
import { LOTTERY_MONEY_SCALE } from './order-pricing.ts';

const WIRE_STATUS: Readonly<Record<LotteryTicketStatus, TicketStatus>> = {
  open: 'OPEN',
  won: 'WIN',
  lost: 'LOSE',
  void: 'VOID',
};

/** The stored prize mode (written from the contract's enum); an unknown one reads as LOTT. */
const prizeModeOf = (text: string): PrizeMode => PRIZE_MODES.find((m) => m === text) ?? 'LOTT';

const money = (minor: bigint): WireAmount => toWireAmount(minor, LOTTERY_MONEY_SCALE);

/**
 * One ticket as the wire shows it (lgw.ts `lgwTicketSchema`): money as decimals, times as epoch ms, the
 * game's name in `lang`, the draw's result once it is drawn, and what it paid once settled.
 */
export function presentTicket(view: TicketView, lang: LotteryLanguage): LgwTicket {
  const { ticket } = view;
  const game = lotteryGameByCode(ticket.gameCode);
  const drawn =
    (view.drawStatus === 'drawn' || view.drawStatus === 'settled') && view.drawResult !== null;
  return {
    ticketId: String(ticket.id),
    orderNo: view.orderNo,
    gameId: game?.gameId ?? 0,
    gameCode: ticket.gameCode,
    gameName: game?.names[lang] ?? ticket.gameCode,
    numero: ticket.numero,
    playId: ticket.playId,
    prizeMode: prizeModeOf(ticket.prizeMode),
    bettingContent: ticket.content,
    betCount: ticket.betCount,
    multiple: ticket.multiple,
    singleBetPrice: money(ticket.singleBetPrice),
    betAmount: money(ticket.stake),
    // The payout column is null exactly while the ticket is open (a check constraint).
    winAmount: ticket.payout === null ? null : money(ticket.payout),
    status: WIRE_STATUS[ticket.status],
    winNo: drawn && view.drawResult ? winNo(view.drawResult) : null,
    betTime: ticket.createdAt.getTime(),
    settleTime: ticket.settledAt?.getTime() ?? null,
  };
}
