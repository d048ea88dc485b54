import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { startServer } from './support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One real server process for the journeys (the site must be built: `npm test` builds it first). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startServer({ ENABLE_DEV_OUTBOX: 'true', ENABLE_DEV_CONTROLS: 'true' });
  project.provide('baseUrl', server.url);
  return () => server.stop();
}
