import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import member from '../../../../../../packages/i18n/locales/EN/member.json';
import { useSessionStore } from '@/stores/session-store';
import { stubBrowserApis } from '@/test/browser-stubs';
import { initTestI18n } from '@/test/i18n';
import { BettingRecordsPage } from './betting-records-page';
import { PersonalProfitPage } from './personal-profit-page';
import { stubWire } from '@/test/wire-stub';

const RECORDS = '/wps/relay/ODSFE2_getPersonalHistory';
const PROFIT = '/wps/relay/ODSFE2_getPersonalProfit';

beforeAll(async () => {
  stubBrowserApis();
  await initTestI18n();
  i18next.addResourceBundle('EN', 'member', member, true, true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = (node: React.ReactNode) => {
  useSessionStore.setState({ token: 'tok', isAgent: 0 });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      {node}
    </QueryClientProvider>,
  );
};
const totals = (bet: number, valid: number, win: number, count: number) => ({
  betAmount: bet,
  validBet: valid,
  winAmount: win,
  profit: Math.round((win - valid) * 100) / 100,
  count,
});
const range = {
  startDate: '2026-03-09',
  endDate: '2026-03-15',
  today: '2026-03-15',
  currency: 'PHP',
};

describe('betting records page', () => {
  it('shows the totals and the bets of the range, and asks again for a preset and a product', async () => {
    const sent = stubWire({
      [RECORDS]: ({ query }) => ({
        list:
          query.get('productType') === 'FISH'
            ? []
            : [
                {
                  betNo: '501',
                  productType: 'LIVE',
                  vendor: 'EVO',
                  gameCode: 'BAC1',
                  betAmount: 20,
                  validBet: 20,
                  winAmount: 39.5,
                  profit: 19.5,
                  betTime: Date.UTC(2026, 2, 15, 3),
                  settleTime: Date.UTC(2026, 2, 15, 3, 1),
                },
              ],
        pageNo: 1,
        pageSize: 20,
        totalCount: 1,
        totalPages: 1,
        summary: totals(20, 20, 39.5, 1),
        ...range,
      }),
    });
    show(<BettingRecordsPage />);
    const row = (await screen.findAllByRole('row'))[1];
    if (!row) throw new Error('no bet row');
    expect(within(row).getByText('Live casino')).toBeTruthy();
    expect(within(row).getByText('+19.50')).toBeTruthy();
    expect(screen.getByText('39.50', { selector: 'dd' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: member.transactions.last30 }));
    await vi.waitFor(() => expect(sent.at(-1)?.query.get('startDate')).toBe('2026-02-14'));
    fireEvent.change(screen.getByLabelText(member.records.product), { target: { value: 'FISH' } });
    expect(await screen.findByText(member.records.empty)).toBeTruthy();
    expect(sent.at(-1)?.query.get('productType')).toBe('FISH');
  });
});

describe('P&L page', () => {
  it('shows one row per product and the overall totals', async () => {
    stubWire({
      [PROFIT]: () => ({
        products: [
          { productType: 'RNG', ...totals(100, 100, 80, 4) },
          { productType: 'LOTT', ...totals(10, 10, 0, 1) },
        ],
        total: totals(110, 110, 80, 5),
        ...range,
      }),
    });
    show(<PersonalProfitPage />);
    expect(await screen.findByText('Slots')).toBeTruthy();
    expect(screen.getByText('Lottery')).toBeTruthy();
    expect(screen.getByText('-30.00', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('-20.00')).toBeTruthy();
  });

  it('says when there is nothing in the period', async () => {
    stubWire({ [PROFIT]: () => ({ products: [], total: totals(0, 0, 0, 0), ...range }) });
    show(<PersonalProfitPage />);
    expect(await screen.findByText(member.records.profitEmpty)).toBeTruthy();
  });
});
