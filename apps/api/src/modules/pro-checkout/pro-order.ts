import {
  API_ERROR_CODES,
  type ProBilling,
  type ProBillingForm,
  type ProPaymentMode,
  paymentMessages,
  proMessages,
} from '@cabas/contracts';
import type { ProAccountRow } from '../../db/schema-pro.ts';
import { DomainError } from '../../platform/domain-error.ts';
import { type OrderRefused, OutstandingExceeded } from '../payments/notification/order-placement.ts';
import type { OrderDraft } from '../payments/order-draft.ts';
import { orderDraft } from '../payments/process/order-draft.ts';
import type { ProStore } from './pro-checkout.repository.ts';
import {
  deferredPayment,
  outstandingExceeded,
  outstandingOf,
  type ProCheckoutContext,
  proAmounts,
  proLinesNotAllowed,
  proMissing,
  proPaymentMode,
} from './pro-checkout-context.ts';

/** The billing details the company and the order keep, from the checked form. */
export function proBillingOf(form: ProBillingForm): ProBilling {
  return {
    raison_sociale: form.raison_sociale,
    siret: form.siret,
    tva_intracommunautaire: form.tva_intracommunautaire ?? null,
    adresse: form.adresse,
    code_postal: form.code_postal,
    ville: form.ville,
    pro_ref: form.pro_ref ?? null,
    pro_passee_par: form.pro_passee_par,
    pro_beneficiaire: form.pro_beneficiaire ?? null,
    pro_adr_beneficiaire: form.pro_adr_beneficiaire ?? null,
  };
}

/**
 * What processCreateCommande asks before anything is written: nothing missing (409
 * `commande_pro_incomplete`, the fields listed), no line a pro may not order (409), and on invoice
 * an order within what is left of the outstanding limit (409 `encours_depasse`). Answers the mode.
 */
export function refuseUnlessReady(ctx: ProCheckoutContext): ProPaymentMode {
  const missing = proMissing(ctx.checkout);
  const mode = proPaymentMode(ctx.checkout.row.payment_mode);
  if (missing.length || mode === null) {
    const errors: Record<string, string[]> = {};
    for (const m of missing) errors[m.champ] = [...(errors[m.champ] ?? []), m.message];
    throw new DomainError(API_ERROR_CODES.proCheckoutIncomplete, proMessages.notReady, errors);
  }
  const refused = proLinesNotAllowed(ctx);
  if (refused.length)
    throw new DomainError(API_ERROR_CODES.proProductsNotAllowed, proMessages.productsNotAllowed, {
      produits_non_autorises: refused.map((l) => l.designation),
    });
  if (mode === 'differe') {
    const deferred = deferredPayment(ctx.account, proAmounts(ctx).totalCents);
    if (!deferred.possible)
      throw new DomainError(
        API_ERROR_CODES.proOutstandingExceeded,
        deferred.raison ?? proMessages.unexpected,
      );
  }
  return mode;
}

/** The order to make, in cents, as the consumer payment drafts it, with the pro's billing details. */
export function proOrderDraft(
  ctx: ProCheckoutContext,
  store: ProStore,
  billing: ProBilling,
  mode: ProPaymentMode,
): OrderDraft {
  const { client } = ctx;
  const facts = {
    client: { id: client.id, email: client.email, prenom: client.prenom },
    store: { id: store.id, adresse: store.adresse, cp: store.cp, ville: store.ville },
  };
  return {
    ...orderDraft(ctx.checkout, facts, { codePaiement: mode, hasAlias: false }),
    pro: billing,
    paymentTermDays: ctx.paymentTermDays,
  };
}

/**
 * The answer to an order the placement refused (everything was undone): over the outstanding limit
 * with what is left of it now; a product out of stock; the slot lost meanwhile.
 */
export function placementRefusal(error: OrderRefused, orderCents: number, account: ProAccountRow | null) {
  if (error instanceof OutstandingExceeded)
    return new DomainError(
      API_ERROR_CODES.proOutstandingExceeded,
      outstandingExceeded(orderCents, outstandingOf(account).availableCents),
    );
  if (error.message === paymentMessages.slotExpired)
    return new DomainError(API_ERROR_CODES.slotClosed, error.message, { creneau_id: [error.message] });
  return new DomainError(API_ERROR_CODES.checkoutCartChanged, error.message);
}
