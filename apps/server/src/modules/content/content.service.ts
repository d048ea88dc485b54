import type {
  AnnouncementPlatform,
  AnnouncementType,
  FeedbackBody,
  PopupExecution,
} from '@monsoon/contracts/content';
import { AGENT_ANNOUNCEMENT_TYPE } from '@monsoon/contracts/agent-reports';
import { normaliseLanguage } from '@monsoon/i18n';
import type { Clock } from '@/lib/clock.ts';
import { AppError } from '@/lib/errors.ts';
import type { RateLimiter } from '@/lib/rate-limiter.ts';
import { enforceLimit, type Limit } from '@/lib/rate-limits.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import type { MerchantService } from '@/modules/merchant/merchant.service.ts';
import type { SessionInfo } from '@/modules/session/session.types.ts';
import type { AnnouncementRow, ContentRepository, HelpTopicRow } from './content.repository.ts';

/** Feedback submissions allowed per IP and merchant: five in ten minutes. */
const feedbackPerIp: Limit = { limit: 5, windowMs: 10 * 60_000 };

/** The announcement rows of a feed, one list per requested type. */
export type FeedRows = Partial<Record<AnnouncementType, AnnouncementRow[]>>;

/** Languages to pick texts in, best first: the asked one, the merchant's default, English. */
export const languageChain = (asked: string, merchantDefault: string): string[] => [
  ...new Set([asked, merchantDefault, 'EN']),
];

/**
 * Which popups a caller sees. Without `execution`: visitors get the before-login (B) popups, members
 * the after-login (A) ones. With it: that execution only, and A/F (member popups) only with a session.
 */
export function popupExecutionsFor(
  session: SessionInfo | null,
  execution: PopupExecution | undefined,
): PopupExecution[] {
  if (execution) return execution === 'B' || session ? [execution] : [];
  return session ? ['A'] : ['B'];
}

/** Rules of the content module: what a caller may see, feedback gating and rate limiting. */
export function createContentService(deps: {
  repo: ContentRepository;
  merchants: MerchantService;
  limiter: RateLimiter;
  clock: Clock;
}) {
  const { repo, merchants, limiter, clock } = deps;
  return {
    /** The live announcements of the request's merchant, grouped by type. */
    async feed(input: {
      merchant: MerchantRow;
      session: SessionInfo | null;
      types: readonly AnnouncementType[];
      platform: AnnouncementPlatform;
      execution: PopupExecution | undefined;
    }): Promise<FeedRows> {
      const rows = await repo.listAnnouncements({
        merchantId: input.merchant.id,
        types: input.types,
        platform: input.platform,
        popupExecutions: popupExecutionsFor(input.session, input.execution),
        now: clock.now(),
      });
      const grouped: FeedRows = {};
      for (const type of input.types) grouped[type] = rows.filter((r) => r.type === type);
      return grouped;
    },

    /**
     * The live notices for agents (type `AG`, web): never in the public feed, whose types exclude it;
     * the agents module checks the caller is an agent.
     */
    async agentNotices(merchant: MerchantRow): Promise<AnnouncementRow[]> {
      return repo.listAnnouncements({
        merchantId: merchant.id,
        types: [AGENT_ANNOUNCEMENT_TYPE],
        platform: 'W',
        popupExecutions: [],
        now: clock.now(),
      });
    },

    /** The help topics of a merchant and the language chain to present them in. */
    async helpTopics(merchant: MerchantRow, requestLang: string, askedLang: string | undefined) {
      const lang = normaliseLanguage(askedLang) ?? requestLang;
      const topics: HelpTopicRow[] = await repo.listHelpTopics(merchant.id);
      return { topics, languages: languageChain(lang, merchant.defaultLanguage) };
    },

    /** Stores a feedback when FEEDBACK3 is on and the IP is under its limit. */
    async submitFeedback(input: {
      merchant: MerchantRow;
      session: SessionInfo | null;
      ip: string;
      lang: string;
      body: FeedbackBody;
    }): Promise<{ id: number }> {
      if (!merchants.isEnabled(input.merchant, 'FEEDBACK3'))
        throw new AppError('function.not.available');
      await enforceLimit(limiter, `feedback:${input.merchant.id}:${input.ip}`, feedbackPerIp);
      const contact = input.body.contact?.trim();
      const id = await repo.insertFeedback({
        merchantId: input.merchant.id,
        memberId: input.session?.memberId ?? null,
        questionType: input.body.questionType,
        content: input.body.content,
        contact: contact ? contact : null,
        ip: input.ip,
        language: input.lang,
      });
      return { id };
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
