import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerValueSchema } from '@monsoon/contracts/register';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import { createMerchant, nextId, nextIp } from '@/test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createMerchant(t.database, 'paypass', (s) => ({
    ...s,
    register: {
      ...s.register,
      paymentPassword: {
        acceptedPattern: '^\\d+$',
        minLength: 6,
        maxLength: 6,
        patternId: 6,
        enabled: true,
        required: false,
      },
    },
  }));
});
afterAll(async () => t.close());

const register = (payload: object) =>
  wire(t.app).send('PUT', '/wps/member/register', {
    payload: {
      registerMethod: 'WEB',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      ...payload,
    },
    remoteAddress: nextIp(),
    merchant: 'paypass',
  });

describe('a registration with a payment password', () => {
  it('stores it as an argon2id hash in its own column, nowhere in the profile', async () => {
    const username = `payer${nextId()}`;
    const res = await register({ username, paymentPassword: '246810', line: 'my-line' });
    const value = registerValueSchema.parse((res.body as { value: unknown }).value);
    const { rows } = await t.database.query(
      'select payment_password_hash, profile::text as profile from members where id = $1',
      [value.id],
    );
    expect(String(rows[0]?.['payment_password_hash'])).toMatch(/^\$argon2id\$/);
    expect(String(rows[0]?.['profile'])).not.toContain('246810');
    expect(String(rows[0]?.['profile'])).not.toContain('argon2');
  });

  it('is required when the merchant shows the field, and checked against its rule', async () => {
    const missing = await register({ username: `payer${nextId()}` });
    expect(missing.body).toMatchObject({
      errorCode: 'invalid.request',
      value: { fields: { paymentPassword: 'input_cannot_be_empty' } },
    });
    const short = await register({ username: `payer${nextId()}`, paymentPassword: '12' });
    expect(short.body).toMatchObject({
      value: { fields: { paymentPassword: expect.stringMatching(/^reg_pattern_/) } },
    });
  });
});
