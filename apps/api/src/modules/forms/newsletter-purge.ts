import { NEWSLETTER_CONFIRMATION_DAYS } from '@cabas/contracts';
import type { ScheduledJob } from '../../platform/outbox/scheduler.ts';
import type { FormsService } from './forms.service.ts';

/**
 * An address that never confirmed its newsletter subscription is deleted this many days after its
 * last request. Never fewer than the confirmation link's validity: a link must expire before its
 * subscription can go, so no live link ever points at a deleted row (SQLite may give a deleted row's
 * id to the next one, and the link names the row by its id).
 */
export const UNCONFIRMED_NEWSLETTER_DAYS_MIN = NEWSLETTER_CONFIRMATION_DAYS;
export const UNCONFIRMED_NEWSLETTER_DAYS_MAX = 365;

export class NewsletterDelayError extends Error {
  override readonly name = 'NewsletterDelayError';
}

/** NEWSLETTER_UNCONFIRMED_DAYS: unset or empty gives the minimum (7); anything else must be a whole number of days within the bounds. */
export function unconfirmedNewsletterDays(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '') return UNCONFIRMED_NEWSLETTER_DAYS_MIN;
  const days = Number(text);
  if (!/^\d+$/.test(text) || days < UNCONFIRMED_NEWSLETTER_DAYS_MIN || days > UNCONFIRMED_NEWSLETTER_DAYS_MAX)
    throw new NewsletterDelayError(
      `NEWSLETTER_UNCONFIRMED_DAYS : « ${text} » doit être un nombre entier de jours entre ${UNCONFIRMED_NEWSLETTER_DAYS_MIN} (la validité du lien de confirmation) et ${UNCONFIRMED_NEWSLETTER_DAYS_MAX}. ` +
        `(NEWSLETTER_UNCONFIRMED_DAYS: "${text}" must be a whole number of days from ${UNCONFIRMED_NEWSLETTER_DAYS_MIN}, the confirmation link's validity, to ${UNCONFIRMED_NEWSLETTER_DAYS_MAX}.)`,
    );
  return days;
}

/** The worker's hourly job that forgets the unconfirmed newsletter addresses past the delay. */
export function newsletterPurgeJob(forms: FormsService, days: number): ScheduledJob {
  return {
    name: 'purge-newsletter-non-confirmees',
    everyMs: 3_600_000,
    run: (_db, now) => forms.purgeUnconfirmedNewsletters(now, days),
  };
}
