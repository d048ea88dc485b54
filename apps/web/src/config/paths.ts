/** Every URL of the site in one place (product spec §2). */
export const paths = {
  home: '/',
  indexHtml: '/index.html',
  homeAlias: '/home',
  login: '/login',
  register: '/register',
  registerHtml: '/register.html',
  noticePage: '/noticePage',
  vip: '/vip',
  pointMall: '/pointMall',
  live: '/live',
  sports: '/sports',
  esports: '/esports',
  rng: '/rng',
  fish: '/fish',
  pvp: '/pvp',
  lottery: '/lottery',
  vnLottery: '/vnlottery',
  seaLottery: '/seaLottery',
  promotions: '/promotions',
  promoDetail: '/promoDetail',
  seamless: '/seamless',
  fbSports: '/fbsports',
  help: '/help',
  helpContent: '/helpmc',
  download: '/down',
  join: '/join',
  game: '/game',
  agentHome: '/agentHome',
} as const;

export type SitePath = (typeof paths)[keyof typeof paths];

/** The help page at a topic anchor, e.g. `/help#term`. */
export const helpTopicPath = (tag: string): string => `${paths.help}#${encodeURIComponent(tag)}`;

/** Member-centre pages (spec §2): the overlay's page lives in the URL (`?mc=<page>`). */
export const memberCentrePages = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;
export type MemberCentrePage = (typeof memberCentrePages)[number];

/** The query parameter holding the open member-centre page. */
export const memberCentreParam = 'mc';
/** The query parameter holding the open agent-centre page. */
export const agentCentreParam = 'ac';

/**
 * A page with the member centre opened at `page` (the overlay of app/member-centre); entries on a page
 * keep its own query with `withMemberCentrePage(location, page)` of lib/member-centre.ts.
 */
export const memberCentreHref = (page: MemberCentrePage, pathname = '/'): string =>
  `${pathname}?${memberCentreParam}=${page}`;
/** The current page with the agent centre opened (default page agentTeamOverview). */
export const agentCentreHref = (pathname = '/'): string =>
  `${pathname}?${agentCentreParam}=agentTeamOverview`;

/** Routes that need a session (wire §11): without a token the router sends the visitor to /login. */
export const authRequiredPaths: readonly string[] = [
  paths.lottery,
  paths.vnLottery,
  paths.seaLottery,
];

/** Routes a visitor may open when loginedToHomePage is on (spec §2 guard). */
export const openWhenLoginRequired: readonly string[] = [
  paths.login,
  paths.register,
  paths.registerHtml,
  paths.helpContent,
  // The spec names /download; the site's download route is /down (both pass).
  '/download',
  paths.download,
];

/** The /game page of one game (`demo` asks for free play: visitors always get it). */
export const gameHref = (
  vassalage: string,
  gameId: string,
  opts: { demo?: boolean } = {},
): string => {
  const query = new URLSearchParams({ vassalage, gameId });
  if (opts.demo) query.set('demo', '1');
  return `${paths.game}?${query.toString()}`;
};
