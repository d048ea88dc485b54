import type { PspErrorCode } from '@monsoon/contracts/psp/common';

/** A service answer: the value, or a refusal with the PSP error code and a message for the caller's logs. */
export type Outcome<T> =
  { ok: true; value: T } | { ok: false; code: PspErrorCode; message: string };

export const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });

export const refuse = <T>(code: PspErrorCode, message: string): Outcome<T> => ({
  ok: false,
  code,
  message,
});
