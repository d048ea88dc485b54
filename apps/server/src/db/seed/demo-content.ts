import type { BannerGroup, PopupExecution } from '@monsoon/contracts/content';
import { siteLanguages } from '@monsoon/i18n';
import type { Database } from '@/db/client.ts';
import { announcements, helpTopics } from '@/db/schema/index.ts';
import { bannerImages } from './assets.ts';
import { AGENT_ANNOUNCEMENT_TYPE } from '@monsoon/contracts/agent-reports';
import { agentNoticeTexts } from './demo-agent-notices.ts';
import { announcementTexts, helpTexts } from './demo-content-languages.ts';
import type {
  AnnouncementTexts,
  BannerKey,
  DemoText,
  HelpTag,
  NoticeKey,
  PopupKey,
  PromotionKey,
} from './demo-content-texts.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The artwork of a banner group (apps/web/public/assets/banners); fails the seed when it is missing. */
function bannerImage(group: BannerGroup, n: number): string {
  const url = bannerImages[group]?.[n - 1];
  if (!url) throw new Error(`no banner artwork for ${group}-${n}`);
  return url;
}

/** One text per site language, picked from each language's texts. */
function localised<T>(
  all: Record<string, T>,
  pick: (texts: T) => DemoText,
): Record<string, DemoText> {
  const out: Record<string, DemoText> = {};
  for (const lang of siteLanguages) {
    const texts = all[lang];
    if (texts) out[lang] = pick(texts);
  }
  return out;
}
const announcementText = (pick: (t: AnnouncementTexts) => DemoText) =>
  localised(announcementTexts, pick);

interface BannerSeed {
  key: BannerKey;
  group: BannerGroup;
  image: number;
  /** URL: `linkage` is a site path; PROMOTION: opens the promotion item `promotion`. */
  link?: { type: 'URL'; path: string } | { type: 'PROMOTION'; promotion: PromotionKey };
}

/** Banners per route group: three on home so the carousel shows, one everywhere else. */
const banners: BannerSeed[] = [
  { key: 'home-welcome', group: 'w_home', image: 1, link: { type: 'URL', path: '/promotions' } },
  { key: 'home-slots', group: 'w_home', image: 2, link: { type: 'URL', path: '/rng' } },
  { key: 'home-lottery', group: 'w_home', image: 3 },
  { key: 'rng', group: 'w_rng', image: 1 },
  { key: 'live', group: 'w_live', image: 1 },
  { key: 'fish', group: 'w_fish', image: 1 },
  { key: 'pvp', group: 'w_pvp', image: 1 },
  { key: 'sports', group: 'w_sports', image: 1 },
  { key: 'esports', group: 'w_esports', image: 1 },
  { key: 'lott', group: 'w_lott', image: 1 },
  { key: 'down', group: 'w_down', image: 1 },
  {
    key: 'promotion',
    group: 'w_promotion',
    image: 1,
    link: { type: 'PROMOTION', promotion: 'weekly-cashback' },
  },
  { key: 'shop', group: 'w_shop', image: 1 },
  { key: 'help', group: 'w_help', image: 1, link: { type: 'URL', path: '/help#contact' } },
];

/** Marquee notices with their scrolling speed. */
const notices: { key: NoticeKey; speed: 'LOW' | 'MEDIUM' | 'HIGH' }[] = [
  { key: 'maintenance', speed: 'MEDIUM' },
  { key: 'new-games', speed: 'HIGH' },
  { key: 'deposit-methods', speed: 'MEDIUM' },
  { key: 'responsible-gaming', speed: 'LOW' },
  { key: 'vip', speed: 'MEDIUM' },
];

/** Popups: the one visitors see (B), the first-login one (F) and those shown after login (A). */
const popups: { key: PopupKey; execution: PopupExecution; image?: [BannerGroup, number] }[] = [
  { key: 'welcome', execution: 'B', image: ['w_home', 1] },
  { key: 'first-login', execution: 'F' },
  { key: 'welcome-back', execution: 'A' },
  { key: 'weekly-cashback', execution: 'A', image: ['w_promotion', 1] },
  { key: 'slots-tournament', execution: 'A' },
  { key: 'refer-friend', execution: 'A' },
  { key: 'verify-mobile', execution: 'A' },
  { key: 'security-tips', execution: 'A' },
];

