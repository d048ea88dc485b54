import { describe, expect, it } from 'vitest';
import {
  captchaRefreshThrottleMs,
  countryDropdownCloseDelayMs,
  createThrottle,
  loginSmsThrottleMs,
  registerInitialCountdownSeconds,
  secondsLeft,
  smsCountdownSeconds,
} from './timing';

describe('SMS countdown arithmetic', () => {
  it('is expiredMinutes x 60 seconds shortened by half the request latency', () => {
    expect(smsCountdownSeconds(5, 0)).toBe(300);
    expect(smsCountdownSeconds(5, 2000)).toBe(299);
    expect(smsCountdownSeconds(1, 10_000)).toBe(55);
    expect(smsCountdownSeconds(2, 3000)).toBe(118);
  });

  it('rounds down so the button never outlives the code, and never goes negative', () => {
    expect(smsCountdownSeconds(5, 800)).toBe(299);
    expect(smsCountdownSeconds(1, 500_000)).toBe(0);
    expect(smsCountdownSeconds(1, -50)).toBe(60);
  });

  it('counts whole seconds left until the end', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });

  it('keeps the constants of spec §9', () => {
    expect(loginSmsThrottleMs).toBe(1000);
    expect(captchaRefreshThrottleMs).toBe(1000);
    expect(countryDropdownCloseDelayMs).toBe(200);
    expect(registerInitialCountdownSeconds).toBe(60);
  });
});

describe('throttle', () => {
  it('lets one call through per 1000 ms window and drops the rest', () => {
    let now = 5_000;
    const allow = createThrottle(1000, () => now);
    expect(allow()).toBe(true);
    now += 400;
    expect(allow()).toBe(false);
    now += 599;
    expect(allow()).toBe(false);
    now += 1;
    expect(allow()).toBe(true);
    expect(allow()).toBe(false);
  });

  it('measures the window from the last accepted call, not the dropped ones', () => {
    let now = 0;
    const allow = createThrottle(1000, () => now);
    expect(allow()).toBe(true);
    now = 900;
    expect(allow()).toBe(false);
    now = 1000;
    expect(allow()).toBe(true);
  });
});
