import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import {
  freePort,
  startPaygate,
  startServer,
  startStudio,
  type RunningServer,
} from './support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    studioUrl: string;
    paygateUrl: string;
  }
}

/**
 * Waits until the server has synced the studio's catalogue (it retries in the background after start-up,
 * since the studio starts after it): every journey then starts with the Slots lane filled.
 */
async function catalogueSynced(baseUrl: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(
      `${baseUrl}/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&language=EN`,
    ).catch(() => null);
    const body = res?.ok
      ? ((await res.json()) as {
          value?: { data?: { lanes?: { title: string; cards: unknown[] }[] } };
        })
      : null;
    if (body?.value?.data?.lanes?.some((lane) => lane.title === 'RNG' && lane.cards.length > 0))
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not sync the studio's catalogue within ${timeoutMs / 1000} s`);
}

/** The wallet secret the e2e server and studio share (the vendor MONSOON's signing key). */
const walletSecret = 'monsoon-e2e-wallet-secret';
/** The sandbox PSP's merchant account and secret (deposits: payments and their signed callbacks). */
const paygateAccount = 'monsoon-e2e';
const paygateSecret = 'monsoon-e2e-paygate-secret';

/**
 * One real server process for the journeys (the site must be built: `npm test` builds it first) and
 * our studio as its game vendor MONSOON. The studio's port is chosen first: the server registers the
 * vendor's URL when it seeds, and the studio calls the server's wallet API once it runs.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const studioPort = await freePort();
  let serverPort = await freePort();
  while (serverPort === studioPort) serverPort = await freePort();
  let paygatePort = await freePort();
  while (paygatePort === studioPort || paygatePort === serverPort) paygatePort = await freePort();
  const paygate = await startPaygate({
    port: paygatePort,
    accountId: paygateAccount,
    secret: paygateSecret,
  });
  let server: RunningServer;
  try {
    server = await startServer(
      {
        // The journeys read the outbox and drive the dev controls: off unless asked for.
        ENABLE_DEV_ROUTES: 'true',
        // Journeys register members over the wire, each from an address of its own
        // (support/site.ts `registerMember`): they do not share one per-IP registration budget.
        TRUST_PROXY: 'true',
        STUDIO_URL: `http://127.0.0.1:${studioPort}`,
        STUDIO_WALLET_SECRET: walletSecret,
        PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
        PAYGATE_URL: paygate.url,
        PAYGATE_ACCOUNT: paygateAccount,
        PAYGATE_SECRET: paygateSecret,
      },
      serverPort,
    );
  } catch (err) {
    await paygate.stop();
    throw err;
  }
  let studio: RunningServer;
  try {
    studio = await startStudio({ port: studioPort, serverUrl: server.url, walletSecret });
  } catch (err) {
    await server.stop();
    await paygate.stop();
    throw err;
  }
  try {
    await catalogueSynced(server.url);
  } catch (err) {
    await studio.stop();
    await server.stop();
    await paygate.stop();
    throw err;
  }
  project.provide('baseUrl', server.url);
  project.provide('studioUrl', studio.url);
  project.provide('paygateUrl', paygate.url);
  return async () => {
    await studio.stop();
    await server.stop();
    await paygate.stop();
  };
}
