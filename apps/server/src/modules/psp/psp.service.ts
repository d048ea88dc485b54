import type { PspCallback } from '@monsoon/contracts/psp/callbacks';
import type { PaymentProvider } from '@monsoon/contracts/psp/provider';
import type { Clock } from '@/lib/clock.ts';

/** A PSP the server can use: its code (in callback URLs), its merchant account and the adapter. */
export interface PspBinding {
  code: string;
  accountId: string;
  provider: PaymentProvider;
  /** Where this PSP posts its signed callbacks to us. */
  callbackUrl: string;
  /** True for the sandbox (the site and the back office name it as such). */
  sandbox: boolean;
}

/**
 * What a module that owns PSP events answers after handling one: `ack` true once the effect is
 * committed or known to be a duplicate (the PSP stops retrying); false to have it retried later.
 */
export interface CallbackOutcome {
  ack: boolean;
}

/** Handles the verified events of one kind (payments: deposits; payouts: withdrawals). */
export type CallbackHandler = (psp: PspBinding, event: PspCallback) => Promise<CallbackOutcome>;

/** Why a callback was answered as it was (for the route: HTTP status). */
export type CallbackAnswer =
  { status: 200 } | { status: 401 | 400 | 404; reason: string } | { status: 503; reason: string };

/**
 * The payment providers of the server (design/money.md §11) and the dispatch of their signed
 * callbacks: the signature is checked before anything else (no database access before it), then the
 * event goes to the module that registered its kind — deposits take payments, withdrawals payouts.
 */
export function createPspService(deps: { bindings: readonly PspBinding[]; clock: Clock }) {
  const byCode = new Map(deps.bindings.map((b) => [b.code, b]));
  const handlers = new Map<PspCallback['kind'], CallbackHandler>();
  return {
    /** The PSP of this code, or null when none is configured. */
    binding: (code: string): PspBinding | null => byCode.get(code) ?? null,
    /** Every configured PSP (the deposit channels choose among them). */
    bindings: (): readonly PspBinding[] => deps.bindings,
    /** Registers the handler of one event kind (once per kind, at composition). */
    onEvent(kind: PspCallback['kind'], handler: CallbackHandler): void {
      if (handlers.has(kind)) throw new Error(`a handler for ${kind} events exists already`);
      handlers.set(kind, handler);
    },
    /** Verifies a received callback (signature first) and hands it to its kind's handler. */
    async receive(
      code: string,
      headers: { timestamp: string | undefined; signature: string | undefined },
      rawBody: Buffer,
    ): Promise<CallbackAnswer> {
      const psp = byCode.get(code);
      if (!psp) return { status: 404, reason: 'unknown PSP' };
      const verdict = psp.provider.verifyCallback(headers, rawBody, deps.clock.now().getTime());
      if (!verdict.ok)
        return {
          status: verdict.reason === 'INVALID_SIGNATURE' ? 401 : 400,
          reason: verdict.reason,
        };
      if (verdict.callback.merchantAccountId !== psp.accountId)
        return { status: 400, reason: 'another merchant account' };
      const handler = handlers.get(verdict.callback.kind);
      if (!handler)
        return { status: 503, reason: `no handler for ${verdict.callback.kind} events` };
      const outcome = await handler(psp, verdict.callback);
      return outcome.ack ? { status: 200 } : { status: 503, reason: 'not applied yet' };
    },
  };
}
export type PspService = ReturnType<typeof createPspService>;
