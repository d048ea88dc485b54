import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import texts from '../../../../../../packages/i18n/locales/EN/agentContracts.json';
import member from '../../../../../../packages/i18n/locales/EN/member.json';
import { DialogModal } from '@/components/dialog/dialog-modal';
import { useModalStore } from '@/stores/modal-store';
import { useToastStore } from '@/stores/toast-store';
import { stubWire } from '@/test/wire-stub';
import { contract, initContractTexts, renderAs, terms } from '../testing';
import { DailySalaryPage, DividendPage, RealtimeSalaryPage } from './salary-pages';

const AGENT = '/wps/relay/MCSFE_getAgentContracts';
const OFFER = '/wps/relay/MCSFE_offerAgentContract';
const EARNINGS = '/wps/relay/MCSFE_getContractEarnings';
const DIVIDEND = '/wps/relay/MCSFE_processContractDividend';

/** The generic dialogs the page opens (its confirmations), as the site's modal host shows them. */
function Dialogs() {
  const stack = useModalStore((s) => s.stack);
  return stack.map((m) =>
    m.name === 'dialog' ? (
      <DialogModal key={m.id} {...m.props} close={() => useModalStore.setState({ stack: [] })} />
    ) : null,
  );
}

const tier = (n: number) => screen.getByRole('group', { name: `Tier ${n}` });
const type = (n: number, label: string, value: string) =>
  fireEvent.change(within(tier(n)).getByLabelText(label), { target: { value } });

beforeAll(initContractTexts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useToastStore.setState({ toasts: [] });
  useModalStore.setState({ stack: [] });
});

