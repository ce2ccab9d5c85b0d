import { giftCardLineLabel } from '@cabas/contracts';
import { eurosToCents } from '@cabas/domain';
import { amounts, type CheckoutContext, modeOfService } from '../../checkout/checkout-context.ts';
import type { DraftAmount, DraftLine, OrderDraft } from '../order-draft.ts';
import type { PaymentFacts } from './process.repository.ts';

/**
 * The cart's lines as the order keeps them, in cents. The context holds the cart as the cart module
 * renders it (its answer is in euros): its amounts are read here, once, for the lines and reductions.
 */
function draftLines(ctx: CheckoutContext): { lines: DraftLine[]; immediateCents: number } {
  const available = ctx.cart.lignes_panier.filter((l) => l.disponible && l.prix_unitaire !== null);
  const lines = available.map((l) => ({
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
  const immediateCents = ctx.cart.lignes_panier.reduce(
    (sum, l) => sum + (l.disponible ? eurosToCents(l.remise) : 0),
    0,
  );
  return { lines, immediateCents };
}

function draftReductions(ctx: CheckoutContext, immediateCents: number): DraftAmount[] {
  const reductions: DraftAmount[] = [];
  if (immediateCents > 0)
    reductions.push({ type: 'remise_immediate', libelle: 'Remises immédiates', cents: immediateCents });
  for (const r of ctx.cart.reductions) {
    if (r.applicable && r.valeur > 0)
      reductions.push({
        type: r.type,
        libelle: `Code promo ${r.code}`,
        cents: eurosToCents(r.valeur),
        code: r.code,
      });
  }
  return reductions;
}

/**
 * The order to make from the checkout as it is once the choices are made (`after`): prices and
 * reductions, the slot's fee and the total as the checkout computes them in cents, the slot held, the
 * pickup place or the delivery address.
 */
export function orderDraft(
  after: CheckoutContext,
  facts: Pick<PaymentFacts, 'client' | 'store'>,
  payment: { codePaiement: string; hasAlias: boolean },
): OrderDraft {
  const { row, hold, address } = after;
  const found = modeOfService(after, row.service_id);
  const modeType = found?.mode.type ?? null;
  const a = amounts(after);
  const { lines, immediateCents } = draftLines(after);
  const frais: DraftAmount[] = [];
  if (a.feeCents > 0) {
    const libelle = modeType === 'LAD' || modeType === 'LDD' ? 'Frais de livraison' : 'Frais de préparation';
    frais.push({ type: 'creneau', libelle, cents: a.feeCents });
  }
  const reductions = draftReductions(after, immediateCents);
  return {
    checkoutId: row.id,
    clientId: facts.client.id,
    storeId: facts.store.id,
    email: facts.client.email,
    prenom: facts.client.prenom,
    typePanier: row.type_panier,
    codeTypeCommande: modeType ?? 'DRIVE',
    codePaiement: payment.codePaiement,
    serviceId: row.service_id,
    serviceLabel: found?.service.label ?? null,
    slot:
      hold && row.hold_id !== null
        ? { holdId: row.hold_id, slotId: hold.slot_id, debut: hold.slot.starts_at, fin: hold.slot.ends_at }
        : null,
    adresseRetrait: address
      ? null
      : {
          adresse: found?.service.adresse ?? facts.store.adresse,
          cp: facts.store.cp,
          ville: facts.store.ville,
        },
    adresse: address
      ? { adresse: address.adresse, code_postal: address.code_postal, ville: address.nom_commune }
      : null,
    noteClient: address?.info_livreur ?? null,
    lines,
    frais,
    reductions,
    totalCents: a.totalCents,
    totalRemiseCents: reductions.reduce((sum, r) => sum + r.cents, 0),
    hasAlias: payment.hasAlias,
  };
}
