import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { headerOnly } from '@/app/route-layout';
import { paths } from './paths';

const children = routes[0]?.children ?? [];
const routeOf = (path: string) => children.find((r) => r.path === path);

describe('site paths (spec §2)', () => {
  it('every path of the site has a route (none falls through to the 404 page)', () => {
    const missing = Object.values(paths).filter((p) => !routeOf(p));
    expect(missing).toEqual([]);
  });

  it('the lottery pages of wire §6.4 show the header only, except /lottery', () => {
    for (const path of [paths.vnLottery, paths.seaLottery])
      expect(routeOf(path)?.handle).toEqual({ layout: headerOnly });
    expect(routeOf(paths.lottery)?.handle).not.toEqual({ layout: headerOnly });
  });
});
