import { checkoutMessages, PRO_PAYMENT_MODES, type ProPaymentMode, proMessages } from '@cabas/contracts';
import {
  eurosToCents,
  FEES_VAT_RATE,
  fitsOutstandingLimit,
  outstandingAvailableCents,
  VAT_RATES,
  type VatRow,
  vatBreakdown,
} from '@cabas/domain';
import type { ProAccountRow } from '../../db/schema-pro.ts';
import {
  amounts,
  type CheckoutContext,
  formatEuros,
  modeOfService,
  servicePossibility,
} from '../checkout/checkout-context.ts';
import { linesNotAllowed, PRO_ORDER_MODES } from './pro-cart.ts';
import type { ProClient } from './pro-checkout.repository.ts';

/** Everything a pro checkout answer and its checks are made of, read once per call. */
export interface ProCheckoutContext {
  /** The checkout of the pro's drive cart, its cart rendered for a pro (`proCart`). */
  checkout: CheckoutContext;
  client: ProClient;
  account: ProAccountRow | null;
  paymentTermDays: number;
  /** The named commercial contact (`clients.pro_contact_id`). */
  contact: { prenom: string; nom: string; tel: string; mobile: string | null; mail: string } | null;
  /** Each cart product's VAT rate (basis points). */
  vatRates: Map<number, number>;
}

/** The store's services a pro may choose: its drive's. */
export function proServices(ctx: Pick<CheckoutContext, 'modes' | 'services'>) {
  const modes = ctx.modes.filter((m) => PRO_ORDER_MODES.includes(m.type));
  return ctx.services.flatMap((s) => {
    const mode = modes.find((m) => m.id === s.order_mode_id);
    return mode ? [{ service: s, mode }] : [];
  });
}

export interface ProAmounts {
  cartCents: number;
  feeCents: number;
  totalCents: number;
  vat: VatRow[];
}

/**
 * The order's amounts: the cart and the slot's fee, and the VAT by rate of the lines that will be
 * ordered (each product's rate) and of the fee (a service, standard rate).
 */
export function proAmounts(ctx: ProCheckoutContext): ProAmounts {
  const a = amounts(ctx.checkout);
  const lines = ctx.checkout.cart.lignes_panier
    .filter((l) => l.disponible)
    .map((l) => ({
      rate: ctx.vatRates.get(l.produit_id) ?? VAT_RATES.standard,
      totalCents: eurosToCents(l.montant_ttc),
    }));
  if (a.feeCents > 0) lines.push({ rate: FEES_VAT_RATE, totalCents: a.feeCents });
  return { cartCents: a.cartCents, feeCents: a.feeCents, totalCents: a.totalCents, vat: vatBreakdown(lines) };
}

/** Limit, owed and left, in cents (a company without an account row has no outstanding limit). */
export function outstandingOf(account: ProAccountRow | null) {
  const limitCents = account?.outstanding_limit_cents ?? 0;
  const outstandingCents = account?.outstanding_cents ?? 0;
  return {
    limitCents,
    outstandingCents,
    availableCents: outstandingAvailableCents({ limitCents, outstandingCents }),
  };
}

/** The message of an order on invoice over what is left of the outstanding limit. */
export const outstandingExceeded = (orderCents: number, availableCents: number) =>
  proMessages.outstandingExceeded(formatEuros(orderCents), formatEuros(availableCents));

/** Whether this order may be paid on invoice: within the limit, else why not. */
export function deferredPayment(account: ProAccountRow | null, totalCents: number) {
  const o = outstandingOf(account);
  return fitsOutstandingLimit(o, totalCents)
    ? { possible: true, raison: null }
    : { possible: false, raison: outstandingExceeded(totalCents, o.availableCents) };
}

/** What is still missing before processCreateCommande, in step order: drive, slot, payment mode. */
export function proMissing(ctx: CheckoutContext): { champ: string; message: string }[] {
  const missing: { champ: string; message: string }[] = [];
  if (!ctx.cart.lignes_panier.some((l) => l.disponible))
    missing.push({ champ: 'panier', message: checkoutMessages.cartEmpty });
  const found = modeOfService(ctx, ctx.row.service_id);
  if (!found || !PRO_ORDER_MODES.includes(found.mode.type)) {
    missing.push({ champ: 'service_id', message: proMessages.serviceRequired });
  } else {
    const possibility = servicePossibility(ctx, found.service.id);
    if (!possibility.possible)
      missing.push({
        champ: 'service_id',
        message: possibility.raisons[0] ?? checkoutMessages.serviceNotPossible,
      });
    if (!ctx.hold)
      missing.push({
        champ: 'creneau_id',
        message: ctx.holdExpired ? checkoutMessages.slotHoldExpired : proMessages.slotRequired,
      });
  }
  if (proPaymentMode(ctx.row.payment_mode) === null)
    missing.push({ champ: 'modePaiement', message: proMessages.paymentModeRequired });
  return missing;
}

/** The checkout's payment mode if it is a pro's (on invoice or by card), else null. */
export function proPaymentMode(mode: string | null): ProPaymentMode | null {
  return PRO_PAYMENT_MODES.find((m) => m === mode) ?? null;
}

/** The cart's lines the pro may not order. */
export const proLinesNotAllowed = (ctx: ProCheckoutContext) =>
  linesNotAllowed(ctx.checkout.cart, ctx.checkout.facts);
