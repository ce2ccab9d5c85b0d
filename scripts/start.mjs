#!/usr/bin/env node
// `npm start`: build the storefront if needed, then run the shop (storefront + API on one origin).
// PORT and DATA_DIR move the port and the data.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { buildWebIfStale, root } from './build-web.mjs';
import { SHOP_NODE_FLAGS } from './node-flags.mjs';
import { supervise } from './supervise.mjs';

try {
  buildWebIfStale();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const server = spawn(process.execPath, [...SHOP_NODE_FLAGS, '--import', 'tsx', 'apps/web/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    // Logins' argon2 runs in libuv's thread pool, one hash per core at most and never the whole pool
    // (apps/api/src/platform/auth/passwords.ts): cores + 1 threads let logins use every core.
    UV_THREADPOOL_SIZE: String(Math.max(4, os.availableParallelism() + 1)),
    ...process.env,
  },
});
supervise(server);
