import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CHILD = fileURLToPath(new URL('../../../test/cluster-metrics.child.ts', import.meta.url));

describe('metrics of several workers (WEB_CONCURRENCY)', () => {
  it('a scrape taken by one worker reports every worker, through the primary', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    const measured = await new Promise<{ shared: boolean; text: string }>((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        out += chunk;
        const line = /^mesure (.*)$/m.exec(out);
        if (line) resolve(JSON.parse(line[1] ?? '{}'));
      });
      child.on('exit', (code) => reject(new Error(`exit ${code}: ${err}`)));
    });
    child.kill();
    expect(measured.shared).toBe(true);
    // 2 + 3: both workers' counters, summed by the primary.
    expect(measured.text).toMatch(/^essai_total 5$/m);
  }, 30_000);
});
