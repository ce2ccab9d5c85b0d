import {
  allergenMask,
  categorySearchText,
  FRENCH_STOPWORDS,
  normalizeForSearch,
  parseAllergens,
  productSearchDocument,
  slugify,
} from '@cabas/domain';
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * What migration 0002 does to the search index and the search columns, copied here so that later
 * changes to the live search code (platform/search) never change what this migration does. Do not
 * edit: a change of the index belongs in a new migration. The words themselves come from the pure
 * text rules of @cabas/domain, the same the seed uses.
 */

const FTS_TABLE = 'product_fts';
const FTS_COLUMNS = ['search_designation', 'search_brand', 'search_labels', 'search_category'] as const;
const columns = FTS_COLUMNS.join(', ');
const newValues = FTS_COLUMNS.map((c) => `new.${c}`).join(', ');
const oldValues = FTS_COLUMNS.map((c) => `old.${c}`).join(', ');

/**
 * SQLite: an FTS5 table over the products' search columns (external content, diacritics removed,
 * prefix indexes of 2, 3 and 4 characters) kept in step by triggers. PostgreSQL: a weighted
 * `tsvector` for the rank and two more for matching, each with its GIN index.
 */
export async function createSearchIndex(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`ALTER TABLE products ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('simple'::regconfig, search_designation), 'A') ||
      setweight(to_tsvector('simple'::regconfig, search_brand), 'B') ||
      setweight(to_tsvector('simple'::regconfig, search_labels), 'C') ||
      setweight(to_tsvector('simple'::regconfig, search_category), 'D')) STORED`.execute(db);
    await sql`CREATE INDEX products_search_vector ON products USING GIN (search_vector)`.execute(db);
    await sql`ALTER TABLE products
      ADD COLUMN IF NOT EXISTS search_words tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig,
        search_designation || ' ' || search_brand || ' ' || search_labels)) STORED,
      ADD COLUMN IF NOT EXISTS search_categories tsvector GENERATED ALWAYS AS (
        to_tsvector('simple'::regconfig, search_category)) STORED`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS products_search_words ON products USING GIN (search_words)`.execute(
      db,
    );
    await sql`CREATE INDEX IF NOT EXISTS products_search_categories ON products USING GIN (search_categories)`.execute(
      db,
    );
    return;
  }
  await sql
    .raw(
      `CREATE VIRTUAL TABLE ${FTS_TABLE} USING fts5(${columns}, content='products', content_rowid='id', ` +
        `tokenize="unicode61 remove_diacritics 2", prefix='2 3 4')`,
    )
    .execute(db);
  await sql.raw(`INSERT INTO ${FTS_TABLE}(${FTS_TABLE}) VALUES ('rebuild')`).execute(db);
  await sql
    .raw(
      `CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
         INSERT INTO ${FTS_TABLE}(rowid, ${columns}) VALUES (new.id, ${newValues});
       END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
         INSERT INTO ${FTS_TABLE}(${FTS_TABLE}, rowid, ${columns}) VALUES ('delete', old.id, ${oldValues});
       END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER products_fts_update AFTER UPDATE OF ${columns} ON products BEGIN
         INSERT INTO ${FTS_TABLE}(${FTS_TABLE}, rowid, ${columns}) VALUES ('delete', old.id, ${oldValues});
         INSERT INTO ${FTS_TABLE}(rowid, ${columns}) VALUES (new.id, ${newValues});
       END`,
    )
    .execute(db);
}

export async function dropSearchIndex(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`ALTER TABLE products DROP COLUMN IF EXISTS search_vector,
      DROP COLUMN IF EXISTS search_words, DROP COLUMN IF EXISTS search_categories`.execute(db);
    return;
  }
  for (const trigger of ['products_fts_insert', 'products_fts_delete', 'products_fts_update'])
    await sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`).execute(db);
  await sql.raw(`DROP TABLE IF EXISTS ${FTS_TABLE}`).execute(db);
}

/** Rows per insert statement: few enough bound parameters for SQLite and PostgreSQL. */
const ROWS_PER_INSERT = 1_000;

// biome-ignore lint/suspicious/noExplicitAny: the migration's database is typed as unknown.
async function insertRows(db: Kysely<any>, table: string, rows: readonly object[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + ROWS_PER_INSERT) as Record<string, unknown>[])
      .execute();
  }
}

/**
 * Fills the search columns of the products already in the database and the word suggestions (a
 * database seeded before this migration; a fresh one has no products yet and is left as it is).
 */
