import { outboxMessageSchema } from '@monsoon/contracts/dev';
import { sessionValueSchema } from '@monsoon/contracts/session';
import type { WhitelabelNode } from '@monsoon/contracts/system';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DatabaseHandle } from '@/db/client.ts';
import { demoSettings } from '@/db/seed/demo-settings.ts';
import type { Clock } from '@/lib/clock.ts';
import { hashPassword } from '@/lib/password.ts';
import {
  createMemberRepository,
  type MemberRow,
  type NewMember,
} from '@/modules/member/member.repository.ts';
import {
  createMerchantRepository,
  type MerchantRow,
} from '@/modules/merchant/merchant.repository.ts';
import type { MerchantSettings } from '@/modules/merchant/merchant.settings.ts';
import { wire } from './http.ts';

let sequence = 0;
/** A number unique within the test process. */
export const nextId = (): number => ++sequence;

/** A fresh client IP, so the per-IP rate limits of one test never reach another. */
export function nextIp(): string {
  const n = nextId();
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** A fresh valid Philippine mobile number (10 digits, 9xx). */
export const nextMobile = (): string => `95${String(nextId()).padStart(8, '0')}`;

/** A clock that stands still until a test moves it. */
export function fakeClock(start = new Date()): Clock & { advance(ms: number): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
  };
}

/** The seeded demo merchant. */
export async function demoMerchant(database: DatabaseHandle): Promise<MerchantRow> {
  const row = await createMerchantRepository(database.db).findByCode('demo');
  if (!row) throw new Error('demo merchant missing');
  return row;
}

/** Sets whitelabel switches in a copy of a module tree. */
export function withFlags(
  nodes: WhitelabelNode[],
  flags: Record<string, boolean>,
): WhitelabelNode[] {
  return nodes.map((n) => ({
    ...n,
    enabled: n.modId in flags ? (flags[n.modId] ? '1' : '0') : n.enabled,
    childrenNodes: withFlags(n.childrenNodes, flags),
  }));
}

/** A second merchant with the demo settings (changed by `patch`), no domains, and no members. */
export async function createMerchant(
  database: DatabaseHandle,
  code: string,
  patch: (settings: MerchantSettings) => MerchantSettings = (s) => s,
): Promise<MerchantRow> {
  return createMerchantRepository(database.db).insert({
    code,
    name: `Merchant ${code}`,
    currency: 'PHP',
    currencySymbol: 'P',
    defaultLanguage: 'EN',
    languages: ['EN', 'MY', 'CN'],
    domains: [],
    settings: patch(structuredClone(demoSettings)),
  });
}

/** A member with a known password (default `Player123`) on the demo merchant unless `merchantId` is given. */
export async function buildMember(
  database: DatabaseHandle,
  overrides: Partial<NewMember> & { password?: string } = {},
): Promise<MemberRow & { password: string }> {
  const { password = 'Player123', ...values } = overrides;
  const n = nextId();
  const merchantId = values.merchantId ?? (await demoMerchant(database)).id;
  const row = await createMemberRepository(database.db).insert({
    username: `member${n}`,
    nickname: `Member ${n}`,
    email: `member${n}@example.test`,
    firstTimeLogin: false,
    ...values,
    merchantId,
    passwordHash: await hashPassword(password),
  });
  return { ...row, password };
}

/** Logs in by password and returns the session value. */
export async function loginAs(
  app: FastifyInstance,
  username: string,
  password: string,
  opts: { merchant?: string; remoteAddress?: string } = {},
) {
  return wire(app).ok(sessionValueSchema, 'POST', '/wps/session/login', {
    payload: { username, password, captcha: null, type: 'username' },
    remoteAddress: opts.remoteAddress ?? nextIp(),
    ...(opts.merchant ? { merchant: opts.merchant } : {}),
  });
}

/** The merchant's outbox messages to a recipient, newest first (through the dev call). */
export async function outboxTo(app: FastifyInstance, recipient: string, merchant?: string) {
  const query = new URLSearchParams({ recipient, limit: '50' });
  return wire(app).ok(
    z.array(outboxMessageSchema),
    'GET',
    `/dev/outbox?${query}`,
    merchant ? { merchant } : {},
  );
}

/** The 6-digit code of the newest SMS to a recipient. */
export async function latestCode(
  app: FastifyInstance,
  recipient: string,
  merchant?: string,
): Promise<string> {
  const [message] = await outboxTo(app, recipient, merchant);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

/** Counts rows of a table (to prove a failed call wrote nothing). */
export async function countRows(
  database: DatabaseHandle,
  table: string,
  where = 'true',
): Promise<number> {
  const { rows } = await database.query(`select count(*)::int as n from ${table} where ${where}`);
  return Number(rows[0]?.['n'] ?? 0);
}
