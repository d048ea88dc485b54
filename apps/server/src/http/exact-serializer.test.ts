import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { okEnvelope } from '@monsoon/contracts/envelope';
import type { lgwTicketSchema } from '@monsoon/contracts/lottery/lgw';
import { lgwBetting } from '@monsoon/contracts/lottery/lgw';
import { toWireAmount } from '@monsoon/contracts/money';
import { writeWalletReply } from '@monsoon/contracts/provider/wallet';
import {
  balanceValueSchema,
  bettingRecords,
  consolidatedFundsValueSchema,
} from '@monsoon/contracts/wallet';
import { presentBalance } from '@/modules/wallet/wallet.presenter.ts';
import { exactSerializerCompiler } from './exact-serializer.ts';

/**
 * 10^20 + 7 minor units is beyond the database's bigint balances, but not beyond the wire: every money
 * field the server answers, through the serializer every call uses (contract check included), and the
 * vendor answer's writer, carry its exact digits (decision 0033).
 */
const HUGE = 10n ** 20n + 7n;
const DECIMAL = '1000000000000000000.07';

const serialize = (schema: z.ZodType, data: unknown): string =>
  exactSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' })(data);

describe('every money field at 10^20 + 7 minor units', () => {
  it('the balance rows and sumBalance', () => {
    const text = serialize(okEnvelope(balanceValueSchema), {
      success: true,
      value: presentBalance('PHP', 2, HUGE + 100n, 100n, 'P'),
    });
    expect(text).toBe(
      `{"success":true,"value":{"sumBalance":${DECIMAL},"balance":[{"accountTypeId":2,` +
        `"availBalance":${DECIMAL},"balance":1000000000000000001.07,"frozenBalance":1,` +
        `"currency":"PHP"}],"currency":"PHP","currencySymbol":"P"}}`,
    );
  });

  it('consolidated funds', () => {
    const text = serialize(okEnvelope(consolidatedFundsValueSchema), {
      success: true,
      value: {
        balance: toWireAmount(HUGE),
        currency: 'PHP',
        currencySymbol: 'P',
        dailysalreqtype: 0,
        divtypereq: 0,
        contracthoursalreq: 0,
        realtimesalreqtype: 0,
        contractmrdailysalinfotype: 0,
        contracthoursalinfo: 0,
        dailysalinfotype: 0,
        divtypeinfo: 0,
      },
    });
    expect(text).toContain(`"balance":${DECIMAL},"currency":"PHP"`);
  });

  it('betting records and their summary', () => {
    const round = {
      roundId: 'r1',
      vendor: 'MONSOON',
      gameCode: 'MS001',
      currency: 'PHP',
      betAmount: toWireAmount(HUGE),
      winAmount: toWireAmount(0n),
      netAmount: toWireAmount(-HUGE),
      status: 'closed',
      betTime: 1,
      settleTime: 2,
    };
    const text = serialize(okEnvelope(bettingRecords.value), {
      success: true,
      value: {
        list: [round],
        pageNo: 1,
        pageSize: 20,
        totalCount: 1,
        totalPages: 1,
        summary: {
          betAmount: round.betAmount,
          winAmount: round.winAmount,
          netAmount: round.netAmount,
        },
      },
    });
    const money = `"betAmount":${DECIMAL},"winAmount":0,"netAmount":-${DECIMAL}`;
    expect(text).toContain(`"currency":"PHP",${money},"status":"closed"`);
    expect(text).toContain(`"summary":{${money}}`);
  });

  it('the lottery bet answer and its tickets', () => {
    const ticket: z.input<typeof lgwTicketSchema> = {
      ticketId: '1',
      orderNo: 'A',
      gameId: 1,
      gameCode: 'K3_1',
      gameName: 'K3',
      numero: '1',
      playId: 1,
      prizeMode: 'LOTT',
      bettingContent: '4',
      betCount: 1,
      multiple: 1,
      singleBetPrice: toWireAmount(HUGE),
      betAmount: toWireAmount(HUGE),
      winAmount: toWireAmount(HUGE),
      status: 'WIN',
      winNo: null,
      betTime: 1,
      settleTime: 2,
    };
    const text = serialize(lgwBetting.value, {
      orderNo: 'A',
      tickets: [ticket],
      totalAmount: toWireAmount(HUGE),
      balance: toWireAmount(HUGE),
    });
    expect(text).toContain(
      `"singleBetPrice":${DECIMAL},"betAmount":${DECIMAL},"winAmount":${DECIMAL},`,
    );
    expect(text).toContain(`"totalAmount":${DECIMAL},"balance":${DECIMAL}}`);
  });

  it('the vendor answer’s balance, in minor units', () => {
    expect(writeWalletReply({ status: 'OK', balance: HUGE, currency: 'PHP' })).toBe(
      `{"status":"OK","balance":${HUGE},"currency":"PHP"}`,
    );
  });

  it('a value the contract refuses is still refused (no answer slips past the check)', () => {
    expect(() =>
      serialize(okEnvelope(balanceValueSchema), { success: true, value: { sumBalance: 'x' } }),
    ).toThrow();
  });
});
