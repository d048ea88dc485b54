import type { AgentNode } from '@monsoon/contracts/admin/agents';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  failure,
  initTestI18n,
  ok,
  renderAt,
  signInWith,
  stubFetch,
  type Sent,
} from '@/test/harness';
import AgentPage from './agent-page';
import AgentsPage from './agents-page';

const node = (over: Partial<AgentNode>): AgentNode => ({
  id: 1,
  username: 'boss',
  nickname: 'Boss',
  type: 2,
  status: 'active',
  uplineId: null,
  directDownlines: 1,
  teamSize: 2,
  createdAt: '2026-11-20T04:00:00.000Z',
  contracts: [],
  ...over,
});
const boss = node({
  contracts: [
    { contractId: 7, kind: 'daily', status: 'active', maxRateBp: 150 },
    { contractId: 8, kind: 'dividend', status: 'pending', maxRateBp: 3000 },
  ],
});
const sub = node({ id: 2, username: 'sub01', type: 1, uplineId: 1, teamSize: 1 });
const leaf = node({
  id: 3,
  username: 'leaf01',
  type: 0,
  uplineId: 2,
  directDownlines: 0,
  teamSize: 0,
});
const page = (items: unknown[]) => ok({ items, total: items.length, page: 1, pageSize: 20 });

/** The tree: boss → sub01 → leaf01. */
function api(extra: (req: Sent) => Response | null = () => null) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    const url = new URL(req.url, 'http://x');
    if (req.method === 'POST') return ok({ ...leaf, type: 1 });
    if (url.pathname === '/admin/api/agents/search')
      return page([
        {
          ...leaf,
          path: [
            { id: 1, username: 'boss', type: 2 },
            { id: 2, username: 'sub01', type: 1 },
          ],
        },
      ]);
    if (url.pathname === '/admin/api/agents/2')
      return ok({ agent: sub, path: [{ id: 1, username: 'boss', type: 2 }], contracts: [] });
    if (url.pathname === '/admin/api/adjustments') return page([]);
    const parent = url.searchParams.get('parentId');
    return page(parent === '1' ? [sub] : parent === '2' ? [leaf] : [boss]);
  });
}

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const rowOf = async (account: string) => {
  const cell = await screen.findByText(account, { selector: 'td, td *' });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row ${account}`);
  return row;
};

describe('the agent tree', () => {
  it('shows the top-level agents with their type, team and contracts, then drills down', async () => {
    signInWith('support', ['agents.read', 'members.read']);
    const sent = api();
    renderAt('/agents', { '/agents': <AgentsPage /> });
    const row = await rowOf('boss');
    expect(within(row).getByText('Master agent')).toBeTruthy();
    expect(within(row).getByText('Daily salary 1.50 %')).toBeTruthy();
    expect(within(row).getByText('Dividend 30.00 % · Offered')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Change type' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Show the team of boss' }));
    await rowOf('sub01');
    expect(sent.at(-2)?.url ?? '').toContain('parentId=1');
    fireEvent.click(
      within(await rowOf('sub01')).getByRole('button', { name: 'Show the team of sub01' }),
    );
    const leafRow = await rowOf('leaf01');
    expect(within(leafRow).getByText('Member', { selector: 'td' })).toBeTruthy();
    // The path from the top, each step a way back up.
    const crumbs = screen.getByRole('navigation', { name: 'Place in the tree' });
    expect(within(crumbs).getByRole('link', { name: 'boss' }).getAttribute('href')).toBe(
      '/agents?parent=1',
    );
    expect(within(crumbs).getByText('sub01')).toBeTruthy();
    expect(within(leafRow).getByRole('link', { name: 'Member' }).getAttribute('href')).toBe(
      '/members/3',
    );
  });

  it('finds accounts by their beginning and shows where they sit', async () => {
    signInWith('support', ['agents.read']);
    const sent = api();
    renderAt('/agents', { '/agents': <AgentsPage /> });
    await rowOf('boss');
    fireEvent.change(screen.getByLabelText('Find an account'), { target: { value: 'lea' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const row = await rowOf('leaf01');
    expect(within(row).getByText('boss › sub01')).toBeTruthy();
    expect(sent.at(-1)?.url).toBe('/admin/api/agents/search?q=lea&page=1&pageSize=20');
  });

  it('the owner changes a type with a reason; the server’s refusal shows in the dialog', async () => {
    signInWith('owner', ['agents.read', 'agents.type']);
    let refuse = true;
    const sent = api((req) => {
      if (req.method !== 'POST') return null;
      if (refuse) {
        refuse = false;
        return failure(400, 'admin.agent.type.invalid');
      }
      return null;
    });
    renderAt('/agents?parent=2', { '/agents': <AgentsPage /> });
    fireEvent.click(within(await rowOf('leaf01')).getByRole('button', { name: 'Change type' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the type of leaf01' });
    fireEvent.change(within(dialog).getByLabelText('New type'), { target: { value: '41' } });
    const submit = within(dialog).getByRole('button', { name: 'Change type' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'recruits members' },
    });
    fireEvent.click(submit);
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    fireEvent.click(submit);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((r) => r.method === 'POST').map((r) => [r.url, r.body])).toEqual([
      ['/admin/api/agents/3/type', { type: 41, reason: 'recruits members' }],
      ['/admin/api/agents/3/type', { type: 41, reason: 'recruits members' }],
    ]);
  });

  it('says so when a level is empty or cannot load', async () => {
    signInWith('support', ['agents.read']);
    stubFetch((req) =>
      req.url.includes('parentId=9') ? failure(404, 'admin.member.not.found') : page([]),
    );
    renderAt('/agents', { '/agents': <AgentsPage /> });
    expect(await screen.findByText('There are no agents yet.')).toBeTruthy();
    cleanup();
    renderAt('/agents?parent=9', { '/agents': <AgentsPage /> });
    expect((await screen.findAllByRole('alert'))[0]?.textContent).toBe('Member not found.');
  });
});

describe("an agent's page", () => {
  it('shows its place and contracts, and asks for an income adjustment', async () => {
    signInWith('support', ['agents.read', 'adjustments.request', 'adjustments.read']);
    const sent = api((req) =>
      req.method === 'POST'
        ? ok({
            id: 5,
            memberId: 2,
            memberUsername: 'sub01',
            asset: 'PHP',
            direction: 'credit',
            category: 'agent.income',
            amount: '12.50',
            reason: 'missed salary',
            status: 'pending',
            requestedBy: 'support',
            requestedAt: '2026-11-26T04:00:00.000Z',
            decidedBy: null,
            decidedAt: null,
            decisionNote: null,
            journalId: null,
          })
        : null,
    );
    renderAt('/agents/2', { '/agents/:id': <AgentPage /> });
    expect(await screen.findByRole('heading', { name: /sub01/ })).toBeTruthy();
    expect(await screen.findByText('No income adjustments yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '12.50' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'missed salary' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for an income adjustment' }));
    expect(await screen.findByText(/#5/)).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/admin/api/adjustments',
        body: {
          memberId: 2,
          direction: 'credit',
          amount: '12.50',
          reason: 'missed salary',
          category: 'agent.income',
        },
      },
    ]);
    expect(sent.some((r) => r.url.includes('category=agent.income'))).toBe(true);
  });
});
