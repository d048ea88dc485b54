import type { BannerGroup } from '@monsoon/contracts/content';
import { useMatches } from 'react-router';

/** Which chrome a route shows (product spec §2 route table). */
export interface RouteLayout {
  header: boolean;
  /** The banner group of the route, or null for no banner strip. */
  banner: BannerGroup | null;
  footer: boolean;
  sideMenu: boolean;
  /** Marquee of notices under the header. */
  marquee: boolean;
  /** The page fills the window below the header instead of scrolling (the /game iframe). */
  fill?: boolean;
}

/** Header, banner, footer, side menu (the home layout). */
export const fullLayout = (banner: BannerGroup | null): RouteLayout => ({
  header: true,
  banner,
  footer: true,
  sideMenu: true,
  marquee: true,
});
/** Header only (/vnlottery, /fbsports). */
export const headerOnly: RouteLayout = {
  header: true,
  banner: null,
  footer: false,
  sideMenu: false,
  marquee: false,
};
/** Header only, the page filling the window below it (/game). */
export const gameLayout: RouteLayout = { ...headerOnly, fill: true };
/** Nothing but the page (/lottery and /seamless hide the header; /helpmc is content alone). */
export const bare: RouteLayout = {
  header: false,
  banner: null,
  footer: false,
  sideMenu: false,
  marquee: false,
};

const isRouteLayout = (v: unknown): v is { layout: RouteLayout } =>
  typeof v === 'object' &&
  v !== null &&
  'layout' in v &&
  typeof v.layout === 'object' &&
  v.layout !== null;

/** The layout of the deepest matched route that declares one. */
export function useRouteLayout(): RouteLayout {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteLayout(handle)) return handle.layout;
  }
  return fullLayout(null);
}
