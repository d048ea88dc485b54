import { describe, expect, it } from 'vitest';
import { defaultPassword, mustChangePassword } from './forced-change';

const base = {
  type: 'username' as const,
  password: 'Secret99',
  passwordExpired: false,
  forceExpiredChange: false,
};

describe('forced password change rule', () => {
  it('forces a change when the typed password is the default 123456', () => {
    expect(defaultPassword).toBe('123456');
    expect(mustChangePassword({ ...base, password: '123456' })).toBe(true);
  });

  it('forces a change for an expired password only when PWDEXPFORCECHANGE3 is on', () => {
    expect(mustChangePassword({ ...base, passwordExpired: true, forceExpiredChange: true })).toBe(
      true,
    );
    expect(mustChangePassword({ ...base, passwordExpired: true, forceExpiredChange: false })).toBe(
      false,
    );
    expect(mustChangePassword({ ...base, passwordExpired: false, forceExpiredChange: true })).toBe(
      false,
    );
  });

  it('never forces a change after an SMS login', () => {
    expect(mustChangePassword({ ...base, type: 'sms', password: '123456' })).toBe(false);
    expect(
      mustChangePassword({ ...base, type: 'sms', passwordExpired: true, forceExpiredChange: true }),
    ).toBe(false);
  });

  it('lets an ordinary login through', () => {
    expect(mustChangePassword(base)).toBe(false);
  });
});

describe('the server verdict', () => {
  it('forces a change when the login answer requires it (temporary password), except for SMS', () => {
    const base = {
      password: 'Tmp4u7Qa',
      passwordExpired: false,
      forceExpiredChange: false,
      serverRequires: true,
    };
    expect(mustChangePassword({ ...base, type: 'username' })).toBe(true);
    expect(mustChangePassword({ ...base, type: 'sms' })).toBe(false);
  });
});
