import {
  deriveFromAsyncBlocks,
  drawBlockMessage,
  publishedResult,
} from '@monsoon/contracts/lottery/fair-derive';
import { lotteryGameByCode } from '@monsoon/contracts/lottery/games';
import type { LgwDraw } from '@monsoon/contracts/lottery/lgw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import lottery from '../../../../../../packages/i18n/locales/EN/lottery.json';
import { useToastStore } from '@/stores/toast-store';
import { initTestI18n } from '@/test/i18n';
import { DrawPanel } from './draw-panel';
import { ResultsPanel } from './results-panel';
import { drawn } from './test-fixtures';

const SEED = '3b7f0c2a9d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8';
const OTHER_SEED = SEED.replace(/^3/, '4');
const subtle = globalThis.crypto.subtle;
const utf8 = (text: string) => new TextEncoder().encode(text);
const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/** A draw as the server publishes it, computed here with the shared derivation over WebCrypto HMAC blocks. */
async function honestDraw(gameCode: string, numero: string, seed = SEED): Promise<LgwDraw> {
  const game = lotteryGameByCode(gameCode);
  if (!game) throw new Error(gameCode);
  const key = await subtle.importKey('raw', utf8(seed), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const result = await deriveFromAsyncBlocks(
    game,
    async (counter) =>
      new Uint8Array(
        await subtle.sign('HMAC', key, utf8(drawBlockMessage(gameCode, numero, counter))),
      ),
  );
  const seedHash = hex(await subtle.digest('SHA-256', utf8(seed)));
  return drawn(numero, '', { gameCode, seed, seedHash, ...publishedResult(result) });
}

function renderResults(draws: LgwDraw[]) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ResultsPanel
        draws={draws}
        gameName="Five Digits 1 Min"
        isError={false}
        onRetry={() => undefined}
      />
    </QueryClientProvider>,
  );
}

/** Opens the verify dialog of draw `numero` and answers it. */
function openVerify(numero: string): HTMLElement {
  fireEvent.click(screen.getByRole('button', { name: `Verify draw ${numero}` }));
  return screen.getByRole('dialog', { name: `Verify draw ${numero}` });
}
/** The check whose label starts with `label`, once it has finished: its state word. */
const checkState = async (dialog: HTMLElement, label: string) =>
  waitFor(() => {
    const item = within(dialog)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.startsWith(label));
    const state = item?.getAttribute('data-state');
    if (!item || state === 'running') throw new Error(`${label} still running`);
    return item.querySelector('strong')?.textContent;
  });
const HASH_CHECK = 'SHA-256 of the seed equals the commitment';
const RESULT_CHECK = 'The result recomputed from the seed equals the published result';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('EN', 'lottery', lottery, true, true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the verify dialog', () => {
  it('passes both checks for an honest draw, shows commitment, seed and how to check', async () => {
    const draw = await honestDraw('SSC_1', '20260101-0720');
    expect(draw.winNo).toMatch(/^\d(,\d){4}$/);
    renderResults([draw]);
    const dialog = openVerify('20260101-0720');
    expect(await checkState(dialog, HASH_CHECK)).toBe('Pass');
    expect(await checkState(dialog, RESULT_CHECK)).toBe('Pass');
    expect(within(dialog).getByText(draw.seedHash)).toBeTruthy();
    expect(within(dialog).getByText(SEED)).toBeTruthy();
    expect(within(dialog).getByText(`Computed: ${draw.seedHash}`)).toBeTruthy();
    expect(within(dialog).getByText('How to check it yourself')).toBeTruthy();
    expect(
      within(dialog).getByText(/createHmac\('sha256','3b7f0c2a.*SSC_1:20260101-0720:0/),
    ).toBeTruthy();
  });

  it('passes a Vietnamese draw, every tier compared (more than one HMAC block)', async () => {
    const draw = await honestDraw('VN_NORTH', '20260101');
    expect(Object.values(draw.prizes ?? {}).flat()).toHaveLength(27);
    renderResults([draw]);
    const dialog = openVerify('20260101');
    expect(await checkState(dialog, RESULT_CHECK)).toBe('Pass');
    expect(within(dialog).getByText('Special prize')).toBeTruthy();
    expect(within(dialog).getByText(draw.prizes?.G7?.join(' ') ?? 'none')).toBeTruthy();
  });

  it('fails both checks for a tampered seed', async () => {
    const draw = await honestDraw('SSC_1', '20260101-0720');
    renderResults([{ ...draw, seed: OTHER_SEED }]);
    const dialog = openVerify('20260101-0720');
    expect(await checkState(dialog, HASH_CHECK)).toBe('Fail');
    expect(await checkState(dialog, RESULT_CHECK)).toBe('Fail');
    const recomputed = (await honestDraw('SSC_1', '20260101-0720', OTHER_SEED)).winNo;
    expect(recomputed).not.toBe(draw.winNo);
    expect(within(dialog).getByText(`Recomputed: ${recomputed}`)).toBeTruthy();
  });

  it('fails only the result check when the published result was changed', async () => {
    const draw = await honestDraw('VN_NORTH', '20260101');
    const g7 = draw.prizes?.G7 ?? [];
    const prizes = { ...draw.prizes, G7: [g7[0] === '00' ? '01' : '00', ...g7.slice(1)] };
    renderResults([{ ...draw, prizes }]);
    const dialog = openVerify('20260101');
    expect(await checkState(dialog, HASH_CHECK)).toBe('Pass');
    expect(await checkState(dialog, RESULT_CHECK)).toBe('Fail');
  });

  it('says a cancelled draw was refunded and shows no seed and no checks', async () => {
    renderResults([
      drawn('20260101-0718', '', { status: 'CANCELLED', seed: null, seedHash: 'f'.repeat(64) }),
    ]);
    const dialog = openVerify('20260101-0718');
    expect(
      within(dialog).getByText(/cancelled: no result was drawn and every bet on it was refunded/),
    ).toBeTruthy();
    expect(within(dialog).getByText('f'.repeat(64))).toBeTruthy();
    expect(within(dialog).queryByText('Revealed seed')).toBeNull();
    expect(within(dialog).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('points to the manual steps where the browser has no WebCrypto', async () => {
    const draw = await honestDraw('SSC_1', '20260101-0720');
    vi.stubGlobal('crypto', {});
    renderResults([draw]);
    const dialog = openVerify('20260101-0720');
    await waitFor(() =>
      expect(within(dialog).getByText(/cannot run the checks on this page/)).toBeTruthy(),
    );
  });

  it('closes with Escape and gives the focus back to its button', async () => {
    renderResults([await honestDraw('SSC_1', '20260101-0720')]);
    const button = screen.getByRole('button', { name: 'Verify draw 20260101-0720' });
    button.focus();
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});

describe('the draw on sale', () => {
  it('shows its commitment, which the copy button copies', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const hash = 'a'.repeat(64);
    render(
      <DrawPanel
        draw={{ numero: '20260101-0721', closeTime: 2_000, drawTime: 3_000, seedHash: hash }}
        serverNow={1_000}
      />,
    );
    expect(screen.getByText('Commitment (SHA-256 of the seed)')).toBeTruthy();
    expect(screen.getByText(hash)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy the commitment' }));
    expect(writeText).toHaveBeenCalledWith(hash);
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.text)).toContain('Copied.'),
    );
  });
});
