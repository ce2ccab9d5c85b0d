/**
 * A small cluster for `cluster-metrics.test.ts`: a primary answering scrapes and two workers whose
 * registry each counts `essai_total` (2 and 3). The first worker scrapes through the primary and the
 * primary prints what it got, then stops.
 */
import cluster from 'node:cluster';
import { Counter, Registry } from 'prom-client';
import {
  answerClusterScrapes,
  clusterScrape,
  shareWithPrimary,
} from '../src/modules/operations/cluster-metrics.ts';

if (cluster.isPrimary) {
  answerClusterScrapes();
  const workers = [cluster.fork({ ESSAI: '2' }), cluster.fork({ ESSAI: '3' })];
  let ready = 0;
  cluster.on('message', (_worker, message: unknown) => {
    if (message === 'pret' && ++ready === workers.length) workers[0]?.send('mesurer');
    if (typeof message === 'object' && message !== null && 'mesure' in message) {
      process.stdout.write(`mesure ${JSON.stringify(message.mesure)}\n`);
      for (const worker of workers) worker.kill();
    }
  });
} else {
  const registry = new Registry();
  new Counter({ name: 'essai_total', help: 'essai', registers: [registry] }).inc(Number(process.env.ESSAI));
  const shared = shareWithPrimary(registry);
  process.on('message', async (message: unknown) => {
    if (message !== 'mesurer') return;
    process.send?.({ mesure: { shared, text: await clusterScrape() } });
  });
  process.send?.('pret');
}
