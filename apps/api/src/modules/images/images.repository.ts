import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function findProductForImage(db: Kysely<DB>, ean: string) {
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(['p.designation', 'p.marque', 'p.quantity_label', 'c.color', 'c.libelle as category'])
    .where('p.ean', '=', ean)
    .executeTakeFirst();
}
