import type { Advantage, AdvantageType } from '@cabas/contracts';
import { sortAdvantages } from '@cabas/domain';
import type { AdvantageRow } from '../products/cards.repository.ts';

/** The web page listing the products of a mix (`/article/mixin`). */
export const mixPath = (groupId: number) => `/article/mixin?panachage=${groupId}`;

export function presentAdvantages(rows: readonly AdvantageRow[]): Advantage[] {
  return sortAdvantages(rows).map((a) => ({
    type_avantage: a.type_avantage as AdvantageType,
    texte_avantage: a.texte_avantage,
    lot: a.lot,
    nb_pdt_lot: a.nb_pdt_lot,
    prime_fid: a.prime_fid ? { type: a.prime_fid } : null,
    lien_panachage_produits: a.mix_group_id === null ? null : mixPath(a.mix_group_id),
    date_debut: a.starts_at,
    date_fin: a.ends_at,
  }));
}

/**
 * The price after the immediate reductions (RI) that need no loyalty card and no lot, in cents;
 * null when there is none.
 */
export function priceAfterImmediateReductions(
  priceCents: number,
  rows: readonly AdvantageRow[],
): number | null {
  let price = priceCents;
  let applied = false;
  for (const a of rows) {
    if (a.type_avantage !== 'RI' || a.lot !== null || a.prime_fid !== null) continue;
    price = a.unite === '%' ? Math.round((price * (100 - a.valeur)) / 100) : price - a.valeur;
    applied = true;
  }
  return applied ? Math.max(0, price) : null;
}
