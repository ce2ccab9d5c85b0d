import {
  type CheckoutMeta,
  type CheckoutOrderMode,
  type CheckoutResource,
  type CheckoutResponse,
  type CheckoutService,
  HOME_DELIVERY_DEFAULT_TARIFF,
  type OrderModeType,
  type PaymentModeCode,
} from '@cabas/contracts';
import { maskCardNumber, preselectLad, reachableStep, reservationLive, tariffText } from '@cabas/domain';
import { presentAddress } from '../addresses/addresses.service.ts';
import { presentHold } from '../slots/slots.service.ts';
import type { ModeRow, ServiceRow } from './checkout.repository.ts';
import {
  amounts,
  type CheckoutContext,
  cartKindOf,
  euros,
  minimumCents,
  missingBeforePayment,
  modeOfService,
  redevanceItems,
  servicePossibility,
  unauthorisedItems,
  walletCard,
} from './checkout-context.ts';

/**
 * The home delivery service to preselect on the first page, or null: when the store takes home
 * delivery subscriptions, the client has an active one, and the service can take this cart.
 */
export function ladPreselection(
  ctx: Pick<CheckoutContext, 'modes' | 'services' | 'store' | 'cart' | 'subscription'>,
) {
  const lad = ctx.modes.find((m) => m.type === 'LAD');
  const service = lad ? ctx.services.find((s) => s.order_mode_id === lad.id) : undefined;
  if (!service) return null;
  const ok = preselectLad({
    storeEligible: ctx.store.is_eligible_abonnement_lad === 1,
    ladServicePossible: servicePossibility(ctx, service.id).possible,
    activeSubscription: ctx.subscription,
  });
  return ok ? service.id : null;
}

/** A service of the store as a checkout offers it, with whether it can take this cart and why not. */
export function presentService(
  ctx: Pick<CheckoutContext, 'nextSlots'>,
  s: ServiceRow,
  mode: ModeRow,
  check: { possible: boolean; raisons: string[] },
): CheckoutService {
  return {
    id: s.id,
    label: s.label,
    description: s.description,
    adresse: s.adresse,
    type: s.type,
    sous_type: s.sous_type,
    gps:
      s.latitude !== null && s.longitude !== null ? { latitude: s.latitude, longitude: s.longitude } : null,
    info_non_retrait: s.info_non_retrait,
    checkout: { montant_max: s.montant_max_cents === null ? null : euros(s.montant_max_cents) },
    mode: mode.type as OrderModeType,
    possible: check.possible,
    raisons: check.raisons,
    tarif_mini_txt: tariffText(mode.tarif_mini_cents),
    prochain_creneau: ctx.nextSlots.get(s.id) ?? null,
  };
}

function orderModes(ctx: CheckoutContext): CheckoutResource['modesCommande'] {
  const services: Record<string, CheckoutService> = {};
  const modes: CheckoutOrderMode[] = ctx.modes.map((mode) => {
    const own = ctx.services.filter((s) => s.order_mode_id === mode.id);
    const checks = own.map((s) => ({ s, check: servicePossibility(ctx, s.id) }));
    for (const { s, check } of checks) services[String(s.id)] = presentService(ctx, s, mode, check);
    const possible = checks.some((c) => c.check.possible);
    const minimum = minimumCents(ctx.store, mode.type);
    return {
      type: mode.type as OrderModeType,
      label_long: mode.label_long,
      montant_minimum: minimum === null ? null : euros(minimum),
      tarif_mini: mode.tarif_mini_cents === null ? null : euros(mode.tarif_mini_cents),
      consigne_sacs:
        mode.bag_deposit_cents === null ? null : { montant_unitaire: euros(mode.bag_deposit_cents) },
      possible,
      raisons: possible ? [] : [...new Set(checks.flatMap((c) => c.check.raisons))],
      services: own.map((s) => s.id),
    };
  });
  return {
    infos: {
      service_preselectionne: ladPreselection(ctx),
      lad_abonnement: ctx.subscription,
      montantMinimumLAD:
        ctx.store.montant_minimum_lad_cents === null ? null : euros(ctx.store.montant_minimum_lad_cents),
      tarif_livraison_defaut: HOME_DELIVERY_DEFAULT_TARIFF,
    },
    modes,
    services,
  };
}

