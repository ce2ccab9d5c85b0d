/**
 * Consumer checkout rules: which order modes serve a
 * cart kind, whether a service is possible for a cart, the LAD preselection, and the steps.
 */
export const MODES_BY_CART_KIND: Record<string, readonly string[]> = {
  drive: ['DRIVE', 'LAD', 'LC', 'PRP', 'CEV', 'PRC', 'PRC_DELIPOP'],
  click_and_collect: ['CC'],
  click_and_collect_traiteur_permanent: ['CC_TRAITEUR_PERMANENT'],
  click_and_collect_traiteur_noel: ['CC_TRAITEUR_NOEL'],
  ldd: ['LDD'],
};

/** Modes delivered to the shopper's address (they need a delivery address). */
export const HOME_DELIVERY_MODES: readonly string[] = ['LAD', 'LC'];
/** Modes without a slot (the seller delivers). */
export const SLOTLESS_MODES: readonly string[] = ['LDD'];
/** Modes with a bag deposit choice. */
export const BAG_MODES: readonly string[] = ['DRIVE'];

/**
 * Categories whose products need the redevance form (the TV-set sale declaration — buyer's
 * identity, birth date and place, and the use: private home, drinking establishment, public place).
 */
export const REDEVANCE_CATEGORY_SLUGS: readonly string[] = ['televiseurs', 'videoprojecteurs'];

export type ServiceRefusal = 'type_panier' | 'minimum' | 'maximum' | 'panier_vide';

export interface ServiceCheck {
  possible: boolean;
  refusals: { code: ServiceRefusal; cents?: number }[];
}

/** Whether a service of a mode can take a cart of this kind and amount. */
export function serviceCheck(input: {
  mode: string;
  cartKind: string;
  cartCents: number;
  minimumCents: number | null;
  maximumCents: number | null;
}): ServiceCheck {
  const refusals: ServiceCheck['refusals'] = [];
  if (!(MODES_BY_CART_KIND[input.cartKind] ?? []).includes(input.mode))
    refusals.push({ code: 'type_panier' });
  if (input.cartCents <= 0) refusals.push({ code: 'panier_vide' });
  else if (input.minimumCents !== null && input.cartCents < input.minimumCents)
    refusals.push({ code: 'minimum', cents: input.minimumCents });
  if (input.maximumCents !== null && input.cartCents > input.maximumCents)
    refusals.push({ code: 'maximum', cents: input.maximumCents });
  return { possible: refusals.length === 0, refusals };
}

/**
 * Step 1 preselects home delivery (LAD) when the store is eligible for the
 * delivery subscription, the service allows it (possible) and a subscription applies (an active
 * LAD subscription of the client at this store).
 */
export function preselectLad(input: {
  storeEligible: boolean;
  ladServicePossible: boolean;
  activeSubscription: boolean;
}): boolean {
  return input.storeEligible && input.ladServicePossible && input.activeSubscription;
}

export type CheckoutStepName = 'mode' | 'adresse' | 'paiement';

export interface CheckoutProgress {
  mode: string | null;
  /** A slot is held (or the mode needs none). */
  slotHeld: boolean;
  addressChosen: boolean;
}

/** The furthest step a checkout may show: a later step reached too early goes back to step 1. */
export function reachableStep(p: CheckoutProgress): CheckoutStepName {
  if (!p.mode) return 'mode';
  const needsSlot = !SLOTLESS_MODES.includes(p.mode);
  if (needsSlot && !p.slotHeld) return 'mode';
  if (HOME_DELIVERY_MODES.includes(p.mode) && !p.addressChosen) return 'adresse';
  return 'paiement';
}

const ORDER: CheckoutStepName[] = ['mode', 'adresse', 'paiement'];

/** Whether `wanted` may be shown now (the web guard sends the shopper to step 1 otherwise). */
export function canReachStep(wanted: CheckoutStepName, p: CheckoutProgress): boolean {
  return ORDER.indexOf(wanted) <= ORDER.indexOf(reachableStep(p));
}

/** "Dès 5,90 €" for the lowest fee of a service; null when free. */
export function tariffText(cents: number | null): string | null {
  if (cents === null || cents <= 0) return null;
  return `Dès ${(cents / 100).toFixed(2).replace('.', ',')} €`;
}
