import { AddressesService } from './modules/addresses/addresses.service.ts';
import { CartService } from './modules/cart/cart.service.ts';
import { CartCards } from './modules/cart/cart-cards.ts';
import { StoreChangeService } from './modules/cart/store-change.service.ts';
import { ListEngine, listEngineOptions } from './modules/catalogue/listing/list-engine-state.ts';
import { ListingService } from './modules/catalogue/listing/listing.service.ts';
import { ProductsService } from './modules/catalogue/products/products.service.ts';
import { CatalogueLookups } from './modules/catalogue/shared/catalogue-lookups.ts';
import { JsonCache } from './modules/catalogue/shared/json-cache.ts';
import { StockService } from './modules/catalogue/stock/stock.service.ts';
import { CheckoutService } from './modules/checkout/checkout.service.ts';
import { CmsService } from './modules/cms/cms.service.ts';
import { operatorFromEnv } from './modules/cms/operator.ts';
import { FormsService } from './modules/forms/forms.service.ts';
import { HandOverService } from './modules/hand-over/hand-over.service.ts';
import { HandOverLinks } from './modules/hand-over/hand-over-links.ts';
import { LeafletsService } from './modules/leaflets/leaflets.service.ts';
import { StoredValueLedger } from './modules/ledger/stored-value-ledger.ts';
import { ListsService } from './modules/lists/lists.service.ts';
import { LoyaltyService } from './modules/loyalty/loyalty.service.ts';
import { LoyaltyConversionService } from './modules/loyalty/loyalty-conversion.service.ts';
import { LoyaltyChallengesService } from './modules/loyalty-challenges/loyalty-challenges.service.ts';
import { LoyaltyEarningService } from './modules/loyalty-earning/loyalty-earning.service.ts';
import { LoyaltyExpiryService } from './modules/loyalty-ledger/loyalty-expiry.service.ts';
import { LoyaltyLedgerService } from './modules/loyalty-ledger/loyalty-ledger.service.ts';
import { NewslettersService } from './modules/newsletters/newsletters.service.ts';
import { OrderChangesService } from './modules/order-changes/order-changes.service.ts';
import { preparedFinalCents } from './modules/order-closing/final-amount.ts';
import { OrderClosingService } from './modules/order-closing/order-closing.service.ts';
import { OrderStatusMails } from './modules/order-closing/order-status-mails.ts';
import { OrderDocumentsService } from './modules/order-documents/order-documents.service.ts';
import { ReceiptsService } from './modules/order-documents/receipts.service.ts';
import { OrderService } from './modules/orders/orders.service.ts';
import { PaymentAliasesService } from './modules/payment-aliases/payment-aliases.service.ts';
import { CaptureService } from './modules/payments/capture/capture.service.ts';
import { NotificationService } from './modules/payments/notifications.service.ts';
import { OrderLedger } from './modules/payments/order-ledger.ts';
import { OtherPayments } from './modules/payments/other-payments.ts';
import type { PaymentPages } from './modules/payments/payment-pages.ts';
import { buildPayments } from './modules/payments/payment-providers.ts';
import { ProcessPaymentService } from './modules/payments/process-payment.service.ts';
import { PreparationService } from './modules/preparation/preparation.service.ts';
import { Receivables } from './modules/pro-accounts/receivables.ts';
import { ProCheckoutService } from './modules/pro-checkout/pro-checkout.service.ts';
import { ProInvoices } from './modules/pro-space/pro-invoices.ts';
import { ProSpaceService } from './modules/pro-space/pro-space.service.ts';
import { ProfileService } from './modules/profile/profile.service.ts';
import { RecipesService } from './modules/recipes/recipes.service.ts';
import { SlotsService } from './modules/slots/slots.service.ts';
import { StaffAudit } from './modules/staff/audit.service.ts';
import { StaffService } from './modules/staff/staff.service.ts';
import { TeamService } from './modules/staff/team.service.ts';
import { StaffOrdersService } from './modules/staff-orders/staff-orders.service.ts';
import { StaffProInvoicesService } from './modules/staff-pro-invoices/staff-pro-invoices.service.ts';
import { SubscriptionPurchases } from './modules/subscriptions/subscription-purchases.ts';
import { SubscriptionsService } from './modules/subscriptions/subscriptions.service.ts';
import { SubstitutionService } from './modules/substitutions/substitutions.service.ts';
import { TillReceiptsService } from './modules/till-receipts/till-receipts.service.ts';
import { UsualProductsService } from './modules/usual-products/usual-products.service.ts';
import { catalogueCacheSizes, catalogueCacheTtl } from './platform/cache-sizes.ts';
import type { Database } from './platform/database.ts';
import type { Outbox } from './platform/outbox/outbox.ts';
import type { PaymentGateway } from './platform/payments/gateway.ts';
import type { PaymentSettings } from './platform/payments/payment-settings.ts';
import type { CardOperations } from './platform/payments/provider.ts';
import type { SandboxProvider } from './platform/payments/sandbox-provider.ts';
import { searchIndexFor } from './platform/search/search-index.ts';

