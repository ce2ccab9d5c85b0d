import {
  type Cart,
  type CartKind,
  checkoutMessages,
  PAYMENT_MODES,
  type PaymentModeCode,
  type PaymentModeInfo,
} from '@cabas/contracts';
import {
  availableCagnotte,
  BAG_MODES,
  giftCardUse,
  HOME_DELIVERY_MODES,
  instalmentsAllowed,
  paysWithCagnotte,
  REDEVANCE_CATEGORY_SLUGS,
  remainingToPay,
  SLOTLESS_MODES,
  serviceCheck,
  walletUsed,
} from '@cabas/domain';
import type { CheckoutRow, DeliveryAddressRow, GiftCardRow, SlotRow } from '../../db/schema-checkout.ts';
import type * as repo from './checkout.repository.ts';

/** Everything a checkout answer is made of, read once per call. */
export interface CheckoutContext {
  row: CheckoutRow;
  client: repo.CheckoutClient;
  store: repo.CheckoutStore;
  modes: repo.ModeRow[];
  services: repo.ServiceRow[];
  cart: Cart;
  /** The active hold of the checkout, if any. */
  hold: { slot_id: number; expires_at: string; slot: SlotRow } | null;
  address: DeliveryAddressRow | null;
  addressDelivered: boolean;
  facts: repo.CartProductFacts[];
  loyaltyCards: Awaited<ReturnType<typeof repo.findLoyaltyCards>>;
  /** What the client's other open checkouts reserve on each card now (cents by card id, decision 124). */
  reservedElsewhere: ReadonlyMap<number, number>;
  giftCard: GiftCardRow | null;
  history: Awaited<ReturnType<typeof repo.orderHistory>>;
  subscription: boolean;
  nextSlots: Map<number, { debut: string; fin: string }>;
  /** The checkout had a hold that expired (the slot must be chosen again). */
  holdExpired: boolean;
  now: Date;
}

const cents = (euros: number) => Math.round(euros * 100);
export const euros = (c: number) => Math.round(c) / 100;
export const formatEuros = (c: number) => (c / 100).toFixed(2).replace('.', ',');

export function modeOfService(ctx: Pick<CheckoutContext, 'modes' | 'services'>, serviceId: number | null) {
  if (serviceId === null) return null;
  const service = ctx.services.find((s) => s.id === serviceId);
  const mode = service ? ctx.modes.find((m) => m.id === service.order_mode_id) : undefined;
  return service && mode ? { service, mode } : null;
}

export function minimumCents(store: repo.CheckoutStore, modeType: string): number | null {
  return HOME_DELIVERY_MODES.includes(modeType) ? store.montant_minimum_lad_cents : null;
}

/** Whether a service can take this cart, with the French reasons when it cannot. */
export function servicePossibility(
  ctx: Pick<CheckoutContext, 'modes' | 'services' | 'store' | 'cart'>,
  serviceId: number,
) {
  const found = modeOfService(ctx, serviceId);
  if (!found) return { possible: false, raisons: [checkoutMessages.serviceUnknown] };
  const check = serviceCheck({
    mode: found.mode.type,
    cartKind: ctx.cart.type_panier,
    cartCents: cents(ctx.cart.montant_total_ttc),
    minimumCents: minimumCents(ctx.store, found.mode.type),
    maximumCents: found.service.montant_max_cents,
  });
  const raisons = check.refusals.map((r) => {
    switch (r.code) {
      case 'type_panier':
        return checkoutMessages.serviceWrongKind;
      case 'minimum':
        return checkoutMessages.serviceMinimum(formatEuros(r.cents ?? 0));
      case 'maximum':
        return checkoutMessages.serviceMaximum(formatEuros(r.cents ?? 0));
      default:
        return checkoutMessages.cartEmpty;
    }
  });
  return { possible: check.possible, raisons };
}

export interface Amounts {
  cartCents: number;
  feeCents: number;
  totalCents: number;
  giftCardCents: number;
  walletCents: number;
  walletBalanceCents: number;
  /** The card's balance less the other open checkouts' reservations: what this checkout may use. */
  walletAvailableCents: number;
  crfCents: number;
  remainingCents: number;
}

/** The client's cards whose cagnotte may pay: own-brand and Club/Pass cards, valid (decision 124). */
export function cagnotteCards(ctx: Pick<CheckoutContext, 'loyaltyCards'>) {
  return ctx.loyaltyCards.filter((c) =>
    paysWithCagnotte({ typeCarte: c.type_carte, sousType: c.sous_type, expired: c.expired === 1 }),
  );
}

