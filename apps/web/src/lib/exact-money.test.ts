import { ExactNumber } from '@monsoon/contracts/exact-number';
import { lgwOrders } from '@monsoon/contracts/lottery/lgw';
import { formatMoney, wireToMinor } from '@monsoon/contracts/money';
import { walletBalance } from '@monsoon/contracts/wallet';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { balanceQuery } from './api/wallet-balance';
import { callApi, setMerchantFallback } from './api-client';

/**
 * Decision 0033: the server writes money as exact JSON numbers at any size; the site reads them without
 * losing a digit (`parseExactJson` in the api client: the engine's source text in Chromium, a token scan
 * in jsdom on Node 20) and shows them with formatMoney.
 */
const ABOVE_2P53 = 2n ** 53n + 1n;
const HUGE = 10n ** 20n + 7n;

/** The server's balance answer for `decimal`, as raw text (no double ever holds it). */
const balanceText = (decimal: string) =>
  `{"success":true,"value":{"sumBalance":${decimal},"balance":[{"accountTypeId":2,` +
  `"availBalance":${decimal},"balance":${decimal},"frozenBalance":0,"currency":"PHP"}],` +
  `"currency":"PHP","currencySymbol":"P"}}`;

const answerText = (text: string) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(text, { status: 200, headers: { 'content-type': 'application/json' } }),
    );

beforeEach(() => {
  setMerchantFallback('demo');
  useSessionStore.setState({ token: 'tok-123' });
});
afterEach(() => vi.restoreAllMocks());

describe('money above 2^53 minor units in the site', () => {
  it.each([
    [ABOVE_2P53, '90071992547409.93', '90,071,992,547,409.93'],
    [HUGE, '1000000000000000000.07', '1,000,000,000,000,000,000.07'],
  ])(
    'a balance of %s minor units reads exactly through the contract',
    async (minor, decimal, shown) => {
      answerText(balanceText(decimal));
      const value = await callApi(walletBalance, { query: { typeId: 0 } });
      expect(value.sumBalance).toEqual(new ExactNumber(decimal));
      expect(wireToMinor(value.sumBalance)).toBe(minor);
      expect(value.balance.map((row) => wireToMinor(row.availBalance))).toEqual([minor]);
      expect(formatMoney(wireToMinor(value.sumBalance))).toBe(shown);
    },
  );

  it('the header’s balance (wire facts, no schema) is exact too', async () => {
    answerText(balanceText('90071992547409.93'));
    const balance = await new QueryClient().fetchQuery(balanceQuery('tok-123'));
    expect(balance).toEqual({ minor: ABOVE_2P53, currency: 'PHP', currencySymbol: 'P' });
    expect(formatMoney(balance.minor)).toBe('90,071,992,547,409.93');
  });

  it('small amounts stay plain numbers, exactly as before', async () => {
    answerText(balanceText('12345.67'));
    const value = await callApi(walletBalance, { query: { typeId: 0 } });
    expect(value.sumBalance).toBe(12345.67);
    expect(wireToMinor(value.sumBalance)).toBe(1234567n);
  });

  it('lottery tickets (a bare gateway answer) keep their money exact', async () => {
    const ticket =
      `{"ticketId":"1","orderNo":"A","gameId":1,"gameCode":"K3_1","gameName":"K3","numero":"1",` +
      `"playId":1,"prizeMode":"LOTT","bettingContent":"4","betCount":1,"multiple":1,` +
      `"singleBetPrice":2,"betAmount":2,"winAmount":1000000000000000000.07,"status":"WIN",` +
      `"winNo":null,"betTime":1767225600000,"settleTime":1767225660000}`;
    answerText(`{"content":[${ticket}],"number":0,"size":20,"totalElements":1,"totalPages":1}`);
    const page = await callApi(lgwOrders, { query: { status: 'all', page: 0, size: 20 } });
    const [first] = page.content;
    expect(first?.winAmount && wireToMinor(first.winAmount)).toBe(HUGE);
    expect(first?.betTime).toBe(1767225600000);
  });
});
