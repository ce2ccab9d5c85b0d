import { API_PREFIX } from '@cabas/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DB } from '../../db/schema.ts';
import type { Database } from '../../platform/database.ts';
import { clusterScrape, shareWithPrimary } from './cluster-metrics.ts';
import * as repo from './operations.repository.ts';

/** The window of the orders and payments gauges: what happened in the last hour. */
export const RECENT_WINDOW_MS = 60 * 60 * 1000;

/** Request durations, in seconds: from a cached page (a few ms) to a slow PDF or payment call. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Where the storefront's hashed build files are served (`@fastify/static`, a route per file). */
const BUILD_ASSETS = '/assets/';

/**
 * The route label of a request: the pattern of the route that answered (`/api/magasins/:shop/panier`),
 * never the address asked (ids, slugs and query strings would make one series per URL); the build's
 * files are `/assets/*`. A request no Fastify route matched is the storefront's (its pages are
 * answered by React Router behind the not-found handler), or `unmatched` under `/api`.
 */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  // The storefront's built files have a route each, named by their hash: one series for them all.
  if (pattern?.startsWith(BUILD_ASSETS)) return `${BUILD_ASSETS}*`;
  if (pattern) return pattern;
  const path = request.url;
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`) || path.startsWith(`${API_PREFIX}?`)
    ? 'unmatched'
    : 'storefront';
}

export interface MetricsOptions {
  database: Database;
  clock: () => Date;
  /** `/metrics` is served: requests are counted, with Node's own metrics (event-loop lag, memory, CPU). */
  processMetrics: boolean;
}

/**
 * The process's metrics in one prom-client registry of its own (decision 131): request counts and
 * durations by route, client error reports, and gauges read from the database at each scrape.
 */
export class ApiMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly durations: Histogram<'method' | 'route'>;
  private readonly clientErrors: Counter<'type'>;
  private readonly clientErrorsLimited: Counter;
  private readonly collectFailures: Counter<'gauge'>;
  /** A worker of the shop's cluster: scrapes report every worker, through the primary. */
  private readonly clustered: boolean;

  constructor(private readonly options: MetricsOptions) {
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'cabas_http_requests_total',
      help: 'Requêtes HTTP traitées, par méthode, route (son motif) et statut de la réponse',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.durations = new Histogram({
      name: 'cabas_http_request_duration_seconds',
      help: 'Durée des requêtes HTTP en secondes, par méthode et route (son motif)',
      labelNames: ['method', 'route'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.clientErrors = new Counter({
      name: 'cabas_client_error_reports_total',
      help: 'Erreurs signalées par les navigateurs (erreur, rejet, hydratation), acceptées',
      labelNames: ['type'],
      registers,
    });
    this.clientErrorsLimited = new Counter({
      name: 'cabas_client_error_reports_limited_total',
      help: 'Signalements d’erreurs refusés par la limite par adresse (429)',
      registers,
    });
    this.collectFailures = new Counter({
      name: 'cabas_metrics_collect_failures_total',
      help: 'Jauges de la base de données qui n’ont pas pu être lues lors d’une collecte',
      labelNames: ['gauge'],
      registers,
    });
    this.databaseGauges(options.database.db);
    this.poolGauges(options.database);
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
    this.clustered = options.processMetrics && shareWithPrimary(this.registry);
  }

  /** Counts a request once answered (an `onResponse` hook of the server). */
  observeRequest(request: FastifyRequest, reply: FastifyReply): void {
    const method = request.method;
    const route = routeLabel(request);
    this.requests.inc({ method, route, status: String(reply.statusCode) });
    this.durations.observe({ method, route }, reply.elapsedTime / 1000);
  }

  clientErrorReported(type: string): void {
    this.clientErrors.inc({ type });
  }

  clientErrorLimited(): void {
    this.clientErrorsLimited.inc();
  }

  /**
   * The text of a scrape (Prometheus text format): the whole cluster's in a worker of the shop (this
   * process's alone, with a warning, if the primary does not answer).
   */
  async scrape(log?: {
    warn: (o: object, m: string) => void;
  }): Promise<{ contentType: string; body: string }> {
    const contentType = this.registry.contentType;
    if (this.clustered) {
      try {
        return { contentType, body: await clusterScrape() };
      } catch (err) {
        log?.warn({ err }, 'cluster metrics unavailable: this process only');
      }
    }
    return { contentType, body: await this.registry.metrics() };
  }

  /**
   * A gauge read at each scrape. A failed read (the database away) leaves the gauge empty and is
   * counted: the scrape still answers, with the process's own metrics.
   */
  private dbGauge<L extends string>(
    config: { name: string; help: string; labelNames?: readonly L[] },
    read: (gauge: Gauge<L>, now: Date) => Promise<void>,
  ): void {
    const failures = this.collectFailures;
    const clock = this.options.clock;
    new Gauge<L>({
      ...config,
      labelNames: config.labelNames ?? [],
      registers: [this.registry],
      // Read from the one database: several processes report the same value, not parts of a sum.
      aggregator: 'max',
      async collect() {
        this.reset();
        try {
          await read(this, clock());
        } catch {
          this.reset();
          failures.inc({ gauge: config.name });
        }
      },
    });
  }

  private databaseGauges(db: Kysely<DB>): void {
    const since = (now: Date) => new Date(now.getTime() - RECENT_WINDOW_MS).toISOString();
    this.dbGauge(
      {
        name: 'cabas_orders_last_hour',
        help: 'Commandes passées dans la dernière heure, par statut actuel',
        labelNames: ['statut'],
      },
      async (gauge, now) => {
        for (const row of await repo.recentOrdersByStatus(db, since(now)))
          gauge.set({ statut: row.key }, row.count);
      },
    );
    this.dbGauge(
      {
        name: 'cabas_payment_sessions_last_hour',
        help: 'Sessions de paiement ouvertes ou terminées dans la dernière heure, par issue',
        labelNames: ['statut'],
      },
      async (gauge, now) => {
        for (const row of await repo.recentPaymentSessionsByStatus(db, since(now)))
          gauge.set({ statut: row.key }, row.count);
      },
    );
    this.dbGauge(
      { name: 'cabas_slot_holds_active', help: 'Créneaux tenus en ce moment par des commandes en cours' },
      async (gauge, now) => {
        gauge.set(await repo.activeSlotHolds(db, now.toISOString()));
      },
    );
    const backlog = async (now: Date) => ({ rows: await repo.outboxBacklog(db), now });
    this.dbGauge(
      {
        name: 'cabas_outbox_messages',
        help: 'Messages de la boîte d’envoi : en attente, ou abandonnés après le dernier essai',
        labelNames: ['statut'],
      },
      async (gauge, now) => {
        for (const row of (await backlog(now)).rows) gauge.set({ statut: row.status }, row.count);
      },
    );
    this.dbGauge(
      {
        name: 'cabas_outbox_oldest_age_seconds',
        help: 'Âge en secondes du plus ancien message de la boîte d’envoi, par statut (0 sans message)',
        labelNames: ['statut'],
      },
      async (gauge, now) => {
        for (const row of (await backlog(now)).rows) {
          const age = row.oldestCreatedAt ? (now.getTime() - Date.parse(row.oldestCreatedAt)) / 1000 : 0;
          gauge.set({ statut: row.status }, Math.max(0, age));
        }
      },
    );
  }

  /** PostgreSQL's connection pool (SQLite has none: no series). */
  private poolGauges(database: Database): void {
    const poolUse = database.poolUse;
    if (!poolUse) return;
    new Gauge({
      name: 'cabas_db_pool_connections',
      help: 'Connexions PostgreSQL du processus : ouvertes (total), libres (idle), maximum (max)',
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        const use = poolUse();
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'max' }, use.max);
      },
    });
    new Gauge({
      name: 'cabas_db_pool_waiting',
      help: 'Requêtes qui attendent une connexion PostgreSQL libre',
      registers: [this.registry],
      collect() {
        this.set(poolUse().waiting);
      },
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ApiMetrics;
  }
}

/**
 * Creates the server's metrics. When `/metrics` is served (`processMetrics`), it counts every request
 * the server answers (API, probes, storefront); otherwise no one could read the counts, and every
 * request is spared the hook.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): ApiMetrics {
  const metrics = new ApiMetrics(options);
  app.decorate('metrics', metrics);
  if (options.processMetrics)
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observeRequest(request, reply);
      done();
    });
  return metrics;
}