/** The card of the checkout's cagnotte: the one it chose, else the first that may pay. */
export function walletCard(ctx: Pick<CheckoutContext, 'loyaltyCards' | 'row'>) {
  const usable = cagnotteCards(ctx);
  return usable.find((c) => c.id === ctx.row.wallet_card_id) ?? usable[0] ?? null;
}

/** What this checkout may use of a card: its balance less the other open checkouts' reservations. */
export function availableOn(
  ctx: Pick<CheckoutContext, 'reservedElsewhere'>,
  card: { id: number; solde_cents: number },
): number {
  return availableCagnotte(card.solde_cents, ctx.reservedElsewhere.get(card.id) ?? 0);
}

/**
 * The checkout's amounts: total = cart + slot price (or the parcel delivery's fee); the gift card pays
 * first, then the wallet, then the club card; remaining = total - gift card - wallet - club card.
 */
export function amounts(ctx: CheckoutContext): Amounts {
  const cartCents = cents(ctx.cart.montant_total_ttc);
  const found = modeOfService(ctx, ctx.row.service_id);
  const feeCents = ctx.hold
    ? ctx.hold.slot.price_cents
    : found && found.mode.type === 'LDD'
      ? (found.mode.tarif_mini_cents ?? 0)
      : 0;
  const totalCents = cartCents + feeCents;
  let giftCardCents = 0;
  if (ctx.giftCard) {
    const use = giftCardUse(
      { balanceCents: ctx.giftCard.solde_cents, expiresAt: ctx.giftCard.expires_at },
      totalCents,
      ctx.now,
    );
    giftCardCents = 'usedCents' in use ? use.usedCents : 0;
  }
  const card = walletCard(ctx);
  const walletBalanceCents = card?.solde_cents ?? 0;
  const walletAvailableCents = card ? availableOn(ctx, card) : 0;
  const walletCents = walletUsed(ctx.row.wallet_cents, walletAvailableCents, totalCents - giftCardCents);
  const crfCents = Math.min(ctx.row.crf_card_cents, remainingToPay(totalCents, giftCardCents, walletCents));
  return {
    cartCents,
    feeCents,
    totalCents,
    giftCardCents,
    walletCents,
    walletBalanceCents,
    walletAvailableCents,
    crfCents,
    remainingCents: remainingToPay(totalCents, giftCardCents, walletCents, crfCents),
  };
}

export function redevanceItems(ctx: Pick<CheckoutContext, 'facts'>) {
  return ctx.facts
    .filter((f) => REDEVANCE_CATEGORY_SLUGS.includes(f.category_slug))
    .map((f) => ({ produit_id: f.id, designation: f.designation }));
}

/** Lines the chosen mode cannot deliver (offers.unavailable_services). */
export function unauthorisedItems(ctx: CheckoutContext) {
  const mode = modeOfService(ctx, ctx.row.service_id)?.mode.type;
  if (!mode) return [];
  return ctx.facts
    .filter((f) => (JSON.parse(f.unavailable_services ?? '[]') as string[]).includes(mode))
    .map((f) => ({ produit_id: f.id, designation: f.designation }));
}

/** A stored list of payment mode codes; codes it does not know are left out, an unreadable list is empty. */
function modeList(json: string): PaymentModeCode[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  return Array.isArray(value) ? PAYMENT_MODES.filter((mode) => value.includes(mode)) : [];
}

/**
 * The store's own payment rules (decision 129): the modes it offers, and those it refuses while a
 * promo code is applied. Each store's configuration, not a list fixed in code.
 */
export function storePaymentModes(
  store: Pick<repo.CheckoutStore, 'payment_modes' | 'payment_modes_sans_code_promo'>,
) {
  const offered = modeList(store.payment_modes);
  const withoutPromoCode = modeList(store.payment_modes_sans_code_promo);
  return {
    offers: (mode: PaymentModeCode) => offered.includes(mode),
    takesPromoCode: (mode: PaymentModeCode) => !withoutPromoCode.includes(mode),
  };
}

