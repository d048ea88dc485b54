// Creates funded members with live launch tokens of the demo vendor, for bench/wallet-throughput.ts.
// Usage: DATABASE_URL=... tsx src/scripts/bench-fixtures.ts COUNT → JSON [{ playerId, token }] on stdout.
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { loadEnv } from '@/config/env.ts';
import { databaseUrls } from '@/db/app-role.ts';
import { openDatabase } from '@/db/client.ts';
import { merchants } from '@/db/schema/index.ts';
import { createMemberRepository } from '@/modules/member/member.repository.ts';
import { createProviderRepository } from '@/modules/provider/provider.repository.ts';
import { createWalletService } from '@/modules/wallet/wallet.service.ts';

const env = loadEnv();
const urls = databaseUrls(env);
if (!urls) throw new Error('DATABASE_URL is required');
const count = Number(process.argv[2] ?? 64);
const database = await openDatabase({ url: urls.appUrl, ownerUrl: urls.ownerUrl });
const [merchant] = await database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
if (!merchant) throw new Error('demo merchant missing: start the server once first');
const vendor = (await createProviderRepository(database.db).allVendors()).find(
  (v) => v.code === 'MONSOON' && v.merchantId === merchant.id,
);
if (!vendor) throw new Error('vendor MONSOON missing');
const members = createMemberRepository(database.db);
const wallet = createWalletService(database.db);
const provider = createProviderRepository(database.db);
const out: { playerId: string; token: string }[] = [];
const run = randomBytes(3).toString('hex');
for (let i = 0; i < count; i++) {
  const username = `bench${run}${i}`;
  const member = await members.insert({
    merchantId: merchant.id,
    username,
    nickname: username,
    passwordHash: 'x',
    firstTimeLogin: false,
  });
  await wallet.credit(
    { merchantId: merchant.id, memberId: member.id },
    merchant.currency,
    10_000_000_000n,
    'bench.credit',
    username,
  );
  const token = randomBytes(32).toString('hex');
  await provider.insertLaunch({
    merchantId: merchant.id,
    vendorId: vendor.id,
    memberId: member.id,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    gameCode: 'MS001',
    asset: merchant.currency,
    mode: 'real',
    language: 'EN',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  out.push({ playerId: String(member.id), token });
}
await database.close();
process.stdout.write(JSON.stringify(out));
