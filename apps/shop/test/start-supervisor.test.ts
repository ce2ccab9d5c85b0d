import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// `npm start`'s supervising half (scripts/supervise.mjs) run against a stand-in for the shop's process.
const superviseModule = pathToFileURL(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../scripts/supervise.mjs'),
).href;

const STAND_INS = {
  /** Lives until killed, with Node's default signal handling. */
  idle: 'setInterval(() => {}, 1000);',
  /** Stops cleanly on SIGTERM like the shop's server does. */
  graceful: "process.once('SIGTERM', () => process.exit(0)); setInterval(() => {}, 1000);",
  failing: 'process.exit(3);',
};

let started: number[] = [];
afterEach(() => {
  for (const pid of started)
    try {
      process.kill(pid, 'SIGKILL');
    } catch {}
  started = [];
});

/** Starts the supervisor around a stand-in; resolves once it printed the stand-in's pid. */
async function startSupervisor(standIn: keyof typeof STAND_INS) {
  const script = `
    import { spawn } from 'node:child_process';
    import { supervise } from ${JSON.stringify(superviseModule)};
    const child = spawn(process.execPath, ['-e', ${JSON.stringify(STAND_INS[standIn])}], { stdio: 'inherit' });
    supervise(child);
    console.log(child.pid);
  `;
  const supervisor = spawn(process.execPath, ['--input-type=module', '-e', script]);
  let stdout = '';
  let stderr = '';
  supervisor.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  supervisor.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = once(supervisor, 'exit').then(([code]) => ({ code: code as number | null, stderr }));
  while (!stdout.includes('\n')) await once(supervisor.stdout, 'data');
  const childPid = Number(stdout.trim());
  started.push(supervisor.pid!, childPid);
  return { supervisor, childPid, exited };
}

describe('npm start supervising the shop (scripts/supervise.mjs)', () => {
  it('exits 137 and says why when the shop is killed with kill -9 (or by the out-of-memory killer)', async () => {
    const { childPid, exited } = await startSupervisor('idle');
    process.kill(childPid, 'SIGKILL');
    const { code, stderr } = await exited;
    expect(code).toBe(137);
    expect(stderr).toContain('La boutique a été arrêtée par le signal SIGKILL');
  });

  it('exits with the error code of a shop that failed, and says so', async () => {
    const { exited } = await startSupervisor('failing');
    const { code, stderr } = await exited;
    expect(code).toBe(3);
    expect(stderr).toContain("La boutique s'est arrêtée avec le code d'erreur 3.");
  });

  it('exits 0 after a SIGTERM or a Ctrl-C it passed on, whether the shop exits or dies of the signal', async () => {
    for (const [standIn, signal] of [
      ['graceful', 'SIGTERM'],
      ['idle', 'SIGTERM'],
      ['idle', 'SIGINT'],
    ] as const) {
      const { supervisor, exited } = await startSupervisor(standIn);
      supervisor.kill(signal);
      const { code, stderr } = await exited;
      expect({ standIn, signal, code, stderr }).toEqual({ standIn, signal, code: 0, stderr: '' });
    }
  });
});
