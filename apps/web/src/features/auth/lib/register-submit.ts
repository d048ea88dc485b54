import type { SessionValue } from '@monsoon/contracts/session';
import { getAffiliateCheck } from '@/features/auth/api/affiliate-check';
import { putRegisterMobile } from '@/features/auth/api/register-mobile';
import { putRegisterUsername, type RegisterBodyInput } from '@/features/auth/api/register-username';
import type { InviteCheck, RegisterTab } from '@/features/auth/lib/register-rules';
import { ApiError, clientErrorCodes } from '@/lib/api-client';

/** Every text field of the register form (wire reference §3), plus the terms box. */
export interface RegisterValues {
  username: string;
  password: string;
  confirmPassword: string;
  payeeName: string;
  email: string;
  qqNum: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  recommenderId: string;
  affiliateCode: string;
  paymentPassword: string;
  line: string;
  whatsapp: string;
  facebook: string;
  wechat: string;
  idNumber: string;
  captcha: string;
  terms: boolean;
}
export type RegisterTextField = Exclude<keyof RegisterValues, 'terms'>;

export const emptyRegisterValues: RegisterValues = {
  username: '',
  password: '',
  confirmPassword: '',
  payeeName: '',
  email: '',
  qqNum: '',
  mobileNum: '',
  countryDialingCode: '',
  verificationCode: '',
  recommenderId: '',
  affiliateCode: '',
  paymentPassword: '',
  line: '',
  whatsapp: '',
  facebook: '',
  wechat: '',
  idNumber: '',
  captcha: '',
  terms: true,
};

/** The invitation code's state: the URL's code and its check, and whether the field is shown. */
export interface InviteState {
  urlCode: string | null;
  check: InviteCheck;
  fieldShown: boolean;
}

export interface RegistrationRequest {
  tab: RegisterTab;
  values: RegisterValues;
  /** The fields the form shows; only these are sent. */
  shown: readonly RegisterTextField[];
  invite: InviteState;
  referralCode: string | null;
  /** The page address and host (registerUrl, domain). */
  location: { href: string; hostname: string };
}

/** The calls a registration makes, replaceable in tests. */
export interface RegistrationCalls {
  checkAffiliate: (code: string) => Promise<unknown>;
  registerUsername: (
    body: RegisterBodyInput,
  ) => Promise<SessionValue | (Omit<SessionValue, 'token'> & { token: string | null })>;
  registerMobile: (
    body: RegisterBodyInput,
  ) => Promise<SessionValue | (Omit<SessionValue, 'token'> & { token: string | null })>;
}

const defaultCalls: RegistrationCalls = {
  checkAffiliate: (code) => getAffiliateCheck(code),
  registerUsername: putRegisterUsername,
  registerMobile: putRegisterMobile,
};

/** Raised when the invitation code typed in the field fails its check (shown as invitation_code_error). */
export class InvitationCodeError extends Error {
  override name = 'InvitationCodeError';
}

/** The register payload (wire §3): shown fields trimmed, plus registerUrl, codes, domain, WEB, login. */
export function registrationBody(request: RegistrationRequest): RegisterBodyInput {
  const { tab, values, shown, invite, referralCode, location } = request;
  const body: Record<string, string> = {};
  for (const field of shown) {
    const text = values[field].trim();
    if (text !== '') body[field] = text;
  }
  const fieldCode = values.affiliateCode.trim();
  const affiliateCode = invite.fieldShown
    ? fieldCode
    : invite.urlCode !== null && invite.check !== 'invalid'
      ? invite.urlCode
      : '';
  const mobile = values.mobileNum.trim();
  return {
    ...body,
    username: tab === 'mobile' ? mobile : values.username.trim(),
    ...(shown.includes('mobileNum') ? { countryDialingCode: values.countryDialingCode } : {}),
    affiliateCode: affiliateCode === '' ? null : affiliateCode,
    referralCode,
    registerUrl: location.href,
    domain: location.hostname,
    registerMethod: 'WEB',
    login: true,
  };
}

/**
 * Registers (spec §4 order): the invitation code is checked first when its field is shown and filled
 * (a failure stops with InvitationCodeError), then PUT /wps/member/register or /register/mobile.
 */
export async function submitRegistration(
  request: RegistrationRequest,
  calls: RegistrationCalls = defaultCalls,
) {
  const typed = request.values.affiliateCode.trim();
  if (request.invite.fieldShown && typed !== '') {
    try {
      await calls.checkAffiliate(typed);
    } catch (error) {
      // Only the server's refusal means a bad code; a network failure is reported as such.
      if (error instanceof ApiError && error.errorCode !== clientErrorCodes.network)
        throw new InvitationCodeError(typed);
      throw error;
    }
  }
  const body = registrationBody(request);
  return request.tab === 'mobile' ? calls.registerMobile(body) : calls.registerUsername(body);
}
