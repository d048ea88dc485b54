import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubWire } from '@/test/wire-stub';
import { memberTexts, range, setUpReportTests, showPage, texts } from './report.test-support';
import { TeamTransactionsPage } from './team-transactions-page';

const TRANSACTIONS = '/wps/report/downlineTransaction';

beforeAll(setUpReportTests);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('transaction details page', () => {
  it("lists the team's movements with their member, and filters by type and member", async () => {
    const sent = stubWire({
      [TRANSACTIONS]: () => ({
        list: [
          {
            transactionNo: '88',
            time: Date.UTC(2026, 2, 15, 3),
            type: 'GAME_BET',
            amount: -10,
            balanceAfter: 990,
            currency: 'PHP',
            account: 'alice',
          },
          {
            transactionNo: '87',
            time: Date.UTC(2026, 2, 15, 2),
            type: 'DEPOSIT',
            amount: 1000,
            balanceAfter: 1000,
            currency: 'PHP',
            account: 'bob',
          },
        ],
        pageNo: 1,
        pageSize: 20,
        totalCount: 2,
        totalPages: 1,
        summary: { totalIn: 1000, totalOut: -10, net: 990 },
        ...range,
      }),
    });
    showPage(<TeamTransactionsPage />);
    const bet = (await screen.findByText('alice')).closest('tr');
    expect(
      within(bet ?? document.body).getByText(memberTexts.transactions.types.GAME_BET),
    ).toBeTruthy();
    expect(within(bet ?? document.body).getByText('-10.00')).toBeTruthy();
    expect(screen.getByText('+1,000.00')).toBeTruthy();
    expect(screen.getByText('990.00', { selector: 'dd' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText(memberTexts.transactions.type), {
      target: { value: 'DEPOSIT' },
    });
    await vi.waitFor(() => expect(sent.at(-1)?.query.get('type')).toBe('DEPOSIT'));
    fireEvent.change(screen.getByLabelText(texts.common.account), { target: { value: 'bob' } });
    fireEvent.submit(screen.getByRole('search'));
    await vi.waitFor(() => expect(sent.at(-1)?.query.get('account')).toBe('bob'));
    fireEvent.click(screen.getByRole('button', { name: texts.common.clear }));
    await vi.waitFor(() => expect(sent.at(-1)?.query.has('account')).toBe(false));
  });
});
