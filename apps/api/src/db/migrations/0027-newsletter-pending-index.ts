import { type Kysely, sql } from 'kysely';

/**
 * The hourly clean-up looks for the unconfirmed newsletter addresses by the date of their last
 * request: a partial index holds only those (confirmed subscribers, the many, stay out of it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('newsletter_email_subscriptions_pending')
    .on('newsletter_email_subscriptions')
    .column('requested_at')
    .where(sql.ref('confirmed_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('newsletter_email_subscriptions_pending').execute();
}
