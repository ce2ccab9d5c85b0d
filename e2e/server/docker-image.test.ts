/**
 * The container image (Dockerfile, decision 070) builds, and the container answers `/readyz` and a
 * page, runs as a user other than root and reports itself healthy through its HEALTHCHECK. Needs a
 * Docker daemon and the base image (present or pullable): without them the test is skipped and says
 * why. CABAS_SKIP_DOCKER=1 skips it too (the build takes minutes); CABAS_DOCKER_NODE_IMAGE builds on
 * another base image (the Dockerfile's NODE_IMAGE), such as a local one where Docker Hub is out of reach.
 */
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { root } from '../../scripts/build-web.mjs';
import { freePort } from '../support/shop-server.ts';

const MINUTE = 60_000;

function docker(args: string[], timeout = 5 * MINUTE): SpawnSyncReturns<string> {
  return spawnSync('docker', args, { cwd: root, encoding: 'utf8', timeout, maxBuffer: 64 * 1024 * 1024 });
}

/** Why the image cannot be built here, or undefined when it can. */
function dockerUnavailable(baseImage: string): string | undefined {
  if (process.env.CABAS_SKIP_DOCKER === '1') return 'CABAS_SKIP_DOCKER=1 : test de l’image Docker ignoré.';
  const info = docker(['info', '--format', '{{.ServerVersion}}'], MINUTE);
  if (info.error) return `Docker absent (${info.error.message}) : test de l’image ignoré.`;
  if (info.status !== 0)
    return `Le démon Docker ne répond pas (${info.stderr.trim().split('\n').at(-1)}) : test de l’image ignoré.`;
  if (docker(['image', 'inspect', baseImage], MINUTE).status === 0) return undefined;
  const pull = docker(['pull', baseImage], 5 * MINUTE);
  if (pull.status !== 0)
    return `Image de base ${baseImage} introuvable et impossible à télécharger (${pull.stderr.trim().split('\n').at(-1)}) : test de l’image ignoré.`;
  return undefined;
}

const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const baseImage =
  process.env.CABAS_DOCKER_NODE_IMAGE || (/^ARG NODE_IMAGE=(\S+)$/m.exec(dockerfile)?.[1] ?? '');

it(
  'builds the image, which serves the shop as a non-root user and reports itself healthy',
  async (ctx) => {
    expect(baseImage).not.toBe('');
    const why = dockerUnavailable(baseImage);
    if (why) {
      console.warn(why);
      ctx.skip(why);
    }
    const tag = `cabas-test:${randomUUID().slice(0, 8)}`;
    const name = tag.replace(':', '-');
    try {
      // The host's network: nothing depends on the bridge's address translation (sandboxes, CI).
      const build = docker(
        ['build', '--network', 'host', '--build-arg', `NODE_IMAGE=${baseImage}`, '-t', tag, '.'],
        40 * MINUTE,
      );
      // The legacy builder prints the steps' output on stdout, BuildKit on stderr.
      expect(build.status, `${build.stdout.slice(-4000)}\n${build.stderr.slice(-2000)}`).toBe(0);

      const port = await freePort();
      const run = docker(['run', '-d', '--name', name, '--network', 'host', '-e', `PORT=${port}`, tag]);
      expect(run.status, run.stderr).toBe(0);

      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 5 * MINUTE;
      let health = '';
      while (Date.now() < deadline) {
        health = docker(['inspect', '--format', '{{.State.Health.Status}}', name]).stdout.trim();
        if (health === 'healthy' || health === 'unhealthy') break;
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
      const logs = docker(['logs', '--tail', '40', name]);
      expect(health, `${logs.stdout}${logs.stderr}`).toBe('healthy');

      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      const page = await fetch(`${base}/legal/cookies`);
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(/<html lang="fr"/);

      const user = docker(['exec', name, 'id', '-u']).stdout.trim();
      expect(user).not.toBe('');
      expect(user).not.toBe('0');
      // The data folder is the volume, private to that user.
      expect(docker(['exec', name, 'stat', '-c', '%a %U', '/data']).stdout.trim()).toBe('700 node');
    } finally {
      docker(['rm', '-f', '-v', name]);
      docker(['rmi', '-f', tag]);
    }
  },
  50 * MINUTE,
);
