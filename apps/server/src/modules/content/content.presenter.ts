import {
  displaySpeeds,
  type AnnouncementsValue,
  type Banner,
  type HelpTopic,
  type PlayerNotice,
  type Popup,
  type PromotionItem,
  type TextNotice,
} from '@monsoon/contracts/content';
import type { AnnouncementRow, HelpTopicRow, LocalisedTexts } from './content.repository.ts';
import type { FeedRows } from './content.service.ts';
import { sanitiseHtml } from './html-sanitiser.ts';

/** The title and content of the first language in `languages` a row has, else any it has. */
export function pickText(
  texts: LocalisedTexts,
  languages: readonly string[],
): { title: string; content: string } {
  for (const lang of languages) {
    const t = texts[lang];
    if (t && (t.title !== '' || t.content !== '')) return t;
  }
  return Object.values(texts)[0] ?? { title: '', content: '' };
}

const speedOf = (raw: string | null): PlayerNotice['announcementDisplaySpeed'] =>
  displaySpeeds.find((s) => s === raw?.toUpperCase()) ?? 'MEDIUM';

const presentBanner = (r: AnnouncementRow, languages: readonly string[]): Banner => ({
  bannerId: r.id,
  groupName: r.groupName ?? '',
  url: r.imageUrl ?? '',
  title: pickText(r.texts, languages).title,
  linkage: r.linkage,
  linkageType: r.linkageType,
  redirect: r.redirect,
  externalLink: r.externalLink,
  redirectPromotionId: r.redirectPromotionId,
  gameLinkageMapping: r.gameLinkage,
});

const presentPlayerNotice = (r: AnnouncementRow, languages: readonly string[]): PlayerNotice => {
  const text = pickText(r.texts, languages);
  return {
    id: r.id,
    title: text.title,
    content: sanitiseHtml(text.content),
    externalLink: r.externalLink,
    announcementDisplaySpeed: speedOf(r.displaySpeed),
  };
};

const presentPopup = (r: AnnouncementRow, languages: readonly string[]): Popup => {
  const text = pickText(r.texts, languages);
  return {
    id: r.id,
    title: text.title,
    content: sanitiseHtml(text.content),
    execution: r.execution ?? 'B',
    imageUrl: r.imageUrl,
  };
};

const presentPromotion = (r: AnnouncementRow, languages: readonly string[]): PromotionItem => {
  const text = pickText(r.texts, languages);
  const images = r.images.length > 0 ? r.images : r.imageUrl ? [r.imageUrl] : [];
  return {
    id: r.id,
    title: text.title,
    content: sanitiseHtml(text.content),
    promotionType: r.promotionType ?? 'GENERAL',
    announcementImages: images.map((imageUrl) => ({ imageUrl })),
  };
};

/** An H, A or AG (agent) notice in the first language of `languages` it has. */
export const presentTextNotice = (r: AnnouncementRow, languages: readonly string[]): TextNotice => {
  const text = pickText(r.texts, languages);
  return {
    id: r.id,
    title: text.title,
    content: sanitiseHtml(text.content),
    externalLink: r.externalLink,
  };
};

/** Builds the announcement feed; lists of types that were not asked for are empty (H, A: absent). */
export function presentFeed(rows: FeedRows, languages: readonly string[]): AnnouncementsValue {
  const value: AnnouncementsValue = {
    banners: (rows.B ?? []).map((r) => presentBanner(r, languages)),
    player: (rows.PL ?? []).map((r) => presentPlayerNotice(r, languages)),
    popup: (rows.PU ?? []).map((r) => presentPopup(r, languages)),
    promotion: (rows.PR ?? []).map((r) => presentPromotion(r, languages)),
  };
  if (rows.H) value.help = rows.H.map((r) => presentTextNotice(r, languages));
  if (rows.A) value.announcement = rows.A.map((r) => presentTextNotice(r, languages));
  return value;
}

/** Builds the help-centre list in the first available language of each topic. */
export function presentHelpTopics(
  topics: readonly HelpTopicRow[],
  languages: readonly string[],
): HelpTopic[] {
  return topics.map((t) => {
    const text = pickText(t.texts, languages);
    return {
      id: t.id,
      tag: t.tag,
      category: t.category,
      title: text.title,
      content: sanitiseHtml(text.content),
    };
  });
}