/** Why the store refuses a mode for this checkout (not offered, or not with its promo code), else null. */
export function storePaymentRefusal(
  ctx: Pick<CheckoutContext, 'store' | 'cart'>,
  mode: PaymentModeCode,
): string | null {
  const rules = storePaymentModes(ctx.store);
  if (!rules.offers(mode)) return checkoutMessages.paymentModeNotInStore;
  const promoApplied = ctx.cart.reductions.some((r) => r.type === 'code_promo');
  if (promoApplied && !rules.takesPromoCode(mode)) return checkoutMessages.paymentModeNotWithPromoCode;
  return null;
}

/** Each payment mode: possible for this checkout, or the French reason it is not. */
export function paymentInfos(ctx: CheckoutContext): Record<PaymentModeCode, PaymentModeInfo> {
  const a = amounts(ctx);
  const ok = { possible: true, raison: null };
  const no = (raison: string) => ({ possible: false, raison });
  const hasClubCard = ctx.loyaltyCards.some((c) => c.sous_type === 'CRF' && c.expired === 0);
  const buysGiftCard = ctx.facts.some((f) => f.type === 'CKDO');
  const infos = {} as Record<PaymentModeCode, PaymentModeInfo>;
  for (const mode of PAYMENT_MODES) {
    const refusedByStore = storePaymentRefusal(ctx, mode);
    if (refusedByStore) {
      infos[mode] = no(refusedByStore);
      continue;
    }
    if (a.remainingCents <= 0 && mode !== 'ckdo') {
      infos[mode] = no(checkoutMessages.paymentNothingToPay);
      continue;
    }
    switch (mode) {
      case 'cb':
        infos[mode] = ok;
        break;
      case 'carte_cabas':
        infos[mode] = ctx.client.num_carte_cabas ? ok : no(checkoutMessages.paymentNoCabasCard);
        break;
      case 'carte_malin':
        infos[mode] = ctx.client.num_carte_malin ? ok : no(checkoutMessages.paymentNoMalinCard);
        break;
      case 'CRF':
        infos[mode] = !ctx.store.allow_carte_carrefour
          ? no(checkoutMessages.paymentClubNotInStore)
          : hasClubCard
            ? ok
            : no(checkoutMessages.paymentNoClubCard);
        break;
      case 'ckdo':
        infos[mode] = buysGiftCard ? no(checkoutMessages.paymentGiftCardForGiftCard) : ok;
        break;
      default:
        infos[mode] = instalmentsAllowed(a.remainingCents) ? ok : no(checkoutMessages.instalmentRange);
    }
  }
  return infos;
}

/**
 * What is still missing before payment, in the order of the pages: service, slot, address, bags,
 * redevance form, payment mode.
 */
export function missingBeforePayment(ctx: CheckoutContext, holdExpired: boolean) {
  const missing: { champ: string; message: string }[] = [];
  if (ctx.cart.nb_produits === 0) missing.push({ champ: 'panier', message: checkoutMessages.cartEmpty });
  const found = modeOfService(ctx, ctx.row.service_id);
  if (!found) {
    missing.push({ champ: 'service_id', message: checkoutMessages.serviceRequired });
    return missing;
  }
  const possibility = servicePossibility(ctx, found.service.id);
  if (!possibility.possible)
    missing.push({
      champ: 'service_id',
      message: possibility.raisons[0] ?? checkoutMessages.serviceNotPossible,
    });
  if (!SLOTLESS_MODES.includes(found.mode.type) && !ctx.hold)
    missing.push({
      champ: 'creneau_id',
      message: holdExpired ? checkoutMessages.slotHoldExpired : checkoutMessages.slotRequired,
    });
  if (HOME_DELIVERY_MODES.includes(found.mode.type)) {
    if (!ctx.address)
      missing.push({ champ: 'idAdresseLivraison', message: checkoutMessages.addressRequired });
    else if (!ctx.addressDelivered)
      missing.push({ champ: 'idAdresseLivraison', message: checkoutMessages.addressNotDelivered });
  }
  if (
    BAG_MODES.includes(found.mode.type) &&
    found.mode.bag_deposit_cents !== null &&
    ctx.row.avec_sacs === null
  )
    missing.push({ champ: 'avec_sacs', message: checkoutMessages.bagsRequired });
  if (redevanceItems(ctx).length && ctx.row.redevance_json === null)
    missing.push({ champ: 'redevance', message: checkoutMessages.redevanceRequired });
  if (amounts(ctx).remainingCents > 0 && ctx.row.payment_mode === null)
    missing.push({ champ: 'modePaiement', message: checkoutMessages.paymentModeRequired });
  return missing;
}

export const cartKindOf = (row: CheckoutRow) => row.type_panier as CartKind;
