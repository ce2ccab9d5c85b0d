import {
  API_ERROR_CODES,
  apiMessages,
  type Cart,
  type CreateProCheckoutQuery,
  checkoutMessages,
  messages,
  type ProBillingForm,
  type ProCheckoutResponse,
  type ProcessCreateOrderResponse,
  proMessages,
  type SlotsResponse,
  type UpdateProCheckoutBody,
} from '@cabas/contracts';
import { INVOICE_PROVIDER, vatRateFor } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { CheckoutRow } from '../../db/schema-checkout.ts';
import type { AuthenticatedClient } from '../../platform/auth/session-lookup.ts';
import { DomainError } from '../../platform/domain-error.ts';
import type { CartService } from '../cart/cart.service.ts';
import { clientShopper } from '../cart/cart-shopper.ts';
import type { CheckoutClient, CheckoutService } from '../checkout/checkout.service.ts';
import { refuse, unknownCheckout } from '../checkout/checkout-errors.ts';
import { startWrite } from '../checkout/steps/checkout-write.ts';
import { chooseService } from '../checkout/steps/service.ts';
import {
  AlreadyProcessed,
  OrderRefused,
  placeSessionOrderNow,
} from '../payments/notification/order-placement.ts';
import type { PaymentModules } from '../payments/notification/payment-modules.ts';
import type { PaymentPages } from '../payments/payment-pages.ts';
import { openPaymentSession, type SessionProvider } from '../payments/payment-sessions.ts';
import { proStoreAccess } from './pro-access.ts';
import { proCart } from './pro-cart.ts';
import * as repo from './pro-checkout.repository.ts';
import { deferredPayment, type ProCheckoutContext, proAmounts, proServices } from './pro-checkout-context.ts';
import { presentProCheckout } from './pro-checkout-view.ts';
import { placementRefusal, proBillingOf, proOrderDraft, refuseUnlessReady } from './pro-order.ts';

/** An order on invoice has no hosted page: its session is placed at once. */
const invoiceProvider: SessionProvider = { name: INVOICE_PROVIDER };

/** The pro client of a call, the store and the agreement's payment term there. */
interface ProCaller {
  client: repo.ProClient;
  store: repo.ProStore;
  paymentTermDays: number;
}

/**
 * The pro checkout (issue #38, decision 119): the checkout row of the pro's drive cart, read and
 * written by the checkout module's loader and steps, with the pro's rules (drive only, no bags,
 * cagnotte, gift card, promo code nor saved card), and its order placed on invoice at once or by
 * card through the hosted page, by the payments module's one placement.
 */
