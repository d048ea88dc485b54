import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/db/client.ts';
import { agentContracts, members, merchants } from '@/db/schema/index.ts';
import { demoContracts } from './demo-contracts.ts';
import { hashPassword } from '@/lib/password.ts';
import { demoMembers } from './demo-members.ts';
import { demoSettings } from './demo-settings.ts';
import { seedDemoContent } from './demo-content.ts';

/** Seeds the demo merchant, its content and accounts; does nothing when it already exists. */
export async function seedDemo(database: DatabaseHandle): Promise<boolean> {
  const { db } = database;
  const existing = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.code, 'demo'));
  if (existing.length > 0) return false;
  const hashes = await Promise.all(demoMembers.map((m) => hashPassword(m.password)));
  await db.transaction(async (tx) => {
    const [merchant] = await tx
      .insert(merchants)
      .values({
        code: 'demo',
        name: 'Monsoon Demo',
        currency: 'PHP',
        currencySymbol: 'P',
        timeZone: 'Asia/Manila',
        defaultLanguage: 'MY',
        languages: ['MY', 'EN', 'CN', 'ID', 'TH', 'TY', 'VI'],
        domains: ['127.0.0.1', 'localhost'],
        settings: demoSettings,
      })
      .onConflictDoNothing()
      .returning({ id: merchants.id });
    if (!merchant) return;
    const ids = new Map<string, number>();
    for (const [i, m] of demoMembers.entries()) {
      const [row] = await tx
        .insert(members)
        .values({
          merchantId: merchant.id,
          username: m.username,
          passwordHash: hashes[i] ?? '',
          nickname: m.nickname,
          type: m.type,
          uplineId: m.upline ? (ids.get(m.upline) ?? null) : null,
          affiliateCode: m.affiliateCode,
          countryDialingCode: m.mobile ? '63' : null,
          mobile: m.mobile,
          email: `${m.username}@demo.monsoon.test`,
          vipRankLevel: m.vip,
          vipLabel: `VIP${m.vip}`,
          firstTimeLogin: false,
        })
        .returning({ id: members.id });
      if (row) ids.set(m.username, row.id);
    }
    const agent = ids.get(demoContracts.holder);
    if (agent)
      await tx.insert(agentContracts).values(
        demoContracts.contracts.map((c) => ({
          merchantId: merchant.id,
          kind: c.kind,
          downlineId: agent,
          terms: c.terms,
          status: 'active',
          createdAt: new Date(),
          respondedAt: new Date(),
        })),
      );
    await seedDemoContent(tx, merchant.id);
  });
  return true;
}
