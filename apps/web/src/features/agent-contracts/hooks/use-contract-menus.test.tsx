import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubWire } from '@/test/wire-stub';
import { funds, initContractTexts, renderAs } from '../testing';
import { useContractMenus } from './use-contract-menus';

const FUNDS = '/wps/member/info/funds/consolidated';

/** The contract pages an agent-centre menu would list. */
function Menu() {
  const menus = useContractMenus();
  return (
    <output>
      {Object.keys(menus)
        .filter((k) => menus[k as keyof typeof menus])
        .join(',')}
    </output>
  );
}

beforeAll(initContractTexts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('the contract pages of the agent centre', () => {
  it('follow the info flags, and hide a kind whose module is switched off', async () => {
    stubWire({
      [FUNDS]: () =>
        funds({ divtypeinfo: 1, contracthoursalinfo: 1, contractmrdailysalinfotype: 1 }),
    });
    renderAs(<Menu />, { switches: { SIGNCONDIV3: true, HOURSAL3: false } });
    expect(await screen.findByText('dividend,realtime')).toBeTruthy();
    expect(window.sessionStorage.getItem('enableContract')).toBe('1');
    expect(window.sessionStorage.getItem('enableSalary')).toBe('0');
  });

  it('are none for a trial account, without asking', () => {
    const sent = stubWire({ [FUNDS]: () => funds({ divtypeinfo: 1 }) });
    renderAs(<Menu />, { type: 4 });
    expect(screen.getByRole('status').textContent).toBe('');
    expect(sent).toEqual([]);
  });
});
