/**
 * The checkout calls' answers as the storefront reads them: every amount decoded once into integer
 * cents (`…Cents`), the rest under the wire's names. Amounts sent back are encoded by the calls.
 */
import type {
  CheckoutAttributes,
  CheckoutOrderMode,
  CheckoutOrderModes,
  CheckoutResponse,
  CheckoutService,
  InstalmentSchedule,
  LoyaltyCardSummary,
  PaymentModesResponse,
  PlanningResponse,
  Slot,
  SlotDay,
  SlotHold,
  SlotsResponse,
} from '@cabas/contracts';
import { eurosToCents } from '@cabas/domain';
import { decodeCart, type ShopCart } from '../cart/index.ts';

const optionalCents = (euros: number | null) => (euros === null ? null : eurosToCents(euros));

export type ShopSlot = Omit<Slot, 'tarif'> & { priceCents: number };
export type ShopSlotDay = Omit<SlotDay, 'creneaux'> & { creneaux: ShopSlot[] };
export type ShopSlotHold = Omit<SlotHold, 'tarif'> & { priceCents: number };

export const decodeSlot = ({ tarif, ...slot }: Slot): ShopSlot => ({
  ...slot,
  priceCents: eurosToCents(tarif),
});
const decodeDay = (day: SlotDay): ShopSlotDay => ({ ...day, creneaux: day.creneaux.map(decodeSlot) });

export type ShopSlots = Omit<SlotsResponse, 'data'> & { data: ShopSlotDay[] };
export const decodeSlots = (answer: SlotsResponse): ShopSlots => ({
  ...answer,
  data: answer.data.map(decodeDay),
});

type PlanningService = PlanningResponse['data'][number];
export type ShopPlanning = Omit<PlanningResponse, 'data'> & {
  data: (Omit<PlanningService, 'jours'> & { jours: ShopSlotDay[] })[];
};
export const decodePlanning = (answer: PlanningResponse): ShopPlanning => ({
  ...answer,
  data: answer.data.map((service) => ({ ...service, jours: service.jours.map(decodeDay) })),
});

export type ShopOrderMode = Omit<CheckoutOrderMode, 'montant_minimum' | 'tarif_mini' | 'consigne_sacs'> & {
  minimumCents: number | null;
  priceFromCents: number | null;
  /** The drive's bag deposit, per bag; null: no bags. */
  bagDepositCents: number | null;
};
export type ShopService = Omit<CheckoutService, 'checkout'> & { maxOrderCents: number | null };
export type ShopOrderModes = {
  infos: Omit<CheckoutOrderModes['infos'], 'montantMinimumLAD' | 'tarif_livraison_defaut'> & {
    minimumHomeDeliveryCents: number | null;
    homeDeliveryFeeCents: number;
  };
  modes: ShopOrderMode[];
  services: Record<string, ShopService>;
};

export interface CheckoutAmountsCents {
  cartCents: number;
  feesCents: number;
  totalCents: number;
  walletCents: number;
  giftCardCents: number;
  partnerCardCents: number;
  remainingCents: number;
}

export type ShopCheckoutAttributes = Omit<
  CheckoutAttributes,
  | 'montants'
  | 'tirelire'
  | 'montant_reservation_eurocora'
  | 'carteCarrefour'
  | 'carteCadeau'
  | 'creneau'
  | 'panier'
> & {
  amounts: CheckoutAmountsCents;
  tirelire: { usedCents: number; carte: number | null; balanceCents: number; availableCents: number } | null;
  /** The cagnotte reserved on the card for this order (0: none). */
  eurocoraReservedCents: number;
  carteCarrefour: { usedCents: number } | null;
  carteCadeau: {
    numero_masque: string;
    usedCents: number;
    balanceCents: number;
    date_expiration: string;
  } | null;
  creneau: ShopSlotHold | null;
  panier: ShopCart;
};

export type ShopCheckout = Omit<CheckoutResponse, 'data'> & {
  data: Omit<CheckoutResponse['data'], 'attributes' | 'modesCommande'> & {
    attributes: ShopCheckoutAttributes;
    modesCommande: ShopOrderModes;
  };
};

