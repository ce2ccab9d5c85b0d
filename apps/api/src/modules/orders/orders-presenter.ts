import { type Order, type OrderProduct, type OrderStatus, productImageUrl } from '@cabas/contracts';
import {
  centsToEuros,
  invoiceOffered,
  isArchivedStatus,
  linesAfterReduction,
  lineTracking,
  orderDate,
  orderPaymentModes,
  orderSubtotalCents,
} from '@cabas/domain';
import type * as repo from './orders.repository.ts';

type Amount = Awaited<ReturnType<typeof repo.orderAmounts>>[number];
type Line = Awaited<ReturnType<typeof repo.orderLines>>[number];
export type OrderSummaryPayload = Omit<Order, 'lignes_commande' | 'remplacements'>;

const REDUCTION_IS_PROMO = 'code_promo';

/** An order as the API answers it (amounts in euros, `date_commande` in Paris time). */
export function presentOrder(o: repo.OrderRecord, amounts: Amount[], isPro: boolean): OrderSummaryPayload {
  const mine = amounts.filter((a) => a.order_id === o.id);
  const toAmount = (a: Amount) => ({
    type: a.type,
    libelle: a.libelle,
    valeur: centsToEuros(a.valeur_cents),
  });
  const asCents = (a: Amount) => ({ type: a.type, libelle: a.libelle, cents: a.valeur_cents });
  const frais = mine.filter((a) => a.kind === 'frais');
  const reductions = mine.filter((a) => a.kind === 'reduction');
  const statut = o.statut_code as OrderStatus;
  // Once the store closed the order, its total is what was captured (decision 114).
  const totalCents = o.final_total_cents ?? o.total_cents;
  const modes = orderPaymentModes({
    codePaiement: o.code_paiement,
    totalCents,
    tirelireCents: o.tirelire_cents,
    eurocoraCents: o.eurocora_cents,
    giftCardCents: o.gift_card_cents,
    reductions: reductions.map(asCents),
  });
  return {
    id: o.id,
    code: o.code,
    titre: o.titre,
    code_paiement: o.code_paiement,
    code_type_commande: o.code_type_commande,
    service_id: o.service_id,
    type_panier: o.type_panier,
    magasin_id: o.store_id,
    magasin: { id: o.store_id, name: o.store_name, telephone: o.store_telephone },
    date_de_retrait: o.date_de_retrait,
    date_de_retrait_max: o.date_de_retrait_max,
    adresse_retrait: o.adresse_retrait ? JSON.parse(o.adresse_retrait) : null,
    adresse: o.adresse ? JSON.parse(o.adresse) : null,
    statut_code: statut,
    date_commande: orderDate(new Date(o.placed_at)),
    frais: frais.map(toAmount),
    reductions: reductions.map(toAmount),
    montant_total_remise: centsToEuros(o.total_remise_cents),
    montant_total_ttc: centsToEuros(totalCents),
    montant_reservation_eurocora: centsToEuros(o.eurocora_cents),
    montant_tirelire: centsToEuros(o.tirelire_cents),
    montant_carte_cadeau: centsToEuros(o.gift_card_cents),
    has_alias_paiement: o.has_alias_paiement === 1,
    email_confirmation: o.email,
    montant_sous_total_ttc: centsToEuros(
      orderSubtotalCents(totalCents, frais.map(asCents), o.total_remise_cents),
    ),
    mode_paiement: o.code_paiement,
    modes_paiement: modes.map((m) => ({ libelle: m.libelle, valeur: centsToEuros(m.cents) })),
    is_archive: isArchivedStatus(statut),
    // No billing address is kept yet: the invoice page asks for one ('Générer ma facture').
    has_adresse_facture: false,
    url_facture: invoiceUrl(o, statut, isPro),
    label_bon_ticket: null,
    tickets_de_caisse: [],
    avantages_total_animco: isPro
      ? null
      : {
          // What the order earned at its hand-over (decision 123): nothing before, nor without a card.
          points: o.earned_points ?? 0,
          eurocora: centsToEuros(o.earned_cents ?? 0),
          objets: reductions
            .filter((r) => r.type !== REDUCTION_IS_PROMO)
            .map((r) => ({ valeur: centsToEuros(r.valeur_cents), libelle: r.libelle })),
        },
    numero_commande_pro: isPro ? o.code : null,
  };
}

/**
 * Where the order's invoice is, on the shop: a consumer's withdrawn order, its invoice page (the
 * address is asked there); a pro's, the download of the invoice issued at its withdrawal (decision 119).
 */
function invoiceUrl(o: repo.OrderRecord, statut: OrderStatus, isPro: boolean): string | null {
  if (isPro)
    return o.pro_invoice_numero ? `/mon-compte/espace-pro/factures/${o.pro_invoice_numero}/pdf` : null;
  return invoiceOffered(statut, false) ? `/mon-compte/mes-commandes/${o.id}/facture` : null;
}

/** The lines with their delivery status, their share of the reductions and their product now. */
export function presentLines(o: repo.OrderRecord, lines: Line[]): OrderProduct[] {
  const after = linesAfterReduction(
    lines.map((l) => l.total_cents),
    o.total_remise_cents,
  );
  const suivi = lineTracking(o.statut_code);
  return lines.map((l, i) => ({
    id: l.id,
    produit_id: l.product_id,
    montant: l.gift_card_cents > 0 ? centsToEuros(l.gift_card_cents) : null,
    designation: l.designation,
    quantite: l.quantity,
    prix_unitaire: centsToEuros(l.unit_price_cents),
    montant_ttc: centsToEuros(l.total_cents),
    substitution_accord: l.substitution_accord === 1,
    prix_total_avec_remise: centsToEuros(after[i] ?? l.total_cents),
    visuel: productImageUrl(l.ean),
    categorie_parente_id: l.parent_category_id ?? null,
    suivi,
    slug: l.slug,
    marque: l.marque,
    disponible: l.offer_stock !== null && l.offer_stock - (l.offer_reserved ?? 0) > 0,
  }));
}
