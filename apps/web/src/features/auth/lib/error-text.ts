import { ApiError } from '@/lib/api-client';

/** `value.captcha === true` on a failed login: the server wants the captcha field now (wire §2). */
export function wantsCaptcha(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const value = error.value;
  return (
    typeof value === 'object' && value !== null && 'captcha' in value && value.captcha === true
  );
}
