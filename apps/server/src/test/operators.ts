import { csrfHeaderName, operatorCookieName } from '@monsoon/contracts/admin/call';
import { operatorSessionSchema } from '@monsoon/contracts/admin/session';
import type { OperatorRole } from '@monsoon/contracts/admin/permissions';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DatabaseHandle } from '@/db/client.ts';
import { operators } from '@/db/schema/index.ts';
import { demoOperators } from '@/db/seed/demo-operators.ts';
import type { Clock } from '@/lib/clock.ts';
import { hashPassword } from '@/lib/password.ts';
import { newTotpSecret, totpCode } from '@/modules/admin/totp.ts';
import { demoMerchant, nextId, nextIp } from './factories.ts';
import { wire } from './http.ts';

/** An operator's credentials: username, password and two-factor secret. */
export interface OperatorCredentials {
  id: number;
  username: string;
  password: string;
  secret: string;
}

/** The seeded demo owner and finance operator. */
export const demoOwner = (): Omit<OperatorCredentials, 'id'> => {
  const o = demoOperators[0];
  return { username: o.username, password: o.password, secret: o.totpSecret };
};
export const demoFinance = (): Omit<OperatorCredentials, 'id'> => {
  const o = demoOperators[1];
  return { username: o.username, password: o.password, secret: o.totpSecret };
};

/** An enrolled operator of the demo merchant (or `merchantId`) with a known password and secret. */
export async function buildOperator(
  database: DatabaseHandle,
  role: OperatorRole,
  overrides: { merchantId?: number; enrolled?: boolean } = {},
): Promise<OperatorCredentials> {
  const n = nextId();
  const username = `op${role.replace('-', '')}${n}`;
  const password = `Operator-${n}-pass`;
  const secret = newTotpSecret();
  const [row] = await database.db
    .insert(operators)
    .values({
      merchantId: overrides.merchantId ?? (await demoMerchant(database)).id,
      username,
      passwordHash: await hashPassword(password),
      role,
      totpSecret: overrides.enrolled === false ? null : secret,
    })
    .returning({ id: operators.id });
  if (!row) throw new Error('operator insert failed');
  return { id: row.id, username, password, secret };
}

/** A signed-in operator: the cookie header value and the CSRF token. */
export interface OperatorAuth {
  cookie: string;
  csrf: string;
  ip: string;
}

/** Signs in with password and the current code; the caller moves the clock between two sign-ins of one operator. */
export async function signInOperator(
  app: FastifyInstance,
  clock: Clock,
  who: { username: string; password: string; secret: string },
  opts: { merchant?: string } = {},
): Promise<OperatorAuth> {
  const ip = nextIp();
  const client = wire(app);
  const step = await client.ok(
    z.object({ challenge: z.string() }),
    'POST',
    '/admin/api/session/password',
    { payload: { username: who.username, password: who.password }, remoteAddress: ip, ...opts },
  );
  const res = await client.send('POST', '/admin/api/session/totp', {
    payload: { challenge: step.challenge, code: totpCode(who.secret, clock.now()) },
    remoteAddress: ip,
    ...opts,
  });
  const session = z.object({ value: operatorSessionSchema }).parse(res.body);
  const cookie = res.cookies.find((c) => c.name === operatorCookieName);
  if (!cookie) throw new Error('no operator cookie');
  return { cookie: `${operatorCookieName}=${cookie.value}`, csrf: session.value.csrfToken, ip };
}

/** Sends a back-office call as an operator (cookie and, unless `csrf: false`, the CSRF header). */
export function asOperator(app: FastifyInstance, auth: OperatorAuth | null) {
  const client = wire(app);
  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const opts = (payload: unknown, csrf: boolean) => ({
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    remoteAddress: auth?.ip ?? nextIp(),
    headers: {
      ...(auth ? { cookie: auth.cookie } : {}),
      ...(auth && csrf ? { [csrfHeaderName]: auth.csrf } : {}),
    },
  });
  return {
    send: (method: Method, url: string, payload?: unknown, csrf = true) =>
      client.send(method, url, opts(payload, csrf)),
    ok: <T extends z.ZodType>(schema: T, method: Method, url: string, payload?: unknown) =>
      client.ok(schema, method, url, opts(payload, true)),
    fail: (method: Method, url: string, payload?: unknown, csrf = true) =>
      client.fail(method, url, opts(payload, csrf)),
  };
}
