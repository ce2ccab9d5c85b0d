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
import { LeafletsService } from './modules/leaflets/leaflets.service.ts';
import { StoredValueLedger } from './modules/ledger/stored-value-ledger.ts';
import { ListsService } from './modules/lists/lists.service.ts';
import { LoyaltyService } from './modules/loyalty/loyalty.service.ts';
import { NewslettersService } from './modules/newsletters/newsletters.service.ts';
import { OrderChangesService } from './modules/order-changes/order-changes.service.ts';
import { OrderDocumentsService } from './modules/order-documents/order-documents.service.ts';
import { ReceiptsService } from './modules/order-documents/receipts.service.ts';
import { OrderService } from './modules/orders/orders.service.ts';
import { PaymentAliasesService } from './modules/payment-aliases/payment-aliases.service.ts';
import { CaptureService } from './modules/payments/capture/capture.service.ts';
import { NotificationService } from './modules/payments/notifications.service.ts';
import { OrderLedger } from './modules/payments/order-ledger.ts';
import { OtherPayments } from './modules/payments/other-payments.ts';
import { ProcessPaymentService } from './modules/payments/process-payment.service.ts';
import { ProfileService } from './modules/profile/profile.service.ts';
import { RecipesService } from './modules/recipes/recipes.service.ts';
import { SlotsService } from './modules/slots/slots.service.ts';
import { StaffAudit } from './modules/staff/audit.service.ts';
import { StaffService } from './modules/staff/staff.service.ts';
import { SubscriptionPurchases } from './modules/subscriptions/subscription-purchases.ts';
import { SubscriptionsService } from './modules/subscriptions/subscriptions.service.ts';
import { UsualProductsService } from './modules/usual-products/usual-products.service.ts';
import { catalogueCacheSizes, catalogueCacheTtl } from './platform/cache-sizes.ts';
import type { Database } from './platform/database.ts';
import type { Outbox } from './platform/outbox/outbox.ts';
import { DatabaseSandboxBook } from './platform/payments/sandbox-book.ts';
import { SandboxProvider } from './platform/payments/sandbox-provider.ts';
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
  /** Every movement of a gift card's or a cagnotte's balance (decision 093). */
  ledger: StoredValueLedger;
  /** The payment provider: hosted page, signed notifications, refunds. */
  paymentProvider: SandboxProvider;
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
}

/** What the services need beyond the database. */
export interface ServiceDeps {
  /** E-mails written in the transaction of the change that causes them (platform/outbox). */
  outbox: Outbox;
  /** The key of the provider's signed notifications (loadSecrets). */
  paymentSecret: string;
  /** The origin the browser reaches the API on (the provider's hosted page). */
  publicUrl: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** The composition root: every service, wired to the ones it uses. */
export function buildServices(database: Database, deps: ServiceDeps): Services {
  const { db, dialect } = database;
  // The sandbox keeps its authorisations in the database: they outlive a crash, as a provider's do.
  const paymentProvider = new SandboxProvider(
    deps.paymentSecret,
    deps.publicUrl,
    new DatabaseSandboxBook(db),
  );
  const catalogueCaches = catalogueCacheSizes(catalogueCacheTtl());
  const lookups = new CatalogueLookups(db);
  const cartCards = new CartCards();
  const slots = new SlotsService(db);
  const addresses = new AddressesService(db);
  const carts = new CartService(db, lookups, cartCards);
  const lists = new ListsService(db, lookups, cartCards, carts);
  const orders = new OrderService(db, addresses);
  const newsletters = new NewslettersService(db);
  const ledger = new StoredValueLedger(db);
  const subscriptions = new SubscriptionsService(db);
  const checkout = new CheckoutService(db, carts, slots, addresses);
  const stock = new StockService();
  const orderLedger = new OrderLedger(stock);
  const orderChanges = new OrderChangesService(
    db,
    paymentProvider,
    deps.outbox,
    slots,
    orderLedger,
    ledger,
    carts,
  );
  const subscriptionPurchases = new SubscriptionPurchases(db, paymentProvider, orderLedger, subscriptions);
  const otherPayments = new OtherPayments([subscriptionPurchases, orderChanges]);
  const staffAudit = new StaffAudit(db);
  const paymentNotifications = new NotificationService(
    { db, checkout, stock, ledger, slots, orders, carts, outbox: deps.outbox },
    otherPayments,
  );
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
    paymentAliases: new PaymentAliasesService(db),
    newsletters,
    orders,
    orderDocuments: new OrderDocumentsService(db, orders, addresses),
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
    loyalty: new LoyaltyService(db),
    ledger,
    paymentProvider,
    paymentNotifications,
    processPayment: new ProcessPaymentService(db, paymentProvider, checkout),
    otherPayments,
    stock,
    orderChanges,
    subscriptionPurchases,
    captures: new CaptureService(db, paymentProvider, ledger, orders),
    staff: new StaffService(db, staffAudit),
    staffAudit,
  };
}
