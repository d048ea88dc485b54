import { randomBytes } from 'node:crypto';
import {
  fieldMessageKeys,
  type RegisterBody,
  type RegisterValue,
} from '@monsoon/contracts/register';
import { AppError } from '@/lib/errors.ts';
import { hashPassword } from '@/lib/password.ts';
import { enforceLimit, limits } from '@/lib/rate-limits.ts';
import type { MemberRow, NewMember } from '@/modules/member/member.repository.ts';
import { FieldErrors } from '@/modules/member/field-errors.ts';
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

/**
 * Whom an invitation code registers under: an agent's own code, or a live affiliate link of an agent
 * (its id is kept on the member; a link of `type` 1 registers agents). Null: no such code.
 */
export type InviteCodeLookup = (
  merchantId: number,
  code: string,
) => Promise<{ agent: MemberRow; linkId: number | null; type: 0 | 1 } | null>;

/** An account an agent opens for a direct downline (POST /wps/agent/downline). */
export interface DownlineAccount {
  username: string;
  password: string;
  nickname?: string | undefined;
  mobile?: string | undefined;
  countryDialingCode?: string | undefined;
  /** 0 a plain member, 1 an agent. */
  type: 0 | 1;
}

/** Registration by username or by mobile number, by an agent for its team, and the invitation-code check. */
export function createRegisterService(deps: AccountDeps & { inviteCodes: InviteCodeLookup }) {
  const { clock, limiter, merchants, members, verification, captcha, inviteCodes } = deps;
  const on = (merchant: MerchantRow, modId: string) => merchants.isEnabled(merchant, modId);

  /** The invitation code's agent and link (invitation_code_error when unknown); null without a code. */
  const uplineOf = async (merchant: MerchantRow, code: string | null | undefined) => {
    if (!code) return null;
    const found = await inviteCodes(merchant.id, code);
    if (!found) throw new AppError('invitation_code_error');
    return found;
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
      type: plan.upline?.type ?? 0,
      uplineId: plan.upline?.agent.id ?? null,
      affiliateLinkId: plan.upline?.linkId ?? null,
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
      const found = await uplineOf(merchant, code);
      if (!found) throw new AppError('invitation_code_error');
      return {
        valid: true,
        code: found.linkId === null ? (found.agent.affiliateCode ?? code) : code,
      };
    },

    /**
     * Opens an account for an agent's new direct downline: the merchant's username and password rules
     * and the taken-name checks of registration; no captcha or SMS code (the agent is signed in), no
     * session. The member changes the password at its first login.
     */
    async registerDownline(
      merchant: MerchantRow,
      upline: MemberRow,
      input: DownlineAccount,
      ip: string,
    ): Promise<MemberRow> {
      await enforceLimit(limiter, `register:agent:${upline.id}`, limits.downlinesPerAgent);
      const rules = merchant.settings.register;
      const errors = new FieldErrors();
      errors.check('username', input.username, rules.username, true);
      errors.check('password', input.password, rules.password, true);
      const mobile = input.mobile
        ? verification.parseMobile(merchant, input.countryDialingCode, input.mobile)
        : null;
      if (input.mobile && !mobile) errors.add('mobile', fieldMessageKeys.invalidMobile);
      errors.throwIfAny();
      if (await members.findByUsername(merchant.id, input.username))
        throw new AppError('username.exists');
      if (mobile && (await members.findByMobile(merchant.id, mobile.dialingCode, mobile.national)))
        throw new AppError('mobile.exists');
      const now = clock.now();
      return members.create({
        merchantId: merchant.id,
        username: input.username,
        passwordHash: await hashPassword(input.password),
        nickname: input.nickname || input.username,
        type: input.type,
        uplineId: upline.id,
        countryDialingCode: mobile?.dialingCode ?? null,
        mobile: mobile?.national ?? null,
        passwordChangedAt: now,
        passwordExpiresAt: members.passwordExpiry(merchant, now),
        firstTimeLogin: true,
        registerIp: ip,
        createdAt: now,
      });
    },
  };
}
export type RegisterService = ReturnType<typeof createRegisterService>;
