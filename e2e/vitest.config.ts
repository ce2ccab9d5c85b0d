import { defineConfig } from 'vitest/config';
import { BalancedShards } from './support/balanced-shards.ts';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['journeys/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    // `--shard` deals the files by their measured time, not their number.
    sequence: { sequencer: BalancedShards },
    // A journey takes seconds; the margin is for a loaded machine (a shared 2-core CI runner).
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
