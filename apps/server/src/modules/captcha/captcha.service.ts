import { randomBytes } from 'node:crypto';
import { addMinutes, type Clock } from '@/lib/clock.ts';
import { generateCaptchaText, renderCaptchaBase64 } from '@/lib/captcha-image.ts';
import { safeEqual, sha256 } from '@/lib/ids.ts';
import type { RateLimiter } from '@/lib/rate-limiter.ts';
import { enforceLimit, limits } from '@/lib/rate-limits.ts';
import type { CaptchaRepository } from './captcha.repository.ts';

/** Minutes a captcha can be answered. */
const CAPTCHA_TTL_MINUTES = 5;
/** Expired rows are swept on every this many issues. */
const SWEEP_EVERY = 100;

/** The answer is stored salted by the captcha id (4 characters would be trivial to look up otherwise). */
const answerHash = (id: string, answer: string): string =>
  sha256(`${id}:${answer.trim().toUpperCase()}`);

/** Issues captcha images tied to a cookie id and checks answers (one use each). */
export function createCaptchaService(repo: CaptchaRepository, clock: Clock, limiter: RateLimiter) {
  let generateText: () => string = () => generateCaptchaText();
  let issued = 0;
  return {
    /** A new captcha: at most one per second per IP (429 otherwise). */
    async issue(merchantId: number, ip: string): Promise<{ captchaId: string; image: string }> {
      await enforceLimit(limiter, `captcha:${ip}`, limits.captchaPerIp);
      const text = generateText();
      const captchaId = randomBytes(16).toString('hex');
      const now = clock.now();
      await repo.insert({
        id: captchaId,
        merchantId,
        answerHash: answerHash(captchaId, text),
        expiresAt: addMinutes(now, CAPTCHA_TTL_MINUTES),
        createdAt: now,
      });
      issued += 1;
      if (issued % SWEEP_EVERY === 0) await repo.deleteExpired(addMinutes(now, -60));
      return { captchaId, image: renderCaptchaBase64(text) };
    },
    /** True when `answer` matches the live captcha of `captchaId`; the captcha is used up either way. */
    async verify(
      merchantId: number,
      captchaId: string | undefined,
      answer: string,
    ): Promise<boolean> {
      if (!captchaId || !/^[0-9a-f]{32}$/.test(captchaId)) return false;
      const stored = await repo.consume(merchantId, captchaId, clock.now());
      return stored !== null && safeEqual(stored, answerHash(captchaId, answer));
    },
    /** Test seam: replaces the text generator so a test knows the answer of the next images. */
    useTextGenerator(next: () => string): void {
      generateText = next;
    },
  };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
