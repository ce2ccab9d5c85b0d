import { PAYMENT_MODE_LABELS, PAYMENT_MODES, type PaymentModesResponse } from '@cabas/contracts';
import { maskCardNumber } from '@cabas/domain';
import type * as repo from './checkout.repository.ts';
import {
  availableOn,
  type CheckoutContext,
  cagnotteCards,
  euros,
  paymentInfos,
  storePaymentModes,
} from './checkout-context.ts';

/**
 * The payment page's answer: every mode the store offers (decision 129), with whether it is possible
 * (and why not), the client's cards whose cagnotte may pay (with what this checkout may use of each) and the cards saved for this store. A saved card must be chosen (or a new one asked
 * for) when there is one and the card payment is possible.
 */
export function presentPaymentModes(
  ctx: CheckoutContext,
  aliases: Awaited<ReturnType<typeof repo.findAliases>>,
): PaymentModesResponse {
  const infos = paymentInfos(ctx);
  const store = storePaymentModes(ctx.store);
  return {
    // The modes this store offers (its configuration), with whether each takes a promo code.
    data: PAYMENT_MODES.filter(store.offers).map((mode) => ({
      type: 'mode_paiement' as const,
      id: mode,
      attributes: {
        mode_paiement: mode,
        libelle: PAYMENT_MODE_LABELS[mode],
        code_paiement_simulateur: mode === '3FCB' || mode === '4FCB' ? mode : null,
        is_new: mode === 'carte_malin',
        compatible_code_promo: store.takesPromoCode(mode),
      },
    })),
    meta: {
      infos,
      cartes_fidelite: cagnotteCards(ctx).map((c) => ({
        id: c.id,
        type_carte: c.type_carte,
        sous_type: c.sous_type as 'CP' | 'CRF',
        num_carte_carrefour: maskCardNumber(c.numero),
        solde_euro: euros(c.solde_cents),
        disponible_euro: euros(availableOn(ctx, c)),
      })),
      alias_paiement: aliases.map((al) => ({
        id: al.id,
        nom: al.nom,
        numero_masque: `•••• ${al.last4}`,
        date_expiration: al.expiration,
      })),
      alias_obligatoire: savedCardRequired(infos, aliases.length),
    },
  };
}

/** A card payment names one of the saved cards when the client has some for this store. */
export const savedCardRequired = (infos: PaymentModesResponse['meta']['infos'], savedCards: number) =>
  savedCards > 0 && infos.cb.possible;
