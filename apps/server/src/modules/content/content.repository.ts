import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import {
  gameLinkageSchema,
  popupExecutions,
  type GameLinkage,
  type PopupExecution,
} from '@monsoon/contracts/content';
import { z } from 'zod';
import type { Database } from '@/db/client.ts';
import { announcements, feedback, helpTopics } from '@/db/schema/index.ts';

/** Texts of a row per language code: `{ EN: { title, content } }`; content is HTML. */
export const localisedTextsSchema = z
  .record(z.string(), z.object({ title: z.string().default(''), content: z.string().default('') }))
  .catch({});
export type LocalisedTexts = z.infer<typeof localisedTextsSchema>;

/** An announcement row as the service sees it. */
export interface AnnouncementRow {
  id: number;
  type: string;
  execution: PopupExecution | null;
  groupName: string | null;
  imageUrl: string | null;
  linkageType: string | null;
  linkage: string | null;
  redirect: string | null;
  externalLink: string | null;
  displaySpeed: string | null;
  promotionType: string | null;
  redirectPromotionId: number | null;
  gameLinkage: GameLinkage | null;
  images: string[];
  texts: LocalisedTexts;
}

/** A help topic row. */
export interface HelpTopicRow {
  id: number;
  tag: string;
  category: string;
  texts: LocalisedTexts;
}

const executionSchema = z.enum(popupExecutions).nullable().catch(null);
const gameLinkageColumn = gameLinkageSchema.nullable().catch(null);

/** All SQL of the content module: announcements, help topics, feedback. */
export function createContentRepository(db: Database) {
  return {
    /**
     * Live announcements of a merchant (inside their starts_at/ends_at window) of the given types
     * and platform, in type and `sort` order; popups only of the given executions.
     */
    async listAnnouncements(filter: {
      merchantId: number;
      types: readonly string[];
      platform: string;
      popupExecutions: readonly PopupExecution[];
      now: Date;
    }): Promise<AnnouncementRow[]> {
      if (filter.types.length === 0) return [];
      const popupFilter =
        filter.popupExecutions.length > 0
          ? or(
              sql`${announcements.type} <> 'PU'`,
              inArray(announcements.execution, [...filter.popupExecutions]),
            )
          : sql`${announcements.type} <> 'PU'`;
      const rows = await db
        .select({
          id: announcements.id,
          type: announcements.type,
          execution: announcements.execution,
          groupName: announcements.groupName,
          imageUrl: announcements.imageUrl,
          linkageType: announcements.linkageType,
          linkage: announcements.linkage,
          redirect: announcements.redirect,
          externalLink: announcements.externalLink,
          displaySpeed: announcements.displaySpeed,
          promotionType: announcements.promotionType,
          redirectPromotionId: announcements.redirectPromotionId,
          gameLinkage: announcements.gameLinkage,
          images: announcements.images,
          texts: announcements.texts,
        })
        .from(announcements)
        .where(
          and(
            eq(announcements.merchantId, filter.merchantId),
            inArray(announcements.type, [...filter.types]),
            eq(announcements.platform, filter.platform),
            or(isNull(announcements.startsAt), lte(announcements.startsAt, filter.now)),
            or(isNull(announcements.endsAt), gt(announcements.endsAt, filter.now)),
            popupFilter,
          ),
        )
        .orderBy(asc(announcements.type), asc(announcements.sort), asc(announcements.id));
      return rows.map((r) => ({
        ...r,
        execution: executionSchema.parse(r.execution),
        gameLinkage: gameLinkageColumn.parse(r.gameLinkage),
        texts: localisedTextsSchema.parse(r.texts),
      }));
    },

    /** Help topics of a merchant ordered by category, then `sort`. */
    async listHelpTopics(merchantId: number): Promise<HelpTopicRow[]> {
      const rows = await db
        .select({
          id: helpTopics.id,
          tag: helpTopics.tag,
          category: helpTopics.category,
          texts: helpTopics.texts,
        })
        .from(helpTopics)
        .where(eq(helpTopics.merchantId, merchantId))
        .orderBy(asc(helpTopics.category), asc(helpTopics.sort), asc(helpTopics.id));
      return rows.map((r) => ({ ...r, texts: localisedTextsSchema.parse(r.texts) }));
    },

    /** Stores one feedback and returns its id. */
    async insertFeedback(values: {
      merchantId: number;
      memberId: number | null;
      questionType: string;
      content: string;
      contact: string | null;
      ip: string;
      language: string;
    }): Promise<number> {
      const [row] = await db.insert(feedback).values(values).returning({ id: feedback.id });
      if (!row) throw new Error('feedback insert returned nothing');
      return row.id;
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
