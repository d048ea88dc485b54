import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@/db/client.ts';
import { signedHeaders } from '@monsoon/contracts/provider/signature';
import {
  walletAnswer,
  type WalletAction,
  type WalletAnswer,
} from '@monsoon/contracts/provider/wallet';

/** The demo vendor's code and secret in the seeded template. */
export const DEMO_VENDOR = 'MONSOON';
export const DEMO_SECRET = 'monsoon-demo-secret';

/** Calls the vendor wallet API as a vendor would: signed raw JSON. */
export function vendorCall(
  app: FastifyInstance,
  opts: { vendor?: string; secret?: string; merchant?: string; now?: number } = {},
) {
  return async (
    action: WalletAction | string,
    body: object,
  ): Promise<{ http: number; answer: WalletAnswer }> => {
    const raw = JSON.stringify(body);
    const res = await app.inject({
      method: 'POST',
      url: `/provider/v1/${opts.vendor ?? DEMO_VENDOR}/${action}`,
      headers: {
        ...signedHeaders(opts.secret ?? DEMO_SECRET, raw, opts.now ?? Date.now()),
        ...(opts.merchant ? { merchant: opts.merchant } : {}),
      },
      payload: raw,
    });
    return { http: res.statusCode, answer: walletAnswer.parse(res.json()) };
  };
}

/** A live launch token of a member for the demo vendor (as the launch call would create), raw. */
export async function launchTokenFor(
  database: DatabaseHandle,
  member: { id: number; merchantId: number },
  opts: { asset?: string; gameCode?: string; vendor?: string; expiresInMinutes?: number } = {},
): Promise<string> {
  const { createHash, randomBytes } = await import('node:crypto');
  const token = randomBytes(32).toString('hex');
  const { rows } = await database.query(
    'select id from vendors where merchant_id = $1 and code = $2',
    [member.merchantId, opts.vendor ?? DEMO_VENDOR],
  );
  const vendorId = rows[0]?.['id'];
  if (vendorId === undefined) throw new Error('vendor not registered');
  await database.query(
    `insert into launch_tokens (merchant_id, vendor_id, member_id, token_hash, game_code, asset, mode, language, expires_at)
     values ($1, $2, $3, $4, $5, $6, 'real', 'EN', now() + ($7 || ' minutes')::interval)`,
    [
      member.merchantId,
      vendorId,
      member.id,
      createHash('sha256').update(token).digest('hex'),
      opts.gameCode ?? 'MS001',
      opts.asset ?? 'PHP',
      String(opts.expiresInMinutes ?? 60),
    ],
  );
  return token;
}
