/**
 * The order calls as the storefront reads them: every amount of an order, its lines and its
 * products decoded once into integer cents, under the project's names.
 */
import {
  type CartKind,
  endpoints,
  type Order,
  type OrderListResponse,
  type OrderProduct,
  type OrderProductsResponse,
  type OrderSummary,
  type Substitution,
  type SubstitutionAnswerBody,
} from '@cabas/contracts';
import { centsToEuros, eurosToCents } from '@cabas/domain';
import { type Caller, decodedCall } from '../../lib/decoded-call.server.ts';

type LineMoney = 'montant' | 'prix_unitaire' | 'montant_ttc' | 'prix_total_avec_remise';
interface LineCents {
  /** Gift cards: the amount of one card; null for other products. */
  giftCardCents: number | null;
  unitCents: number;
  totalCents: number;
  /** The line after its share of the order's reductions. */
  totalAfterCents: number;
}
export type ShopOrderLine = Omit<Order['lignes_commande'][number], LineMoney> & LineCents;
export type ShopOrderProduct = Omit<OrderProduct, LineMoney> & LineCents;

export interface ShopAmount {
  libelle: string;
  cents: number;
}

type SummaryMoney =
  | 'frais'
  | 'reductions'
  | 'montant_total_remise'
  | 'montant_total_ttc'
  | 'montant_reservation_eurocora'
  | 'montant_tirelire'
  | 'montant_carte_cadeau'
  | 'montant_sous_total_ttc'
  | 'modes_paiement'
  | 'avantages_total_animco';

export type ShopOrderSummary = Omit<OrderSummary, SummaryMoney> & {
  fees: (ShopAmount & { type: string })[];
  reductions: (ShopAmount & { type: string })[];
  discountCents: number;
  totalCents: number;
  eurocoraReservedCents: number;
  /** Paid with the cagnotte and a gift card (parts of the total). */
  walletCents: number;
  giftCardCents: number;
  /** The lines before fees and reductions. */
  subtotalCents: number;
  /** What each means took: promo code, cagnotte, eurocora, gift card, then the card for the rest. */
  payments: ShopAmount[];
  /** Loyalty benefits of the order; null for a pro. */
  benefits: { points: number; eurocoraCents: number; items: ShopAmount[] } | null;
};
/** A line the store replaced, with the customer's answer (decision 115), in cents. */
export type ShopSubstitution = Omit<Substitution, 'prix_commande' | 'prix_unitaire' | 'prix'> & {
  orderedCents: number;
  /** Per unit (per kilogram if weighed). */
  unitCents: number;
  /** What the substitute costs if accepted. */
  priceCents: number;
};

export type ShopOrder = ShopOrderSummary & {
  lignes_commande: ShopOrderLine[];
  remplacements: ShopSubstitution[];
};

function decodeSubstitution({ prix_commande, prix_unitaire, prix, ...rest }: Substitution): ShopSubstitution {
  return {
    ...rest,
    orderedCents: eurosToCents(prix_commande),
    unitCents: eurosToCents(prix_unitaire),
    priceCents: eurosToCents(prix),
  };
}

const amount = <A extends { valeur: number }>({ valeur, ...rest }: A) => ({
  ...rest,
  cents: eurosToCents(valeur),
});

function decodeLine<L extends Order['lignes_commande'][number]>(line: L): Omit<L, LineMoney> & LineCents {
  const { montant, prix_unitaire, montant_ttc, prix_total_avec_remise, ...rest } = line;
  return {
    ...rest,
    giftCardCents: montant === null ? null : eurosToCents(montant),
    unitCents: eurosToCents(prix_unitaire),
    totalCents: eurosToCents(montant_ttc),
    totalAfterCents: eurosToCents(prix_total_avec_remise),
  };
}

export function decodeOrderSummary(order: OrderSummary): ShopOrderSummary {
  const {
    frais,
    reductions,
    montant_total_remise,
    montant_total_ttc,
    montant_reservation_eurocora,
    montant_tirelire,
    montant_carte_cadeau,
    montant_sous_total_ttc,
    modes_paiement,
    avantages_total_animco: benefits,
    ...rest
  } = order;
  return {
    ...rest,
    fees: frais.map(amount),
    reductions: reductions.map(amount),
    discountCents: eurosToCents(montant_total_remise),
    totalCents: eurosToCents(montant_total_ttc),
    eurocoraReservedCents: eurosToCents(montant_reservation_eurocora),
    walletCents: eurosToCents(montant_tirelire),
    giftCardCents: eurosToCents(montant_carte_cadeau),
    subtotalCents: eurosToCents(montant_sous_total_ttc),
    payments: modes_paiement.map(amount),
    benefits: benefits && {
      points: benefits.points,
      eurocoraCents: eurosToCents(benefits.eurocora),
      items: benefits.objets.map(amount),
    },
  };
}

export function decodeOrder(order: Order): ShopOrder {
  const { lignes_commande, remplacements, ...summary } = order;
  return {
    ...decodeOrderSummary(summary),
    lignes_commande: lignes_commande.map(decodeLine),
    remplacements: remplacements.map(decodeSubstitution),
  };
}

export type ShopOrderList = Omit<OrderListResponse, 'data'> & { data: ShopOrderSummary[] };
export type ShopOrderProducts = Omit<OrderProductsResponse, 'data'> & { data: ShopOrderProduct[] };

export const orderCalls = {
  get: decodedCall(endpoints.orders.get, ({ data }) => decodeOrder(data)),
  list: decodedCall(
    endpoints.orders.list,
    (answer): ShopOrderList => ({ ...answer, data: answer.data.map(decodeOrderSummary) }),
  ),
  products: decodedCall(
    endpoints.orders.products,
    (answer): ShopOrderProducts => ({ ...answer, data: answer.data.map(decodeLine) }),
  ),

  /** The customer's answer to a substitute of her order (decision 115). */
  answerSubstitute: (api: Caller, id: number, lineId: number, body: SubstitutionAnswerBody) =>
    api.call(endpoints.substitutions.answer, { params: { id, ligne_id: lineId }, body }),

  /** An order's lines into a cart (bulk add): a gift card goes with its card's amount, in euros. */
  addLinesToCart: (api: Caller, store: number, kind: CartKind, lines: ShopOrderLine[]) =>
    api.call(endpoints.cart.bulkAdd, {
      params: { shop: store },
      body: {
        type_panier: kind,
        lignes: lines.map((l) => ({
          produit_id: l.produit_id,
          quantite: l.quantite,
          ...(l.giftCardCents === null ? {} : { montant: centsToEuros(l.giftCardCents) }),
        })),
      },
    }),
};
