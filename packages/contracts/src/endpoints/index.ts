import type { EndpointDefinition } from '../endpoint.ts';
import { accountsEndpoints } from './accounts.ts';
import { addressesEndpoints } from './addresses.ts';
import { cartEndpoints } from './cart.ts';
import { catalogueEndpoints } from './catalogue.ts';
import { checkoutEndpoints } from './checkout.ts';
import { clientErrorsEndpoints } from './client-errors.ts';
import { cmsEndpoints } from './cms.ts';
import { formsEndpoints } from './forms.ts';
import { handOverEndpoints } from './hand-over.ts';
import { leafletsEndpoints } from './leaflets.ts';
import { listsEndpoints } from './lists.ts';
import { loyaltyEndpoints } from './loyalty.ts';
import { loyaltyChallengesEndpoints } from './loyalty-challenges.ts';
import { loyaltyConversionEndpoints } from './loyalty-conversion.ts';
import { loyaltyLedgerEndpoints } from './loyalty-ledger.ts';
import { newslettersEndpoints } from './newsletters.ts';
import { orderChangesEndpoints } from './order-changes.ts';
import { orderDocumentsEndpoints } from './order-documents.ts';
import { ordersEndpoints } from './orders.ts';
import { paymentAliasesEndpoints } from './payment-aliases.ts';
import { paymentsEndpoints } from './payments.ts';
import { preparationEndpoints } from './preparation.ts';
import { proCheckoutEndpoints, proSpaceEndpoints, staffProInvoicesEndpoints } from './pro.ts';
import { profileEndpoints } from './profile.ts';
import { recipesEndpoints } from './recipes.ts';
import { staffEndpoints } from './staff.ts';
import { staffClosingEndpoints } from './staff-closing.ts';
import { staffOrdersEndpoints } from './staff-orders.ts';
import { staffTeamEndpoints } from './staff-team.ts';
import { storePagesEndpoints } from './store-pages.ts';
import { storesEndpoints } from './stores.ts';
import { subscriptionsEndpoints } from './subscriptions.ts';
import { substitutionsEndpoints } from './substitutions.ts';
import { tillReceiptsEndpoints } from './till-receipts.ts';
import { usualProductsEndpoints } from './usual-products.ts';

export * from './accounts.ts';
export * from './addresses.ts';
export * from './cart.ts';
export * from './catalogue.ts';
export * from './checkout.ts';
export * from './client-errors.ts';
export * from './cms.ts';
export * from './forms.ts';
export * from './hand-over.ts';
export * from './leaflets.ts';
export * from './lists.ts';
export * from './loyalty.ts';
export * from './loyalty-challenges.ts';
export * from './loyalty-conversion.ts';
export * from './loyalty-ledger.ts';
export * from './newsletters.ts';
export * from './order-changes.ts';
export * from './order-documents.ts';
export * from './orders.ts';
export * from './payment-aliases.ts';
export * from './payments.ts';
export * from './preparation.ts';
export * from './pro.ts';
export * from './profile.ts';
export * from './recipes.ts';
export * from './staff.ts';
export * from './staff-closing.ts';
export * from './staff-orders.ts';
export * from './staff-team.ts';
export * from './store-pages.ts';
export * from './stores.ts';
export * from './subscriptions.ts';
export * from './substitutions.ts';
export * from './till-receipts.ts';
export * from './usual-products.ts';

/** Every API call of the shop, by module: the API registers its routes from these, the web calls them. */
export const endpoints = {
  catalogue: catalogueEndpoints,
  stores: storesEndpoints,
  cart: cartEndpoints,
  lists: listsEndpoints,
  checkout: checkoutEndpoints,
  addresses: addressesEndpoints,
  payments: paymentsEndpoints,
  orders: ordersEndpoints,
  orderDocuments: orderDocumentsEndpoints,
  orderChanges: orderChangesEndpoints,
  accounts: accountsEndpoints,
  profile: profileEndpoints,
  paymentAliases: paymentAliasesEndpoints,
  newsletters: newslettersEndpoints,
  forms: formsEndpoints,
  leaflets: leafletsEndpoints,
  storePages: storePagesEndpoints,
  recipes: recipesEndpoints,
  cms: cmsEndpoints,
  usualProducts: usualProductsEndpoints,
  subscriptions: subscriptionsEndpoints,
  loyalty: loyaltyEndpoints,
  loyaltyChallenges: loyaltyChallengesEndpoints,
  loyaltyConversion: loyaltyConversionEndpoints,
  loyaltyLedger: loyaltyLedgerEndpoints,
  staff: staffEndpoints,
  preparation: preparationEndpoints,
  staffOrders: staffOrdersEndpoints,
  staffClosing: staffClosingEndpoints,
  staffTeam: staffTeamEndpoints,
  handOver: handOverEndpoints,
  substitutions: substitutionsEndpoints,
  proCheckout: proCheckoutEndpoints,
  proSpace: proSpaceEndpoints,
  staffProInvoices: staffProInvoicesEndpoints,
  clientErrors: clientErrorsEndpoints,
  tillReceipts: tillReceiptsEndpoints,
} as const;

/** The declarations as one list (route registration checks, OpenAPI checks). */
export const allEndpoints: readonly EndpointDefinition[] = Object.values(endpoints).flatMap(
  (group): EndpointDefinition[] => Object.values(group),
);
