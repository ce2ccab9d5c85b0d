import { LEAVES_BY_ID } from './category-tree.ts';
import {
  type Channel,
  daysBefore,
  productFacts,
  quantityColumns,
  type SeedClock,
  type SeedProduct,
} from './product-builder.ts';
import type { Quantity } from './quantity.ts';
import { randomFor } from './random.ts';
import { productSlug } from './text.ts';

/** The quantity columns of a product row as a Quantity (null when unknown or not parsed). */
export function rowQuantity(row: SeedProduct['row']): Quantity | null {
  if (!row.quantity_label || !row.code_unite_mesure || row.valeur_unite_mesure == null) return null;
  if (row.quantite_reference == null || !row.unite_reference) return null;
  const pack = /^(\d+) x /.exec(row.quantity_label);
  return {
    label: row.quantity_label,
    code: row.code_unite_mesure as Quantity['code'],
    value: row.valeur_unite_mesure,
    referenceUnit: row.unite_reference as Quantity['referenceUnit'],
    referenceQuantity: row.quantite_reference,
    packCount: pack ? Number(pack[1]) : 1,
  };
}

export interface Derivation {
  id: number;
  ean: string;
  designation: string;
  quantity: Quantity | null;
  priceCents: number;
  channel: Channel;
  corapro?: boolean;
  description?: string | null;
}

/**
 * A new product made from a real one (a pro case, a bigger size): same category, brand, ingredients,
 * allergens and nutrition; its own id, EAN, name, quantity and price.
 */
export function deriveProduct(source: SeedProduct, d: Derivation, clock: SeedClock): SeedProduct {
  const category = LEAVES_BY_ID.get(source.row.category_id);
  if (!category) throw new Error(`Rayon inconnu pour le produit ${source.row.ean}`);
  const random = randomFor('derived', d.ean);
  const nouveau = random.chance(0.03);
  return {
    row: {
      ...source.row,
      id: d.id,
      ean: d.ean,
      slug: productSlug(d.designation, source.row.marque ?? null),
      designation: d.designation,
      description: d.description ?? null,
      ...quantityColumns(d.quantity),
      type: 'TC',
      corapro: d.corapro ? 1 : 0,
      is_nouveau: nouveau ? 1 : 0,
      is_local: 0,
      source: 'generated',
      created_at: daysBefore(clock, nouveau ? random.int(1, 25) : random.int(60, 1500)),
    },
    facts: productFacts(d.ean, d.channel, d.priceCents, category),
  };
}
