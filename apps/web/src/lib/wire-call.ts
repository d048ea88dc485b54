import type { CallDef } from '@monsoon/contracts/call';

declare const callType: unique symbol;

/**
 * The wire facts of a contract call (paths, verbs, auth, module id, form flag) without its zod
 * schemas, so the shell's boot path ships no zod (the home route's JS budget). TypeScript checks
 * every field against the contract itself: a drift from `@monsoon/contracts` does not compile.
 */
export interface WireCall<D extends CallDef> {
  readonly paths: D['paths'];
  readonly methods: D['methods'];
  readonly auth: D['auth'];
  readonly modId?: D['modId'];
  readonly form?: D['form'];
  readonly encrypted?: D['encrypted'];
  /** `bare`: the success answer is the value itself (the lottery gateway, decision 0024). */
  readonly envelope?: D['envelope'];
  /** Phantom: the contract call this describes (types only). */
  readonly [callType]?: D;
}

/** A full contract call or its wire facts. */
export type AnyCall = CallDef | WireCall<CallDef>;

/** The contract call behind `C`. */
export type DefOf<C> = C extends CallDef ? C : C extends WireCall<infer D> ? D : never;

/** Declares the wire facts of contract call `D`: `wireCall<typeof systemStatus>({ paths: [...], ... })`. */
export const wireCall = <D extends CallDef>(facts: WireCall<D>): WireCall<D> => facts;
