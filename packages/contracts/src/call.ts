import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may make a call. `public`: anyone; `optional`: a token is read when sent (an invalid one is
 * ignored); `session`: a live session is required (HTTP 401 `login.not.session` otherwise). Roles
 * (trial, agent) are checked by the service, which knows the rule. `operator`: a back-office call
 * (`/admin/api`), answered only to a signed-in operator whose role holds the call's permission
 * (`admin/call.ts`; the server's operator hook checks both, and the CSRF header on writes).
 */
export type CallAuth = 'public' | 'optional' | 'session' | 'operator';

/** One wire call: the single source of its paths, verbs, flags and shapes for server, site and tests. */
export interface CallDef {
  /** The first path is the one the site uses; the others are served too (older relay names). */
  readonly paths: readonly [string, ...string[]];
  /** The first verb is the one the site uses; the others are accepted (wire reference §13). */
  readonly methods: readonly [HttpMethod, ...HttpMethod[]];
  readonly modId?: string;
  readonly auth: CallAuth;
  /** Marked encrypted in the platform's API map; plain JSON accepted until the encryption issue. */
  readonly encrypted?: boolean;
  /** The body is `application/x-www-form-urlencoded`. */
  readonly form?: boolean;
  readonly summary: string;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Path parameters (`/lgw/draw/code/:code`). */
  readonly params?: z.ZodType;
  /** `bare`: the success answer is the value itself, not `{ success, value }` (the lottery gateway, decision 0024). */
  readonly envelope?: 'bare';
  /** The `value` of the success envelope, or the whole success body of a bare call. */
  readonly value: z.ZodType;
  /** Bytes the body may have when above the server's default (image uploads). */
  readonly bodyLimit?: number;
}

/** Declares a call, keeping its literal types. */
export const defineCall = <const D extends CallDef>(def: D): D => def;

/** The parsed query of a call (empty object when it takes none). */
export type CallQuery<D extends CallDef> = D['query'] extends z.ZodType
  ? z.infer<D['query']>
  : Record<string, never>;
/** The parsed path parameters of a call (empty object when it takes none). */
export type CallParams<D extends CallDef> = D['params'] extends z.ZodType
  ? z.infer<D['params']>
  : Record<string, never>;
/** The parsed body of a call. */
export type CallBody<D extends CallDef> = D['body'] extends z.ZodType
  ? z.infer<D['body']>
  : undefined;
/** The success value of a call. */
export type CallValue<D extends CallDef> = z.infer<D['value']>;
/** The value as a caller writes it before parsing (query strings, form fields). */
export type CallBodyInput<D extends CallDef> = D['body'] extends z.ZodType
  ? z.input<D['body']>
  : undefined;
export type CallQueryInput<D extends CallDef> = D['query'] extends z.ZodType
  ? z.input<D['query']>
  : undefined;
