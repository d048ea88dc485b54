import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import type { RouteLayout } from '@/app/route-layout';
import { bannerGroupFor, routeBannerGroups } from './banner-groups';

const layoutOf = (handle: unknown): RouteLayout | undefined =>
  typeof handle === 'object' && handle !== null && 'layout' in handle
    ? (handle.layout as RouteLayout)
    : undefined;

describe('route banner groups', () => {
  const children = routes[0]?.children ?? [];

  it('name the banner group of every route the router shows a strip on, and of no other', () => {
    const fromRouter: Record<string, string> = {};
    for (const route of children) {
      const banner = layoutOf(route.handle)?.banner;
      if (route.path && route.path !== '*' && banner) fromRouter[route.path] = banner;
    }
    expect(routeBannerGroups).toEqual(fromRouter);
  });

  it('ignore a trailing slash', () => {
    expect(bannerGroupFor('/')).toBe('w_home');
    expect(bannerGroupFor('/rng/')).toBe('w_rng');
    expect(bannerGroupFor('/lottery')).toBeUndefined();
  });
});
