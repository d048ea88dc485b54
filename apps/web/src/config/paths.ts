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
/**
 * Agent-centre pages (spec §2, wire reference §10.2) in the menu's order: announcement, team overview,
 * account registration centre, team management, team betting, user P&L, my income, transaction
 * details, dividend, daily, hourly and real-time salary. The page lives in the URL (`?ac=<page>`).
 */
export const agentCentrePages = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentCentrePage = (typeof agentCentrePages)[number];

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
