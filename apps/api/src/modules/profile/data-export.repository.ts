import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-account-extras.ts';
import type {} from '../../db/schema-accounts.ts';
import type {} from '../../db/schema-cart.ts';
import type {} from '../../db/schema-checkout.ts';
import type {} from '../../db/schema-order-documents.ts';
import type {} from '../../db/schema-orders.ts';
import type {} from '../../db/schema-usual-products.ts';
import type {} from '../recipes/recipes.schema.ts';

type Db = Kysely<DB>;

/** Everything the shop keeps about one client, read for the data download; nobody else's rows. */
export async function readClientData(db: Db, clientId: number) {
  const [
    addresses,
    orders,
    lists,
    loyaltyCards,
    subscriptions,
    paymentCards,
    billingAddress,
    newsletters,
    ticketPreference,
    receipts,
    hiddenUsualProducts,
    personalRecipes,
    favouriteRecipes,
    meals,
  ] = await Promise.all([
    db.selectFrom('delivery_addresses').selectAll().where('client_id', '=', clientId).orderBy('id').execute(),
    db
      .selectFrom('orders')
      .select([
        'id',
        'code',
        'titre',
        'statut_code',
        'store_id',
        'type_panier',
        'placed_at',
        'total_cents',
        'total_remise_cents',
        'email',
      ])
      .where('client_id', '=', clientId)
      .orderBy('placed_at', 'desc')
      .execute(),
    db
      .selectFrom('shopping_lists')
      .select(['id', 'titre', 'created_at'])
      .where('client_id', '=', clientId)
      .orderBy('id')
      .execute(),
    db.selectFrom('loyalty_cards').selectAll().where('client_id', '=', clientId).orderBy('id').execute(),
    db
      .selectFrom('client_subscriptions')
      .selectAll()
      .where('client_id', '=', clientId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('payment_aliases')
      .select(['nom', 'marque', 'last4', 'expiration'])
      .where('client_id', '=', clientId)
      .orderBy('id')
      .execute(),
    db.selectFrom('billing_addresses').selectAll().where('client_id', '=', clientId).executeTakeFirst(),
    db
      .selectFrom('newsletter_subscriptions')
      .select(['store_id'])
      .where('client_id', '=', clientId)
      .orderBy('store_id')
      .execute(),
    db
      .selectFrom('ticket_preferences')
      .select('preference')
      .where('client_id', '=', clientId)
      .executeTakeFirst(),
    db
      .selectFrom('receipts')
      .select(['numero', 'store_id', 'purchased_at', 'total_cents', 'mode_paiement'])
      .where('client_id', '=', clientId)
      .orderBy('purchased_at', 'desc')
      .execute(),
    db
      .selectFrom('usual_products_hidden as h')
      .innerJoin('products as p', 'p.id', 'h.product_id')
      .select(['h.product_id', 'p.designation', 'h.hidden_at'])
      .where('h.client_id', '=', clientId)
      .orderBy('h.hidden_at', 'desc')
      .orderBy('h.product_id')
      .execute(),
    db
      .selectFrom('recipes')
      .select(['id', 'titre', 'description', 'personnes', 'etapes', 'created_at'])
      .where('client_id', '=', clientId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('recipe_favourites as f')
      .innerJoin('recipes as r', 'r.id', 'f.recipe_id')
      .select(['f.recipe_id', 'r.titre', 'f.created_at'])
      .where('f.client_id', '=', clientId)
      .orderBy('f.created_at')
      .orderBy('f.recipe_id')
      .execute(),
    db
      .selectFrom('meal_plan_entries as m')
      .innerJoin('recipes as r', 'r.id', 'm.recipe_id')
      .select(['m.jour', 'm.recipe_id', 'r.titre', 'm.personnes'])
      .where('m.client_id', '=', clientId)
      .orderBy('m.jour')
      .orderBy('m.id')
      .execute(),
  ]);
  const recipeIds = personalRecipes.map((r) => r.id);
  const orderIds = orders.map((o) => o.id);
  const listIds = lists.map((l) => l.id);
  const [orderLines, listLines, recipeIngredients] = await Promise.all([
    orderIds.length === 0
      ? []
      : db
          .selectFrom('order_lines')
          .select(['order_id', 'designation', 'quantity', 'unit_price_cents', 'total_cents'])
          .where('order_id', 'in', orderIds)
          .orderBy('id')
          .execute(),
    listIds.length === 0
      ? []
      : db
          .selectFrom('shopping_list_lines as l')
          .innerJoin('products as p', 'p.id', 'l.product_id')
          .select(['l.list_id', 'l.product_id', 'p.designation', 'l.quantity'])
          .where('l.list_id', 'in', listIds)
          .orderBy('l.id')
          .execute(),
    recipeIds.length === 0
      ? []
      : db
          .selectFrom('recipe_ingredients')
          .select(['recipe_id', 'libelle', 'quantite'])
          .where('recipe_id', 'in', recipeIds)
          .orderBy('recipe_id')
          .orderBy('position')
          .execute(),
  ]);
  return {
    addresses,
    billingAddress,
    orders,
    orderLines,
    lists,
    listLines,
    loyaltyCards,
    subscriptions,
    paymentCards,
    newsletters,
    ticketPreference,
    receipts,
    hiddenUsualProducts,
    personalRecipes,
    recipeIngredients,
    favouriteRecipes,
    meals,
  };
}
