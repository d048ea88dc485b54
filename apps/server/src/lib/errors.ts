import { errorCodes, type ErrorCode } from '@monsoon/contracts/errors';

/** A failure that reaches the client as the failure envelope with a stable code. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    /** Hints for the client, e.g. `{ captcha: true }`. */
    readonly value: unknown = null,
    /** Values interpolated into the translated message. */
    readonly params: Record<string, string | number> = {},
    options?: { cause?: unknown },
  ) {
    super(code, options);
    this.status = errorCodes[code];
  }
}

/** Shorthand for the invalid-input failure with per-field problems. */
export const invalidRequest = (fields: Record<string, string>) =>
  new AppError('invalid.request', { fields });
