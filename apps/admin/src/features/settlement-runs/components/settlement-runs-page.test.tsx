import type { SettlementRun } from '@monsoon/contracts/admin/settlement-runs';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, initTestI18n, ok, renderAt, signInWith, stubFetch } from '@/test/harness';
import SettlementRunPage from './settlement-run-page';
import SettlementRunsPage from './settlement-runs-page';

const failed: SettlementRun = {
  id: 31,
  kind: 'salary.daily',
  period: '2026-11-25',
  status: 'open',
  createdAt: '2026-11-25T16:01:00.000Z',
  settledAt: null,
  items: 1,
  totals: [{ asset: 'PHP', amount: '1234.50' }],
  unpaid: 2,
  rerunnable: true,
};
const settled: SettlementRun = {
  ...failed,
  id: 32,
  kind: 'dividend.half-monthly',
  period: '2026-11-H1',
  status: 'settled',
  settledAt: '2026-11-16T16:02:00.000Z',
  unpaid: 0,
  rerunnable: false,
};
const page = (items: unknown[]) => ok({ items, total: items.length, page: 1, pageSize: 20 });
const item = {
  beneficiaryId: 5,
  account: 'agent05',
  asset: 'PHP',
  amount: '1234.50',
  accruals: 2,
  journalId: 901,
  createdAt: '2026-11-25T16:01:10.000Z',
};
const earning = {
  earningId: 1,
  contractId: 7,
  agentId: 5,
  account: 'agent05',
  drawId: null,
  asset: 'PHP',
  base: '82300.00',
  teamValidBet: '82300.00',
  teamProfitLoss: '-1500.00',
  activeMembers: 12,
  rateBp: 150,
  gross: '1234.50',
  downlineShare: '0.00',
  amount: '1234.50',
  createdAt: '2026-11-25T16:01:00.000Z',
};

function api(
  rerun: () => Response = () =>
    ok({
      items: 1,
      amount: '99.00',
      closed: true,
      run: { ...failed, status: 'settled', unpaid: 0, rerunnable: false },
    }),
) {
  let done = false;
  return stubFetch((req) => {
    if (req.method === 'POST') {
      const answer = rerun();
      done = answer.ok;
      return answer;
    }
    if (req.url.startsWith('/admin/api/settlement-runs/31/items')) return page([item]);
    if (req.url.startsWith('/admin/api/settlement-runs/31/earnings')) return page([earning]);
    if (req.url === '/admin/api/settlement-runs/31')
      return ok(done ? { ...failed, status: 'settled', rerunnable: false, unpaid: 0 } : failed);
    return page([failed, settled]);
  });
}

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('salary and dividend runs', () => {
  it('lists runs with their state and totals, a failed one marked, and filters them', async () => {
    signInWith('read-only', ['settlements.read']);
    const sent = api();
    renderAt('/settlement-runs', { '/settlement-runs': <SettlementRunsPage /> });
    const row = (await screen.findByRole('link', { name: '31' })).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Daily salary')).toBeTruthy();
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(within(row).getByText('PHP 1,234.50')).toBeTruthy();
    expect(screen.getByText('Half-monthly dividend', { selector: 'td' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'dividend.weekly' } });
    await vi.waitFor(() => expect(sent.at(-1)?.url).toContain('kind=dividend.weekly'));
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '2026-W4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() =>
      expect(sent.at(-1)?.url).toBe(
        '/admin/api/settlement-runs?kind=dividend.weekly&period=2026-W4&page=1&pageSize=20',
      ),
    );
  });

  it("shows a run's payments and the earnings behind them; read-only may not re-run", async () => {
    signInWith('read-only', ['settlements.read']);
    api();
    renderAt('/settlement-runs/31', { '/settlement-runs/:id': <SettlementRunPage /> });
    const payments = await screen.findByRole('table', { name: 'Payments' });
    expect(within(payments).getByRole('link', { name: 'agent05' })).toBeTruthy();
    expect(within(payments).getByText('901')).toBeTruthy();
    const earnings = await screen.findByRole('table', { name: 'Contract earnings' });
    expect(within(earnings).getByText('1.50 %')).toBeTruthy();
    expect(within(earnings).getByText('-1,500.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Run again' })).toBeNull();
  });

  it('finance runs a failed run again with a reason and sees what it paid', async () => {
    signInWith('finance', ['settlements.read', 'settlements.rerun']);
    const sent = api();
    renderAt('/settlement-runs/31', { '/settlement-runs/:id': <SettlementRunPage /> });
    fireEvent.click(await screen.findByRole('button', { name: 'Run again' }));
    const dialog = screen.getByRole('dialog', { name: 'Run #31 again?' });
    expect(within(dialog).getByText(/Unpaid accruals: 2/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'tick died at 00:05' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run again' }));
    expect(await screen.findByText('Payments made: 1 (99.00); the run is settled.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Run again' })).toBeNull());
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/admin/api/settlement-runs/31/rerun',
        body: { reason: 'tick died at 00:05' },
      },
    ]);
  });

  it('a re-run that fails again says so and keeps the dialog open', async () => {
    signInWith('finance', ['settlements.read', 'settlements.rerun']);
    api(() => failure(409, 'admin.settlement.rerun.failed'));
    renderAt('/settlement-runs/31', { '/settlement-runs/:id': <SettlementRunPage /> });
    fireEvent.click(await screen.findByRole('button', { name: 'Run again' }));
    const dialog = screen.getByRole('dialog', { name: 'Run #31 again?' });
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'second try' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run again' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(
      /Some payments failed again/,
    );
  });
});
