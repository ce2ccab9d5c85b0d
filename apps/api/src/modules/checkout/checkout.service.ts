import {
  API_ERROR_CODES,
  apiMessages,
  type Cart,
  type CartKind,
  type CheckoutResponse,
  type CreateCheckoutQuery,
  checkoutMessages,
  type EurocoraBody,
  type GiftCardCheckBody,
  type GiftCardCheckResponse,
  messages,
  type PaymentModesResponse,
  type RedevanceFormBody,
  type SlotsResponse,
  type UpdateCheckoutBody,
} from '@cabas/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { CheckoutRow } from '../../db/schema-checkout.ts';
import type { AuthenticatedClient } from '../../platform/auth/session-lookup.ts';
import { Cache } from '../../platform/cache.ts';
import { CACHE_SIZES } from '../../platform/cache-sizes.ts';
import { DomainError } from '../../platform/domain-error.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import type { CartService } from '../cart/cart.service.ts';
import { clientShopper } from '../cart/cart-shopper.ts';
import type { SlotsService } from '../slots/slots.service.ts';
import * as repo from './checkout.repository.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { stale, unknownCheckout } from './checkout-errors.ts';
import { loadCheckoutContext } from './checkout-loader.ts';
import { type OpenedCheckout, openCheckout } from './checkout-opening.ts';
import { presentCheckout } from './checkout-view.ts';
import { cagnotteCovers } from './eurocora/eurocora-claim.ts';
import { updateEurocora } from './eurocora/eurocora-step.ts';
import { presentPaymentModes } from './payment-modes-view.ts';
import { slotDays } from './slot-days.ts';
import { computeBenefits } from './steps/benefits.ts';
import { cancelCheckout } from './steps/cancel.ts';
import { type CheckoutWrite, commitWrite, startWrite } from './steps/checkout-write.ts';
import { removeGiftCard, useGiftCard } from './steps/gift-card.ts';
import { choosePromoCode } from './steps/promo-code.ts';
import { fillRedevance } from './steps/redevance.ts';
import { holdSlot, releaseSlot } from './steps/slot.ts';
import { updateCheckout } from './steps/update.ts';

/**
 * Locks a still open checkout for a new payment session, in the caller's transaction (sessions of one
 * checkout open one after the other); false when it is no longer open.
 */
export function claimCheckoutForPayment(trx: Kysely<DB>, checkoutId: number): Promise<boolean> {
  return repo.claimOpenCheckout(trx, checkoutId);
}

export type CheckoutClient = repo.CheckoutClient;

export interface StoreSetup {
  store: repo.CheckoutStore;
  modes: repo.ModeRow[];
  services: repo.ServiceRow[];
}

/**
 * The consumer checkout calls. Each call finds the client's open checkout at the version the client
 * saw, runs the write's steps (`steps/`), and answers with the checkout as it is now.
 */
export class CheckoutService {
  readonly #stores = new Cache<StoreSetup | null>(CACHE_SIZES.checkoutStores);

  constructor(
    readonly db: Kysely<DB>,
    private readonly carts: CartService,
    private readonly slots: SlotsService,
    private readonly addresses: AddressesService,
  ) {}

  /**
   * At an order's placement, its checkout closed: whether the card still covers the cagnotte spent
   * besides the client's other open checkouts' reservations (its row locked before the ledger's spend).
   */
  cagnotteCovers(
    trx: Kysely<DB>,
    spend: { clientId: number; numero: string; cents: number; checkoutId: number },
    nowIso: string,
  ): Promise<boolean> {
    return cagnotteCovers(trx, spend, nowIso);
  }

  /** Closes a still open checkout as paid, in the caller's transaction; false when it is not open. */
  closeAsPaid(trx: Kysely<DB>, checkoutId: number, nowIso: string): Promise<boolean> {
    return repo.closePaidCheckout(trx, checkoutId, nowIso);
  }

