import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fail, stubWire } from '@/test/wire-stub';
import { memberTexts, range, setUpReportTests, showPage, texts } from './report.test-support';
import { TeamBettingPage } from './team-betting-page';

const BETTING = '/wps/report/teamPVPRNGBetting';

beforeAll(setUpReportTests);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sums = (bet: number, valid: number, win: number, count: number) => ({
  betAmount: bet,
  validBet: valid,
  winAmount: win,
  profit: Math.round((win - valid) * 100) / 100,
  count,
});

describe('team betting page', () => {
  it('shows the products, then the members of the team, with the totals', async () => {
    const sent = stubWire({
      [BETTING]: ({ query }) => {
        const byMember = query.get('view') === 'member';
        return {
          view: byMember ? 'member' : 'product',
          list: byMember
            ? [{ productType: null, account: 'alice', level: 2, ...sums(300, 300, 0, 3) }]
            : [
                { productType: 'RNG', account: null, level: null, ...sums(1000, 900, 1200.5, 7) },
                { productType: 'LIVE', account: null, level: null, ...sums(50, 50, 0, 1) },
              ],
          pageNo: 1,
          pageSize: 20,
          totalCount: byMember ? 1 : 2,
          totalPages: 1,
          summary: sums(1050, 950, 1200.5, 8),
          ...range,
        };
      },
    });
    showPage(<TeamBettingPage />);
    const rows = await screen.findAllByRole('row');
    expect(
      within(rows[1] ?? document.body).getByText(memberTexts.records.products.RNG),
    ).toBeTruthy();
    expect(within(rows[1] ?? document.body).getByText('+300.50')).toBeTruthy();
    expect(screen.getByText('+250.50', { selector: 'dd' })).toBeTruthy();
    expect(sent[0]?.query.get('view')).toBe('product');

    fireEvent.change(screen.getByLabelText(texts.betting.view), { target: { value: 'member' } });
    expect(await screen.findByText('alice')).toBeTruthy();
    expect(screen.getByText('Level 2')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(texts.common.product), { target: { value: 'FISH' } });
    await vi.waitFor(() => expect(sent.at(-1)?.query.get('productType')).toBe('FISH'));
    fireEvent.click(screen.getByRole('button', { name: memberTexts.transactions.last30 }));
    await vi.waitFor(() => expect(sent.at(-1)?.query.get('startDate')).toBe('2026-02-14'));
  });

  it('searches one member and says so when the member is not in the team', async () => {
    const sent = stubWire({
      [BETTING]: ({ query }) =>
        query.get('account')
          ? fail('agent.downline.not.found')
          : {
              view: 'product',
              list: [],
              pageNo: 1,
              pageSize: 20,
              totalCount: 0,
              totalPages: 0,
              summary: sums(0, 0, 0, 0),
              ...range,
            },
    });
    showPage(<TeamBettingPage />);
    expect(await screen.findByText(texts.common.empty)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(texts.common.account), {
      target: { value: ' stranger ' },
    });
    fireEvent.click(screen.getByRole('button', { name: texts.common.search }));
    expect(await screen.findByText('No member with that account in your team.')).toBeTruthy();
    expect(sent.at(-1)?.query.get('account')).toBe('stranger');
  });
});
