import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/db/client.ts';
import { members } from '@/db/schema/index.ts';

/** A member row. */
export type MemberRow = typeof members.$inferSelect;
/** What a new member row is written from. */
export type NewMember = typeof members.$inferInsert;

const upline = alias(members, 'upline');

/** All SQL about members. Pass a transaction as `db` to take part in it. */
export function createMemberRepository(db: Database) {
  /** The merchant's member matching `where`, or null. */
  const findOne = async (merchantId: number, where: SQL | undefined): Promise<MemberRow | null> => {
    const rows = await db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, merchantId), where))
      .limit(1);
    return rows[0] ?? null;
  };

  /** Writes some columns of one member. */
  const update = async (id: number, values: Partial<NewMember>): Promise<void> => {
    await db.update(members).set(values).where(eq(members.id, id));
  };

  return {
    findById: (merchantId: number, id: number) => findOne(merchantId, eq(members.id, id)),
    /** Usernames compare case-insensitively. */
    findByUsername: (merchantId: number, username: string) =>
      findOne(merchantId, sql`lower(${members.username}) = lower(${username})`),
    findByMobile: (merchantId: number, dialingCode: string, mobile: string) =>
      findOne(
        merchantId,
        and(eq(members.countryDialingCode, dialingCode), eq(members.mobile, mobile)),
      ),
    /** The member owning an invitation code (case-insensitive). */
    findByAffiliateCode: (merchantId: number, code: string) =>
      findOne(merchantId, sql`lower(${members.affiliateCode}) = lower(${code})`),
    /** A member with its upline's username. */
    async findWithUpline(
      merchantId: number,
      id: number,
    ): Promise<{ member: MemberRow; uplineName: string | null } | null> {
      const rows = await db
        .select({ member: members, uplineName: upline.username })
        .from(members)
        .leftJoin(upline, eq(upline.id, members.uplineId))
        .where(and(eq(members.merchantId, merchantId), eq(members.id, id)));
      return rows[0] ?? null;
    },
    async insert(values: NewMember): Promise<MemberRow> {
      const [row] = await db.insert(members).values(values).returning();
      if (!row) throw new Error('member insert returned nothing');
      return row;
    },
    /** A successful login: stamps last_login_at and ends the first-login state. */
    recordLogin: (id: number, now: Date) => update(id, { lastLoginAt: now, firstTimeLogin: false }),
    /** A new password; it also supersedes a pending temporary password. */
    updatePassword: (id: number, passwordHash: string, changedAt: Date, expiresAt: Date | null) =>
      update(id, {
        passwordHash,
        passwordChangedAt: changedAt,
        passwordExpiresAt: expiresAt,
        temporaryPasswordHash: null,
        temporaryPasswordExpiresAt: null,
      }),
    /** A temporary password next to the current one, usable until `expiresAt`. */
    setTemporaryPassword: (id: number, hash: string, expiresAt: Date) =>
      update(id, { temporaryPasswordHash: hash, temporaryPasswordExpiresAt: expiresAt }),
    /**
     * Makes the pending temporary password the password, expired at once (its login must change it);
     * answers the updated row, or null when it was promoted or replaced meanwhile.
     */
    async promoteTemporaryPassword(id: number, now: Date): Promise<MemberRow | null> {
      const [row] = await db
        .update(members)
        .set({
          passwordHash: sql`${members.temporaryPasswordHash}`,
          passwordChangedAt: now,
          passwordExpiresAt: now,
          temporaryPasswordHash: null,
          temporaryPasswordExpiresAt: null,
        })
        .where(and(eq(members.id, id), isNotNull(members.temporaryPasswordHash)))
        .returning();
      return row ?? null;
    },
    updateAvatar: (id: number, avatar: string) => update(id, { avatar }),
    updateNickname: (id: number, nickname: string) => update(id, { nickname }),
    /** Sets the real name only while none is set; false when one was set meanwhile. */
    async setPayeeNameOnce(id: number, payeeName: string): Promise<boolean> {
      const rows = await db
        .update(members)
        .set({ payeeName })
        .where(and(eq(members.id, id), isNull(members.payeeName)))
        .returning({ id: members.id });
      return rows.length > 0;
    },
    /**
     * Replaces the payment (withdrawal) password hash only while it is still `expected` (null: none
     * set yet): a compare-and-set, so two racing changes cannot both apply. False when it moved.
     */
    async swapPaymentPasswordHash(
      id: number,
      hash: string,
      expected: string | null,
    ): Promise<boolean> {
      const rows = await db
        .update(members)
        .set({ paymentPasswordHash: hash })
        .where(
          and(
            eq(members.id, id),
            expected === null
              ? isNull(members.paymentPasswordHash)
              : eq(members.paymentPasswordHash, expected),
          ),
        )
        .returning({ id: members.id });
      return rows.length > 0;
    },
    /** Sets the birthday only while none is set; false when one was set meanwhile. */
    async setBirthdayOnce(id: number, birthday: string): Promise<boolean> {
      const rows = await db
        .update(members)
        .set({ birthday })
        .where(and(eq(members.id, id), isNull(members.birthday)))
        .returning({ id: members.id });
      return rows.length > 0;
    },
    /** Binds a mobile number (unique per merchant: members_merchant_mobile_uq). */
    updateMobile: (id: number, countryDialingCode: string, mobile: string) =>
      update(id, { countryDialingCode, mobile }),
    updateEmail: (id: number, email: string) => update(id, { email }),
    updateLanguage: (id: number, language: string) => update(id, { language }),
  };
}
export type MemberRepository = ReturnType<typeof createMemberRepository>;
