import type { ProBilling } from '@cabas/contracts';

/**
 * The order as priced when the client starts paying, kept with the payment session (JSON): the
 * notification creates the order from it, whatever happens to the cart or the checkout meanwhile.
 */
export interface OrderDraft {
  checkoutId: number;
  clientId: number;
  storeId: number;
  email: string;
  prenom: string;
  typePanier: string;
  /** The order mode (DRIVE, LAD, CC...). */
  codeTypeCommande: string;
  codePaiement: string;
  serviceId: number | null;
  serviceLabel: string | null;
  slot: { holdId: number; slotId: number; debut: string; fin: string } | null;
  /** Pickup place of drive and click and collect. */
  adresseRetrait: { adresse: string; cp: string; ville: string } | null;
  /** Delivery address of home delivery. */
  adresse: { adresse: string; code_postal: string; ville: string } | null;
  /** The customer's instructions: the delivery address's `info_livreur` (absent from older drafts). */
  noteClient?: string | null;
  lines: DraftLine[];
  frais: DraftAmount[];
  reductions: DraftAmount[];
  totalCents: number;
  totalRemiseCents: number;
  hasAlias: boolean;
  /** A pro order (decision 119): the billing details the order keeps (`orders.pro_billing`). */
  pro?: ProBilling;
  /** A pro order: the store agreement's payment term in days (the confirmation e-mail says it). */
  paymentTermDays?: number;
}

export interface DraftLine {
  productId: number;
  designation: string;
  quantity: number;
  unitPriceCents: number;
  /** Net of `reductionCents`, the line's immediate reduction (absent from older drafts: 0). */
  totalCents: number;
  reductionCents?: number;
  substitution: boolean;
  /** Gift cards: the amount of one card (absent from drafts made before gift cards could be bought). */
  giftCardCents?: number;
}

export interface DraftAmount {
  type: string;
  libelle: string;
  cents: number;
  /** A promo code's reduction: the code. */
  code?: string;
}

/** Units taken from an offer's stock for a line: kilograms of weighed goods are rounded up. */
export const reservedUnits = (quantity: number) => Math.ceil(quantity - 1e-9);
