import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { shiftServerClock } from './lottery.ts';

/** The seeded demo operators (apps/server/src/db/seed/demo-operators.ts; the README lists them). */
export const demoOperators = {
  owner: { username: 'owner', password: 'Owner12345!', secret: 'MONSOONDEMOOWNERTOTPSECRETKEY234' },
  finance: {
    username: 'finance',
    password: 'Finance12345!',
    secret: 'MONSOONDEMOFINANCETOTPSECRETK567',
  },
} as const;

const base32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * The RFC 6238 code of a base32 secret at a time (HMAC-SHA1, 6 digits, 30 s): written here apart
 * from the server's, so a journey checks the server against an independent implementation.
 */
export function totp(secret: string, at = Date.now()): string {
  let bits = '';
  for (const ch of secret.replace(/=+$/, ''))
    bits += base32.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)?.map((b) => parseInt(b, 2)) ?? []);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[19] ?? 0) & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * The server's now, epoch ms: journeys move the server's clock forward (`PUT /dev/clock`), and a code
 * is checked against the server's time, not the test machine's.
 */
export async function serverNow(baseUrl: string): Promise<number> {
  const res = await fetch(`${baseUrl}/dev/clock`);
  if (!res.ok) return Date.now();
  const body = (await res.json()) as { value?: { now?: number } };
  return body.value?.now ?? Date.now();
}

/**
 * The code an authenticator shows by the server's clock, in a 30 s window no earlier sign-in used
 * (the back office takes each code once): the server's clock first moves on by one window.
 */
export async function serverTotp(baseUrl: string, secret: string): Promise<string> {
  await shiftServerClock(baseUrl, 30_000);
  return totp(secret, await serverNow(baseUrl));
}

export type Operator = { username: string; password: string; secret: string };
export type Envelope<T> = { success: boolean; value: T; code?: string };

/** Signs an operator in through the API (password, then code): the session cookie's value and CSRF token. */
async function operatorSession(
  baseUrl: string,
  who: Operator,
): Promise<{ cookie: string; csrf: string }> {
  const post = (url: string, body: unknown) =>
    fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const first = (await (await post('/admin/api/session/password', who)).json()) as {
    value?: { challenge?: string };
  };
  const res = await post('/admin/api/session/totp', {
    challenge: first.value?.challenge,
    code: await serverTotp(baseUrl, who.secret),
  });
  const text = await res.text();
  const cookie = /monsoon_operator=([0-9a-f]{64})/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error(`operator ${who.username} did not sign in: ${text}`);
  const csrf = (JSON.parse(text) as Envelope<{ csrfToken: string }>).value.csrfToken;
  return { cookie, csrf };
}

/** Signs an operator in through the API (password, then code); answers the session cookie's value. */
export async function operatorCookie(baseUrl: string, who: Operator): Promise<string> {
  return (await operatorSession(baseUrl, who)).cookie;
}

/** An operator's API session: `call(method, url, body)` answers the envelope. */
export async function operatorApi(baseUrl: string, who: Operator) {
  const { cookie, csrf } = await operatorSession(baseUrl, who);
  return async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    (await (
      await fetch(`${baseUrl}${url}`, {
        method,
        headers: {
          'content-type': 'application/json',
          cookie: `monsoon_operator=${cookie}`,
          'x-csrf-token': csrf,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    ).json()) as Envelope<T>;
}

/**
 * Credits a member through a maker-checker adjustment (the owner asks, finance approves): each
 * operator signs in with a code of a window of its own.
 */
export async function fundMember(
  baseUrl: string,
  memberId: number,
  amount: string,
  reason: string,
): Promise<void> {
  const owner = await operatorApi(baseUrl, demoOperators.owner);
  const asked = await owner<{ id: number }>('POST', '/admin/api/adjustments', {
    memberId,
    direction: 'credit',
    amount,
    reason,
  });
  if (!asked.success) throw new Error(`adjustment refused: ${JSON.stringify(asked)}`);
  const finance = await operatorApi(baseUrl, demoOperators.finance);
  const approved = await finance('POST', `/admin/api/adjustments/${asked.value.id}/approve`, {});
  if (!approved.success) throw new Error(`approval refused: ${JSON.stringify(approved)}`);
}

/** Signs an operator in to the back office in a page (the sign-in form, then the code). */
export async function signInToBackOffice(
  page: Page,
  baseUrl: string,
  who: Operator,
): Promise<void> {
  await page.goto(`${baseUrl}/admin/`);
  const form = page.getByRole('form', { name: 'Back office sign-in' });
  await form.getByLabel('Username').fill(who.username);
  await form.getByLabel('Password').fill(who.password);
  await form.getByRole('button', { name: 'Continue' }).click();
  const code = page.getByRole('form', { name: 'Two-factor verification' });
  await code.getByLabel('6-digit code').fill(await serverTotp(baseUrl, who.secret));
  await code.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

/**
 * Cancels (as finance) every C2C withdrawal still open in the pool: a C2C deposit pays the oldest open
 * withdrawal first, so a journey that pays its own withdrawal starts from an empty pool whatever an
 * earlier journey left in it.
 */
export async function emptyC2cPool(baseUrl: string): Promise<void> {
  const finance = await operatorApi(baseUrl, demoOperators.finance);
  const open = await finance<{ items: { withdrawalId: number }[] }>(
    'GET',
    '/admin/api/c2c/pool?state=open&pageSize=100',
  );
  if (!open.success) throw new Error(`pool not listed: ${JSON.stringify(open)}`);
  for (const w of open.value.items) {
    const cancelled = await finance('POST', `/admin/api/c2c/withdrawals/${w.withdrawalId}/cancel`, {
      reason: 'Cleared before a journey that pays its own withdrawal',
    });
    if (!cancelled.success) throw new Error(`not cancelled: ${JSON.stringify(cancelled)}`);
  }
}
