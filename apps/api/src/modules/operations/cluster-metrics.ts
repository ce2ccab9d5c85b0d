import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * `/metrics` when the shop runs several processes (WEB_CONCURRENCY, decision 131): the process that
 * takes the scrape asks the primary, which gathers every worker's registry with prom-client's
 * AggregatorRegistry (counters and histograms summed, the database gauges' `max`) and hands the text
 * back. One scrape then reports the whole shop, whichever worker the kernel gave it to.
 */

const REQUEST = 'cabas:metrics-request';
const REPLY = 'cabas:metrics-reply';
/** Longer than prom-client's own wait for the workers (5 s). */
const REPLY_TIMEOUT_MS = 8000;

interface ScrapeMessage {
  type: typeof REQUEST | typeof REPLY;
  id: string;
  text?: string;
  error?: string;
}

const isMessage = (value: unknown): value is ScrapeMessage =>
  typeof value === 'object' && value !== null && 'type' in value && 'id' in value;

/** In the primary: answers the workers' scrapes with the whole cluster's metrics. */
export function answerClusterScrapes(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage(message) || message.type !== REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: REPLY, id: message.id, text }),
      (error: Error) => worker.send({ type: REPLY, id: message.id, error: error.message }),
    );
  });
}

/** In a worker: this registry is what the primary gathers. */
export function shareWithPrimary(registry: Registry): boolean {
  if (!cluster.isWorker || !process.send) return false;
  // Constructing one adds prom-client's listener of the primary's requests (once per process).
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
  return true;
}

/** In a worker: the whole cluster's metrics, from the primary. */
export function clusterScrape(): Promise<string> {
  const send = process.send?.bind(process);
  if (!send) return Promise.reject(new Error('not a cluster worker'));
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    const onMessage = (message: unknown) => {
      if (!isMessage(message) || message.type !== REPLY || message.id !== id) return;
      done();
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(message.error ?? 'no metrics'));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('the primary did not answer'));
    }, REPLY_TIMEOUT_MS);
    process.on('message', onMessage);
    send({ type: REQUEST, id });
  });
}
