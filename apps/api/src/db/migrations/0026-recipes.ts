import type { Kysely } from 'kysely';
import { float, withId } from './dialect.ts';

/**
 * Recipes: the shop's (client_id null) and the clients' personal ones, their ingredients (each
 * matched to a product once, when written), the clients' favourites and their week of meals.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('recipes'))
    .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('titre', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('categorie', 'text', (c) => c.notNull())
    .addColumn('difficulte', 'text', (c) => c.notNull())
    .addColumn('temps_preparation', 'integer', (c) => c.notNull())
    .addColumn('temps_cuisson', 'integer', (c) => c.notNull())
    .addColumn('temps_total', 'integer', (c) => c.notNull())
    .addColumn('personnes', 'integer', (c) => c.notNull())
    .addColumn('etapes', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recipes_client').on('recipes').columns(['client_id', 'id']).execute();
  await db.schema
    .createIndex('recipes_category_time')
    .on('recipes')
    .columns(['categorie', 'temps_total'])
    .execute();

  await withId(db, db.schema.createTable('recipe_ingredients'))
    .addColumn('recipe_id', 'integer', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('libelle', 'text', (c) => c.notNull())
    .addColumn('produit_recherche', 'text', (c) => c.notNull())
    .addColumn('quantite', float(db), (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('recipe_ingredients_recipe')
    .on('recipe_ingredients')
    .columns(['recipe_id', 'position'])
    .execute();

  await db.schema
    .createTable('recipe_favourites')
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('recipe_id', 'integer', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('recipe_favourites_pk', ['client_id', 'recipe_id'])
    .execute();

  await withId(db, db.schema.createTable('meal_plan_entries'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('jour', 'integer', (c) => c.notNull())
    .addColumn('recipe_id', 'integer', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('personnes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('meal_plan_entries_client')
    .on('meal_plan_entries')
    .columns(['client_id', 'jour'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('meal_plan_entries').execute();
  await db.schema.dropTable('recipe_favourites').execute();
  await db.schema.dropTable('recipe_ingredients').execute();
  await db.schema.dropTable('recipes').execute();
}