  get #writeDeps() {
    return { db: this.db, slots: this.slots };
  }

  async #store(storeId: number): Promise<StoreSetup> {
    const setup = await this.#stores.getOrLoad(String(storeId), async () => {
      const store = await repo.findStore(this.db, storeId);
      if (!store) return null;
      return { store, ...(await repo.findModes(this.db, storeId)) };
    });
    if (!setup) throw new DomainError(API_ERROR_CODES.notFound, apiMessages.storeNotFound);
    if (setup.store.is_national === 1)
      throw new DomainError(API_ERROR_CODES.nationalStore, checkoutMessages.nationalStore);
    return setup;
  }

  async #client(auth: AuthenticatedClient): Promise<repo.CheckoutClient> {
    const client = await repo.findClient(this.db, auth.id);
    if (!client) throw new DomainError(API_ERROR_CODES.unauthenticated, messages.mustLogin);
    if (client.is_pro === 1)
      throw new DomainError(API_ERROR_CODES.proCheckoutRefused, checkoutMessages.proCheckout);
    return client;
  }

  #owned(auth: AuthenticatedClient, storeId: number, id: number): Promise<CheckoutRow> {
    return this.ownedBy(auth.id, storeId, id);
  }

  #writable(auth: AuthenticatedClient, storeId: number, id: number, version: string) {
    return this.writableBy(auth.id, storeId, id, version);
  }

  // The pro checkout (modules/pro-checkout, decision 119) is a checkout row of the pro's drive cart:
  // it reuses the row, the loader and the steps below, and checks its client itself.

  /** The client's checkout in this store, whatever its status, else 404. */
  async ownedBy(clientId: number, storeId: number, id: number): Promise<CheckoutRow> {
    const row = await repo.findOwnedCheckout(this.db, clientId, storeId, id);
    if (!row) throw unknownCheckout();
    return row;
  }

  /** An open checkout at the version the client saw, else 404 / 409 (nothing written). */
  async writableBy(clientId: number, storeId: number, id: number, version: string): Promise<CheckoutRow> {
    const row = await this.ownedBy(clientId, storeId, id);
    if (row.status !== 'ouvert') throw unknownCheckout();
    if (row.updated_at !== version) throw stale();
    return row;
  }

  /** The store's modes and services (404 unknown, 409 national). */
  storeSetup(storeId: number): Promise<StoreSetup> {
    return this.#store(storeId);
  }

  /** Opens the client's checkout of this rendered cart, or returns the open one (see `openCheckout`). */
  async openFor(
    clientId: number,
    cart: Cart,
    kind: CartKind,
    expectedCartVersion: string | undefined,
    now: Date,
  ): Promise<OpenedCheckout> {
    const setup = await this.#store(cart.magasin_id);
    return openCheckout(this.db, setup, clientId, cart, kind, expectedCartVersion, now);
  }

  /** A checkout's context with the cart as the caller rendered it (a pro's, with the pro rules). */
  async contextWith(row: CheckoutRow, client: CheckoutClient, cart: Cart, now: Date) {
    return this.#context(row, client, now, cart);
  }

  /** Holds a slot for the checkout (see `steps/slot.ts`). */
  async holdSlotFor(row: CheckoutRow, slotId: number, now: Date): Promise<void> {
    await holdSlot(this.#writeDeps, { row, now, ...(await this.#store(row.store_id)) }, slotId);
  }

  /** The slots of a service (the checkout's, else `serviceId`), with the one the checkout holds. */
  async slotDaysFor(row: CheckoutRow, serviceId: number | undefined, now: Date): Promise<SlotsResponse> {
    const setup = await this.#store(row.store_id);
    return slotDays({ db: this.db, slots: this.slots }, setup, row, serviceId, now);
  }

  async #context(
    row: CheckoutRow,
    client: repo.CheckoutClient,
    now: Date,
    known?: Cart,
  ): Promise<CheckoutContext> {
    const deps = { db: this.db, carts: this.carts, slots: this.slots, addresses: this.addresses };
    return loadCheckoutContext(deps, await this.#store(row.store_id), row, client, now, known);
  }

  /** The checkout as it is now; `known`: the cart, when the call did not change it. */
  async #answer(
    auth: AuthenticatedClient,
    client: repo.CheckoutClient,
    storeId: number,
    id: number,
    now: Date,
    warnings: string[] = [],
    known?: Cart,
  ) {
    const row = await this.#owned(auth, storeId, id);
    return presentCheckout(await this.#context(row, client, now, known), warnings);
  }

  /** Creates the checkout of the client's cart of that kind, or returns (and syncs) the open one. */
  async create(
    auth: AuthenticatedClient,
    storeId: number,
    query: CreateCheckoutQuery,
    now: Date,
  ): Promise<{ created: boolean; response: CheckoutResponse }> {
    const client = await this.#client(auth);
    const setup = await this.#store(storeId);
    const kind = query.type_panier;
    const shopper = clientShopper({ id: client.id, isPro: false });
    const cart = await this.carts.render(this.db, await this.carts.store(storeId), shopper, kind, now);
    const opened = await openCheckout(this.db, setup, client.id, cart, kind, query.dateLastUpdate, now);
    // The usual case, the open checkout with its cart unchanged: the cart rendered once for both.
    if (opened.unchanged)
      return {
        created: false,
        response: presentCheckout(await this.#context(opened.row, client, now, cart)),
      };
    const response = await this.#answer(auth, client, storeId, opened.row.id, now, [], cart);
    return { created: opened.created, response };
  }

  async get(auth: AuthenticatedClient, storeId: number, id: number, now: Date): Promise<CheckoutResponse> {
    const client = await this.#client(auth);
    return this.#answer(auth, client, storeId, id, now);
  }

  /** PUT: mode and payment fields (absent: kept; null: cleared). */
  async update(auth: AuthenticatedClient, storeId: number, id: number, body: UpdateCheckoutBody, now: Date) {
    const client = await this.#client(auth);
    const row = await this.#writable(auth, storeId, id, body.dateLastUpdate);
    const ctx = await this.#context(row, client, now);
    await updateCheckout({ db: this.db, slots: this.slots, addresses: this.addresses }, ctx, body);
    // The cart did not change: rendered once for the checks and the answer.
    return this.#answer(auth, client, storeId, id, now, [], ctx.cart);
  }

  /** Cancels the checkout: its slot place goes back, a new checkout can start. */
  async cancel(
    auth: AuthenticatedClient,
    storeId: number,
    id: number,
    version: string,
    now: Date,
  ): Promise<void> {
    await this.#client(auth);
    await cancelCheckout(this.#writeDeps, { row: await this.#writable(auth, storeId, id, version), now });
  }

  /** The slots of a service (the checkout's, else `serviceId`), with the one the checkout holds. */
  async slotDays(
    auth: AuthenticatedClient,
    storeId: number,
    id: number,
    serviceId: number | undefined,
    now: Date,
  ): Promise<SlotsResponse> {
    await this.#client(auth);
    const row = await this.#owned(auth, storeId, id);
    return slotDays({ db: this.db, slots: this.slots }, await this.#store(storeId), row, serviceId, now);
  }

  /** Holds a slot for the checkout (see `steps/slot.ts`). */
  async chooseSlot(
    auth: AuthenticatedClient,
    storeId: number,
    id: number,
    version: string,
    slotId: number,
    now: Date,
  ) {
    const client = await this.#client(auth);
    const row = await this.#writable(auth, storeId, id, version);
    await holdSlot(this.#writeDeps, { row, now, ...(await this.#store(storeId)) }, slotId);
    return this.#answer(auth, client, storeId, id, now);
  }

  async releaseSlot(auth: AuthenticatedClient, storeId: number, id: number, version: string, now: Date) {
    const client = await this.#client(auth);
    await releaseSlot(this.#writeDeps, { row: await this.#writable(auth, storeId, id, version), now });
    return this.#answer(auth, client, storeId, id, now);
  }

  /** Benefits calculation: prices and availability checked again, what changed in message_warning. */
  async processAvantages(auth: AuthenticatedClient, storeId: number, id: number, version: string, now: Date) {
    const client = await this.#client(auth);
    const row = await this.#writable(auth, storeId, id, version);
    const ctx = await this.#context(row, client, now);
    const warnings = await computeBenefits(this.db, ctx);
    return this.#answer(auth, client, storeId, id, now, warnings, ctx.cart);
  }

  /** The cart's promo code, from the checkout (null removes it); the checkout version moves on. */
  async processCodePromo(
    auth: AuthenticatedClient,
    storeId: number,
    id: number,
    version: string,
    code: string | null,
    now: Date,
  ) {
    const client = await this.#client(auth);
    const row = await this.#writable(auth, storeId, id, version);
    await choosePromoCode({ db: this.db, carts: this.carts }, { row, client, now }, code);
    return this.#answer(auth, client, storeId, id, now);
  }

  /** « eurocora update »: the cagnotte the order will use, reserved on the card (decision 124). */
  async processEurocora(
    auth: AuthenticatedClient,
    storeId: number,
    id: number,
    version: string,
    body: EurocoraBody,
    now: Date,
  ) {
    const client = await this.#client(auth);
    const row = await this.#writable(auth, storeId, id, version);
    const ctx = await this.#context(row, client, now);
    const write = startWrite(ctx);
    updateEurocora(write, body);
    await commitWrite(this.#writeDeps, write);
    return this.#answer(auth, client, storeId, id, now, [], ctx.cart);
  }

  async processRedevance(
    auth: AuthenticatedClient,
    storeId: number,
    id: number,
    version: string,
    form: RedevanceFormBody,
    now: Date,
  ) {
    const client = await this.#client(auth);
    const row = await this.#writable(auth, storeId, id, version);
    const ctx = await this.#context(row, client, now);
    await fillRedevance(this.db, ctx, form);
    return this.#answer(auth, client, storeId, id, now, [], ctx.cart);
  }

  /**
   * The checkout read for its payment (processPaiement), whatever its status (the payment refuses a
   * paid or cancelled one itself), with how many cards the client saved for the store.
   */
  async paymentCheckout(
    auth: AuthenticatedClient,
    storeId: number,
    id: number,
    now: Date,
  ): Promise<{ ctx: CheckoutContext; savedCards: number }> {
    const client = await this.#client(auth);
    const row = await this.#owned(auth, storeId, id);
    const [ctx, aliases] = await Promise.all([
      this.#context(row, client, now),
      repo.findAliases(this.db, client.id, storeId),
    ]);
    return { ctx, savedCards: aliases.length };
  }

  /** Writes a payment's choices, made by this module's steps, at once (see `steps/checkout-write.ts`). */
  commitPaymentWrite(write: CheckoutWrite): Promise<string> {
    return commitWrite(this.#writeDeps, write);
  }

  async paymentModes(
    auth: AuthenticatedClient,
    storeId: number,
    id: number,
    now: Date,
  ): Promise<PaymentModesResponse> {
    const client = await this.#client(auth);
    const row = await this.#owned(auth, storeId, id);
    const ctx = await this.#context(row, client, now);
    return presentPaymentModes(ctx, await repo.findAliases(this.db, client.id, storeId));
  }

  /** Gift card check: the card pays what it can of the order (see `steps/gift-card.ts`). */
  async giftCard(
    auth: AuthenticatedClient,
    storeId: number,
    id: number,
    version: string,
    body: GiftCardCheckBody,
    now: Date,
  ): Promise<GiftCardCheckResponse> {
    const client = await this.#client(auth);
    const row = await this.#writable(auth, storeId, id, version);
    return useGiftCard(this.db, { row, now }, body, () => this.#context(row, client, now));
  }

  async removeGiftCard(auth: AuthenticatedClient, storeId: number, id: number, version: string, now: Date) {
    const client = await this.#client(auth);
    await removeGiftCard(this.db, { row: await this.#writable(auth, storeId, id, version), now });
    return this.#answer(auth, client, storeId, id, now);
  }
}
