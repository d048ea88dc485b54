import type { SiteLanguage } from '@monsoon/i18n';

/**
 * The keys of the demo merchant's content and the shape of one language's texts. Every language file
 * (demo-content-<lang>.ts, demo-content-help-<lang>.ts) must give every key, so a missing translation
 * fails the typecheck.
 */

/** Banners: the home carousel has three, every other route group one. */
export const bannerKeys = [
  'home-welcome',
  'home-slots',
  'home-lottery',
  'rng',
  'live',
  'fish',
  'pvp',
  'sports',
  'esports',
  'lott',
  'down',
  'promotion',
  'shop',
  'help',
] as const;
export type BannerKey = (typeof bannerKeys)[number];

/** Marquee notices (PL). */
export const noticeKeys = [
  'maintenance',
  'new-games',
  'deposit-methods',
  'responsible-gaming',
  'vip',
] as const;
export type NoticeKey = (typeof noticeKeys)[number];

/** Popups (PU): one before login, one on first login, the rest after login. */
export const popupKeys = [
  'welcome',
  'first-login',
  'welcome-back',
  'weekly-cashback',
  'slots-tournament',
  'refer-friend',
  'verify-mobile',
  'security-tips',
] as const;
export type PopupKey = (typeof popupKeys)[number];

/** Promotion items (PR). */
export const promotionKeys = [
  'welcome-bonus',
  'weekly-cashback',
  'slots-festival',
  'points-mall',
] as const;
export type PromotionKey = (typeof promotionKeys)[number];

/** Help-centre topics; the tag is the anchor on /help (`/help#term`). */
export const helpTags = [
  'about',
  'term',
  'privacy',
  'responsible',
  'licence',
  'deposit',
  'withdraw',
  'faq',
  'contact',
  'live-chat',
  'vip-service',
] as const;
export type HelpTag = (typeof helpTags)[number];

/** A title with HTML content. */
export interface DemoText {
  title: string;
  content: string;
}

/** The announcement texts of one language. */
export interface AnnouncementTexts {
  /** Banner titles (also the image's alternative text). */
  banners: Record<BannerKey, string>;
  notices: Record<NoticeKey, DemoText>;
  popups: Record<PopupKey, DemoText>;
  promotions: Record<PromotionKey, DemoText>;
}

/** The help-centre texts of one language. */
export type HelpTexts = Record<HelpTag, DemoText>;

/** Texts of every site language. */
export type PerLanguage<T> = Record<SiteLanguage, T>;
