import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubWire } from '@/test/wire-stub';
import { range, setUpReportTests, showPage, texts } from './report.test-support';
import { UserProfitPage } from './user-profit-page';

const PNL = '/wps/report/downlineLottoPNL';

beforeAll(setUpReportTests);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (account: string, level: number, page: number) => ({
  account,
  level,
  validBet: 1000 * page,
  winAmount: 1500.25,
  profit: 1500.25 - 1000 * page,
  depositAmount: 200,
  withdrawalAmount: 12345678.9,
  count: 4,
});

describe('user P&L page', () => {
  it('pages through the members and keeps the team totals', async () => {
    const sent = stubWire({
      [PNL]: ({ query }) => {
        const page = Number(query.get('pageNo') ?? '1');
        return {
          list: page === 1 ? [row('me', 0, 1), row('bob', 1, 1)] : [row('carol', 3, 2)],
          pageNo: page,
          pageSize: 20,
          totalCount: 21,
          totalPages: 2,
          summary: { ...row('', 0, 3), validBet: 3000, profit: 1500.75, count: 12 },
          ...range,
        };
      },
    });
    showPage(<UserProfitPage />);
    const me = (await screen.findByText('me')).closest('tr');
    expect(within(me ?? document.body).getByText(texts.common.levelSelf)).toBeTruthy();
    expect(within(me ?? document.body).getByText('12,345,678.90')).toBeTruthy();
    expect(screen.getByText('+1,500.75', { selector: 'dd' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('carol')).toBeTruthy();
    expect(sent.at(-1)?.query.get('pageNo')).toBe('2');
    expect(screen.getByText('Level 3')).toBeTruthy();
  });

  it('refuses a range over three months without asking the server', async () => {
    const sent = stubWire({
      [PNL]: () => ({
        list: [],
        pageNo: 1,
        pageSize: 20,
        totalCount: 0,
        totalPages: 0,
        summary: row('', 0, 0),
        ...range,
      }),
    });
    showPage(<UserProfitPage />);
    expect(await screen.findByText(texts.common.empty)).toBeTruthy();
    const from = screen.getByLabelText('From');
    const asked = sent.length;
    fireEvent.change(from, { target: { value: '2025-10-01' } });
    expect(await screen.findByText(/at most 93 days/)).toBeTruthy();
    expect(sent.length).toBe(asked);
  });
});