// biome-ignore lint/suspicious/noExplicitAny: the migration's database is typed as unknown.
export async function reindexProducts(db: Kysely<any>): Promise<void> {
  const products = await db
    .selectFrom('products')
    .select(['id', 'designation', 'marque', 'allergens', 'is_bio', 'is_local', 'category_id', 'source'])
    .orderBy('id')
    .execute();
  if (!products.length) return;
  const categoryTexts = categorySearchTexts(
    await db.selectFrom('categories').select(['id', 'parent_id', 'libelle']).execute(),
  );

  await db.schema
    .createTable('search_reindex')
    .temporary()
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('search_designation', 'text', (c) => c.notNull())
    .addColumn('search_brand', 'text', (c) => c.notNull())
    .addColumn('search_labels', 'text', (c) => c.notNull())
    .addColumn('search_category', 'text', (c) => c.notNull())
    .addColumn('marque_slug', 'text')
    .addColumn('allergen_mask', 'integer', (c) => c.notNull())
    .execute();
  await insertRows(
    db,
    'search_reindex',
    products.map((p) => ({ id: p.id, ...productSearchColumns(p, categoryTexts.get(p.category_id) ?? '') })),
  );
  await sql`UPDATE products SET search_designation = s.search_designation, search_brand = s.search_brand,
      search_labels = s.search_labels, search_category = s.search_category, marque_slug = s.marque_slug,
      allergen_mask = s.allergen_mask
    FROM search_reindex s WHERE s.id = products.id`.execute(db);
  await db.schema.dropTable('search_reindex').execute();

  await db.deleteFrom('search_terms').execute();
  await insertRows(
    db,
    'search_terms',
    buildSearchTerms(products.filter((p) => p.source !== 'generated').map((p) => p.designation as string)),
  );
}

interface ProductRow {
  designation: string;
  marque: string | null;
  allergens: string;
  is_bio: number;
  is_local: number;
}

function productSearchColumns(product: ProductRow, categoryText: string) {
  const brandSlug = product.marque ? slugify(product.marque) : '';
  return {
    ...productSearchDocument({
      designation: product.designation,
      marque: product.marque,
      categoryText,
      isOrganic: product.is_bio === 1,
      isLocal: product.is_local === 1,
    }),
    marque_slug: brandSlug || null,
    allergen_mask: allergenMask(parseAllergens(product.allergens)),
  };
}

function categorySearchTexts(
  categories: readonly { id: number; parent_id: number | null; libelle: string }[],
): Map<number, string> {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const texts = new Map<number, string>();
  for (const category of categories) {
    const path: string[] = [];
    for (
      let c: typeof category | undefined = category;
      c;
      c = c.parent_id ? byId.get(c.parent_id) : undefined
    )
      path.unshift(c.libelle);
    texts.set(category.id, categorySearchText(path));
  }
  return texts;
}

/** Suggested words and two-word phrases (phrases found in fewer than 2 products left out). */
function buildSearchTerms(designations: Iterable<string>) {
  const MIN_PHRASE_FREQUENCY = 2;
  const MAX_TERM_LENGTH = 60;
  const ELIDED = new Set(['d', 'l']);
  const isWord = (word: string) => /\p{L}/u.test(word) && word.length >= 2;
  const counts = new Map<string, { frequency: number; spellings: Map<string, number> }>();
  const add = (libelle: string, seen: Set<string>) => {
    const term = normalizeForSearch(libelle);
    if (term.length < 2 || term.length > MAX_TERM_LENGTH || seen.has(term)) return;
    seen.add(term);
    const entry = counts.get(term) ?? { frequency: 0, spellings: new Map<string, number>() };
    entry.frequency += 1;
    entry.spellings.set(libelle, (entry.spellings.get(libelle) ?? 0) + 1);
    counts.set(term, entry);
  };
  for (const designation of designations) {
    const words = designation
      .toLocaleLowerCase('fr-FR')
      .split(/[^\p{L}\p{N}-]+/u)
      .map((w) => w.replace(/^-+|-+$/g, ''))
      .filter(Boolean);
    const seen = new Set<string>();
    const stop = (word: string | undefined) =>
      word !== undefined && FRENCH_STOPWORDS.has(normalizeForSearch(word));
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      if (!isWord(word) || stop(word)) continue;
      if (normalizeForSearch(word).length >= 3) add(word, seen);
      const next = words[i + 1];
      const after = words[i + 2];
      if (next && isWord(next) && !stop(next)) add(`${word} ${next}`, seen);
      else if (next && stop(next) && after && isWord(after) && !stop(after)) {
        add(ELIDED.has(next) ? `${word} ${next}'${after}` : `${word} ${next} ${after}`, seen);
      }
    }
  }
  const rows: { term: string; libelle: string; frequency: number }[] = [];
  for (const [term, { frequency, spellings }] of counts) {
    if (term.includes(' ') && frequency < MIN_PHRASE_FREQUENCY) continue;
    const libelle = [...spellings.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
    rows.push({ term, libelle, frequency });
  }
  return rows.sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
}
