/** SMS code requests from the login form are accepted at most once per this many ms (spec §9). */
export const loginSmsThrottleMs = 1000;
/** The captcha image is refreshed at most once per this many ms (spec §9). */
export const captchaRefreshThrottleMs = 1000;
/** The country dialling-code list closes this long after losing focus, so a click on an option lands. */
export const countryDropdownCloseDelayMs = 200;
/** Countdown of the registration SMS button when the answer carries no expiry (spec §9). */
export const registerInitialCountdownSeconds = 60;

/**
 * Seconds the SMS button stays disabled after a code was sent: expiredMinutes x 60, shortened by half
 * the request latency (the server started the code's clock about half-way through the round trip).
 */
export function smsCountdownSeconds(expiredMinutes: number, latencyMs: number): number {
  const seconds = expiredMinutes * 60 - Math.max(0, latencyMs) / 2000;
  return Math.max(0, Math.floor(seconds));
}

/** Whole seconds left until `endsAt` (epoch ms) at `now`; 0 once reached. */
export const secondsLeft = (endsAt: number, now: number): number =>
  Math.max(0, Math.ceil((endsAt - now) / 1000));

/**
 * A leading-edge throttle: the returned guard answers true (and records the time) at most once per
 * `intervalMs`; calls in between answer false and are dropped.
 */
export function createThrottle(intervalMs: number, now: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (at - last < intervalMs) return false;
    last = at;
    return true;
  };
}
