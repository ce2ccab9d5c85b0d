/**
 * The container image (Dockerfile, decision 070) builds, and the container answers `/readyz`, serves
 * the home page and a shelf with the demo data, runs as a user other than root and reports itself
 * healthy through its HEALTHCHECK (verified here without Docker Hub, decision 085).
 *
 * A first build takes about ten minutes on two cores (npm ci, better-sqlite3 compiled, the shop
 * built), so the test runs only with CABAS_DOCKER_TEST=1, and then needs a Docker engine and the base
 * image (present or pullable): without them it is skipped and says why, it never fails.
 * CABAS_DOCKER_NODE_IMAGE builds on another base image (the Dockerfile's NODE_IMAGE). Where Docker
 * Hub is out of reach, scripts/docker-local-base.sh makes a local stand-in for the base image.
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
  if (process.env.CABAS_DOCKER_TEST !== '1')
    return 'Test de l’image Docker ignoré : il ne tourne qu’avec CABAS_DOCKER_TEST=1 (une première construction prend une dizaine de minutes).';
  const info = docker(['info', '--format', '{{.ServerVersion}}'], MINUTE);
  if (info.error) return `Docker absent (${info.error.message}) : test de l’image ignoré.`;
  if (info.status !== 0)
    return `Le démon Docker ne répond pas (${info.stderr.trim().split('\n').at(-1)}) : test de l’image ignoré.`;
  if (docker(['image', 'inspect', baseImage], MINUTE).status === 0) return undefined;
  const pull = docker(['pull', baseImage], 5 * MINUTE);
  if (pull.status !== 0)
    return `Image de base ${baseImage} introuvable et impossible à télécharger (${pull.stderr.trim().split('\n').at(-1)}) : test de l’image ignoré. Sans Docker Hub, scripts/docker-local-base.sh node en fait une locale.`;
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
      const buildStart = Date.now();
      // The host's network: nothing depends on the bridge's address translation (sandboxes, CI).
      const build = docker(
        ['build', '--network', 'host', '--build-arg', `NODE_IMAGE=${baseImage}`, '-t', tag, '.'],
        40 * MINUTE,
      );
      // The legacy builder prints the steps' output on stdout, BuildKit on stderr.
      expect(build.status, `${build.stdout.slice(-4000)}\n${build.stderr.slice(-2000)}`).toBe(0);
      const buildSeconds = (Date.now() - buildStart) / 1000;

      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const runStart = Date.now();
      const run = docker(['run', '-d', '--name', name, '--network', 'host', '-e', `PORT=${port}`, tag]);
      expect(run.status, run.stderr).toBe(0);

      // Ready: migrated, the demo data loaded, answering (the first start of an empty volume).
      const deadline = Date.now() + 5 * MINUTE;
      let readySeconds = Number.NaN;
      while (Date.now() < deadline) {
        const ready = await fetch(`${base}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ready) {
          readySeconds = (Date.now() - runStart) / 1000;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
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
      // The home page links the demo data's shelves, and a shelf lists its products.
      const home = await fetch(`${base}/`);
      expect(home.status).toBe(200);
      const shelf = /href="(\/[a-z0-9-]+-c-\d+)"/.exec(await home.text())?.[1];
      expect(shelf).toBeDefined();
      const shelfPage = await fetch(`${base}${shelf}`);
      expect(shelfPage.status).toBe(200);
      expect(await shelfPage.text()).toMatch(/href="\/article\/\d+\//);

      const user = docker(['exec', name, 'id', '-u']).stdout.trim();
      expect(user).not.toBe('');
      expect(user).not.toBe('0');
      // The data folder is the volume, private to that user.
      expect(docker(['exec', name, 'stat', '-c', '%a %U', '/data']).stdout.trim()).toBe('700 node');

      const imageBytes = Number(docker(['image', 'inspect', '--format', '{{.Size}}', tag]).stdout.trim());
      const memory = docker(['stats', '--no-stream', '--format', '{{.MemUsage}}', name]).stdout.trim();
      console.log(
        `Image ${tag} : ${(imageBytes / 1e6).toFixed(0)} Mo, construite en ${buildSeconds.toFixed(0)} s, ` +
          `prête en ${readySeconds.toFixed(1)} s (premier démarrage), mémoire ${memory}.`,
      );
    } finally {
      docker(['rm', '-f', '-v', name]);
      // --no-prune keeps the build's layers: the next run reuses them (npm ci is not done again).
      docker(['rmi', '--no-prune', tag]);
    }
  },
  50 * MINUTE,
);
