import {
  ERASED_NAME,
  erasedEmail,
  ORDER_STATUSES_IN_PROGRESS,
  PAYMENT_SESSIONS_IN_PROGRESS,
} from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-accounts.ts';
import type {} from '../../db/schema-cart.ts';
import type {} from '../../db/schema-checkout.ts';
import type {} from '../../db/schema-order-documents.ts';
import type {} from '../../db/schema-orders.ts';
import type {} from '../../db/schema-pro.ts';
import type {} from '../../db/schema-profile.ts';
import type {} from '../../db/schema-till-receipts.ts';
import type {} from '../../db/schema-usual-products.ts';

type Db = Kysely<DB>;

/** What may block a deletion: orders and payments in progress, subscriptions, what a pro company owes. */
export async function deletionFacts(db: Db, clientId: number, nowIso: string) {
  const [orders, payments, subscriptions, proAccount, unpaidInvoice] = await Promise.all([
    db
      .selectFrom('orders')
      .select('statut_code')
      .where('client_id', '=', clientId)
      .where('statut_code', 'in', [...ORDER_STATUSES_IN_PROGRESS])
      .execute(),
    db
      .selectFrom('payment_sessions')
      .select('id')
      .where('client_id', '=', clientId)
      .where('status', 'in', [...PAYMENT_SESSIONS_IN_PROGRESS])
      .where('expires_at', '>', nowIso)
      .execute(),
    db
      .selectFrom('client_subscriptions')
      .select(['actif', 'date_fin'])
      .where('client_id', '=', clientId)
      .execute(),
    db
      .selectFrom('pro_accounts')
      .select('outstanding_cents')
      .where('client_id', '=', clientId)
      .executeTakeFirst(),
    db
      .selectFrom('pro_invoices')
      .select('id')
      .where('client_id', '=', clientId)
      .where('paid_at', 'is', null)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    orderStatuses: orders.map((o) => o.statut_code),
    paymentsInProgress: payments.length,
    subscriptions: subscriptions.map((s) => ({ actif: s.actif === 1, dateFin: s.date_fin })),
    proOwes: (proAccount?.outstanding_cents ?? 0) !== 0 || unpaidInvoice !== undefined,
  };
}

export function clientCartIds(db: Db, clientId: number) {
  return db
    .selectFrom('carts')
    .select('id')
    .where('client_id', '=', clientId)
    .execute()
    .then((rows) => rows.map((r) => r.id));
}

/**
 * Erases what names or describes the shopper (in the caller's transaction, after the cart holds are
 * released): carts with their checkouts, addresses, lists, cards, subscriptions, tokens; the orders
 * and payment records keep their amounts and lines but lose the e-mail, first name and delivery
 * address; the client row stays, anonymised and closed (decision 044).
 */
export async function eraseClient(db: Db, clientId: number, nowIso: string) {
  await db.deleteFrom('carts').where('client_id', '=', clientId).execute();
  await db
    .deleteFrom('receipt_lines')
    .where('receipt_id', 'in', db.selectFrom('receipts').select('id').where('client_id', '=', clientId))
    .execute();
  await db.deleteFrom('checkouts').where('client_id', '=', clientId).execute();
  // The tills' journal keeps its receipts and amounts (the ledger names them), no longer her (decision 128).
  await db
    .updateTable('till_receipts')
    .set({ client_id: null, receipt_id: null })
    .where('client_id', '=', clientId)
    .execute();
  // The partner cards go back to their issuer's register, with their balances, free to be linked again.
  const partnerCards = await db
    .selectFrom('loyalty_cards')
    .select(['numero', 'solde_cents', 'solde_suiv_cents', 'solde_points', 'solde_points_suiv'])
    .where('client_id', '=', clientId)
    .execute();
  for (const { numero, ...balances } of partnerCards)
    await db
      .updateTable('loyalty_card_register')
      .set({ ...balances, updated_at: nowIso })
      .where('numero', '=', numero)
      .execute();
  for (const table of [
    'delivery_addresses',
    'shopping_lists',
    'loyalty_cards',
    'payment_aliases',
    'client_subscriptions',
    'client_pro_stores',
    'password_reset_tokens',
    'email_change_tokens',
    'billing_addresses',
    'newsletter_subscriptions',
    'payment_alias_requests',
    'receipts',
    'ticket_preferences',
    'usual_products_hidden',
    'meal_plan_entries',
    'recipe_favourites',
    // The client's own recipes (their ingredients, and any favourite or meal of them, go with them).
    'recipes',
    // A pro's company details and limit (decision 119). Its invoices, their orders' billing details
    // and its receivable movements are accounting records: kept, as the orders are.
    'pro_accounts',
  ] as const) {
    await db.deleteFrom(table).where('client_id', '=', clientId).execute();
  }
  const email = erasedEmail(clientId);
  await db
    .updateTable('orders')
    .set({ email, adresse: null, updated_at: nowIso })
    .where('client_id', '=', clientId)
    .execute();
  const sessions = await db
    .selectFrom('payment_sessions')
    .select(['id', 'order_draft'])
    .where('client_id', '=', clientId)
    .execute();
  for (const session of sessions) {
    const draft = JSON.parse(session.order_draft) as Record<string, unknown>;
    const scrubbed = { ...draft, email, prenom: ERASED_NAME, adresse: null };
    await db
      .updateTable('payment_sessions')
      .set({ order_draft: JSON.stringify(scrubbed), updated_at: nowIso })
      .where('id', '=', session.id)
      .execute();
  }
  await db
    .updateTable('clients')
    .set({
      email,
      password_hash: '!',
      statut: 'supprime',
      nom: ERASED_NAME,
      prenom: ERASED_NAME,
      tel: null,
      opt_in: 0,
      optin_sms_suivi_commande_drive: 0,
      pro_company_name: null,
      pro_contact_id: null,
      own_cards_holder: 0,
      partner_card_holder: 0,
      all_cards_paired: 0,
      num_carte_malin: null,
      num_carte_cabas: null,
      adresse: null,
      complement_adresse: null,
      cp: null,
      ville: null,
      pays: null,
      departement: null,
      updated_at: nowIso,
    })
    .where('id', '=', clientId)
    .execute();
}

export async function recordDeletion(db: Db, motifId: number, nowIso: string) {
  await db.insertInto('account_deletions').values({ motif_id: motifId, deleted_at: nowIso }).execute();
}
