import type { ScheduledJob } from '../../platform/outbox/scheduler.ts';
import type { LoyaltyExpiryService } from './loyalty-expiry.service.ts';

/** Once a day, in one process at a time, its next run kept in `scheduled_jobs` across restarts. */
export const loyaltyExpiryJob = (expiry: Pick<LoyaltyExpiryService, 'run'>): ScheduledJob => ({
  name: 'expiration-cagnottes',
  everyMs: 86_400_000,
  run: (_db, now) => expiry.run(now),
});
