/**
 * `/commander?type_panier=` step 1: creates the checkout of the cart of
 * that kind if missing, preselects home delivery (LAD) when the API's subscription rule names it, and
 * raises the unusual-store and first-order warnings the shopper has not dismissed today; for the drive
 * cart, invites to the delivery subscription when the store's offer says so (`banniere`).
 */
import { API_ERROR_CODES, CART_KINDS, type CartKind, DEFAULT_CART_KIND, messages } from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../lib/api-client.server.ts';
import { authedApi } from '../../lib/authed-api.server.ts';
import { isCartKind } from '../../lib/cart-kind.ts';
import { checkoutRefCookie } from '../../lib/checkout-cookie.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { parseForm } from '../../lib/form.server.ts';
import { CART_PATH, PRO_CHECKOUT_PATH } from '../../lib/guards.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import { CART_KIND_LABELS } from '../cart/index.ts';
import { getStore } from '../stores/index.server.ts';
import { chooserHref } from '../stores/index.ts';
import { subscriptionCalls } from '../subscriptions/index.server.ts';
import { checkoutCalls } from './checkout-api.server.ts';
import { CHECKOUT_WARNINGS, type CheckoutWarning, warningsToShow } from './checkout-rules.ts';
import { firstStepUrl } from './checkout-session.server.ts';
import { dismissedWarnings, dismissWarningCookie } from './checkout-warning-cookies.server.ts';

type Context = Readonly<RouterContextProvider>;

export type StartStepData =
  | { ok: false; kind: CartKind; message: string; action: { href: string; label: string } }
  | {
      ok: true;
      kind: CartKind;
      kindLabel: string;
      articleCount: number;
      totalCents: number;
      modeLabel: string | null;
      homeDeliveryPreselected: boolean;
      warnings: CheckoutWarning[];
      /** The cart holds alcohol (`meta.warning.is_alcool`): the legal warning shows. */
      alcohol: boolean;
      storeName: string;
      changeStoreHref: string;
      /** The subscription banner (euros): delivery offered from this amount, instead of the tariff. */
      subscriptionBanner: { offeredFromCents: number | null; tariffCents: number | null } | null;
    };

const cartPath = (kind: CartKind) => `${CART_PATH}?type_panier=${kind}`;

function kindOf(url: URL): CartKind {
  const requested = url.searchParams.get('type_panier');
  return isCartKind(requested, CART_KINDS) ? requested : DEFAULT_CART_KIND;
}

export async function startStepLoader(request: Request, context: Context): Promise<StartStepData> {
  const shop = context.get(shopContext);
  const url = new URL(request.url);
  const kind = kindOf(url);
  const cartLink = { href: cartPath(kind), label: 'Retour au panier' };
  const chooseStore: StartStepData = {
    ok: false,
    kind,
    message: 'Merci de choisir votre magasin avant de commander.',
    action: { href: chooserHref(firstStepUrl(kind)), label: 'Choisir mon magasin' },
  };
  if (shop.storeId === null) return chooseStore;

  const store = shop.storeId;
  const api = await authedApi(request, context);
  let checkout: Awaited<ReturnType<typeof checkoutCalls.create>>;
  try {
    checkout = await checkoutCalls.create(api, store, kind, shop.uuid);
    const attributes = checkout.data.attributes;
    const preselected = checkout.data.modesCommande.infos.service_preselectionne;
    if (attributes.service_id === null && preselected !== null)
      checkout = await checkoutCalls.update(api, store, checkout.data.id, {
        dateLastUpdate: attributes.dateLastUpdate,
        service_id: preselected,
      });
  } catch (error) {
    if (!isApiError(error) || error.status >= 500 || error.status === 401) throw error;
    // The guard sends an empty cart and a pro away before this page; these answer the rare race.
    if (error.code === API_ERROR_CODES.checkoutCartEmpty) throw redirect(cartPath(kind));
    if (error.code === API_ERROR_CODES.proCheckoutRefused) throw redirect(PRO_CHECKOUT_PATH);
    if (error.code === API_ERROR_CODES.nationalStore) return chooseStore;
    return { ok: false, kind, message: error.message || messages.generic, action: cartLink };
  }
  shop.setCookie(await checkoutRefCookie({ id: checkout.data.id, store, kind }, shop.secure));

  const attributes = checkout.data.attributes;
  const cart = attributes.panier;
  const [resource, offer] = await Promise.all([
    getStore(shop.api, store).catch(() => null),
    // An invitation, never a reason to fail the step.
    kind === DEFAULT_CART_KIND
      ? subscriptionCalls.offer(api, { params: { id: store } }).catch(() => null)
      : null,
  ]);
  return {
    ok: true,
    kind,
    kindLabel: CART_KIND_LABELS[kind],
    articleCount: cart.nb_articles,
    totalCents: attributes.amounts.cartCents,
    modeLabel: attributes.modeCommandeLibelle,
    homeDeliveryPreselected: attributes.mode_commande === 'LAD',
    warnings: warningsToShow(checkout.meta.warning, await dismissedWarnings(shop.cookieHeader)),
    alcohol: checkout.meta.warning.is_alcool,
    storeName: resource?.attributes.name ?? 'ce magasin',
    changeStoreHref: chooserHref(firstStepUrl(kind)),
    subscriptionBanner: offer?.banniere
      ? { offeredFromCents: offer.freeDeliveryFromCents, tariffCents: offer.deliveryFeeCents }
      : null,
  };
}

/** A warning popin's dismissal, posted by its button (nothing typed): which warning. */
const warningDismissal = z.object({ avertissement: z.enum(CHECKOUT_WARNINGS) });

/**
 * Dismissing a warning popin: remembered one day (an unknown warning is ignored). Answers JSON to a
 * fetcher.
 */
export async function startStepAction(request: Request, context: Context) {
  assertSameOrigin(request);
  const shop = context.get(shopContext);
  const form = await request.formData();
  const dismissal = parseForm(form, warningDismissal);
  const url = new URL(request.url);
  if (dismissal.ok) shop.setCookie(await dismissWarningCookie(dismissal.value.avertissement, shop.secure));
  if (form.get('js') === '1') return data({ ok: true });
  return redirect(firstStepUrl(kindOf(url)), 303);
}