function decodeModes({ infos, modes, services }: CheckoutOrderModes): ShopOrderModes {
  const { montantMinimumLAD, tarif_livraison_defaut, ...rest } = infos;
  return {
    infos: {
      ...rest,
      minimumHomeDeliveryCents: optionalCents(montantMinimumLAD),
      homeDeliveryFeeCents: eurosToCents(tarif_livraison_defaut),
    },
    modes: modes.map(({ montant_minimum, tarif_mini, consigne_sacs, ...mode }) => ({
      ...mode,
      minimumCents: optionalCents(montant_minimum),
      priceFromCents: optionalCents(tarif_mini),
      bagDepositCents: consigne_sacs ? eurosToCents(consigne_sacs.montant_unitaire) : null,
    })),
    services: Object.fromEntries(
      Object.entries(services).map(([id, { checkout, ...service }]) => [
        id,
        { ...service, maxOrderCents: optionalCents(checkout.montant_max) },
      ]),
    ),
  };
}

export function decodeCheckout(answer: CheckoutResponse): ShopCheckout {
  const {
    montants: m,
    tirelire,
    montant_reservation_eurocora,
    carteCarrefour,
    carteCadeau,
    creneau,
    panier,
    ...attributes
  } = answer.data.attributes;
  return {
    ...answer,
    data: {
      ...answer.data,
      attributes: {
        ...attributes,
        amounts: {
          cartCents: eurosToCents(m.total_panier),
          feesCents: eurosToCents(m.frais),
          totalCents: eurosToCents(m.total_ttc),
          walletCents: eurosToCents(m.tirelire),
          giftCardCents: eurosToCents(m.carte_cadeau),
          partnerCardCents: eurosToCents(m.carte_carrefour),
          remainingCents: eurosToCents(m.reste_a_payer),
        },
        tirelire: tirelire && {
          usedCents: eurosToCents(tirelire.montant),
          carte: tirelire.carte,
          balanceCents: eurosToCents(tirelire.solde),
          availableCents: eurosToCents(tirelire.disponible),
        },
        eurocoraReservedCents: eurosToCents(montant_reservation_eurocora),
        carteCarrefour: carteCarrefour && { usedCents: eurosToCents(carteCarrefour.montant) },
        carteCadeau: carteCadeau && {
          numero_masque: carteCadeau.numero_masque,
          usedCents: eurosToCents(carteCadeau.montant),
          balanceCents: eurosToCents(carteCadeau.solde),
          date_expiration: carteCadeau.date_expiration,
        },
        creneau: creneau && (({ tarif, ...hold }) => ({ ...hold, priceCents: eurosToCents(tarif) }))(creneau),
        panier: decodeCart(panier),
      },
      modesCommande: decodeModes(answer.data.modesCommande),
    },
  };
}

export type ShopLoyaltyCard = Omit<LoyaltyCardSummary, 'solde_euro' | 'disponible_euro'> & {
  balanceCents: number;
  /** What this checkout may use: the balance less the other open checkouts' reservations. */
  availableCents: number;
};
export type ShopPaymentModes = Omit<PaymentModesResponse, 'meta'> & {
  meta: Omit<PaymentModesResponse['meta'], 'cartes_fidelite'> & { cartes_fidelite: ShopLoyaltyCard[] };
};

export const decodePaymentModes = (answer: PaymentModesResponse): ShopPaymentModes => ({
  ...answer,
  meta: {
    ...answer.meta,
    cartes_fidelite: answer.meta.cartes_fidelite.map(({ solde_euro, disponible_euro, ...card }) => ({
      ...card,
      balanceCents: eurosToCents(solde_euro),
      availableCents: eurosToCents(disponible_euro),
    })),
  },
});

export type ShopInstalmentSchedule = Omit<
  InstalmentSchedule,
  'montant' | 'frais' | 'montant_total' | 'mensualites'
> & {
  amountCents: number;
  feesCents: number;
  totalCents: number;
  mensualites: { date: string; amountCents: number }[];
};

export const decodeSchedule = ({
  montant,
  frais,
  montant_total,
  mensualites,
  ...schedule
}: InstalmentSchedule): ShopInstalmentSchedule => ({
  ...schedule,
  amountCents: eurosToCents(montant),
  feesCents: eurosToCents(frais),
  totalCents: eurosToCents(montant_total),
  mensualites: mensualites.map((m) => ({ date: m.date, amountCents: eurosToCents(m.montant) })),
});