export class ProCheckoutService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly checkouts: CheckoutService,
    private readonly carts: CartService,
    private readonly pages: PaymentPages,
    private readonly placement: PaymentModules,
  ) {}

  /** 401 without a client, 403 for a consumer or a store refused to the pro, 409 national store. */
  async #caller(auth: AuthenticatedClient, storeId: number, unknownStore: () => Error): Promise<ProCaller> {
    const [client, store] = await Promise.all([
      repo.findProClient(this.db, auth.id),
      repo.findProStore(this.db, storeId),
    ]);
    if (!client) throw new DomainError(API_ERROR_CODES.unauthenticated, messages.mustLogin);
    if (client.is_pro !== 1) throw new DomainError(API_ERROR_CODES.proAccountRequired, proMessages.proOnly);
    if (!store) throw unknownStore();
    const { paymentTermDays } = proStoreAccess({
      client: { isPro: true },
      store: { id: store.id, isNational: store.is_national === 1, proService: store.service_corapro === 1 },
      agreement: await repo.findAgreementStores(this.db, client.id),
    });
    return { client, store, paymentTermDays };
  }

  /** The caller's pro checkout in this store (a drive cart's), else 404. */
  async #owned(auth: AuthenticatedClient, storeId: number, id: number) {
    const caller = await this.#caller(auth, storeId, unknownCheckout);
    const row = await this.checkouts.ownedBy(caller.client.id, storeId, id);
    if (row.type_panier !== 'drive') throw unknownCheckout();
    return { caller, row };
  }

  /** The caller's open pro checkout at the version he saw, else 404 / 409. */
  async #writable(auth: AuthenticatedClient, storeId: number, id: number, version: string) {
    const caller = await this.#caller(auth, storeId, unknownCheckout);
    const row = await this.checkouts.writableBy(caller.client.id, storeId, id, version);
    if (row.type_panier !== 'drive') throw unknownCheckout();
    return { caller, row };
  }

  /** The pro's drive cart, priced with the pro rules. */
  async #cart(caller: ProCaller, now: Date) {
    const shopper = clientShopper({ id: caller.client.id, isPro: true });
    const store = await this.carts.store(caller.store.id);
    return proCart(await this.carts.render(this.db, store, shopper, 'drive', now));
  }

  async #context(caller: ProCaller, row: CheckoutRow, now: Date, known?: Cart) {
    const { client } = caller;
    const checkoutClient: CheckoutClient = {
      id: client.id,
      id_magasin: client.id_magasin,
      is_pro: client.is_pro,
      num_carte_cabas: null,
      num_carte_malin: null,
    };
    const cart = known ?? (await this.#cart(caller, now));
    const [checkout, account, contact] = await Promise.all([
      this.checkouts.contextWith(row, checkoutClient, cart, now),
      repo.findProAccount(this.db, client.id),
      client.pro_contact_id === null ? undefined : repo.findProContact(this.db, client.pro_contact_id),
    ]);
    const vatRates = new Map(
      checkout.facts.map((p) => [
        p.id,
        vatRateFor({
          categoryId: p.category_id,
          isAlcohol: p.is_alcool === 1,
          isGiftCard: p.type === 'CKDO',
        }),
      ]),
    );
    const ctx: ProCheckoutContext = {
      checkout,
      client,
      account: account ?? null,
      paymentTermDays: caller.paymentTermDays,
      contact: contact ?? null,
      vatRates,
    };
    return ctx;
  }

  async #answer(caller: ProCaller, storeId: number, id: number, now: Date): Promise<ProCheckoutResponse> {
    const row = await this.checkouts.ownedBy(caller.client.id, storeId, id);
    return presentProCheckout(await this.#context(caller, row, now));
  }

  /** Creates the pro checkout of the pro's drive cart, or returns (and syncs) the open one. */
  async create(
    auth: AuthenticatedClient,
    storeId: number,
    query: CreateProCheckoutQuery,
    now: Date,
  ): Promise<{ created: boolean; response: ProCheckoutResponse }> {
    const caller = await this.#caller(
      auth,
      storeId,
      () => new DomainError(API_ERROR_CODES.notFound, apiMessages.storeNotFound),
    );
    const cart = await this.#cart(caller, now);
    const opened = await this.checkouts.openFor(caller.client.id, cart, 'drive', query.dateLastUpdate, now);
    const row = opened.unchanged
      ? opened.row
      : await this.checkouts.ownedBy(caller.client.id, storeId, opened.row.id);
    return {
      created: opened.created,
      response: presentProCheckout(await this.#context(caller, row, now, cart)),
    };
  }

  async get(auth: AuthenticatedClient, storeId: number, id: number, now: Date): Promise<ProCheckoutResponse> {
    const { caller, row } = await this.#owned(auth, storeId, id);
    return presentProCheckout(await this.#context(caller, row, now));
  }

  /**
   * PUT: the drive service (only a drive's: 422 `service_non_pro` for another mode's) and the payment
   * mode (on invoice only within the outstanding limit); absent kept, null cleared.
   */
  async update(
    auth: AuthenticatedClient,
    storeId: number,
    id: number,
    body: UpdateProCheckoutBody,
    now: Date,
  ): Promise<ProCheckoutResponse> {
    const { caller, row } = await this.#writable(auth, storeId, id, body.dateLastUpdate);
    const ctx = await this.#context(caller, row, now);
    const write = startWrite(ctx.checkout);
    if (body.service_id !== undefined) {
      const serviceId = body.service_id;
      const known = ctx.checkout.services.some((s) => s.id === serviceId);
      if (serviceId !== null && known && !proServices(ctx.checkout).some((s) => s.service.id === serviceId))
        throw refuse('service_id', proMessages.serviceNotPro, API_ERROR_CODES.proServiceRefused);
      chooseService(write, serviceId);
    }
    if (body.modePaiement !== undefined) {
      if (body.modePaiement === 'differe') {
        const deferred = deferredPayment(ctx.account, proAmounts(ctx).totalCents);
        if (!deferred.possible) throw refuse('modePaiement', deferred.raison ?? proMessages.unexpected);
      }
      write.changes.payment_mode = body.modePaiement;
    }
    await this.checkouts.commitPaymentWrite(write);
    return this.#answer(caller, storeId, id, now);
  }

  /** The drive's slots (the checkout's service, else `serviceId`, one of the store's drives). */
  async slotDays(
    auth: AuthenticatedClient,
    storeId: number,
    id: number,
    serviceId: number | undefined,
    now: Date,
  ): Promise<SlotsResponse> {
    const { row } = await this.#owned(auth, storeId, id);
    if (serviceId !== undefined) {
      const setup = await this.checkouts.storeSetup(storeId);
      if (!proServices(setup).some((s) => s.service.id === serviceId))
        throw refuse('service_id', checkoutMessages.serviceUnknown);
    }
    return this.checkouts.slotDaysFor(row, serviceId, now);
  }

  /** Holds a slot of the checkout's drive (the consumer checkout's step). */
  async chooseSlot(
    auth: AuthenticatedClient,
    storeId: number,
    id: number,
    version: string,
    slotId: number,
    now: Date,
  ): Promise<ProCheckoutResponse> {
    const { caller, row } = await this.#writable(auth, storeId, id, version);
    await this.checkouts.holdSlotFor(row, slotId, now);
    return this.#answer(caller, storeId, id, now);
  }

  /**
   * processCreateCommande: the checkout complete and orderable, the billing details kept on the
   * company, the order drafted in cents; on invoice a `facture` session placed at once (201 with the
   * order), by card the hosted page's session (its URL; the notification places the order).
   */
  async processCreateOrder(
    auth: AuthenticatedClient,
    storeId: number,
    id: number,
    version: string,
    form: ProBillingForm,
    now: Date,
    /** The storefront's origin the pro is on: the payment page sends him back there. */
    origin?: string,
  ): Promise<ProcessCreateOrderResponse> {
    const { caller, row } = await this.#writable(auth, storeId, id, version);
    const ctx = await this.#context(caller, row, now);
    const mode = refuseUnlessReady(ctx);
    const billing = proBillingOf(form);
    await repo.saveBilling(this.db, caller.client.id, billing, now.toISOString());
    const draft = proOrderDraft(ctx, caller.store, billing, mode);
    const onInvoice = mode === 'differe';
    const session = await openPaymentSession(
      this.db,
      onInvoice ? invoiceProvider : this.pages,
      {
        draft,
        modePaiement: mode,
        split: { card: onInvoice ? 0 : draft.totalCents, tirelire: 0, giftCard: 0 },
        loyaltyCardId: null,
        giftCardId: null,
        aliasId: null,
      },
      now,
    );
    // Paid or cancelled since it was read.
    if (!session) throw unknownCheckout();
    if (!onInvoice)
      return {
        data: {
          commande_id: null,
          numero_commande_pro: null,
          url_webview_paiement: await this.pages.urlFor(session.id, origin),
          session_id: session.id,
        },
        meta: { dateLastUpdate: row.updated_at },
      };
    const order = await this.#placeNow(session.id, draft.totalCents, caller.client.id, now);
    const closed = await this.checkouts.ownedBy(caller.client.id, storeId, id);
    return {
      data: {
        commande_id: order.id,
        numero_commande_pro: order.code,
        url_webview_paiement: null,
        session_id: session.id,
      },
      meta: { dateLastUpdate: closed.updated_at },
    };
  }

  /** The order on invoice placed now; a refusal answers why (over the limit: what is left of it). */
  async #placeNow(sessionId: string, orderCents: number, clientId: number, now: Date) {
    try {
      return await placeSessionOrderNow(this.placement, sessionId, now.toISOString());
    } catch (error) {
      if (error instanceof AlreadyProcessed) throw unknownCheckout();
      if (!(error instanceof OrderRefused)) throw error;
      throw placementRefusal(error, orderCents, (await repo.findProAccount(this.db, clientId)) ?? null);
    }
  }
}
