import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubWire } from '@/test/wire-stub';
import { IncomePage } from './income-page';
import { range, setUpReportTests, showPage, texts } from './report.test-support';

const INCOME = '/wps/report/income';

beforeAll(setUpReportTests);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const earning = {
  id: '41',
  kind: 'daily',
  settlementKind: 'salary.daily',
  period: '2026-03-14',
  drawId: null,
  base: 1000000,
  teamValidBet: 1000000,
  teamProfitLoss: -25000,
  activeMembers: 7,
  rateBp: 150,
  gross: 15000,
  downlineShare: 2500.55,
  amount: 12499.45,
  status: 'pending',
  createdAt: Date.UTC(2026, 2, 15, 0, 10),
};

describe('my income page', () => {
  it('lists the earnings with rate, shares and status, and totals per kind', async () => {
    const sent = stubWire({
      [INCOME]: ({ query }) => ({
        list:
          query.get('kind') === 'dividend'
            ? []
            : [
                earning,
                {
                  ...earning,
                  id: '40',
                  kind: 'realtime',
                  settlementKind: 'salary.realtime',
                  period: '2026-03-15T01:00Z',
                  drawId: '77',
                  rateBp: 5,
                  status: 'issued',
                  amount: 3,
                },
              ],
        pageNo: 1,
        pageSize: 20,
        totalCount: 2,
        totalPages: 1,
        byKind: [
          { kind: 'daily', count: 1, amount: 12499.45, pending: 12499.45, issued: 0 },
          { kind: 'realtime', count: 1, amount: 3, pending: 0, issued: 3 },
        ],
        summary: { count: 2, amount: 12502.45, pending: 12499.45, issued: 3 },
        ...range,
      }),
    });
    showPage(<IncomePage />);
    const daily = (await screen.findByText('2026-03-14')).closest('tr');
    const cells = within(daily ?? document.body);
    expect(cells.getByText('1.50%')).toBeTruthy();
    expect(cells.getByText('2,500.55')).toBeTruthy();
    expect(cells.getByText('12,499.45')).toBeTruthy();
    expect(cells.getByText(texts.income.statuses.pending)).toBeTruthy();
    const draw = screen.getByText('2026-03-15T01:00Z · Draw 77').closest('tr');
    expect(within(draw ?? document.body).getByText('0.05%')).toBeTruthy();
    expect(within(draw ?? document.body).getByText(texts.income.statuses.issued)).toBeTruthy();
    expect(screen.getByText('12,502.45', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText(texts.income.kinds.realtime, { selector: 'dt' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText(texts.income.kind), { target: { value: 'dividend' } });
    expect(await screen.findByText(texts.common.empty)).toBeTruthy();
    expect(sent.at(-1)?.query.get('kind')).toBe('dividend');
  });
});
