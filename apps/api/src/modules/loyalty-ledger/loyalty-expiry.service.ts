import {
  CAGNOTTE_VALIDITY_MONTHS,
  cagnotteLots,
  dueExpirations,
  EXPIRY_REMINDER_DAYS,
  expiriesToRemind,
  loyaltyCardLabel,
  maskCardNumber,
} from '@cabas/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { StoredValueLedger } from '../ledger/stored-value-ledger.ts';
import { expiryReminderMail } from './expiry-reminder-mail.ts';
import * as repo from './loyalty-ledger.repository.ts';

const DAY_MS = 86_400_000;
/**
 * How far back the job looks past the credits due today: a worker stopped longer than this leaves
 * older credits unexpired (their euros stay spendable) until an operator widens it.
 */
const LOOKBACK_DAYS = 60;

/** The idempotency key of a reminder in the outbox: one per card and day. */
export const expiryReminderKey = (numero: string, expiresOn: string) =>
  `rappel-expiration:${numero}:${expiresOn}`;

export interface ExpiryRun {
  /** Credits written off. */
  expired: number;
  /** Reminders enqueued. */
  reminded: number;
}

/**
 * The daily job of cagnotte euros (decision 127): writes off, through the ledger, what is left of
 * each credit whose day has passed (once per credit), and enqueues one reminder per card and day
 * `EXPIRY_REMINDER_DAYS` days before, in the same transaction as its record (once, however often
 * the job runs or the process restarts). One transaction per card, the card locked first.
 */
export class LoyaltyExpiryService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly ledger: Pick<StoredValueLedger, 'expire'>,
    private readonly outbox: Pick<Outbox, 'enqueueMail' | 'nudge'>,
    /** The shop's origin, for the link to the card's history; none: no link. */
    private readonly shopUrl: string | null = null,
  ) {}

  async run(now: Date): Promise<ExpiryRun> {
    const yearAgo = new Date(now);
    yearAgo.setUTCMonth(yearAgo.getUTCMonth() - CAGNOTTE_VALIDITY_MONTHS);
    // Credits due from the lookback to a reminder's reach (a day more for Paris days and month ends).
    const from = new Date(yearAgo.getTime() - LOOKBACK_DAYS * DAY_MS).toISOString();
    const before = new Date(yearAgo.getTime() + (EXPIRY_REMINDER_DAYS + 2) * DAY_MS).toISOString();
    const done: ExpiryRun = { expired: 0, reminded: 0 };
    for (const numero of await repo.cardsCreditedBetween(this.db, from, before)) {
      const run = await this.db.transaction().execute((trx) => this.card(trx, numero, now));
      done.expired += run.expired;
      done.reminded += run.reminded;
    }
    if (done.reminded) this.outbox.nudge();
    return done;
  }

  private async card(trx: Transaction<DB>, numero: string, now: Date): Promise<ExpiryRun> {
    const nowIso = now.toISOString();
    await repo.lockCard(trx, numero, nowIso);
    const lots = cagnotteLots(await repo.cagnotteMovements(trx, numero));
    let expired = 0;
    for (const lot of dueExpirations(lots, now))
      if (await this.ledger.expire(trx, { numero, creditId: lot.creditId, cents: lot.left }, nowIso))
        expired++;
    const holder = await repo.holderOf(trx, numero);
    if (!holder) return { expired, reminded: 0 };
    let reminded = 0;
    for (const due of expiriesToRemind(lots, now)) {
      const record = {
        numero,
        expiresOn: due.expiresOn,
        clientId: holder.client_id,
        cents: due.cents,
        nowIso,
      };
      if (!(await repo.insertReminder(trx, record))) continue;
      await this.outbox.enqueueMail(trx, {
        kind: 'cagnotte-expiration',
        key: expiryReminderKey(numero, due.expiresOn),
        message: expiryReminderMail({
          to: holder.email,
          prenom: holder.prenom,
          card: `${loyaltyCardLabel(holder.type_carte, numero)} ${maskCardNumber(numero)}`,
          cents: due.cents,
          expiresOn: due.expiresOn,
          historyUrl: this.shopUrl
            ? `${this.shopUrl.replace(/\/+$/, '')}/mon-compte/ma-fidelite/mouvements/${holder.card_id}`
            : null,
        }),
      });
      reminded++;
    }
    return { expired, reminded };
  }
}