describe('offering a contract to a downline', () => {
  it('refuses a rate above my own at a tier corner, then sends a valid offer in basis points', async () => {
    const sent = stubWire({
      [AGENT]: () => ({
        kind: 'daily',
        mine: contract({
          kind: 'daily',
          status: 'active',
          terms: terms([
            [0, 0, 100],
            [10_000, 5, 200],
          ]),
        }),
        canOffer: true,
        downlines: [
          {
            memberId: 7,
            account: 'carol',
            nickname: 'Carol',
            isAgent: 1,
            contract: null,
            pending: null,
          },
        ],
      }),
      [OFFER]: ({ body }) => ({ ...contract({ kind: 'daily', downline: 'carol' }), body }),
    });
    renderAs(<DailySalaryPage />);
    fireEvent.click(screen.getByRole('tab', { name: texts.sections.downlines }));
    const row = (await screen.findByText('carol')).closest('tr');
    if (!row) throw new Error('no downline row');
    fireEvent.click(within(row).getByRole('button', { name: texts.actions.offer }));
    const dialog = await screen.findByRole('dialog', { name: texts.offer.title });
    expect(within(dialog).getByText(texts.offer.rule)).toBeTruthy();

    type(1, texts.kinds.daily.minBase, '0');
    type(1, texts.offer.ratePercent, '1.5');
    fireEvent.click(within(dialog).getByRole('button', { name: texts.actions.sendOffer }));
    expect(
      await within(dialog).findByText("Above your own rate at this tier's thresholds (1.00%)."),
    ).toBeTruthy();
    expect(sent.some((c) => c.path === OFFER)).toBe(false);

    type(1, texts.offer.ratePercent, '1');
    fireEvent.click(within(dialog).getByRole('button', { name: /Add tier/ }));
    type(2, texts.kinds.daily.minBase, '10000');
    type(2, texts.terms.minActiveMembers, '5');
    type(2, texts.offer.ratePercent, '1.75');
    fireEvent.click(within(dialog).getByRole('button', { name: texts.actions.sendOffer }));
    expect(await screen.findByText('Offer sent to carol. It waits for their answer.')).toBeTruthy();
    expect(sent.find((c) => c.path === OFFER)?.body).toEqual({
      kind: 'daily',
      downlineId: 7,
      terms: {
        tiers: [
          { minBase: '0', minActiveMembers: 0, rateBp: 100 },
          { minBase: '10000', minActiveMembers: 5, rateBp: 175 },
        ],
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows no offer button when the agent may not offer the kind', async () => {
    stubWire({
      [AGENT]: () => ({
        kind: 'daily',
        mine: null,
        canOffer: false,
        downlines: [
          {
            memberId: 7,
            account: 'carol',
            nickname: 'carol',
            isAgent: 0,
            contract: null,
            pending: null,
          },
        ],
      }),
    });
    renderAs(<DailySalaryPage />);
    fireEvent.click(screen.getByRole('tab', { name: texts.sections.downlines }));
    expect(await screen.findByText(texts.downlines.cannotOffer)).toBeTruthy();
    expect(screen.getByText('carol')).toBeTruthy();
    expect(screen.queryByRole('button', { name: texts.actions.offer })).toBeNull();
  });
});

describe('my contract', () => {
  it('shows the terms and who granted it, and Terminate asks first, then asks the server', async () => {
    const mine = contract({
      contractId: 12,
      upline: null,
      status: 'active',
      respondedAt: Date.UTC(2026, 10, 21, 4),
      terms: terms([[5_000, 3, 250]], { period: 'monthly' }),
    });
    const sent = stubWire({
      [DIVIDEND]: ({ query }) => ({
        kind: 'dividend',
        contract:
          query.get('action') === 'terminate'
            ? { ...mine, terminationRequestedBy: 'downline' }
            : mine,
        request: null,
        outcome: query.get('action') === 'terminate' ? 'termination.requested' : null,
      }),
    });
    renderAs(
      <>
        <DividendPage />
        <Dialogs />
      </>,
    );
    expect(await screen.findByText(texts.operator)).toBeTruthy();
    expect(screen.getByText('5,000.00')).toBeTruthy();
    expect(screen.getByText('2.50%')).toBeTruthy();
    expect(screen.getByText(texts.periods.monthly)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.actions.terminate }));
    const confirm = await screen.findByRole('dialog', { name: texts.mine.terminateTitle });
    fireEvent.click(within(confirm).getByRole('button', { name: texts.actions.terminate }));
    expect(await screen.findByText(texts.outcome.termination.requested)).toBeTruthy();
    const asked = sent.find((c) => c.query.get('action') === 'terminate');
    expect(asked?.query.get('contractId')).toBe('12');
  });
});

describe('earnings', () => {
  it('lists every settlement of the kind with its round, rate, share and status, the totals, and pages', async () => {
    const earning = (earningId: number, drawId: number, status: 'pending' | 'issued') => ({
      earningId,
      contractId: 3,
      kind: 'salary.realtime',
      period: '2026-11-25T13:05Z',
      drawId,
      base: 2_000,
      teamValidBet: 2_500.5,
      teamProfitLoss: -2_000,
      activeMembers: 4,
      rateBp: 150,
      gross: 30,
      downlineShare: 10,
      amount: 20,
      status,
      createdAt: Date.UTC(2026, 10, 25, 4),
    });
    const sent = stubWire({
      [EARNINGS]: ({ query }) => ({
        list:
          query.get('pageNo') === '2'
            ? [earning(3, 8990, 'issued')]
            : [earning(1, 9001, 'pending'), earning(2, 9000, 'issued')],
        pageNo: Number(query.get('pageNo')),
        pageSize: 20,
        totalCount: 21,
        startDate: '2026-11-19',
        endDate: '2026-11-25',
        today: '2026-11-25',
        summary: { base: 6_000, amount: 60, pending: 20 },
        currency: 'PHP',
      }),
    });
    renderAs(<RealtimeSalaryPage />);
    expect(screen.getByText(texts.kinds.realtime.explain)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: texts.sections.earnings }));
    const first = (await screen.findByText('Round 9001')).closest('tr');
    if (!first) throw new Error('no earning row');
    for (const text of ['2,000.00', '2,500.50', '4', '1.50%', '30.00', '10.00', '20.00'])
      expect(within(first).getByText(text)).toBeTruthy();
    expect(within(first).getByText(texts.earningStatus.pending)).toBeTruthy();
    expect(screen.getByText('Round 9000')).toBeTruthy();
    expect(screen.getByText('6,000.00', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('60.00', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('20.00', { selector: 'dd' })).toBeTruthy();
    expect(sent.find((c) => c.path === EARNINGS)?.query.get('kind')).toBe('realtime');

    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Round 8990')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: member.transactions.last30 }));
    await waitFor(() => expect(sent.at(-1)?.query.get('startDate')).toBe('2026-10-27'));
    expect(sent.at(-1)?.query.get('pageNo')).toBe('1');
  });

  it("names a dividend's week and half month", async () => {
    const earning = (earningId: number, period: string) => ({
      earningId,
      contractId: 3,
      kind: 'dividend.weekly',
      period,
      drawId: null,
      base: 100,
      teamValidBet: 900,
      teamProfitLoss: -100,
      activeMembers: 2,
      rateBp: 1_000,
      gross: 10,
      downlineShare: 0,
      amount: 10,
      status: 'issued',
      createdAt: Date.UTC(2026, 10, 25, 4),
    });
    stubWire({
      [EARNINGS]: () => ({
        list: [earning(1, '2026-W48'), earning(2, '2026-11-H2')],
        pageNo: 1,
        pageSize: 20,
        totalCount: 2,
        startDate: '2026-11-19',
        endDate: '2026-11-25',
        today: '2026-11-25',
        summary: { base: 200, amount: 20, pending: 0 },
        currency: 'PHP',
      }),
    });
    renderAs(<DividendPage />);
    fireEvent.click(screen.getByRole('tab', { name: texts.sections.earnings }));
    expect(await screen.findByText('Week 48, 2026')).toBeTruthy();
    expect(screen.getByText('2026-11, second half')).toBeTruthy();
  });

  it('says when a range has no earnings', async () => {
    stubWire({
      [EARNINGS]: () => ({
        list: [],
        pageNo: 1,
        pageSize: 20,
        totalCount: 0,
        startDate: '2026-11-19',
        endDate: '2026-11-25',
        today: '2026-11-25',
        summary: { base: 0, amount: 0, pending: 0 },
        currency: 'PHP',
      }),
    });
    renderAs(<DailySalaryPage />);
    fireEvent.click(screen.getByRole('tab', { name: texts.sections.earnings }));
    expect(await screen.findByText(texts.earnings.none)).toBeTruthy();
  });
});
