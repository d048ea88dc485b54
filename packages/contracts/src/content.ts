import { z } from 'zod';
import { defineCall } from './call.ts';

/**
 * Operator content (wire reference §8): the announcement feed (banners, marquee notices, popups,
 * promotion items), the help centre and visitor feedback. HTML fields carry the operator's markup;
 * the site sanitises it before it reaches the DOM.
 */

/** Announcement types: B banners, PL player (marquee) notices, PU popups, PR promotion items, H help notices, A announcements. */
export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H', 'A'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];

/** W web, M mobile. */
export const announcementPlatforms = ['W', 'M'] as const;
export type AnnouncementPlatform = (typeof announcementPlatforms)[number];

/** When a popup shows: B before login (visitors), A after login, F on a member's first login. */
export const popupExecutions = ['B', 'A', 'F'] as const;
export type PopupExecution = (typeof popupExecutions)[number];

/** Marquee scrolling speed chosen by the operator. */
export const displaySpeeds = ['LOW', 'MEDIUM', 'HIGH'] as const;

/** Banner route groups of the site (product spec §2) plus the upstream modal/mobile groups (wire §8). */
export const bannerGroups = [
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_lott',
  'w_down',
  'w_promotion',
  'w_shop',
  'w_help',
] as const;
export type BannerGroup = (typeof bannerGroups)[number];

const upper = (v: unknown): unknown => (typeof v === 'string' ? v.trim().toUpperCase() : v);

/** `types=B,PL,PU`: a comma list, any case; absent or empty means every type. */
const typesParam = z
  .string()
  .max(64)
  .optional()
  .transform((raw) => {
    const parts = (raw ?? '')
      .split(',')
      .map((p) => p.trim().toUpperCase())
      .filter((p) => p !== '');
    return parts.length > 0 ? parts : [...announcementTypes];
  })
  .pipe(z.array(z.enum(announcementTypes)));

/** Query of the announcement feed (wire §8). */
export const announcementsQuerySchema = z.object({
  /** Comma list of announcement types; default all. Unknown letters are refused. */
  types: typesParam,
  /** W web (default) or M mobile. */
  platform: z.preprocess(upper, z.enum(announcementPlatforms)).default('W'),
  /** Popups only: restricts them to one execution (A and F need a session). */
  execution: z.preprocess(upper, z.enum(popupExecutions)).optional(),
});

/** Where a banner leads when it is a game: the vendor (vassalage), its game type and an optional game. */
export const gameLinkageSchema = z.object({
  vassalage: z.string(),
  gameType: z.string(),
  gameCode: z.string().nullable(),
});
export type GameLinkage = z.infer<typeof gameLinkageSchema>;

/** A carousel banner of a route group. A banner with a `linkageType` is clickable and opens `linkage`. */
export const bannerSchema = z.object({
  bannerId: z.number().int(),
  groupName: z.string(),
  /** The banner image. */
  url: z.string(),
  title: z.string(),
  linkage: z.string().nullable(),
  /** `URL` (site path or address in `linkage`), `GAME` (see gameLinkageMapping), `PROMOTION`; null: not clickable. */
  linkageType: z.string().nullable(),
  /** e.g. `REDIRECT_URL`. */
  redirect: z.string().nullable(),
  /** An address to open in a new window instead of `linkage`. */
  externalLink: z.string().nullable(),
  redirectPromotionId: z.number().int().nullable(),
  gameLinkageMapping: gameLinkageSchema.nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** A marquee notice; `content` is HTML. */
export const playerNoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  externalLink: z.string().nullable(),
  announcementDisplaySpeed: z.enum(displaySpeeds),
});
export type PlayerNotice = z.infer<typeof playerNoticeSchema>;

/** A popup announcement; `content` is HTML. */
export const popupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  execution: z.enum(popupExecutions),
  imageUrl: z.string().nullable(),
});
export type Popup = z.infer<typeof popupSchema>;

/** A promotion item of the feed; `content` is HTML. */
export const promotionItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  promotionType: z.string(),
  announcementImages: z.array(z.object({ imageUrl: z.string() })),
});
export type PromotionItem = z.infer<typeof promotionItemSchema>;

/** An H (help) or A (general) announcement; `content` is HTML. */
export const textNoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  externalLink: z.string().nullable(),
});
export type TextNotice = z.infer<typeof textNoticeSchema>;

/**
 * The feed: the four main lists are always present (empty when not asked for); `help` (type H) and
 * `announcement` (type A) only when their type was asked for.
 */
export const announcementsValueSchema = z.object({
  banners: z.array(bannerSchema),
  player: z.array(playerNoticeSchema),
  popup: z.array(popupSchema),
  promotion: z.array(promotionItemSchema),
  help: z.array(textNoticeSchema).optional(),
  announcement: z.array(textNoticeSchema).optional(),
});
export type AnnouncementsValue = z.infer<typeof announcementsValueSchema>;

/** The announcement feed; both relay generations answer (MCSFE and CCSFE). */
export const getAnnouncements = defineCall({
  paths: ['/wps/relay/MCSFE_getListAnnouncements', '/wps/relay/CCSFE_getListAnnouncements'],
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'optional',
  summary:
    'Banners, marquee notices, popups and promotion items of the merchant, in the request language',
  query: announcementsQuerySchema,
  value: announcementsValueSchema,
});

/** A help-centre topic; `tag` addresses it (`/help#term`), `content` is HTML. */
export const helpTopicSchema = z.object({
  id: z.number().int(),
  tag: z.string(),
  category: z.string(),
  title: z.string(),
  content: z.string(),
});
export type HelpTopic = z.infer<typeof helpTopicSchema>;

/** The help centre: footer and /help topics. */
export const helpCenter = defineCall({
  paths: ['/wps/system/helpCenter'],
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'public',
  summary: 'Help-centre topics ordered by category then position, in the requested language',
  query: z.object({
    /** Language code (any case); default the request language. */
    lang: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}([-_][A-Za-z]{2})?$/)
      .optional(),
    /** The client kind; every topic is shown on every device. */
    device: z.preprocess(upper, z.enum(['WEB', 'MOBILE', 'H5', 'APP'])).default('WEB'),
  }),
  value: z.array(helpTopicSchema),
});

/** What a feedback is about. */
export const feedbackQuestionTypes = [
  'deposit',
  'withdraw',
  'game',
  'account',
  'promotion',
  'suggestion',
  'other',
] as const;
export type FeedbackQuestionType = (typeof feedbackQuestionTypes)[number];

/** Feedback text length bounds after trimming ("feedback text required with length range"). */
export const feedbackContentLength = { min: 10, max: 500 } as const;

/** A feedback as the site sends it. */
export const feedbackBodySchema = z.object({
  questionType: z.enum(feedbackQuestionTypes),
  content: z.string().trim().min(feedbackContentLength.min).max(feedbackContentLength.max),
  /** How to reach the sender (e-mail, phone, messenger id); optional. */
  contact: z.string().trim().max(100).optional(),
});
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;

/** Feedback from visitors and members (FEEDBACK3); 429 TOO_MANY_REQUESTS past the per-IP limit. */
export const submitFeedback = defineCall({
  paths: ['/wps/feedback'],
  methods: ['PUT'],
  modId: 'FEEDBACK3',
  auth: 'optional',
  summary: 'Stores a visitor or member feedback; limited per IP',
  body: feedbackBodySchema,
  value: z.object({ id: z.number().int() }),
});
