import { describe, expect, it } from 'vitest';
import { workerPlan } from '../src/workers.ts';

const redis = { REDIS_URL: 'redis://127.0.0.1:6379' };

describe('workerPlan (WEB_CONCURRENCY)', () => {
  it('runs one process by default, with or without Redis', () => {
    expect(workerPlan({}, 8)).toEqual({ workers: 1 });
    expect(workerPlan(redis, 8)).toEqual({ workers: 1 });
  });

  it('takes a number of workers or one per core with "auto"', () => {
    expect(workerPlan({ ...redis, WEB_CONCURRENCY: '3' }, 8)).toEqual({ workers: 3 });
    expect(workerPlan({ ...redis, WEB_CONCURRENCY: 'auto' }, 2)).toEqual({ workers: 2 });
    expect(workerPlan({ WEB_CONCURRENCY: 'auto' }, 1)).toEqual({ workers: 1 });
  });

  it('refuses several workers without Redis, where lockouts would be counted per process', () => {
    const plan = workerPlan({ WEB_CONCURRENCY: '2' }, 8);
    expect(plan).toEqual({ error: expect.stringContaining('REDIS_URL') });
  });

  it('refuses a value that is not a worker count', () => {
    for (const value of ['0', '-1', '1.5', 'beaucoup', '65'])
      expect(workerPlan({ ...redis, WEB_CONCURRENCY: value }, 8)).toEqual({
        error: expect.stringContaining('WEB_CONCURRENCY'),
      });
  });
});
