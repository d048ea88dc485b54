import type { Banner } from '@monsoon/contracts/content';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { announcementsQuery } from '@/features/announcements/api/get-announcements';
import { stubBrowserApis } from '@/test/browser-stubs';
import { initTestI18n } from '@/test/i18n';
import { BannerStrip, bannerMode } from './banner-strip';
import { bannerTarget } from './banner-target';

const banner = (bannerId: number, groupName = 'w_home', extra: Partial<Banner> = {}): Banner => ({
  bannerId,
  groupName,
  url: `/assets/banners/${groupName}-${bannerId}.svg`,
  title: `Banner ${bannerId}`,
  linkage: null,
  linkageType: null,
  redirect: null,
  externalLink: null,
  redirectPromotionId: null,
  gameLinkageMapping: null,
  ...extra,
});

function renderStrip(banners: Banner[]) {
  const client = new QueryClient();
  client.setQueryData(announcementsQuery('EN', 'B', null).queryKey, {
    banners,
    player: [],
    popup: [],
    promotion: [],
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return render(<BannerStrip group="w_home" />, { wrapper });
}

beforeAll(async () => {
  stubBrowserApis();
  await initTestI18n();
});
afterEach(cleanup);

describe('banner strip', () => {
  it('is a carousel only with more than one banner', () => {
    expect(bannerMode(0)).toBe('none');
    expect(bannerMode(1)).toBe('single');
    expect(bannerMode(2)).toBe('carousel');
  });

  it('shows nothing when the group has no banner', () => {
    const { container } = renderStrip([banner(1, 'w_rng')]);
    expect(container.innerHTML).toBe('');
  });

  it('shows one plain banner without dots or arrows', () => {
    renderStrip([banner(1), banner(2, 'w_rng')]);
    expect(screen.getByRole('img', { name: 'Banner 1' }).getAttribute('src')).toBe(
      '/assets/banners/w_home-1.svg',
    );
    expect(screen.queryByRole('button', { name: /Go to slide/ })).toBeNull();
  });

  it('shows a carousel with one clickable dot per banner when there are several', async () => {
    renderStrip([banner(1), banner(2), banner(3)]);
    const dots = await screen.findAllByRole('button', { name: /Go to slide/ });
    expect(dots).toHaveLength(3);
  });

  it('links only banners with a linkageType', () => {
    expect(bannerTarget(banner(1, 'w_home', { linkage: '/promotions' }))).toBeNull();
    expect(
      bannerTarget(banner(1, 'w_home', { linkageType: 'URL', linkage: '/promotions' })),
    ).toEqual({ kind: 'route', to: '/promotions' });
    expect(
      bannerTarget(banner(1, 'w_home', { linkageType: 'URL', linkage: 'https://x.test' })),
    ).toEqual({ kind: 'external', url: 'https://x.test' });
    expect(
      bannerTarget(
        banner(1, 'w_home', {
          linkageType: 'GAME',
          gameLinkageMapping: { vassalage: 'MS_SLOTS', gameType: 'RNG', gameCode: null },
        }),
      ),
    ).toEqual({ kind: 'route', to: '/rng?vassalage=MS_SLOTS' });
  });
});
