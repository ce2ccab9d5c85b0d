import {
  bulkAddBody,
  bulkAddResponseSchema,
  cartLineParams,
  cartLineQuery,
  cartMergeQuery,
  cartParams,
  cartQuantitiesResponseSchema,
  cartQuery,
  cartResponseSchema,
  cartStateResponseSchema,
  promoCodeBody,
  setCartLineBody,
  storeChangeBody,
  storeChangeResponseSchema,
  substitutionBody,
} from '../cart.ts';
import { endpoint } from '../endpoint.ts';
import { CART_ERROR_CODES as C } from '../error-codes/cart.ts';

const tags = ['panier'] as const;

/** Every call on a store's cart: an unknown store, the national store, a visitor without uuid. */
const CART_BASE_ERRORS = [C.storeNotFound, C.nationalStore, C.shopperUnknown] as const;

/** The refusals of a line: its product, its quantity, a gift card's amount. */
const LINE_ERRORS = [
  C.quantityInvalid,
  C.quantityNegative,
  C.quantityDecimal,
  C.quantityStep,
  C.quantityMin,
  C.quantityMax,
  C.stockInsufficient,
  C.productUnknown,
  C.productNotSold,
  C.productUnavailable,
  C.cartKindRefused,
  C.productRefusedForPro,
  C.pickupClosed,
  C.amountRequired,
  C.amountNotWhole,
  C.amountMin,
  C.amountMax,
  C.amountRefused,
] as const;

const AMOUNT_ERRORS = [
  C.amountRequired,
  C.amountNotWhole,
  C.amountMin,
  C.amountMax,
  C.amountRefused,
] as const;

const PROMO_CODE_ERRORS = [
  C.promoCodeUnknown,
  C.promoCodeExpired,
  C.promoCodeNotYet,
  C.promoCodeNotInStore,
  C.promoCodeNotAllowed,
  C.promoCodeFirstOrder,
  C.promoCodeMinimum,
  C.promoCodeEmptyCart,
  C.promoCodeGiftCards,
] as const;

const STORE_CHANGE_ERRORS = [C.storeNotFound, C.storeChangeSame, C.storeChangeNational] as const;

/**
 * The cart calls. One cart per shopper, store and cart kind; every write answers the whole cart. The
 * anonymous shopper is known by the uuid header (or the `uuid` query), the client by the bearer token.
 */
export const cartEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/magasins/:shop/panier',
    summary: 'Le panier du client (ou du visiteur) pour ce magasin et ce type',
    tags,
    params: cartParams,
    query: cartQuery,
    response: cartResponseSchema,
    errors: CART_BASE_ERRORS,
  }),
  setLine: endpoint({
    method: 'PUT',
    path: '/magasins/:shop/panier/lignes/:produitId',
    summary: 'Fixe la quantité d’un produit, d’une carte cadeau à son montant (0 le retire) : idempotent',
    tags,
    params: cartLineParams,
    query: cartQuery,
    body: setCartLineBody,
    response: cartResponseSchema,
    errors: [...CART_BASE_ERRORS, C.proStoreRefused, ...LINE_ERRORS],
  }),
  removeLine: endpoint({
    method: 'DELETE',
    path: '/magasins/:shop/panier/lignes/:produitId',
    summary: 'Retire un produit du panier (une carte cadeau : la ligne de ce montant)',
    tags,
    params: cartLineParams,
    query: cartLineQuery,
    response: cartResponseSchema,
    errors: [...CART_BASE_ERRORS, ...AMOUNT_ERRORS],
  }),
  substitution: endpoint({
    method: 'PUT',
    path: '/magasins/:shop/panier/lignes/:produitId/substitution',
    summary: 'Accord pour un produit de remplacement (magasins hasChoixSubstitution)',
    tags,
    params: cartLineParams,
    query: cartQuery,
    body: substitutionBody,
    response: cartResponseSchema,
    errors: [...CART_BASE_ERRORS, C.substitutionNotOffered, C.lineNotFound],
  }),
  empty: endpoint({
    method: 'DELETE',
    path: '/magasins/:shop/panier',
    summary: 'Vide le panier',
    tags,
    params: cartParams,
    query: cartQuery,
    response: cartResponseSchema,
    errors: CART_BASE_ERRORS,
  }),
  bulkAdd: endpoint({
    method: 'POST',
    path: '/magasins/:shop/panier/lignes',
    summary:
      'Ajout en lot (liste, commande passée) : ajoute ce qui peut l’être ; les lignes refusées dans `errors`, chacune avec son code',
    tags,
    params: cartParams,
    query: cartQuery,
    body: bulkAddBody,
    response: bulkAddResponseSchema,
    errors: [...CART_BASE_ERRORS, C.proStoreRefused],
  }),
  applyPromoCode: endpoint({
    method: 'POST',
    path: '/magasins/:shop/panier/code-promo',
    summary: 'Applique un code promo (magasins allowCodePromo)',
    tags,
    params: cartParams,
    query: cartQuery,
    body: promoCodeBody,
    response: cartResponseSchema,
    errors: [...CART_BASE_ERRORS, ...PROMO_CODE_ERRORS],
  }),
  removePromoCode: endpoint({
    method: 'DELETE',
    path: '/magasins/:shop/panier/code-promo',
    summary: 'Retire le code promo',
    tags,
    params: cartParams,
    query: cartQuery,
    response: cartResponseSchema,
    errors: CART_BASE_ERRORS,
  }),
  quantities: endpoint({
    method: 'GET',
    path: '/magasins/:shop/panier/quantites',
    summary: 'Quantités par produit et par type de panier (cartes produit) ; `{}` pour le magasin national',
    tags,
    params: cartParams,
    query: cartQuery.pick({ uuid: true }),
    response: cartQuantitiesResponseSchema,
    errors: [C.storeNotFound, C.shopperUnknown],
  }),
  changeStore: endpoint({
    method: 'POST',
    path: '/magasins/:shop/panier/changement-magasin',
    summary:
      'Changement de magasin : visiteur, lignes déplacées au nouveau prix ; client, panier sauvegardé en liste',
    tags,
    params: cartParams,
    query: cartQuery.pick({ uuid: true }),
    body: storeChangeBody,
    response: storeChangeResponseSchema,
    errors: [...STORE_CHANGE_ERRORS, C.shopperUnknown],
  }),
  // The logged-in client's calls: the cart state after login, merge or ignore, store change.
  loginState: endpoint({
    method: 'GET',
    path: '/me/panier/etat',
    summary: 'État du panier après connexion : ce que la fusion ferait',
    tags,
    query: cartMergeQuery,
    response: cartStateResponseSchema,
    errors: [],
  }),
  merge: endpoint({
    method: 'POST',
    path: '/me/panier/fusion',
    summary: 'Complète le panier du compte avec celui du visiteur (rejouée : sans effet)',
    tags,
    query: cartMergeQuery,
    response: cartStateResponseSchema,
    errors: [],
  }),
  ignore: endpoint({
    method: 'POST',
    path: '/me/panier/ignorer',
    summary: 'Garde le panier du compte ; oublie celui du visiteur',
    tags,
    query: cartMergeQuery,
    response: cartStateResponseSchema,
    errors: [],
  }),
  changeClientStore: endpoint({
    method: 'POST',
    path: '/me/panier/changement-magasin',
    summary:
      "Changement de magasin : le panier des autres magasins est sauvegardé dans la liste 'Panier sauvegardé' puis vidé",
    tags,
    body: storeChangeBody,
    response: storeChangeResponseSchema,
    errors: STORE_CHANGE_ERRORS,
  }),
} as const;