/** Promotion items with their type and images. */
const promotions: { key: PromotionKey; type: string; images: [BannerGroup, number][] }[] = [
  { key: 'welcome-bonus', type: 'FIRST_DEPOSIT', images: [['w_home', 1]] },
  { key: 'weekly-cashback', type: 'CASHBACK', images: [['w_promotion', 1]] },
  {
    key: 'slots-festival',
    type: 'FREE_SPINS',
    images: [
      ['w_home', 2],
      ['w_rng', 1],
    ],
  },
  { key: 'points-mall', type: 'POINTS', images: [['w_shop', 1]] },
];

/** Help topics by category; the categories sort about, banking, support. */
const help: { tag: HelpTag; category: 'about' | 'banking' | 'support' }[] = [
  { tag: 'about', category: 'about' },
  { tag: 'term', category: 'about' },
  { tag: 'privacy', category: 'about' },
  { tag: 'responsible', category: 'about' },
  { tag: 'licence', category: 'about' },
  { tag: 'deposit', category: 'banking' },
  { tag: 'withdraw', category: 'banking' },
  { tag: 'faq', category: 'support' },
  { tag: 'contact', category: 'support' },
  { tag: 'live-chat', category: 'support' },
  { tag: 'vip-service', category: 'support' },
];

const sortOf = (i: number): number => (i + 1) * 10;

/** Banners, notices, popups, promotions and help topics of the demo merchant, in all seven site languages. */
export async function seedDemoContent(tx: Tx, merchantId: number): Promise<void> {
  const promotionIds = new Map<PromotionKey, number>();
  for (const [i, p] of promotions.entries()) {
    const [row] = await tx
      .insert(announcements)
      .values({
        merchantId,
        type: 'PR',
        promotionType: p.type,
        images: p.images.map(([group, n]) => bannerImage(group, n)),
        imageUrl: p.images[0] ? bannerImage(...p.images[0]) : null,
        texts: announcementText((t) => t.promotions[p.key]),
        sort: sortOf(i),
      })
      .returning({ id: announcements.id });
    if (row) promotionIds.set(p.key, row.id);
  }

  await tx.insert(announcements).values(
    banners.map((b, i) => {
      const promotionId =
        b.link?.type === 'PROMOTION' ? (promotionIds.get(b.link.promotion) ?? null) : null;
      return {
        merchantId,
        type: 'B',
        groupName: b.group,
        imageUrl: bannerImage(b.group, b.image),
        linkageType: b.link?.type ?? null,
        linkage:
          b.link?.type === 'URL'
            ? b.link.path
            : promotionId !== null
              ? `/promoDetail?id=${promotionId}`
              : null,
        redirect: b.link ? 'REDIRECT_URL' : null,
        redirectPromotionId: promotionId,
        texts: localised(announcementTexts, (t) => ({ title: t.banners[b.key], content: '' })),
        sort: sortOf(i),
      };
    }),
  );

  await tx.insert(announcements).values(
    notices.map((n, i) => ({
      merchantId,
      type: 'PL',
      displaySpeed: n.speed,
      texts: announcementText((t) => t.notices[n.key]),
      sort: sortOf(i),
    })),
  );

  await tx.insert(announcements).values(
    popups.map((p, i) => ({
      merchantId,
      type: 'PU',
      execution: p.execution,
      imageUrl: p.image ? bannerImage(...p.image) : null,
      texts: announcementText((t) => t.popups[p.key]),
      sort: sortOf(i),
    })),
  );

  // Notices for agents only (the agent centre's announcement page).
  await tx.insert(announcements).values(
    agentNoticeTexts.EN.map((_, i) => ({
      merchantId,
      type: AGENT_ANNOUNCEMENT_TYPE,
      texts: localised(agentNoticeTexts, (texts) => texts[i] ?? { title: '', content: '' }),
      sort: sortOf(i),
    })),
  );

  await tx.insert(helpTopics).values(
    help.map((h, i) => ({
      merchantId,
      tag: h.tag,
      category: h.category,
      texts: localised(helpTexts, (t) => t[h.tag]),
      sort: sortOf(i),
    })),
  );
}
