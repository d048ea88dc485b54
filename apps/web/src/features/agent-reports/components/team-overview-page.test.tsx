import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fail, stubWire } from '@/test/wire-stub';
import { range, setUpReportTests, showPage, texts } from './report.test-support';
import { TeamOverviewPage } from './team-overview-page';

const OVERVIEW = '/wps/relay/MCSFE_getTeamOverview';

beforeAll(setUpReportTests);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const overview = (period: string, days: { date: string; validBet: number; profit: number }[]) => ({
  period,
  teamSize: 1234,
  newMembers: 5,
  activeMembers: 87,
  firstDepositMembers: 3,
  depositAmount: 1234567.8,
  withdrawalAmount: 500,
  validBet: 98765.43,
  winAmount: 90000,
  profit: -8765.43,
  days,
  ...range,
  startDate: days[0]?.date ?? range.startDate,
  endDate: days.at(-1)?.date ?? range.endDate,
});

/** The value of a stat card by its label. */
const card = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  const value = term.parentElement?.querySelector('dd');
  if (!value) throw new Error(`no card ${label}`);
  return value.textContent;
};

describe('team overview page', () => {
  it("shows today's cards with exact money, and a chart per day for the week", async () => {
    const sent = stubWire({
      [OVERVIEW]: ({ query }) =>
        query.get('period') === 'thisWeek'
          ? overview('thisWeek', [
              { date: '2026-03-09', validBet: 100, profit: 50 },
              { date: '2026-03-10', validBet: 0, profit: 0 },
              { date: '2026-03-11', validBet: 2500.5, profit: -300.25 },
            ])
          : overview('today', [{ date: '2026-03-15', validBet: 98765.43, profit: -8765.43 }]),
    });
    showPage(<TeamOverviewPage />);
    expect(await screen.findByText('2026-03-15')).toBeTruthy();
    expect(card(texts.overview.teamSize)).toBe('1234');
    expect(card(texts.overview.deposits)).toBe('1,234,567.80');
    expect(card(texts.overview.validBet)).toBe('98,765.43');
    expect(card(texts.overview.profit)).toBe('-8,765.43');
    // One day: no chart.
    expect(screen.queryByRole('img', { name: texts.overview.chartTitle })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: texts.overview.periods.thisWeek }));
    const chart = await screen.findByRole('img', { name: texts.overview.chartTitle });
    expect(sent.at(-1)?.query.get('period')).toBe('thisWeek');
    expect(chart.querySelectorAll('rect')).toHaveLength(3);
    expect(screen.getByText('2026-03-09 to 2026-03-11')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByText('2,500.50')).toBeTruthy();
    expect(within(table).getByText('-300.25')).toBeTruthy();
    expect(within(table).getByText('+50.00')).toBeTruthy();
  });

  it('says why it failed and tries again', async () => {
    let calls = 0;
    stubWire({
      [OVERVIEW]: () => (++calls === 1 ? fail('error_not_agent', 403) : overview('today', [])),
    });
    showPage(<TeamOverviewPage />);
    expect(await screen.findByText('This account is not an agent account.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(texts.overview.teamSize)).toBeTruthy();
  });
});