/**
 * The services of the API, built once at start-up and shared by the route plugins, the health probe
 * and the worker's scheduled jobs (`app.services`): one instance of each, so one copy of each cache.
 * A service that needs another receives it here.
 */
export interface Services {
  lookups: CatalogueLookups;
  listing: ListingService;
  products: ProductsService;
  /** Whole catalogue answers kept as JSON text: category lists and product sheets. */
  catalogueAnswers: { lists: JsonCache; sheets: JsonCache };
  slots: SlotsService;
  addresses: AddressesService;
  lists: ListsService;
  carts: CartService;
  storeChange: StoreChangeService;
  checkout: CheckoutService;
  orders: OrderService;
  profile: ProfileService;
  paymentAliases: PaymentAliasesService;
  newsletters: NewslettersService;
  orderDocuments: OrderDocumentsService;
  receipts: ReceiptsService;
  forms: FormsService;
  /** A store's leaflets, regenerated when its promotions change. */
  leaflets: LeafletsService;
  recipes: RecipesService;
  cms: CmsService;
  usualProducts: UsualProductsService;
  subscriptions: SubscriptionsService;
  loyalty: LoyaltyService;
  /** Défis: the customer's challenges, rewarded once at the hand-over that meets them (decision 126). */
  loyaltyChallenges: LoyaltyChallengesService;
  /** Points turned into euros on the same card (decision 125). */
  loyaltyConversion: LoyaltyConversionService;
  /** A card's history, and the daily expiry of cagnotte euros with its reminders (decision 127). */
  loyaltyLedger: LoyaltyLedgerService;
  loyaltyExpiry: LoyaltyExpiryService;
  /** The receipts the stores' tills post: the cagnotte earned and spent in store, through the ledger (decision 128). */
  tillReceipts: TillReceiptsService;
  /** Every movement of a gift card's or a cagnotte's balance (decision 093). */
  ledger: StoredValueLedger;
  /** The payment provider's card operations: capture, release, refund (the sandbox's or a gateway's). */
  paymentProvider: CardOperations;
  /** Where a session is paid: the sandbox's page or the provider's hosted one. */
  paymentPages: PaymentPages;
  /** The sandbox: its page and notifications are served only when no gateway is configured. */
  sandbox: SandboxProvider;
  /** Stripe or Adyen when PAYMENT_PROVIDER names one (issue #39), else null. */
  paymentGateway: PaymentGateway | null;
  /** The provider's notifications: a new order in one transaction across its modules (decision 100). */
  paymentNotifications: NotificationService;
  /** processPaiement: the payment step's choices, the checks, the session at the provider. */
  processPayment: ProcessPaymentService;
  /** Payments that are not a new order: subscriptions, then order changes. */
  otherPayments: OtherPayments;
  /** A store's stock of a product, taken and given back in the caller's transaction. */
  stock: StockService;
  /** Cancelling and editing placed orders: refunds and extra payments through the same provider. */
  orderChanges: OrderChangesService;
  /** Delivery subscriptions, paid on the same hosted page (decision 081). */
  subscriptionPurchases: SubscriptionPurchases;
  /** An order's card captured for its final amount, the rest released (decision 109). */
  captures: CaptureService;
  /** The store staff's accounts and sessions (decision 108). */
  staff: StaffService;
  /** The audit log: every staff change is written through `staffAudit.audit` (decision 108). */
  staffAudit: StaffAudit;
  /** The stores' teams: staff accounts, invitations, deactivation (decision 117). */
  staffTeam: TeamService;
  /** Preparing an order in the store: picking list, line outcomes, start and end (decision 112). */
  preparation: PreparationService;
  /** A store's orders as the staff read them: the day's list (decision 111). */
  staffOrders: StaffOrdersService;
  /** The customer's e-mail at each status the store gives an order, in the change's transaction (decision 114). */
  orderStatusMails: OrderStatusMails;
  /** Closing a prepared order: capture, hand-over, e-mail, loyalty's event (decision 114). */
  orderClosing: OrderClosingService;
  /** The customer's answers to the substitutes of her order; the closing's default (decision 115). */
  substitutions: SubstitutionService;
  /** The hand-over at the drive: the staff's search, the customer's « client arrivé » (decision 116). */
  handOver: HandOverService;
  /** What professional companies owe: one ledger of movements and their outstanding amount (decision 119). */
  receivables: Receivables;
  /** The pro checkout: the drive cart's checkout with the pro rules, orders on invoice (decision 119). */
  proCheckout: ProCheckoutService;
  /** The pro orders' invoices and their receivable after placement: hand-over, cancel, payments (decision 119). */
  proInvoices: ProInvoices;
  /** The pro services space: company, agreement stores, outstanding, invoices and their PDFs (decision 119). */
  proSpace: ProSpaceService;
  /** A store's pro invoices on the staff side, and the payments its manager records (decision 119). */
  staffProInvoices: StaffProInvoicesService;
}

