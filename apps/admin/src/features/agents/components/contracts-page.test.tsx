import type { AdminContract } from '@monsoon/contracts/admin/agent-contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, initTestI18n, ok, renderAt, signInWith, stubFetch } from '@/test/harness';
import ContractsPage from './contracts-page';

const granted: AdminContract = {
  contractId: 7,
  kind: 'daily',
  status: 'active',
  uplineId: null,
  upline: null,
  downlineId: 1,
  downline: 'boss',
  terms: {
    tiers: [
      { minBase: '0.00', minActiveMembers: 0, rateBp: 80 },
      { minBase: '10000.00', minActiveMembers: 5, rateBp: 150 },
    ],
    period: null,
    base: null,
    maxRateBp: 150,
  },
  terminationRequestedBy: null,
  grantedBy: 'owner',
  createdAt: '2026-11-20T04:00:00.000Z',
  respondedAt: '2026-11-20T04:00:00.000Z',
  endedAt: null,
  endReason: null,
};
const offered: AdminContract = {
  ...granted,
  contractId: 8,
  kind: 'dividend',
  status: 'pending',
  uplineId: 1,
  upline: 'boss',
  downlineId: 2,
  downline: 'sub01',
  grantedBy: null,
  terms: { ...granted.terms, period: 'weekly', maxRateBp: 150 },
};
const limits = { dividend: 4000, daily: 200, hourly: 100, realtime: 100 };

function api(grant: () => Response = () => ok(granted)) {
  return stubFetch((req) => {
    if (req.url === '/admin/api/contracts/limits') return ok(limits);
    if (req.method === 'POST' && req.url === '/admin/api/contracts') return grant();
    if (req.method === 'POST')
      return ok({ ...granted, status: 'terminated', endReason: 'operator' });
    return ok({ items: [granted, offered], total: 2, page: 1, pageSize: 20 });
  });
}

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const rowOf = async (id: number) => {
  const cell = await screen.findByText(String(id), { selector: 'td' });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row ${id}`);
  return row;
};
const posts = (sent: ReturnType<typeof api>) =>
  sent.filter((r) => r.method === 'POST').map((r) => [r.url, r.body]);

describe('agent contracts', () => {
  it('lists contracts in force by default with their tiers, and filters by status', async () => {
    signInWith('support', ['contracts.read']);
    const sent = api();
    renderAt('/contracts', { '/contracts': <ContractsPage /> });
    const row = await rowOf(7);
    expect(within(row).getByText('Operator owner')).toBeTruthy();
    expect(within(row).getByText('from 10,000.00 and 5 active: 1.50 %')).toBeTruthy();
    expect(within(await rowOf(8)).getByText('Paid every week')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Grant a contract' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'End contract' })).toBeNull();
    expect(sent.map((r) => r.url)).toEqual([
      '/admin/api/contracts?status=active&page=1&pageSize=20',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Offered' }));
    await vi.waitFor(() => expect(sent.at(-1)?.url).toContain('status=pending'));
  });

  it('grants an agent a contract: tiers checked against the limit first', async () => {
    signInWith('owner', ['contracts.read', 'contracts.write']);
    const sent = api();
    renderAt('/contracts?grant=boss', { '/contracts': <ContractsPage /> });
    const dialog = await screen.findByRole('dialog', { name: 'Grant a top-level contract' });
    expect(within(dialog).getByText("This merchant's limit: 2.00 %")).toBeTruthy();
    const tier1 = within(dialog).getByRole('group', { name: 'Tier 1' });
    fireEvent.change(within(tier1).getByLabelText('Rate (%)'), { target: { value: '0.8' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a tier' }));
    const tier2 = within(dialog).getByRole('group', { name: 'Tier 2' });
    fireEvent.change(within(tier2).getByLabelText('From base'), { target: { value: '10000' } });
    fireEvent.change(within(tier2).getByLabelText('From active members'), {
      target: { value: '5' },
    });
    fireEvent.change(within(tier2).getByLabelText('Rate (%)'), { target: { value: '2.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant a contract' }));
    expect(within(tier2).getByText("Above this merchant's limit of 2.00 %.")).toBeTruthy();
    expect(posts(sent)).toEqual([]);
    fireEvent.change(within(tier2).getByLabelText('Rate (%)'), { target: { value: '1.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant a contract' }));
    expect(
      await screen.findByText('Contract #7 (Daily salary) is now in force for boss.'),
    ).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(sent)).toEqual([
      [
        '/admin/api/contracts',
        {
          account: 'boss',
          kind: 'daily',
          terms: {
            tiers: [
              { minBase: '0', minActiveMembers: 0, rateBp: 80 },
              { minBase: '10000', minActiveMembers: 5, rateBp: 150 },
            ],
          },
        },
      ],
    ]);
  });

  it('a dividend asks for its period; the server’s refusal shows in the dialog', async () => {
    signInWith('owner', ['contracts.read', 'contracts.write']);
    const sent = api(() => failure(400, 'admin.contract.agent.only'));
    renderAt('/contracts', { '/contracts': <ContractsPage /> });
    fireEvent.click(await screen.findByRole('button', { name: 'Grant a contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant a top-level contract' });
    fireEvent.change(within(dialog).getByLabelText("Agent's account"), {
      target: { value: 'leaf01' },
    });
    fireEvent.change(within(dialog).getByLabelText('Kind'), { target: { value: 'dividend' } });
    fireEvent.change(within(dialog).getByLabelText('Dividend period'), {
      target: { value: 'monthly' },
    });
    fireEvent.change(within(dialog).getByLabelText('Rate (%)'), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant a contract' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Top-level contracts are granted to agents only.',
    );
    expect(posts(sent)).toEqual([
      [
        '/admin/api/contracts',
        {
          account: 'leaf01',
          kind: 'dividend',
          terms: {
            tiers: [{ minBase: '0', minActiveMembers: 0, rateBp: 3000 }],
            period: 'monthly',
          },
        },
      ],
    ]);
  });

  it('the owner ends a contract in force with a reason', async () => {
    signInWith('owner', ['contracts.read', 'contracts.write']);
    const sent = api();
    renderAt('/contracts', { '/contracts': <ContractsPage /> });
    expect(within(await rowOf(8)).queryByRole('button', { name: 'End contract' })).toBeNull();
    fireEvent.click(within(await rowOf(7)).getByRole('button', { name: 'End contract' }));
    const dialog = screen.getByRole('dialog', { name: 'End contract #7?' });
    expect(within(dialog).getByText(/The Daily salary contract of boss ends now/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'breach of terms' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'End contract' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(sent)).toEqual([['/admin/api/contracts/7/end', { reason: 'breach of terms' }]]);
  });
});
