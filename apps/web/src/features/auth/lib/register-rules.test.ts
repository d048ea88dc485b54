import { describe, expect, it } from 'vitest';
import { demoValidators } from '@/features/auth/testing';
import { registerFieldPlan } from './register-fields';
import {
  defaultRegisterTab,
  inviteCodesFromUrl,
  registerTabs,
  showInviteField,
  tabHasPassword,
  tabHasSmsCode,
} from './register-rules';

describe('register tab availability', () => {
  it('offers username with USERNAMEREG3 and mobile with MOBILENUMREG3, mobile selected first', () => {
    expect(registerTabs({ USERNAMEREG3: true, MOBILENUMREG3: true })).toEqual([
      'username',
      'mobile',
    ]);
    expect(defaultRegisterTab(['username', 'mobile'])).toBe('mobile');
    expect(registerTabs({ USERNAMEREG3: true })).toEqual(['username']);
    expect(defaultRegisterTab(['username'])).toBe('username');
    expect(registerTabs({ MOBILENUMREG3: true, USERNAMEREG3: false })).toEqual(['mobile']);
    expect(registerTabs({})).toEqual([]);
    expect(defaultRegisterTab([])).toBeUndefined();
  });

  it('asks the mobile tab for a password only with MOBILENUMPASSREG3, and an SMS code on the username tab only with REGMOBVERF3', () => {
    expect(tabHasPassword('username', {})).toBe(true);
    expect(tabHasPassword('mobile', {})).toBe(false);
    expect(tabHasPassword('mobile', { MOBILENUMPASSREG3: true })).toBe(true);
    expect(tabHasSmsCode('mobile', {})).toBe(true);
    expect(tabHasSmsCode('username', {})).toBe(false);
    expect(tabHasSmsCode('username', { REGMOBVERF3: true })).toBe(true);
  });
});

describe('invitation code', () => {
  it('reads the code from ?affiliateCode= or ?code=, and the referral code apart', () => {
    expect(inviteCodesFromUrl('?code=AGENT01')).toEqual({
      inviteCode: 'AGENT01',
      referralCode: null,
    });
    expect(inviteCodesFromUrl('?affiliateCode=A1&code=B2&referralCode=R9')).toEqual({
      inviteCode: 'A1',
      referralCode: 'R9',
    });
    expect(inviteCodesFromUrl('?code=%20%20')).toEqual({ inviteCode: null, referralCode: null });
    expect(inviteCodesFromUrl('')).toEqual({ inviteCode: null, referralCode: null });
  });

  it('shows the field for a URL code only when its check failed', () => {
    expect(showInviteField(true, 'AGENT01', 'pending')).toBe(false);
    expect(showInviteField(true, 'AGENT01', 'valid')).toBe(false);
    expect(showInviteField(true, 'BAD', 'invalid')).toBe(true);
    expect(showInviteField(false, 'BAD', 'invalid')).toBe(true);
  });

  it('shows the field without a URL code when the merchant enables it', () => {
    expect(showInviteField(true, null, 'none')).toBe(true);
    expect(showInviteField(false, null, 'none')).toBe(false);
  });
});

describe('register field plan', () => {
  const names = (plan: ReturnType<typeof registerFieldPlan>) => plan.map((f) => f.name);
  const input = {
    flags: {},
    validators: demoValidators,
    publicCaptcha: false,
    inviteFieldShown: false,
  };

  it('username tab: username, password pair and the enabled optional fields', () => {
    const plan = registerFieldPlan({ ...input, tab: 'username' });
    expect(names(plan)).toEqual(['username', 'mobileNum', 'password', 'confirmPassword', 'email']);
    expect(plan.find((f) => f.name === 'email')?.required).toBe(false);
    expect(plan.find((f) => f.name === 'mobileNum')?.required).toBe(false);
  });

  it('mobile tab: mobile and SMS code, password pair only with MOBILENUMPASSREG3', () => {
    expect(names(registerFieldPlan({ ...input, tab: 'mobile' }))).toEqual([
      'mobileNum',
      'verificationCode',
      'email',
    ]);
    expect(
      names(registerFieldPlan({ ...input, tab: 'mobile', flags: { MOBILENUMPASSREG3: true } })),
    ).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'email']);
  });

  it('REGMOBVERF3 adds a required mobile number and SMS code to the username tab', () => {
    const plan = registerFieldPlan({ ...input, tab: 'username', flags: { REGMOBVERF3: true } });
    expect(names(plan)).toContain('verificationCode');
    expect(plan.find((f) => f.name === 'mobileNum')?.required).toBe(true);
  });

  it('withdrawal password is always required when shown; captcha with the public setting; invitation code by its rule', () => {
    const validators = {
      ...demoValidators,
      paymentPassword: { ...demoValidators.paymentPassword!, enabled: true, required: false },
    };
    const plan = registerFieldPlan({
      ...input,
      tab: 'username',
      validators,
      publicCaptcha: true,
      inviteFieldShown: true,
    });
    expect(plan.find((f) => f.name === 'paymentPassword')?.required).toBe(true);
    expect(names(plan).slice(-2)).toEqual(['affiliateCode', 'captcha']);
  });
});
