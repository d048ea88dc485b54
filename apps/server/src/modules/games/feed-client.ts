import { CATALOGUE_PATH } from '@monsoon/contracts/provider/catalogue';
import {
  signBody,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
} from '@monsoon/contracts/provider/signature';

/** How long the server waits for a vendor's catalogue (50,000 games are a few MB). */
const FEED_TIMEOUT_MS = 15_000;
/** A larger answer is refused before it is parsed. */
const FEED_MAX_BYTES = 64 * 1024 * 1024;

/** What fetching a feed gave: JSON to validate, a vendor that is not there (retry), or a refusal. */
export type FeedFetch =
  | { kind: 'ok'; json: unknown; bytes: number }
  | { kind: 'unreachable'; reason: string }
  | { kind: 'refused'; reason: string };

/**
 * The signed `GET {vendor base}/games` (contracts/provider/catalogue.ts): a GET is signed like a POST
 * with the path in place of the body. Connection failures, timeouts and 5xx answers are `unreachable`
 * (the studio may still be starting); other answers that are not JSON are `refused`.
 */
export async function fetchFeed(
  vendor: { baseUrl: string; secret: string },
  now = Date.now(),
): Promise<FeedFetch> {
  const timestamp = String(now);
  let res: Response;
  try {
    res = await fetch(`${vendor.baseUrl.replace(/\/+$/, '')}${CATALOGUE_PATH}`, {
      method: 'GET',
      headers: {
        accept: 'application/json',
        [TIMESTAMP_HEADER]: timestamp,
        [SIGNATURE_HEADER]: signBody(vendor.secret, timestamp, CATALOGUE_PATH),
      },
      signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
    });
  } catch (err) {
    return {
      kind: 'unreachable',
      reason:
        err instanceof Error
          ? err.cause instanceof Error
            ? err.cause.message
            : err.message
          : String(err),
    };
  }
  if (res.status >= 500) {
    await res.body?.cancel();
    return { kind: 'unreachable', reason: `vendor answered HTTP ${res.status}` };
  }
  if (res.status !== 200) {
    await res.body?.cancel();
    return { kind: 'refused', reason: `vendor answered HTTP ${res.status}` };
  }
  const length = Number(res.headers.get('content-length') ?? '0');
  if (length > FEED_MAX_BYTES) {
    await res.body?.cancel();
    return { kind: 'refused', reason: `feed of ${length} bytes is too large` };
  }
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    return { kind: 'unreachable', reason: err instanceof Error ? err.message : String(err) };
  }
  if (text.length > FEED_MAX_BYTES) return { kind: 'refused', reason: 'feed too large' };
  try {
    return { kind: 'ok', json: JSON.parse(text), bytes: text.length };
  } catch {
    return { kind: 'refused', reason: 'feed is not JSON' };
  }
}
