import type { ProCheckoutResponse } from '@cabas/contracts';
import { centsToEuros, formatVatRate } from '@cabas/domain';
import { presentProContact } from '../accounts/client-presenter.ts';
import { modeOfService, servicePossibility } from '../checkout/checkout-context.ts';
import { presentService } from '../checkout/checkout-view.ts';
import { presentHold } from '../slots/slots.service.ts';
import {
  deferredPayment,
  outstandingOf,
  type ProCheckoutContext,
  proAmounts,
  proLinesNotAllowed,
  proMissing,
  proPaymentMode,
  proServices,
} from './pro-checkout-context.ts';

/** The pro checkout as every call answers it (`proCheckoutResponse`), euros on the wire. */
export function presentProCheckout(
  ctx: ProCheckoutContext,
  messageWarning: string[] = [],
): ProCheckoutResponse {
  const { checkout, account } = ctx;
  const { row } = checkout;
  const found = modeOfService(checkout, row.service_id);
  const a = proAmounts(ctx);
  const vatCents = a.vat.reduce((sum, r) => sum + r.tvaCents, 0);
  const o = outstandingOf(account);
  return {
    data: {
      type: 'checkoutPro',
      id: row.id,
      attributes: {
        dateLastUpdate: row.updated_at,
        magasin_id: row.store_id,
        type_panier: 'drive',
        service_id: row.service_id,
        modeCommandeLibelle: found ? found.service.label : null,
        creneau: checkout.hold ? presentHold(checkout.hold) : null,
        dateRetrait: checkout.hold?.slot.starts_at ?? null,
        modePaiement: proPaymentMode(row.payment_mode),
        paiement_differe: deferredPayment(account, a.totalCents),
        delai_paiement_jours: ctx.paymentTermDays,
        montants: {
          total_panier: centsToEuros(a.cartCents),
          frais: centsToEuros(a.feeCents),
          total_ttc: centsToEuros(a.totalCents),
          total_ht: centsToEuros(a.totalCents - vatCents),
          tva: a.vat.map((r) => ({
            taux: formatVatRate(r.rate),
            base_ht: centsToEuros(r.htCents),
            montant_tva: centsToEuros(r.tvaCents),
          })),
        },
        entreprise: {
          raison_sociale: ctx.client.pro_company_name,
          siret: account?.siret ?? null,
          tva_intracommunautaire: account?.tva_intracommunautaire ?? null,
          adresse: account?.adresse ?? null,
          code_postal: account?.code_postal ?? null,
          ville: account?.ville ?? null,
        },
        encours: {
          plafond: centsToEuros(o.limitCents),
          utilise: centsToEuros(o.outstandingCents),
          disponible: centsToEuros(o.availableCents),
        },
        contact: ctx.contact ? presentProContact(ctx.contact) : null,
        a_completer: proMissing(checkout),
        produits_non_autorises: proLinesNotAllowed(ctx),
        panier: checkout.cart,
      },
      services: proServices(checkout).map(({ service, mode }) =>
        presentService(checkout, service, mode, servicePossibility(checkout, service.id)),
      ),
    },
    meta: { message_warning: messageWarning },
  };
}
