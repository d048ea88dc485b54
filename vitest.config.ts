import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const serverSrc = fileURLToPath(new URL('./apps/server/src', import.meta.url));
const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));
const studioSrc = fileURLToPath(new URL('./apps/studio/src', import.meta.url));
const paygateSrc = fileURLToPath(new URL('./apps/paygate/src', import.meta.url));
const adminSrc = fileURLToPath(new URL('./apps/admin/src', import.meta.url));
const webStyles = fileURLToPath(new URL('./apps/web/src/styles', import.meta.url));
const reporters = process.env.VITEST_JSON
  ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]]
  : ['default'];

/** unit: pure code; web/admin: the site and the back office in jsdom; api: server modules against a real database; e2e: journeys in Chromium. */
export default defineConfig({
  test: {
    reporters,
    projects: [
      {
        resolve: { alias: { '@': serverSrc } },
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.api.test.ts'],
          environment: 'node',
          // A safety net, not a speed check: property tests and renders take longer on a busy machine.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias: { '@': studioSrc } },
        test: {
          name: 'studio',
          include: ['apps/studio/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias: { '@': paygateSrc } },
        test: {
          name: 'paygate',
          include: ['apps/paygate/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // Callbacks travel over real sockets: a busy machine may take longer than the 1 s default.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/testing-library.ts'],
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias: { '@': adminSrc, '@web-styles': webStyles } },
        test: {
          name: 'admin',
          include: ['apps/admin/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/testing-library.ts'],
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias: { '@': serverSrc } },
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.api.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          pool: 'forks',
          maxWorkers: 2,
          isolate: process.env.API_ISOLATE === '1',
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
