import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB>;

/** What a real provider's hosted session is opened with: the session, its client, store and saved card. */
export function hostedSessionFacts(db: Db, id: string, provider: string) {
  return (
    db
      .selectFrom('payment_sessions as p')
      .innerJoin('stores as s', 's.id', 'p.store_id')
      .innerJoin('clients as c', 'c.id', 'p.client_id')
      // The saved card chosen at checkout, when it is the client's and kept by this provider.
      .leftJoin('payment_aliases as a', (join) =>
        join
          .on((eb) => eb(eb.cast('a.id', 'text'), '=', eb.ref('p.alias_paiement_id')))
          .onRef('a.client_id', '=', 'p.client_id')
          .on('a.provider', '=', provider),
      )
      .leftJoin('payment_provider_customers as pc', (join) =>
        join.onRef('pc.client_id', '=', 'p.client_id').on('pc.provider', '=', provider),
      )
      .select([
        'p.id',
        'p.status',
        'p.card_cents',
        'p.type_panier',
        'p.capture_mode',
        'p.client_id',
        'p.store_id',
        'p.expires_at',
        'p.provider_reference',
        's.name as store_name',
        'c.email',
        'a.provider_token as alias_token',
        'a.provider_customer as alias_customer',
        'pc.customer_reference',
      ])
      .where('p.id', '=', id)
      .executeTakeFirst()
  );
}

/** The provider's session of ours and the account it was opened on ('' for the default one). */
export async function keepHostedSession(
  db: Db,
  id: string,
  opened: { reference: string; account: string | null },
): Promise<void> {
  await db
    .updateTable('payment_sessions')
    .set({ provider_reference: opened.reference, provider_account: opened.account ?? '' })
    .where('id', '=', id)
    .execute();
}

export async function accountOf(db: Db, id: string): Promise<string | null> {
  const row = await db
    .selectFrom('payment_sessions')
    .select('provider_account')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.provider_account ?? null;
}

/** The provider's payment of a session, kept from the webhook that authorised it (the first one wins). */
export async function keepPayment(db: Db, id: string, reference: string): Promise<void> {
  await db
    .updateTable('payment_sessions')
    .set({ provider_payment_reference: reference })
    .where('id', '=', id)
    .where('provider_payment_reference', 'is', null)
    .execute();
}

export async function paymentOf(db: Db, id: string): Promise<string | null> {
  const row = await db
    .selectFrom('payment_sessions')
    .select('provider_payment_reference')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.provider_payment_reference ?? null;
}

export async function storeOf(db: Db, id: string): Promise<number | null> {
  const row = await db
    .selectFrom('payment_sessions')
    .select('store_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.store_id ?? null;
}

/** A session of ours and who it is for; null when the provider names a session we do not know. */
export function sessionOwner(db: Db, id: string) {
  return db
    .selectFrom('payment_sessions')
    .select(['id', 'client_id', 'provider'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function keepProviderCustomer(
  db: Db,
  clientId: number,
  provider: string,
  reference: string,
  nowIso: string,
): Promise<void> {
  await db
    .insertInto('payment_provider_customers')
    .values({ client_id: clientId, provider, customer_reference: reference, created_at: nowIso })
    .onConflict((oc) => oc.columns(['client_id', 'provider']).doNothing())
    .execute();
}

/** Whether this provider event was already applied to the session (a webhook delivered again). */
export async function eventApplied(db: Db, sessionId: string, evenementId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payment_notifications')
    .select('id')
    .where('session_id', '=', sessionId)
    .where('evenement_id', '=', evenementId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * What the shop recorded of a session's card at a provider that has no call to read it (Adyen): the
 * amount authorised when its payment was kept, and the operations the provider answered.
 */
export async function recordedCard(db: Db, sessionId: string) {
  const session = await db
    .selectFrom('payment_sessions')
    .select(['card_cents', 'provider_payment_reference', 'status'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!session?.provider_payment_reference) return null;
  const operations = await db
    .selectFrom('payment_card_operations')
    .select(['kind', 'amount_cents'])
    .where('payment_session_id', '=', sessionId)
    .where('status', '=', 'effectue')
    .execute();
  const refunds = await db
    .selectFrom('payment_refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'))
    .where('payment_session_id', '=', sessionId)
    .where('status', '=', 'effectue')
    .executeTakeFirstOrThrow();
  return { authorisedCents: session.card_cents, operations, refundedCents: Number(refunds.cents) };
}

/** A session closed without an order, with what its card was asked for. */
export function closedPayment(db: Db, sessionId: string) {
  return db
    .selectFrom('payment_sessions')
    .select(['card_cents', 'capture_mode'])
    .where('id', '=', sessionId)
    .where('order_id', 'is', null)
    .where('status', 'in', ['annulee', 'refusee', 'erreur'])
    .executeTakeFirst();
}

/**
 * An operation the provider answered and later said failed: a capture or release no longer counts
 * (`refusee`, its reason kept), a refund is `echoue`. False when the shop never asked it.
 */
export async function markOperationFailed(
  db: Db,
  outcome: { reference: string; kind: string; reason: string | null },
  nowIso: string,
): Promise<boolean> {
  const reason = `echec_prestataire: ${outcome.reason ?? 'inconnue'}`.slice(0, 500);
  if (outcome.kind === 'remboursement') {
    const refunds = await db
      .updateTable('payment_refunds')
      .set({ status: 'echoue', last_error: reason, updated_at: nowIso })
      .where('provider_reference', '=', outcome.reference)
      .where('status', '=', 'effectue')
      .executeTakeFirst();
    if (Number(refunds.numUpdatedRows) > 0) return true;
  }
  const operations = await db
    .updateTable('payment_card_operations')
    .set({ status: 'refusee', refusal: 'echec_prestataire', last_error: reason, updated_at: nowIso })
    .where('provider_reference', '=', outcome.reference)
    .where('status', '=', 'effectue')
    .executeTakeFirst();
  return Number(operations.numUpdatedRows) > 0;
}
