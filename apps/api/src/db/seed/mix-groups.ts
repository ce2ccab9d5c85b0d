import { type Insertable, type Kysely, sql } from 'kysely';
import type { DB, MixGroupProductsTable, MixGroupsTable } from '../schema.ts';
import { insertRows } from './batch-insert.ts';
import { LEAVES_BY_ID } from './category-tree.ts';
import type { SeedClock, SeedProduct } from './product-builder.ts';
import { hashString } from './random.ts';

/**
 * Product mixes (panachages, `lien_panachage_produits`): one lot advantage shared by the
 * products of a brand in one category ("le 3ème offert, panachage possible"), which the shopper may
 * mix freely. Each store gets the advantage on the members it carries.
 */
const TEMPLATES = [
  {
    type_avantage: 'RI',
    texte_avantage: 'Le 3ème offert, panachage possible',
    lot: 1,
    nb_pdt_lot: 3,
    valeur: 33,
  },
  {
    type_avantage: 'RI',
    texte_avantage: '-40% sur le 2ème, panachage possible',
    lot: 2,
    nb_pdt_lot: 2,
    valeur: 40,
  },
  {
    type_avantage: 'EC',
    texte_avantage: '40% cagnottés sur le 2ème au choix',
    lot: 2,
    nb_pdt_lot: 2,
    valeur: 40,
  },
] as const;

const SELECTED_PERCENT = 30;
const MAX_GROUPS = 150;
const MAX_MEMBERS = 12;

const dayIso = (clock: SeedClock, days: number, endOfDay = false) =>
  new Date(clock.today.getTime() + days * 86_400_000 + (endOfDay ? 86_399_000 : 0)).toISOString();

export function buildMixGroups(
  products: readonly SeedProduct[],
  clock: SeedClock,
): { groups: Insertable<MixGroupsTable>[]; members: Insertable<MixGroupProductsTable>[] } {
  const families = new Map<string, SeedProduct[]>();
  for (const product of products) {
    const { row } = product;
    if (row.source === 'generated' || row.corapro || row.type !== 'TC' || !row.marque) continue;
    if (product.facts.fixedPrice) continue;
    const key = `${row.marque}|${row.category_id}`;
    families.set(key, [...(families.get(key) ?? []), product]);
  }
  const chosen = [...families.entries()]
    .filter(([key, members]) => members.length >= 2 && hashString(`mix:${key}`) % 100 < SELECTED_PERCENT)
    .sort((a, b) => hashString(`mix:${a[0]}`) - hashString(`mix:${b[0]}`) || a[0].localeCompare(b[0]))
    .slice(0, MAX_GROUPS);
  const groups: Insertable<MixGroupsTable>[] = [];
  const members: Insertable<MixGroupProductsTable>[] = [];
  chosen.forEach(([key, family], index) => {
    const id = index + 1;
    const first = family[0]!.row;
    const template = TEMPLATES[hashString(key) % TEMPLATES.length]!;
    const span = 7 + (hashString(`span:${key}`) % 21);
    groups.push({
      id,
      libelle: `${first.marque} – ${LEAVES_BY_ID.get(first.category_id)?.libelle ?? ''}`,
      ...template,
      unite: '%',
      starts_at: dayIso(clock, -(hashString(`start:${key}`) % 7)),
      ends_at: dayIso(clock, span, true),
    });
    for (const product of family.slice(0, MAX_MEMBERS))
      members.push({ mix_group_id: id, product_id: product.row.id });
  });
  return { groups, members };
}

/** Inserts the groups and gives every store's offers of the members the group's advantage. */
export async function insertMixGroups(
  trx: Kysely<DB>,
  products: readonly SeedProduct[],
  clock: SeedClock,
): Promise<void> {
  const { groups, members } = buildMixGroups(products, clock);
  await insertRows(trx, 'mix_groups', groups);
  await insertRows(trx, 'mix_group_products', members);
  await sql`
    INSERT INTO offer_advantages (store_id, product_id, type_avantage, texte_avantage, lot, nb_pdt_lot, valeur, unite, prime_fid, starts_at, ends_at, mix_group_id)
    SELECT o.store_id, o.product_id, g.type_avantage, g.texte_avantage, g.lot, g.nb_pdt_lot, g.valeur, g.unite, NULL, g.starts_at, g.ends_at, g.id
    FROM mix_group_products m
    JOIN mix_groups g ON g.id = m.mix_group_id
    JOIN offers o ON o.product_id = m.product_id
    ORDER BY o.store_id, o.product_id, g.id`.execute(trx);
}
