#!/usr/bin/env node
// `npm start`: build the shop if needed (storefront, compiled server), then run the compiled shop
// (storefront + API on one origin) with plain node; tsx stays a development tool (decision 069).
// PORT and DATA_DIR move the port and the data.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { buildShopIfStale, root, SHOP_ENTRY } from './build-web.mjs';
import { SHOP_NODE_FLAGS } from './node-flags.mjs';
import { supervise } from './supervise.mjs';

try {
  buildShopIfStale();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const server = spawn(process.execPath, [...SHOP_NODE_FLAGS, SHOP_ENTRY], {
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
