import { launchAnswer, type LaunchRequest } from '@monsoon/contracts/provider/wallet';
import { signedHeaders } from '@monsoon/contracts/provider/signature';
import { AppError } from '@/lib/errors.ts';

/** How long the server waits for a vendor's launch answer. */
const LAUNCH_TIMEOUT_MS = 5_000;

/**
 * The signed server-to-server launch call, `POST {vendor base}/launch` → `{ url }` (design/money.md §4).
 * Runs with no transaction open. A vendor that does not answer is `game.launch.failed` (retryable).
 */
export async function requestVendorLaunch(
  vendor: { baseUrl: string; secret: string },
  request: LaunchRequest,
  now = Date.now(),
): Promise<string> {
  const body = JSON.stringify(request);
  try {
    const res = await fetch(`${vendor.baseUrl.replace(/\/$/, '')}/launch`, {
      method: 'POST',
      headers: signedHeaders(vendor.secret, body, now),
      body,
      signal: AbortSignal.timeout(LAUNCH_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`vendor answered ${res.status}`);
    return launchAnswer.parse(await res.json()).url;
  } catch (err) {
    throw new AppError('game.launch.failed', null, {}, { cause: err });
  }
}
