import type { OrderChangesService } from '../../modules/order-changes/order-changes.service.ts';
import type { CaptureService } from '../../modules/payments/capture/capture.service.ts';
import type { SlotsService } from '../../modules/slots/slots.service.ts';
import { deleteSentBefore } from './outbox.repository.ts';
import type { ScheduledJob } from './scheduler.ts';

/** Sent messages are kept this long (who and what, for support), then forgotten. */
export const SENT_MAILS_KEPT_DAYS = 30;

/**
 * The periodic jobs of the worker. Reminders would go here too: neither the specification nor the
 * code asks for one today. Expired payment sessions are not cancelled here: a provider may still
 * notify a late authorisation, and an open session holds nothing but its slot hold, which the first
 * job gives back (see docs/decisions, "outbox"). The services are the app's (`app.services`).
 */
export const defaultJobs = (services: { slots: SlotsService }): ScheduledJob[] => [
  {
    // Holds are released lazily when a planning is read; this gives places back even if nobody reads.
    name: 'liberation-creneaux-expires',
    everyMs: 60_000,
    run: (_db, now) => services.slots.releaseExpiredHolds(now),
  },
  {
    name: 'purge-mails-envoyes',
    everyMs: 3_600_000,
    run: (db, now) =>
      deleteSentBefore(db, new Date(now.getTime() - SENT_MAILS_KEPT_DAYS * 86_400_000).toISOString()),
  },
];

/** A refund the provider did not confirm (it was down) is asked again, later each time. */
export const pendingRefundsJob = (
  orderChanges: Pick<OrderChangesService, 'settlePendingRefunds'>,
): ScheduledJob => ({
  name: 'remboursements-en-attente',
  everyMs: 60_000,
  run: (_db, now) => orderChanges.settlePendingRefunds(now),
});

/**
 * The card operations the provider did not answer (decision 109), asked again with their keys, later
 * each time: the captures of closed orders and their releases (`encaissements-en-attente`), and the
 * releases of authorisations of orders cancelled before their capture (`liberations-en-attente`).
 */
export const pendingCardOperationsJobs = (
  captures: Pick<CaptureService, 'settlePendingCaptures'>,
  orderChanges: Pick<OrderChangesService, 'settlePendingReleases'>,
): ScheduledJob[] => [
  {
    name: 'encaissements-en-attente',
    everyMs: 60_000,
    run: (_db, now) => captures.settlePendingCaptures(now),
  },
  {
    name: 'liberations-en-attente',
    everyMs: 60_000,
    run: (_db, now) => orderChanges.settlePendingReleases(now),
  },
];