/** What the services need beyond the database. */
export interface ServiceDeps {
  /** E-mails written in the transaction of the change that causes them (platform/outbox). */
  outbox: Outbox;
  /** The key of the provider's signed notifications (loadSecrets). */
  paymentSecret: string;
  /** The origin the browser reaches the API on (the provider's hosted page). */
  publicUrl: string;
  /**
   * The key of the e-mails' signed links (AUTH_SECRET, decision 116: the check-in link); the module
   * tests' services, which build no app, sign with the payment secret.
   */
  linkSecret?: string;
  /** PAYMENT_PROVIDER and its settings; the sandbox when absent. */
  payments?: PaymentSettings;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** The composition root: every service, wired to the ones it uses. */
export function buildServices(database: Database, deps: ServiceDeps): Services {
  const { db, dialect } = database;
  // A saved card kept by a real provider is forgotten there too when the shopper deletes it.
  const paymentAliases = new PaymentAliasesService(db, async (card) => {
    const { gateway } = payments;
    if (gateway && card.provider === gateway.name && card.provider_customer)
      await gateway.deleteSavedCard({
        customer: card.provider_customer,
        token: card.provider_token,
        storeId: card.store_id,
      });
  });
  const payments = buildPayments(db, {
    settings: deps.payments ?? { provider: 'sandbox' },
    paymentSecret: deps.paymentSecret,
    publicUrl: deps.publicUrl,
    maySaveCard: (sessionId) => paymentAliases.canSave(sessionId),
  });
  const { provider: paymentProvider, pages: paymentPages } = payments;
  const catalogueCaches = catalogueCacheSizes(catalogueCacheTtl());
  const lookups = new CatalogueLookups(db);
  const cartCards = new CartCards();
  const slots = new SlotsService(db);
  const addresses = new AddressesService(db);
  const carts = new CartService(db, lookups, cartCards);
  const lists = new ListsService(db, lookups, cartCards, carts);
  const substitutions = new SubstitutionService(db);
  const orders = new OrderService(db, addresses, substitutions);
  const newsletters = new NewslettersService(db);
  const ledger = new StoredValueLedger(db);
  const loyaltyChallenges = new LoyaltyChallengesService(db, ledger);
  const subscriptions = new SubscriptionsService(db);
  const checkout = new CheckoutService(db, carts, slots, addresses);
  const stock = new StockService();
  const orderLedger = new OrderLedger(stock);
  const receivables = new Receivables(db);
  const proInvoices = new ProInvoices(db, receivables);
  const orderChanges = new OrderChangesService(
    db,
    paymentProvider,
    paymentPages,
    deps.outbox,
    slots,
    orderLedger,
    ledger,
    carts,
    proInvoices,
  );
  const subscriptionPurchases = new SubscriptionPurchases(db, paymentPages, orderLedger, subscriptions);
  const otherPayments = new OtherPayments([subscriptionPurchases, orderChanges]);
  const staffAudit = new StaffAudit(db);
  const captures = new CaptureService(db, paymentProvider, ledger, orders);
  const orderStatusMails = new OrderStatusMails(deps.outbox, deps.publicUrl);
  const preparation = new PreparationService(db, staffAudit, orderStatusMails);
  const handOverLinks = new HandOverLinks(deps.linkSecret ?? deps.paymentSecret, deps.publicUrl);
  // What placing an order changes: the notification's placement and the pro order on invoice share it.
  const paymentModules = {
    db,
    checkout,
    stock,
    ledger,
    slots,
    orders,
    carts,
    outbox: deps.outbox,
    handOverLinks,
    receivables,
  };
  const orderDocuments = new OrderDocumentsService(db, orders, addresses);
  const paymentNotifications = new NotificationService(paymentModules, otherPayments);
  return {
    lookups,
    listing: new ListingService({
      db,
      index: searchIndexFor(dialect),
      lookups,
      resultCache: catalogueCaches.listResults,
      engine: new ListEngine(db, searchIndexFor(dialect), listEngineOptions(), (error) =>
        console.warn('In-memory product lists unavailable, SQL used:', error),
      ),
    }),
    products: new ProductsService(db, lookups),
    catalogueAnswers: {
      lists: new JsonCache(catalogueCaches.lists),
      sheets: new JsonCache(catalogueCaches.sheets),
    },
    slots,
    addresses,
    lists,
    carts,
    storeChange: new StoreChangeService(carts, lists),
    checkout,
    profile: new ProfileService(db, ledger),
    paymentAliases,
    newsletters,
    orders,
    orderDocuments,
    receipts: new ReceiptsService(db),
    forms: new FormsService(db, newsletters),
    leaflets: new LeafletsService(db, lookups, {
      checks: catalogueCaches.leafletChecks,
      answers: catalogueCaches.leaflets,
    }),
    recipes: new RecipesService(db, searchIndexFor(dialect)),
    cms: new CmsService(db, operatorFromEnv()),
    usualProducts: new UsualProductsService(db, lookups, cartCards, carts),
    subscriptions,
    loyalty: new LoyaltyService(db, ledger),
    loyaltyChallenges,
    loyaltyConversion: new LoyaltyConversionService(db, ledger),
    loyaltyLedger: new LoyaltyLedgerService(db),
    loyaltyExpiry: new LoyaltyExpiryService(db, ledger, deps.outbox, deps.publicUrl),
    tillReceipts: new TillReceiptsService(db, ledger),
    ledger,
    paymentProvider,
    paymentPages,
    sandbox: payments.sandbox,
    paymentGateway: payments.gateway,
    paymentNotifications,
    processPayment: new ProcessPaymentService(db, paymentPages, checkout),
    otherPayments,
    stock,
    orderChanges,
    subscriptionPurchases,
    captures,
    staff: new StaffService(db, staffAudit),
    staffAudit,
    staffTeam: new TeamService(db, staffAudit, deps.outbox),
    preparation,
    staffOrders: new StaffOrdersService(db),
    orderStatusMails,
    orderClosing: new OrderClosingService(
      db,
      captures,
      staffAudit,
      orderStatusMails,
      preparedFinalCents(preparation, substitutions),
      proInvoices,
      new LoyaltyEarningService(ledger),
      loyaltyChallenges,
    ),
    substitutions,
    handOver: new HandOverService(db, handOverLinks.tokens),
    receivables,
    proCheckout: new ProCheckoutService(db, checkout, carts, paymentPages, paymentModules),
    proInvoices,
    proSpace: new ProSpaceService(db, proInvoices, orderDocuments),
    staffProInvoices: new StaffProInvoicesService(db, proInvoices, staffAudit),
  };
}