export function presentCheckout(ctx: CheckoutContext, messageWarning: string[] = []): CheckoutResponse {
  const { row } = ctx;
  const found = modeOfService(ctx, row.service_id);
  const a = amounts(ctx);
  const card = walletCard(ctx);
  // The reservation counts while it is live on the checkout's card (decision 124).
  const reserved =
    card !== null &&
    card.id === row.wallet_card_id &&
    a.walletCents > 0 &&
    reservationLive(row.wallet_reserved_until, ctx.now);
  const address = ctx.address ? presentAddress(ctx.address, ctx.addressDelivered) : null;
  const redevance = redevanceItems(ctx);
  const data: CheckoutResource = {
    type: 'checkout',
    id: row.id,
    attributes: {
      dateLastUpdate: row.updated_at,
      etape: reachableStep({
        mode: found?.mode.type ?? null,
        slotHeld: ctx.hold !== null,
        addressChosen: address !== null && ctx.addressDelivered,
      }),
      type_panier: cartKindOf(row),
      magasin_id: row.store_id,
      service_id: row.service_id,
      mode_commande: (found?.mode.type as OrderModeType | undefined) ?? null,
      modeCommandeLibelle: found ? found.service.label : null,
      creneau: ctx.hold ? presentHold(ctx.hold) : null,
      dateRetrait: ctx.hold?.slot.starts_at ?? null,
      idAddressLivraison: row.address_id,
      idAdresseLivraison: row.address_id,
      adresse_livraison: address,
      modePaiement: row.payment_mode as PaymentModeCode | null,
      tirelire:
        a.walletCents > 0 || row.wallet_cents > 0
          ? {
              montant: euros(a.walletCents),
              carte: card?.id ?? null,
              solde: euros(a.walletBalanceCents),
              disponible: euros(a.walletAvailableCents),
            }
          : null,
      montant_reservation_eurocora: reserved ? euros(a.walletCents) : 0,
      reservation_eurocora_expire_le: reserved ? row.wallet_reserved_until : null,
      avec_sacs: row.avec_sacs === null ? null : row.avec_sacs === 1,
      carteCarrefour: row.crf_card_cents > 0 ? { montant: euros(a.crfCents) } : null,
      carteCadeau: ctx.giftCard
        ? {
            numero_masque: maskCardNumber(ctx.giftCard.numero),
            montant: euros(a.giftCardCents),
            solde: euros(ctx.giftCard.solde_cents),
            date_expiration: ctx.giftCard.expires_at,
          }
        : null,
      selectedPaymentId: row.alias_id,
      code_promo: ctx.cart.reductions.find((r) => r.type === 'code_promo')?.code ?? null,
      avantages_calcules: row.advantages_computed === 1,
      redevance: { requise: redevance.length > 0, renseignee: row.redevance_json !== null },
      montants: {
        total_panier: euros(a.cartCents),
        frais: euros(a.feeCents),
        total_ttc: euros(a.totalCents),
        tirelire: euros(a.walletCents),
        carte_cadeau: euros(a.giftCardCents),
        carte_carrefour: euros(a.crfCents),
        reste_a_payer: euros(a.remainingCents),
      },
      a_completer: missingBeforePayment(ctx, ctx.holdExpired),
      panier: ctx.cart,
    },
    modesCommande: orderModes(ctx),
  };
  const last = ctx.history[0];
  const meta: CheckoutMeta = {
    warning: {
      magasin_inhabituel: ctx.client.id_magasin !== null && ctx.client.id_magasin !== row.store_id,
      premiere_commande: ctx.history.length === 0,
      redevance,
      unauth_products_list: unauthorisedItems(ctx),
      is_alcool: ctx.facts.some((f) => f.is_alcool === 1),
    },
    user_preferences: {
      id_mode_paiement_habituel: (last?.payment_mode as PaymentModeCode | null | undefined) ?? null,
      type_mode_commande_habituel: (last?.mode as OrderModeType | null | undefined) ?? null,
      premiere_consigne_sac: !ctx.history.some((h) => h.avec_sacs !== null),
    },
    message_warning: messageWarning,
  };
  return { data, meta };
}
