import { toWireAmount } from '@monsoon/contracts/money';
import { MAIN_WALLET_TYPE, type BalanceValue } from '@monsoon/contracts/wallet';
import type { z } from 'zod';
import type { roundRecordSchema } from '@monsoon/contracts/wallet';
import type { GameRoundRow } from '@/modules/provider/provider.repository.ts';

/** The balance answer: one main-wallet row in the member's asset, exact at any size. */
export function presentBalance(
  asset: string,
  scale: number,
  balance: bigint,
  held: bigint,
  currencySymbol: string,
): BalanceValue {
  const available = balance - held;
  return {
    sumBalance: toWireAmount(available, scale),
    balance: [
      {
        accountTypeId: MAIN_WALLET_TYPE,
        availBalance: toWireAmount(available, scale),
        balance: toWireAmount(balance, scale),
        frozenBalance: toWireAmount(held, scale),
        currency: asset,
      },
    ],
    currency: asset,
    currencySymbol,
  };
}

/** One round as the betting record shows it. */
export function presentRound(
  round: GameRoundRow,
  vendorCode: string,
  scale: number,
): z.infer<typeof roundRecordSchema> {
  const stake = round.stake - round.refunded;
  return {
    roundId: round.roundId,
    vendor: vendorCode,
    gameCode: round.gameCode,
    currency: round.asset,
    betAmount: toWireAmount(stake, scale),
    winAmount: toWireAmount(round.payout, scale),
    netAmount: toWireAmount(round.payout - stake, scale),
    status: round.status === 'open' ? 'open' : 'closed',
    betTime: round.openedAt.getTime(),
    settleTime: round.closedAt ? round.closedAt.getTime() : null,
  };
}
