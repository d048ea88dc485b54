import type { Locator } from 'playwright-core';
import type { Envelope } from './admin.ts';
import { ownAddress } from './site.ts';

const json = { 'content-type': 'application/json', Merchant: 'demo' };

/** A member's wire session (the token), for what a journey does without a browser. */
export async function memberToken(
  baseUrl: string,
  username: string,
  password: string,
): Promise<string> {
  const res = await fetch(`${baseUrl}/wps/session/login`, {
    method: 'POST',
    headers: { ...json, 'X-Forwarded-For': ownAddress() },
    body: JSON.stringify({ username, password, type: 'username' }),
  });
  const body = (await res.json()) as Envelope<{ token: string }>;
  if (!body.success) throw new Error(`${username} did not sign in: ${JSON.stringify(body)}`);
  return body.value.token;
}

/** A wire call with a member's token; answers the envelope. */
export async function memberCall<T>(
  baseUrl: string,
  token: string,
  path: string,
  init: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Envelope<T>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { ...json, Authorization: token, ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return (await res.json()) as Envelope<T>;
}

/** Sets the member's real name (the payee name withdrawals are checked against); answers its id. */
export async function setRealName(baseUrl: string, token: string, name: string): Promise<number> {
  await memberCall(baseUrl, token, '/wps/member/info', { body: { payeeName: name } });
  return (await memberCall<{ id: number }>(baseUrl, token, '/wps/member/info')).value.id;
}

/**
 * In the security centre (the member centre dialog), sets the withdrawal password and binds a BDO
 * card under the holder's name, as a member does before the first withdrawal.
 */
export async function prepareWithdrawals(
  centre: Locator,
  card: { number: string; masked: string; holder: string },
  password = 'Pay12345',
): Promise<void> {
  const slot = centre.locator('[data-slot="withdrawalPassword"]');
  await slot.getByRole('button', { name: 'Set' }).click();
  await slot.getByLabel('New withdrawal password').fill(password);
  await slot.getByLabel('Confirm the withdrawal password').fill(password);
  await slot.getByRole('button', { name: 'Save' }).click();
  await slot.getByRole('button', { name: 'Change' }).waitFor();
  const cards = centre.locator('[data-slot="bankCards"]');
  await cards.getByRole('button', { name: 'Bind a bank card or wallet' }).click();
  await cards.getByLabel('Bank, wallet or network').selectOption('BDO');
  await cards.getByLabel('Account number').fill(card.number);
  await cards.getByLabel('Account holder name').fill(card.holder);
  await cards.getByRole('button', { name: 'Bind' }).click();
  await cards.getByText(card.masked).waitFor();
}
