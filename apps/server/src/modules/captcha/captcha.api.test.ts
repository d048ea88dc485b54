import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaImage } from '@monsoon/contracts/session';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import { countRows, demoMerchant, fakeClock, nextIp } from '@/test/factories.ts';

const clock = fakeClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const PNG_SIGNATURE = '89504e470d0a1a0a';

/** Fetches a captcha whose answer is `text`; returns its cookie id. */
async function captchaFor(text: string): Promise<string> {
  t.app.services.captcha.useTextGenerator(() => text);
  const res = await wire(t.app).send('GET', '/wps/captcha', { remoteAddress: nextIp() });
  return res.cookies.find((c) => c.name === 'captchaId')?.value ?? '';
}

describe('GET /wps/captcha', () => {
  it('answers a bare base64 PNG, sets the captchaId cookie and forbids caching', async () => {
    const res = await wire(t.app).send('GET', `/wps/captcha?t=${Date.now()}`, {
      remoteAddress: nextIp(),
    });
    expect(res.status).toBe(200);
    const value = captchaImage.value.parse((res.body as { value: unknown }).value);
    expect(value).not.toMatch(/^data:/);
    expect(Buffer.from(value, 'base64').subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = res.cookies.find((c) => c.name === 'captchaId');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 86_400 });
    expect(cookie?.value).toMatch(/^[0-9a-f]{32}$/);
    const { rows } = await t.database.query(
      'select answer_hash, expires_at, created_at from captchas where id = $1',
      [cookie?.value],
    );
    expect(rows).toHaveLength(1);
    const row = rows[0] ?? {};
    expect(
      new Date(String(row['expires_at'])).getTime() - new Date(String(row['created_at'])).getTime(),
    ).toBe(5 * 60_000);
  });

  it('answers at most one image per second per IP', async () => {
    const ip = nextIp();
    expect((await wire(t.app).send('GET', '/wps/captcha', { remoteAddress: ip })).status).toBe(200);
    const again = await wire(t.app).fail('GET', '/wps/captcha', { remoteAddress: ip });
    expect(again).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUESTS' });
    clock.advance(1_001);
    expect((await wire(t.app).send('GET', '/wps/captcha', { remoteAddress: ip })).status).toBe(200);
  });
});

describe('captcha answers', () => {
  it('accept the right text once, in any case', async () => {
    const demo = await demoMerchant(t.database);
    const id = await captchaFor('AB2C');
    expect(await t.app.services.captcha.verify(demo.id, id, ' ab2c ')).toBe(true);
    expect(await t.app.services.captcha.verify(demo.id, id, 'AB2C')).toBe(false);
  });

  it('are used up by a wrong answer too', async () => {
    const demo = await demoMerchant(t.database);
    const id = await captchaFor('XY34');
    expect(await t.app.services.captcha.verify(demo.id, id, 'XY35')).toBe(false);
    expect(await t.app.services.captcha.verify(demo.id, id, 'XY34')).toBe(false);
  });

  it('expire after 5 minutes and belong to one merchant', async () => {
    const demo = await demoMerchant(t.database);
    const late = await captchaFor('LATE');
    clock.advance(5 * 60_000 + 1);
    expect(await t.app.services.captcha.verify(demo.id, late, 'LATE')).toBe(false);
    const id = await captchaFor('MYNE');
    expect(await t.app.services.captcha.verify(demo.id + 1000, id, 'MYNE')).toBe(false);
    expect(await t.app.services.captcha.verify(demo.id, undefined, 'MYNE')).toBe(false);
    expect(await t.app.services.captcha.verify(demo.id, 'not-an-id', 'MYNE')).toBe(false);
    expect(await countRows(t.database, 'captchas', `id = '${id}' and consumed_at is null`)).toBe(1);
  });
});
