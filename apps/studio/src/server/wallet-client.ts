import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { signedHeaders } from '@monsoon/contracts/provider/signature';
import type { WalletAction, WalletAnswer, WalletBody } from '@monsoon/contracts/provider/wallet';
import { RETRYABLE_STATUSES, walletAnswer, walletBodies } from '@monsoon/contracts/provider/wallet';
import type { WalletTiming } from '@/config.ts';

/**
 * A wallet call ends either with a definitive answer (OK or a business rejection) or `unknown`: network
 * error, timeout, HTTP 5xx, INTERNAL_ERROR, INVALID_SIGNATURE / INVALID_REQUEST (a configuration or
 * clock problem, not an outcome) or an unreadable answer.
 * Unknown is never a failure: the server may have applied the call, so it is re-sent with the same body.
 */
export type WalletResult =
  { kind: 'answer'; answer: WalletAnswer } | { kind: 'unknown'; reason: string };

export interface WalletClientOptions {
  serverUrl: string;
  vendorCode: string;
  secret: string;
  timing: WalletTiming;
  log: FastifyBaseLogger;
}

/** The vendor side of the seamless wallet (design/money.md §4): signed calls with idempotent retries. */
export class WalletClient {
  constructor(private readonly options: WalletClientOptions) {}

  /** A player's launch token → playerId, currency, balance, language. */
  authenticate(body: WalletBody<'authenticate'>): Promise<WalletResult> {
    return this.call('authenticate', body);
  }

  balance(body: WalletBody<'balance'>): Promise<WalletResult> {
    return this.call('balance', body);
  }

  bet(body: WalletBody<'bet'>): Promise<WalletResult> {
    return this.call('bet', body);
  }

  win(body: WalletBody<'win'>): Promise<WalletResult> {
    return this.call('win', body);
  }

  /** Reverses a bet: transactionId `${roundId}-R`, referenceTransactionId the bet's id. */
  rollback(body: WalletBody<'rollback'>): Promise<WalletResult> {
    return this.call('rollback', body);
  }

  /**
   * Sends one call, retrying an unknown outcome inline with the same bytes (fresh timestamp and
   * signature) and exponential backoff; answers the last unknown when the attempts are used up.
   */
  async call<A extends WalletAction>(
    action: A,
    body: WalletBody<A>,
    attempts = this.options.timing.attempts,
  ): Promise<WalletResult> {
    // Serialised once: every attempt signs and sends exactly these bytes.
    const raw = JSON.stringify(walletBodies[action].parse(body));
    let result: WalletResult = { kind: 'unknown', reason: 'not sent' };
    for (let attempt = 1; attempt <= Math.max(1, attempts); attempt++) {
      if (attempt > 1) await sleep(this.options.timing.backoffMs * 2 ** (attempt - 2));
      result = await this.send(action, raw);
      if (result.kind === 'answer') return result;
      this.options.log.warn(
        { action, attempt, reason: result.reason, ...idsOf(body) },
        'wallet call outcome unknown',
      );
    }
    return result;
  }

  private async send(action: WalletAction, raw: string): Promise<WalletResult> {
    const { serverUrl, vendorCode, secret, timing } = this.options;
    const url = `${serverUrl}/provider/v1/${encodeURIComponent(vendorCode)}/${action}`;
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: signedHeaders(secret, raw),
        body: raw,
        signal: AbortSignal.timeout(timing.timeoutMs),
      });
      text = await response.text();
    } catch (err) {
      return {
        kind: 'unknown',
        reason: err instanceof Error ? `${err.name}: ${err.message}` : 'network error',
      };
    }
    // A 5xx is unknown whatever its body says; so is an answer we cannot read.
    if (response.status >= 500) return { kind: 'unknown', reason: `HTTP ${response.status}` };
    const parsed = walletAnswer.safeParse(safeJson(text));
    if (!parsed.success)
      return { kind: 'unknown', reason: `HTTP ${response.status}, unreadable answer` };
    if (RETRYABLE_STATUSES.includes(parsed.data.status))
      return { kind: 'unknown', reason: parsed.data.status };
    // A refused signature or request says nothing about an earlier attempt of the same call (the secret
    // or clock may have changed since the first one was applied): never treat it as final, keep retrying.
    if (parsed.data.status === 'INVALID_SIGNATURE' || parsed.data.status === 'INVALID_REQUEST')
      return { kind: 'unknown', reason: parsed.data.status };
    return { kind: 'answer', answer: parsed.data };
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The ids a log line may carry: never the token. */
function idsOf(body: object): Record<string, unknown> {
  const ids: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (
      key === 'transactionId' ||
      key === 'roundId' ||
      key === 'referenceTransactionId' ||
      key === 'playerId'
    )
      ids[key] = value;
  }
  return ids;
}
