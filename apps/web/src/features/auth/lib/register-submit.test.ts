import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelope, fetchedPaths, initAuthTestI18n, sessionAnswer } from '@/features/auth/testing';
import {
  emptyRegisterValues,
  InvitationCodeError,
  registrationBody,
  submitRegistration,
  type RegistrationRequest,
} from './register-submit';

beforeAll(initAuthTestI18n);
afterEach(() => vi.restoreAllMocks());

const request = (overrides: Partial<RegistrationRequest> = {}): RegistrationRequest => ({
  tab: 'username',
  values: {
    ...emptyRegisterValues,
    username: ' newbie77 ',
    password: 'Secret12',
    confirmPassword: 'Secret12',
    affiliateCode: 'AGENT01',
  },
  shown: ['username', 'password', 'confirmPassword', 'affiliateCode'],
  invite: { urlCode: null, check: 'none', fieldShown: true },
  referralCode: null,
  location: { href: 'http://127.0.0.1:8080/register', hostname: '127.0.0.1' },
  ...overrides,
});

const bodyOf = (mock: { mock: { calls: unknown[][] } }, index: number): unknown => {
  const init = mock.mock.calls[index]?.[1] as RequestInit | undefined;
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
};

describe('registration submit order', () => {
  it('checks the invitation code before registering', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(envelope({ success: true, value: { valid: true, code: 'AGENT01' } }))
      .mockResolvedValueOnce(
        envelope({ success: true, value: sessionAnswer({ userName: 'newbie77' }) }),
      );
    const answer = await submitRegistration(request());
    expect(answer.userName).toBe('newbie77');
    expect(fetchedPaths(fetchMock)).toEqual(['/wps/agent/affiliate', '/wps/member/register']);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('code=AGENT01');
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('PUT');
  });

  it('stops with the invitation error and never registers when the check fails', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        envelope(
          { success: false, errorCode: 'invitation_code_error', message: 'bad', value: null },
          400,
        ),
      );
    await expect(submitRegistration(request())).rejects.toBeInstanceOf(InvitationCodeError);
    expect(fetchedPaths(fetchMock)).toEqual(['/wps/agent/affiliate']);
  });

  it('skips the check when the field is hidden or empty, and sends a valid URL code', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() =>
        Promise.resolve(envelope({ success: true, value: sessionAnswer() })),
      );
    await submitRegistration(
      request({ invite: { urlCode: 'AGENT01', check: 'valid', fieldShown: false } }),
    );
    await submitRegistration(request({ values: { ...request().values, affiliateCode: '' } }));
    expect(fetchedPaths(fetchMock)).toEqual(['/wps/member/register', '/wps/member/register']);
    expect(bodyOf(fetchMock, 0)).toMatchObject({ affiliateCode: 'AGENT01' });
  });

  it('registers the mobile tab at /register/mobile with the number as username', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(envelope({ success: true, value: sessionAnswer() }));
    await submitRegistration(
      request({
        tab: 'mobile',
        values: {
          ...emptyRegisterValues,
          mobileNum: '9171234567',
          countryDialingCode: '63',
          verificationCode: '123456',
        },
        shown: ['mobileNum', 'verificationCode'],
        invite: { urlCode: null, check: 'none', fieldShown: false },
      }),
    );
    expect(fetchedPaths(fetchMock)).toEqual(['/wps/member/register/mobile']);
    expect(bodyOf(fetchMock, 0)).toMatchObject({
      username: '9171234567',
      mobileNum: '9171234567',
      countryDialingCode: '63',
      verificationCode: '123456',
    });
  });
});

describe('registration payload', () => {
  it('adds registerUrl, codes, domain, registerMethod WEB and login, and trims shown fields only', () => {
    const body = registrationBody(
      request({
        values: { ...request().values, email: 'hidden@x.io' },
        referralCode: 'R9',
        invite: { urlCode: null, check: 'none', fieldShown: true },
      }),
    );
    expect(body).toMatchObject({
      username: 'newbie77',
      password: 'Secret12',
      confirmPassword: 'Secret12',
      affiliateCode: 'AGENT01',
      referralCode: 'R9',
      registerUrl: 'http://127.0.0.1:8080/register',
      domain: '127.0.0.1',
      registerMethod: 'WEB',
      login: true,
    });
    expect(body).not.toHaveProperty('email');
  });

  it('drops a URL code whose check failed when the field is hidden', () => {
    const body = registrationBody(
      request({ invite: { urlCode: 'BAD', check: 'invalid', fieldShown: false } }),
    );
    expect(body.affiliateCode).toBeNull();
  });
});
