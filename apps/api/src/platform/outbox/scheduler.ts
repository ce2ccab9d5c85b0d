import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { claimJob, ensureJobs, finishJob } from './jobs.repository.ts';
import type { OutboxLog } from './outbox.ts';

export interface ScheduledJob {
  /** Its row in `scheduled_jobs`. */
  name: string;
  everyMs: number;
  run(db: Kysely<DB>, now: Date): Promise<unknown>;
}

/** A process looks at a job it did not run at most this often (one conditional update each time). */
const RECHECK_MS = 5_000;

/**
 * Runs each job every `everyMs`, in one process at a time: the process that takes the job's lease
 * (a conditional update of its row) runs it and sets its next run; the others skip it.
 */
export class Scheduler {
  readonly #nextCheck = new Map<string, number>();
  #ensured = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly jobs: ScheduledJob[],
    private readonly worker: string,
    private readonly leaseMs: number,
    private readonly log: OutboxLog,
    private readonly clock: () => Date,
  ) {}

  /** Adds a job a module brings once the worker exists (its row is created at the next look). */
  add(job: ScheduledJob): void {
    this.jobs.push(job);
    this.#ensured = false;
  }

  /** Runs the jobs that are due and that no other process holds; returns how many ran. */
  async runDue(): Promise<number> {
    if (!this.jobs.length) return 0;
    if (!this.#ensured) {
      await ensureJobs(
        this.db,
        this.jobs.map((j) => j.name),
        this.clock().toISOString(),
      );
      this.#ensured = true;
    }
    let ran = 0;
    for (const job of this.jobs) {
      const now = this.clock();
      if (now.getTime() < (this.#nextCheck.get(job.name) ?? 0)) continue;
      this.#nextCheck.set(job.name, now.getTime() + Math.min(job.everyMs, RECHECK_MS));
      const until = new Date(now.getTime() + this.leaseMs).toISOString();
      if (!(await claimJob(this.db, job.name, this.worker, now.toISOString(), until))) continue;
      let error: string | null = null;
      try {
        await job.run(this.db, now);
      } catch (failure) {
        error = String(failure);
        this.log.error({ err: failure, job: job.name }, 'scheduled job failed');
      }
      const next = now.getTime() + job.everyMs;
      await finishJob(this.db, job.name, this.worker, {
        nowIso: now.toISOString(),
        nextRunIso: new Date(next).toISOString(),
        error,
      });
      this.#nextCheck.set(job.name, next);
      ran++;
    }
    return ran;
  }
}
