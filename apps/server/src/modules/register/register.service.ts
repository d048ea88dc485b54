import { randomBytes } from 'node:crypto';
import type { RegisterBody, RegisterValue } from '@monsoon/contracts/register';
import { AppError } from '@/lib/errors.ts';
import { hashPassword } from '@/lib/password.ts';
import { enforceLimit, limits } from '@/lib/rate-limits.ts';
import type { NewMember } from '@/modules/member/member.repository.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import { createAccountWithSession } from '@/modules/session/account-opening.ts';
import { presentSession } from '@/modules/session/session.presenter.ts';
import type { AccountDeps } from '@/modules/session/session.service.ts';
import type { RequestMeta } from '@/modules/session/session.types.ts';
import {
  profileOf,
  registerNeeds,
  validateRegisterFields,
  type RegisterForm,
} from './register.fields.ts';

/** Registration by username or by mobile number, and the invitation-code check. */
export function createRegisterService(deps: AccountDeps) {
  const { clock, limiter, merchants, members, verification, captcha } = deps;
  const on = (merchant: MerchantRow, modId: string) => merchants.isEnabled(merchant, modId);

  /** The invitation code's agent (invitation_code_error when unknown); null when no code was given. */
  const uplineOf = async (merchant: MerchantRow, code: string | null | undefined) => {
    if (!code) return null;
    const agent = await members.findAgentByCode(merchant.id, code);
    if (!agent) throw new AppError('invitation_code_error');
    return agent;
  };

  /**
   * Every check of a registration, cheapest first: switches, rate limit, field rules, captcha, taken names,
   * invitation code, SMS code (counting the attempt). Returns what to write.
   */
  const check = async (
    merchant: MerchantRow,
    flow: RegisterForm['flow'],
    body: RegisterBody,
    meta: RequestMeta,
  ) => {
    if (!on(merchant, flow === 'mobile' ? 'MOBILENUMREG3' : 'USERNAMEREG3'))
      throw new AppError('function.not.available');
    await enforceLimit(limiter, `register:ip:${meta.ip}`, limits.registerPerIp);
    const rules = merchant.settings.register;
    const form: RegisterForm = {
      flow,
      mobilePassword: on(merchant, 'MOBILENUMPASSREG3'),
      usernameSms: on(merchant, 'REGMOBVERF3'),
      captcha: Boolean(rules.captcha?.enabled) || merchant.settings.flags.publicCaptcha,
    };
    const needs = registerNeeds(form);
    const mobile = body.mobileNum
      ? verification.parseMobile(merchant, body.countryDialingCode, body.mobileNum)
      : null;
    validateRegisterFields(body, rules, needs, form, mobile !== null);
    if (needs.captcha && !(await captcha.verify(merchant.id, meta.captchaId, body.captcha ?? ''))) {
      throw new AppError('captcha.invalid');
    }
    const username = flow === 'mobile' && mobile ? mobile.national : (body.username ?? '');
    if (await members.findByUsername(merchant.id, username)) {
      throw new AppError(flow === 'mobile' ? 'mobile.exists' : 'username.exists');
    }
    if (mobile && (await members.findByMobile(merchant.id, mobile.dialingCode, mobile.national))) {
      throw new AppError('mobile.exists');
    }
    const upline = await uplineOf(merchant, body.affiliateCode);
    const codeId =
      needs.code && mobile
        ? await verification.check(
            merchant.id,
            'register',
            mobile.recipient,
            body.verificationCode ?? '',
          )
        : null;
    return { username, mobile, upline, codeId, needs };
  };

  /** The new member row: optional fields only when the merchant enables them; secrets hashed. */
  const newMember = async (
    merchant: MerchantRow,
    body: RegisterBody,
    meta: RequestMeta,
    plan: Awaited<ReturnType<typeof check>>,
    login: boolean,
  ): Promise<NewMember> => {
    const rules = merchant.settings.register;
    const password =
      plan.needs.password && body.password ? body.password : randomBytes(18).toString('base64url');
    const paymentPasswordHash =
      body.paymentPassword && rules.paymentPassword?.enabled
        ? await hashPassword(body.paymentPassword)
        : null;
    const now = clock.now();
    return {
      merchantId: merchant.id,
      username: plan.username,
      passwordHash: await hashPassword(password),
      paymentPasswordHash,
      nickname: plan.username,
      type: 0,
      uplineId: plan.upline?.id ?? null,
      countryDialingCode: plan.mobile?.dialingCode ?? null,
      mobile: plan.mobile?.national ?? null,
      email: rules.email?.enabled ? body.email || null : null,
      payeeName: rules.payeeName?.enabled ? body.payeeName || null : null,
      profile: profileOf(body, rules),
      referralCode: body.referralCode || null,
      language: merchant.languages.includes(meta.lang) ? meta.lang : null,
      passwordChangedAt: now,
      passwordExpiresAt: members.passwordExpiry(merchant, now),
      // Registering with a session is the first login: reported once, then cleared.
      firstTimeLogin: !login,
      lastLoginAt: login ? now : null,
      registerIp: meta.ip,
      createdAt: now,
    };
  };

  return {
    /** Registers an account; one transaction writes the member, uses the code up and opens the session. */
    async register(
      merchant: MerchantRow,
      flow: RegisterForm['flow'],
      body: RegisterBody,
      meta: RequestMeta,
    ): Promise<RegisterValue> {
      // The mobile form of some clients sends the number as `username` only (wire reference §3).
      const form =
        flow === 'mobile' && !body.mobileNum ? { ...body, mobileNum: body.username } : body;
      const plan = await check(merchant, flow, form, meta);
      const login = form.login !== false && form.login !== 'false';
      const values = await newMember(merchant, form, meta, plan, login);
      const flags = { firstTimeLogin: true, passwordExpired: false, changePasswordRequired: false };
      const { codeId } = plan;
      try {
        const { member, token } = await createAccountWithSession(deps, values, {
          loginType: 'register',
          ip: meta.ip,
          deviceId: form.loginDeviceId ?? null,
          userAgent: meta.userAgent ?? null,
          login,
          ...(codeId === null ? {} : { alsoWrite: (tx) => verification.consume(codeId, tx) }),
        });
        return presentSession(member, token, flags);
      } catch (err) {
        // Registered meanwhile by a concurrent request: the mobile form's username is the number.
        if (flow === 'mobile' && err instanceof AppError && err.code === 'username.exists')
          throw new AppError('mobile.exists');
        throw err;
      }
    },

    /** An agent's invitation code of this merchant (AFFMAN3); invitation_code_error otherwise. */
    async checkAffiliate(
      merchant: MerchantRow,
      code: string,
      ip: string,
    ): Promise<{ valid: true; code: string }> {
      if (!on(merchant, 'AFFMAN3')) throw new AppError('function.not.available');
      await enforceLimit(limiter, `affiliate:ip:${ip}`, limits.affiliatePerIp);
      const agent = await uplineOf(merchant, code);
      if (!agent) throw new AppError('invitation_code_error');
      return { valid: true, code: agent.affiliateCode ?? code };
    },
  };
}
export type RegisterService = ReturnType<typeof createRegisterService>;
