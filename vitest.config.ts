import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files share their worker's modules (`isolate: false`): loading the API or the storefront
 * again for every file took most of the suite's time (decision 104). The few files that replace a
 * module (`vi.mock`) or set the process's secrets or API address for the storefront run in a project of
 * their own, isolated.
 */
const isolatedApi = ['apps/api/src/modules/order-documents/order-documents-cache.routes.test.ts'];
const isolatedWeb = [
  'apps/web/app/lib/api-client.server.test.ts',
  'apps/web/app/features/auth/auth.server.test.ts',
  'apps/web/app/features/stores/store-context.server.test.ts',
];

const api = {
  environment: 'node' as const,
  globalSetup: ['apps/api/test/global-setup.ts'],
  // A route answering a code its declaration does not list fails the test (decision 102).
  setupFiles: ['apps/api/test/declared-error-codes.setup.ts'],
  env: { NODE_ENV: 'test' },
  testTimeout: 30_000,
  hookTimeout: 120_000,
};
const apiFiles = ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'];

const web = {
  environment: 'node' as const,
  // Rendering whole pages takes seconds on a loaded 2-core CI runner.
  testTimeout: 30_000,
};
const webFiles = ['apps/web/app/**/*.test.{ts,tsx}', 'apps/web/test/**/*.test.{ts,tsx}'];

export default defineConfig({
  test: {
    // Vitest keeps one core for itself in a run (cores - 1): one worker on a 2-core runner, while the
    // files mostly wait on their database. Every core gets a worker (CABAS_TEST_WORKERS overrides).
    maxWorkers: Number(process.env.CABAS_TEST_WORKERS) || os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          ...api,
          name: 'api',
          include: apiFiles,
          exclude: [...configDefaults.exclude, ...isolatedApi],
          isolate: false,
        },
      },
      { test: { ...api, name: 'api-isolated', include: isolatedApi } },
      {
        test: {
          ...web,
          name: 'web',
          include: webFiles,
          exclude: [...configDefaults.exclude, ...isolatedWeb],
          isolate: false,
        },
      },
      { test: { ...web, name: 'web-isolated', include: isolatedWeb } },
      // The shop's process: the API and the storefront together (isolated: each file sets both up).
      { test: { ...web, name: 'shop', include: ['apps/shop/test/**/*.test.ts'] } },
    ],
  },
});
