import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { OutboxRow } from '../../db/schema-outbox.ts';
import { drawAttachments } from '../mail/draw-attachments.ts';
import type { Mailer, MailMessage, QueuedMail } from '../mail/mailer.ts';
import * as repo from './outbox.repository.ts';
import { DEFAULT_RETRY, type RetryPolicy, retryDelayMs } from './retry.ts';
import { type ScheduledJob, Scheduler } from './scheduler.ts';

export interface OutboxLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OutboxOptions {
  /** Pause between two looks at the outbox when nothing nudges the worker. */
  pollMs: number;
  /**
   * How long a process holds the message (or job) it took. Past it another process may take it
   * over, so it must exceed the longest send (the SMTP timeouts of mailer.ts).
   */
  leaseMs: number;
  /** Messages sent per look before the next look (and the scheduled jobs) get their turn. */
  batch: number;
  retry: RetryPolicy;
  jobs: ScheduledJob[];
  /** Wall-clock time: leases are compared between processes (tests may move it). */
  clock: () => Date;
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  pollMs: 1_000,
  leaseMs: 120_000,
  batch: 20,
  retry: DEFAULT_RETRY,
  jobs: [],
  clock: () => new Date(),
};

export interface OutboxMail {
  /** What the message is (`commande-confirmation`…), for operators. */
  kind: string;
  /** What it is about, unique (`commande:42`): enqueued twice, it is still sent once. */
  key: string;
  message: QueuedMail;
}

/**
 * The stable identity of a message: its creation time then its id, so that the .eml files of the
 * default transport sort in the order the messages were written and a resent one keeps its name.
 */
export function messageKey(row: Pick<OutboxRow, 'id' | 'created_at'>): string {
  const stamp = row.created_at.replaceAll(':', '-').replace('.', '-');
  return `${stamp}-${String(row.id).padStart(10, '0')}`;
}

/**
 * E-mails leave through the outbox: `enqueueMail` writes the message in the
 * transaction of the change that causes it, and this process's worker sends it after the commit
 * (nudged at once, else within `pollMs`), retries failures with exponential backoff and gives up
 * after the last attempt (`echec`, logged). Each send holds a lease on the row, so several processes
 * never send one message at the same time. The same worker runs the scheduled jobs.
 */
export class Outbox {
  /** This process's name in the leases it takes. */
  readonly worker = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  readonly #options: OutboxOptions;
  readonly #scheduler: Scheduler;
  #chain: Promise<unknown> = Promise.resolve();
  #queued = false;
  #closed = false;
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly mailer: Mailer,
    private readonly log: OutboxLog,
    options: Partial<OutboxOptions> = {},
  ) {
    this.#options = { ...DEFAULT_OUTBOX_OPTIONS, ...options };
    const o = this.#options;
    this.#scheduler = new Scheduler(db, [...o.jobs], this.worker, o.leaseMs, log, o.clock);
  }

  /** Writes an e-mail to send with `trx`: it leaves only if that transaction commits. */
  async enqueueMail(trx: Kysely<DB> | Transaction<DB>, mail: OutboxMail): Promise<void> {
    await repo.insertMessage(trx, {
      kind: mail.kind,
      key: mail.key,
      payload: JSON.stringify(mail.message),
      nowIso: this.#options.clock().toISOString(),
    });
  }

  /** Looks at the outbox now (after a commit that enqueued something), not at the next poll. */
  nudge(): void {
    if (this.#closed || this.#queued) return;
    this.#queued = true;
    void this.#run();
  }

  /** Polls every `pollMs` until closed. */
  start(): void {
    if (this.#timer || this.#closed) return;
    this.#timer = setInterval(() => this.nudge(), this.#options.pollMs);
    this.#timer.unref();
    this.nudge();
  }

  /** Sends every message that is due, then resolves (tests, and whoever must wait for the mail). */
  async drain(): Promise<void> {
    while ((await this.#run()) > 0);
  }

  /** A periodic job of a module (for example asking unconfirmed refunds again). */
  schedule(job: ScheduledJob): void {
    this.#scheduler.add(job);
  }

  /** Runs the scheduled jobs that are due now (the worker does it on its own at each look). */
  runDueJobs(): Promise<number> {
    return this.#scheduler.runDue();
  }

  /** Stops polling and waits for the message being sent; the others wait for the next start. */
  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    await this.#chain;
    await this.mailer.close();
  }

  /** One look at a time in a process: looks asked for meanwhile wait their turn. */
  #run(): Promise<number> {
    const look = this.#chain.then(() => {
      this.#queued = false;
      return this.#look();
    });
    this.#chain = look;
    return look;
  }

  /** Sends what is due, then runs the due jobs; returns how many messages were handled. */
  async #look(): Promise<number> {
    let handled = 0;
    try {
      const ids = await repo.dueMessageIds(this.db, this.#options.clock().toISOString(), this.#options.batch);
      for (const id of ids) {
        if (this.#closed) break;
        if (await this.#sendOne(id)) handled++;
      }
      if (!this.#closed) await this.#scheduler.runDue();
    } catch (error) {
      this.log.error({ err: error }, 'outbox worker failed');
    }
    return handled;
  }

  async #sendOne(id: number): Promise<boolean> {
    const { clock, leaseMs, retry } = this.#options;
    const now = clock();
    const until = new Date(now.getTime() + leaseMs).toISOString();
    const row = await repo.claimMessage(this.db, id, this.worker, now.toISOString(), until);
    if (!row) return false;
    let message: MailMessage;
    try {
      message = await drawAttachments(JSON.parse(row.payload) as QueuedMail);
      await this.mailer.send(message, { key: messageKey(row) });
    } catch (error) {
      const delay = retryDelayMs(row.attempts, retry);
      const nextAttemptIso = delay === null ? null : new Date(clock().getTime() + delay).toISOString();
      await repo.markFailed(this.db, row.id, this.worker, { error: String(error), nextAttemptIso });
      const details = { err: error, outboxId: row.id, kind: row.kind, attempts: row.attempts };
      if (nextAttemptIso) this.log.warn({ ...details, nextAttemptIso }, 'mail not sent, will retry');
      else this.log.error(details, 'mail not sent, given up after the last attempt');
      return true;
    }
    // The body may hold a one-time link (password reset): only who and what are kept.
    const kept = JSON.stringify({ to: message.to, subject: message.subject });
    await repo.markSent(this.db, row.id, clock().toISOString(), kept);
    return true;
  }
}
