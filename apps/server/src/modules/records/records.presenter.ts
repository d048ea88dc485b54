import { toWireAmount } from '@monsoon/contracts/money';
import {
  productTypes,
  type BetRecordsValue,
  type PersonalProfitValue,
  type ProductTypeCode,
} from '@monsoon/contracts/records';
import type { FactRow, FactTotals } from './records.repository.ts';
import type { DayRange } from './records.service.ts';

/** The merchant currencies have two decimals. */
const SCALE = 2;
const wire = (minor: bigint) => toWireAmount(minor, SCALE);

const productOf = (p: string): ProductTypeCode => {
  const found = productTypes.find((t) => t === p);
  if (!found) throw new Error(`unknown product type ${p}`);
  return found;
};

/** Stake, valid bet, payout and the member's P&L (payout - valid bet) on the wire. */
export const presentTotals = (t: FactTotals) => ({
  betAmount: wire(t.stake),
  validBet: wire(t.validBet),
  winAmount: wire(t.payout),
  profit: wire(t.payout - t.validBet),
  count: t.count,
});

export function presentBetRecords(
  page: { pageNo: number; pageSize: number },
  r: { rows: FactRow[]; totals: FactTotals; range: DayRange; currency: string },
): BetRecordsValue {
  return {
    list: r.rows.map((f) => ({
      betNo: String(f.id),
      productType: productOf(f.productType),
      vendor: f.vendor,
      gameCode: f.gameCode,
      betAmount: wire(f.stake),
      validBet: wire(f.validBet),
      winAmount: wire(f.payout),
      profit: wire(f.payout - f.validBet),
      betTime: f.placedAt.getTime(),
      settleTime: f.settledAt.getTime(),
    })),
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    totalCount: r.totals.count,
    totalPages: Math.ceil(r.totals.count / page.pageSize),
    summary: presentTotals(r.totals),
    ...r.range,
    currency: r.currency,
  };
}

export function presentProfit(r: {
  products: (FactTotals & { productType: string })[];
  total: FactTotals;
  range: DayRange;
  currency: string;
}): PersonalProfitValue {
  return {
    products: r.products.map((p) => ({
      productType: productOf(p.productType),
      ...presentTotals(p),
    })),
    total: presentTotals(r.total),
    ...r.range,
    currency: r.currency,
  };
}
