import { type CheckoutResponse, giftCardLineLabel } from '@cabas/contracts';
import { eurosToCents } from '@cabas/domain';
import type { DraftAmount, OrderDraft } from './order-draft.ts';

export interface DraftContext {
  client: { id: number; email: string; prenom: string };
  store: { id: number; adresse: string; cp: string; ville: string };
  holdId: number | null;
  codePaiement: string;
  hasAlias: boolean;
}

/** The order to make from a checkout as the client sees it now (prices, reductions, fee, slot, place). */
export function draftFromCheckout(checkout: CheckoutResponse, ctx: DraftContext): OrderDraft {
  const a = checkout.data.attributes;
  const service = a.service_id === null ? null : checkout.data.modesCommande.services[String(a.service_id)];
  const lines = a.panier.lignes_panier
    .filter((l) => l.disponible && l.prix_unitaire !== null)
    .map((l) => ({
      productId: l.produit_id,
      // A gift card is named by its amount on the order, its e-mail and the account's history.
      designation: l.montant === null ? l.designation : giftCardLineLabel(l.montant),
      quantity: l.quantite,
      unitPriceCents: eurosToCents(l.prix_unitaire ?? 0),
      totalCents: eurosToCents(l.montant_ttc),
      reductionCents: eurosToCents(l.remise),
      substitution: l.substitution_accord,
      giftCardCents: l.montant === null ? 0 : eurosToCents(l.montant),
    }));
  const frais: DraftAmount[] = [];
  if (a.montants.frais > 0) {
    const libelle =
      a.mode_commande === 'LAD' || a.mode_commande === 'LDD' ? 'Frais de livraison' : 'Frais de préparation';
    frais.push({ type: 'creneau', libelle, cents: eurosToCents(a.montants.frais) });
  }
  const reductions: DraftAmount[] = [];
  const immediate = a.panier.lignes_panier.reduce(
    (sum, l) => sum + (l.disponible ? eurosToCents(l.remise) : 0),
    0,
  );
  if (immediate > 0)
    reductions.push({ type: 'remise_immediate', libelle: 'Remises immédiates', cents: immediate });
  for (const r of a.panier.reductions) {
    if (r.applicable && r.valeur > 0) {
      reductions.push({
        type: r.type,
        libelle: `Code promo ${r.code}`,
        cents: eurosToCents(r.valeur),
        code: r.code,
      });
    }
  }
  const delivery = a.adresse_livraison;
  return {
    checkoutId: checkout.data.id,
    clientId: ctx.client.id,
    storeId: ctx.store.id,
    email: ctx.client.email,
    prenom: ctx.client.prenom,
    typePanier: a.type_panier,
    codeTypeCommande: a.mode_commande ?? 'DRIVE',
    codePaiement: ctx.codePaiement,
    serviceId: a.service_id,
    serviceLabel: service?.label ?? a.modeCommandeLibelle,
    slot:
      a.creneau && ctx.holdId !== null
        ? { holdId: ctx.holdId, slotId: a.creneau.creneau_id, debut: a.creneau.debut, fin: a.creneau.fin }
        : null,
    adresseRetrait: delivery
      ? null
      : { adresse: service?.adresse ?? ctx.store.adresse, cp: ctx.store.cp, ville: ctx.store.ville },
    adresse: delivery
      ? { adresse: delivery.adresse, code_postal: delivery.code_postal, ville: delivery.nom_commune }
      : null,
    lines,
    frais,
    reductions,
    totalCents: eurosToCents(a.montants.total_ttc),
    totalRemiseCents: reductions.reduce((sum, r) => sum + r.cents, 0),
    hasAlias: ctx.hasAlias,
  };
}
