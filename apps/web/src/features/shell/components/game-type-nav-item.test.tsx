import type { VendorCard } from '@monsoon/contracts/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { navGameTypes } from '@/features/shell/model/nav';
import { regroupLanes } from '@/lib/catalogue/regroup';
import { stubBrowserApis } from '@/test/browser-stubs';
import { initTestI18n } from '@/test/i18n';
import { useToastStore } from '@/stores/toast-store';
import { GameTypeNavItem } from './game-type-nav-item';
import { vendorCard } from '@/test/vendor-card';

const card = (
  vassalage: string,
  gameType: VendorCard['gameType'],
  over: Partial<VendorCard> = {},
): VendorCard => vendorCard(vassalage, { displayName: `${vassalage} Gaming`, gameType, ...over });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderItem(gameType: VendorCard['gameType'], cards: VendorCard[]) {
  const item = navGameTypes(regroupLanes([{ title: gameType, cards, gameClassify: [] }])).find(
    (i) => i.gameType === gameType,
  );
  if (!item) throw new Error('no item');
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <ul>
          <GameTypeNavItem item={item} />
        </ul>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// The panel is a lazy chunk: the first open waits for it.
const panel = () => screen.findByRole('group');

beforeAll(async () => {
  stubBrowserApis();
  await initTestI18n();
});
afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
});

describe('GameTypeNavItem (header dropdown)', () => {
  const slots = [
    card('MONSOON', 'RNG', { isHot: 1 }),
    card('STORM', 'RNG'),
    card('TYPHOON', 'RNG'),
  ];

  it('opens on focus with the vendor logos and a hot icon', async () => {
    renderItem('RNG', slots);
    const trigger = screen.getByRole('link', { name: 'Slots' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const group = await screen.findByRole('group', { name: 'Slots providers' });
    expect(group.querySelectorAll('img')).toHaveLength(3);
    expect(
      screen.getByRole('button', { name: /MONSOON Gaming/ }).querySelector('[aria-label="Hot"]'),
    ).not.toBeNull();
    expect(
      screen.getByRole('button', { name: /STORM Gaming/ }).querySelector('[aria-label="Hot"]'),
    ).toBeNull();
  });

  it('opens on hover and closes when the pointer leaves', async () => {
    renderItem('RNG', slots);
    const item = screen.getByRole('listitem');
    fireEvent.mouseEnter(item);
    await panel();
    fireEvent.mouseLeave(item);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('moves in with ArrowDown, along with the arrows, and Escape closes and returns to the type', async () => {
    renderItem('RNG', slots);
    const trigger = screen.getByRole('link', { name: 'Slots' });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /MONSOON Gaming/ })),
    );
    fireEvent.keyDown(document.activeElement ?? trigger, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /STORM Gaming/ }));
    fireEvent.keyDown(document.activeElement ?? trigger, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(trigger);
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /MONSOON Gaming/ })),
    );
    fireEvent.keyDown(document.activeElement ?? trigger, { key: 'Escape' });
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('a slots vendor opens /rng with that vendor chosen', async () => {
    renderItem('RNG', slots);
    fireEvent.focus(screen.getByRole('link', { name: 'Slots' }));
    fireEvent.click(await screen.findByRole('button', { name: /STORM Gaming/ }));
    expect(screen.getByTestId('where').textContent).toBe('/rng?vassalage=STORM');
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('says when a type has no vendor, and a type without a page opens on Enter (a button)', async () => {
    renderItem('COCKFIGHT', []);
    const trigger = screen.getByRole('button', { name: 'Cockfight' });
    fireEvent.click(trigger);
    expect(
      await screen.findByText('Cockfight providers are on their way. Check back soon.'),
    ).toBeTruthy();
  });

  it('a vendor in maintenance says so instead of opening', async () => {
    const now = Date.now();
    renderItem('RNG', [
      card('STORM', 'RNG', { maintainTime: now - 1000, endTime: now + 3_600_000 }),
    ]);
    fireEvent.focus(screen.getByRole('link', { name: 'Slots' }));
    fireEvent.click(await screen.findByRole('button', { name: /STORM Gaming/ }));
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(useToastStore.getState().toasts[0]?.text).toMatch(
      /^STORM Gaming is under maintenance until /,
    );
  });

  it('shows a More link to the page from 11 vendors on', async () => {
    renderItem(
      'RNG',
      Array.from({ length: 12 }, (_, i) => card(`V${i}`, 'RNG')),
    );
    fireEvent.focus(screen.getByRole('link', { name: 'Slots' }));
    expect((await panel()).querySelectorAll('img')).toHaveLength(11);
    expect(screen.getByRole('link', { name: 'More' }).getAttribute('href')).toBe('/rng');
  });
});
