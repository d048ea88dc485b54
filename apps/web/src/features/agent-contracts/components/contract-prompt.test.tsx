import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import texts from '../../../../../../packages/i18n/locales/EN/agentContracts.json';
import errors from '../../../../../../packages/i18n/locales/EN/errors.json';
import { contractKeys } from '@/features/agent-contracts/api/contract-keys';
import { useModalStore } from '@/stores/modal-store';
import { useToastStore } from '@/stores/toast-store';
import { fail, stubWire } from '@/test/wire-stub';
import { contract, funds, initContractTexts, renderAs, terms } from '../testing';
import { ContractPromptGate } from './contract-prompt-gate';

const FUNDS = '/wps/member/info/funds/consolidated';
const DIVIDEND = '/wps/relay/MCSFE_processContractDividend';
const HOURLY = '/wps/relay/MCSFE_processContractHourSalary';

beforeAll(initContractTexts);
afterEach(() => {
  cleanup();
  useModalStore.setState({ stack: [] });
  vi.unstubAllGlobals();
  useToastStore.setState({ toasts: [] });
  window.sessionStorage.clear();
});

describe('the contract prompt', () => {
  it('shows a new contract with the higher-rate warning, and accepting it tells the outcome', async () => {
    let answered = false;
    const offer = contract({
      contractId: 31,
      terms: terms(
        [
          [0, 0, 100],
          [50_000, 10, 150],
        ],
        { period: 'weekly' },
      ),
    });
    const sent = stubWire({
      [FUNDS]: () => funds({ divtypereq: answered ? 0 : 1, divtypeinfo: 1 }),
      [DIVIDEND]: ({ query }) => {
        if (query.get('action') === 'accept') answered = true;
        return {
          kind: 'dividend',
          contract: answered ? { ...offer, status: 'active' } : null,
          request: answered
            ? null
            : {
                type: 'new',
                contract: offer,
                wouldTerminate: [{ contractId: 77, downline: 'amy', maxRateBp: 180 }],
              },
          outcome: query.get('action') === 'accept' ? 'accepted' : null,
        };
      },
    });
    renderAs(<ContractPromptGate />);
    const dialog = await screen.findByRole('dialog', { name: texts.request.newTitle });
    expect(within(dialog).getByText('bob offers you this dividend contract.')).toBeTruthy();
    expect(within(dialog).getByText('50,000.00')).toBeTruthy();
    expect(within(dialog).getByText('1.50%')).toBeTruthy();
    expect(within(dialog).getByText(texts.periods.weekly)).toBeTruthy();
    expect(within(dialog).getByText(texts.request.higherRate)).toBeTruthy();
    expect(within(dialog).getByText('amy (up to 1.80%)')).toBeTruthy();
    expect(window.sessionStorage.getItem('enableContract')).toBe('1');
    expect(window.sessionStorage.getItem('enableSalary')).toBe('0');

    fireEvent.click(within(dialog).getByRole('button', { name: texts.actions.accept }));
    expect(
      await screen.findByText(
        'Contract accepted. Downline contracts ended because their rate was higher: 1.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const accept = sent.find((c) => c.path === DIVIDEND && c.query.get('action') === 'accept');
    expect(accept?.method).toBe('GET');
    expect(Object.fromEntries(accept?.query ?? [])).toEqual({ action: 'accept', contractId: '31' });
    // The flags are read again after the answer.
    await waitFor(() => expect(sent.filter((c) => c.path === FUNDS).length).toBeGreaterThan(1));
  });

  it('asks about a termination request (hourly salary, by POST), and rejecting it keeps the contract', async () => {
    const current = contract({
      contractId: 52,
      kind: 'hourly',
      status: 'active',
      terminationRequestedBy: 'upline',
      terms: terms([[1_000, 0, 50]]),
    });
    let rejected = false;
    const sent = stubWire({
      [FUNDS]: () => funds({ contracthoursalreq: rejected ? 0 : 1, contracthoursalinfo: 1 }),
      [HOURLY]: ({ body }) => {
        const action = typeof body === 'object' && body && 'action' in body ? body.action : null;
        if (action === 'reject') rejected = true;
        return {
          kind: 'hourly',
          contract: rejected ? { ...current, terminationRequestedBy: null } : current,
          request: rejected ? null : { type: 'termination', contract: current, wouldTerminate: [] },
          outcome: action === 'reject' ? 'rejected' : null,
        };
      },
    });
    renderAs(<ContractPromptGate />);
    const dialog = await screen.findByRole('dialog', { name: texts.request.terminationTitle });
    expect(
      within(dialog).getByText(
        'bob asks to end your hourly salary contract. Accepting ends it now; rejecting keeps it in force.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByText(texts.request.higherRate)).toBeNull();
    expect(
      within(dialog).getByRole('button', { name: texts.actions.acceptTermination }),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: texts.actions.reject }));
    expect(await screen.findByText(texts.outcome.rejected)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const calls = sent.filter((c) => c.path === HOURLY);
    expect(calls.every((c) => c.method === 'POST')).toBe(true);
    expect(calls.map((c) => c.body)).toEqual([
      { action: 'info' },
      { action: 'reject', contractId: 52 },
      { action: 'info' },
    ]);
  });

  it("translates the server's refusal and keeps the request open", async () => {
    stubWire({
      [FUNDS]: () => funds({ dailysalreqtype: 1 }),
      '/wps/relay/MCSFE_processDailySalaryContract': ({ query }) =>
        query.get('action') === 'accept'
          ? fail('contract.not.found')
          : {
              kind: 'daily',
              contract: null,
              request: { type: 'new', contract: contract({ kind: 'daily' }), wouldTerminate: [] },
              outcome: null,
            },
    });
    renderAs(<ContractPromptGate />);
    const dialog = await screen.findByRole('dialog', { name: texts.request.newTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.actions.accept }));
    expect(await screen.findByText(errors.contract_not_found)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: texts.request.newTitle })).toBeTruthy();
  });

  it('waits until the after-login announcements are closed', async () => {
    useModalStore.setState({
      stack: [{ id: 1, name: 'announcement', props: { items: [] } }],
    });
    stubWire({
      [FUNDS]: () => funds({ divtypereq: 1 }),
      [DIVIDEND]: () => ({
        kind: 'dividend',
        contract: null,
        request: { type: 'new', contract: contract(), wouldTerminate: [] },
        outcome: null,
      }),
    });
    const client = renderAs(<ContractPromptGate />);
    // The request is read, but the dialog waits while the announcement is open.
    await waitFor(() => expect(client.getQueryData(contractKeys.mine('dividend'))).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => useModalStore.setState({ stack: [] }));
    expect(await screen.findByRole('dialog', { name: texts.request.newTitle })).toBeTruthy();
  });

  it('shows nothing and asks nothing for a trial account, or when AGENTPOLICY3 is off', async () => {
    const sent = stubWire({ [FUNDS]: () => funds({ divtypereq: 1 }) });
    renderAs(<ContractPromptGate />, { type: 4 });
    cleanup();
    renderAs(<ContractPromptGate />, { type: 1, policy: false });
    cleanup();
    renderAs(<ContractPromptGate />, { type: null });
    // Any call would go out on the first render's effects; none did.
    await Promise.resolve();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });
});
