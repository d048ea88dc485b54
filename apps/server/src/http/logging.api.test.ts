import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { wire } from '@/test/http.ts';
import { loginAs, nextIp } from '@/test/factories.ts';
import { loggerOptions, scrubUrl } from '@/lib/logger.ts';
import { loggableError } from './errors.ts';

const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  // The most verbose level, so that nothing is hidden by the level alone.
  t = await createTestApp({ logger: { ...loggerOptions('trace'), stream } });
});
afterAll(async () => t.close());

describe('request logs', () => {
  it('carry the request id, but no token, cookie or password', async () => {
    const session = await loginAs(t.app, 'player01', 'Player123');
    const secrets = {
      password: 'Sekret-Pass-42',
      newPassword: 'Brand-New-77',
      payment: 'Pay-Secret-99',
      cookie: 'c0ffee'.repeat(5),
    };
    await wire(t.app).send('POST', '/wps/session/login', {
      payload: { username: 'player01', password: secrets.password },
      cookies: { captchaId: secrets.cookie },
      remoteAddress: nextIp(),
    });
    await wire(t.app).send('POST', '/wps/member/password', {
      token: session.token,
      payload: {
        oldPassword: secrets.password,
        newPassword: secrets.newPassword,
        confirmNewPassword: 'x',
      },
    });
    await wire(t.app).send('PUT', '/wps/member/register', {
      payload: {
        username: 'logcheck01',
        password: secrets.password,
        paymentPassword: secrets.payment,
      },
      remoteAddress: nextIp(),
    });
    await wire(t.app).send('GET', '/wps/member/info', {
      token: session.token,
      headers: { 'x-request-id': 'log-check-0001' },
    });
    // The site's sign-in link carries the token in the page address.
    await wire(t.app).send('GET', `/?token=${session.token}&lang=EN`);
    const log = lines.join('');
    expect(log).toContain('log-check-0001');
    expect(log).toContain('/wps/member/info');
    for (const secret of [session.token, ...Object.values(secrets), 'Player123']) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('scrubUrl', () => {
  it('redacts secret query values and keeps the rest', () => {
    expect(scrubUrl('/?token=abc&lang=EN')).toBe('/?token=[redacted]&lang=EN');
    expect(scrubUrl('/download?x=1&tokens=abc#top')).toBe('/download?x=1&tokens=[redacted]#top');
    expect(scrubUrl('/cs?authKey=k1')).toBe('/cs?authKey=[redacted]');
    expect(scrubUrl('/wps/agent/affiliate?code=AGENT01')).toBe('/wps/agent/affiliate?code=AGENT01');
  });
});

describe('loggableError', () => {
  it("keeps a failed query's parameters (hashes, contacts) out of the log", () => {
    const cause = Object.assign(new Error('invalid byte sequence'), { code: '22021' });
    const err = new DrizzleQueryError(
      'insert into members values ($1, $2)',
      ['someone@example.test', '$argon2id$v=19$secret'],
      cause,
    );
    const logged = JSON.stringify(loggableError(err));
    expect(logged).toContain('insert into members');
    expect(logged).toContain('22021');
    expect(logged).not.toContain('someone@example.test');
    expect(logged).not.toContain('argon2id');
  });

  it('passes other errors through', () => {
    const err = new Error('boom');
    expect(loggableError(err)).toBe(err);
  });
});
