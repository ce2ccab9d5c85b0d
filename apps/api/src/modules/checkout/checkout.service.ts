import {
  API_ERROR_CODES,
  type ApiErrorCode,
  apiMessages,
  type Cart,
  type CheckoutResponse,
  type CreateCheckoutQuery,
  checkoutMessages,
  type GiftCardCheckBody,
  type GiftCardCheckResponse,
  messages,
  PAYMENT_MODE_LABELS,
  PAYMENT_MODES,
  type PaymentModesResponse,
  type RedevanceFormBody,
  SLOT_HOLD_MINUTES,
  type SlotsResponse,
  type UpdateCheckoutBody,
} from '@cabas/contracts';
import {
  giftCardUse,
  HOME_DELIVERY_MODES,
  holdExpiry,
  isHoldActive,
  maskCardNumber,
  parisClock,
  SLOTLESS_MODES,
  walletUsed,
} from '@cabas/domain';
import type { Kysely, Updateable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { CheckoutRow, CheckoutsTable } from '../../db/schema-checkout.ts';
import type { AuthenticatedClient } from '../../platform/auth/session-lookup.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import type { CartService } from '../cart/cart.service.ts';
import { clientShopper } from '../cart/cart-shopper.ts';
import { TtlCache } from '../catalogue/shared/ttl-cache.ts';
import * as slotsRepo from '../slots/slots.repository.ts';
import type { SlotsService } from '../slots/slots.service.ts';
import * as repo from './checkout.repository.ts';
import {
  amounts,
  type CheckoutContext,
  cartKindOf,
  euros,
  modeOfService,
  paymentInfos,
  redevanceItems,
  servicePossibility,
  walletCard,
} from './checkout-context.ts';
import { ladPreselection, presentCheckout } from './checkout-view.ts';
import {
  GIFT_CARD_LOCK_MS,
  GIFT_CARD_MAX_FAILURES,
  giftCardLocked,
  giftCardRefused,
  verifyGiftCardPin,
} from './gift-card-pin.ts';

const STORE_TTL_MS = 60_000;

const stale = () =>
  new HttpError(409, checkoutMessages.checkoutStale, undefined, API_ERROR_CODES.checkoutStale);
const unknownCheckout = () =>
  new HttpError(404, checkoutMessages.checkoutNotFound, undefined, API_ERROR_CODES.checkoutNotFound);
const refuse = (field: string, message: string, code?: ApiErrorCode) =>
  new HttpError(422, message, { [field]: [message] }, code);

/** The next version: now, and always after the previous one (two writes in one millisecond). */
export function nextVersion(previous: string, now: Date): string {
  const t = Math.max(now.getTime(), new Date(previous).getTime() + 1);
  return new Date(t).toISOString();
}

interface StoreSetup {
  store: repo.CheckoutStore;
  modes: repo.ModeRow[];
  services: repo.ServiceRow[];
}

/** The consumer checkout calls (packages/contracts/src/checkout.ts). */
export class CheckoutService {
  readonly #stores = new TtlCache<StoreSetup | null>(STORE_TTL_MS, 200);

  constructor(
    readonly db: Kysely<DB>,
    private readonly carts: CartService,
    private readonly slots: SlotsService,
    private readonly addresses: AddressesService,
  ) {}

  async #store(storeId: number): Promise<StoreSetup> {
    const setup = await this.#stores.getOrLoad(String(storeId), async () => {
      const store = await repo.findStore(this.db, storeId);
      if (!store) return null;
      return { store, ...(await repo.findModes(this.db, storeId)) };
    });
    if (!setup) throw notFound(apiMessages.storeNotFound);
    if (setup.store.is_national === 1) throw new HttpError(409, checkoutMessages.nationalStore);
    return setup;
  }

  async #client(auth: AuthenticatedClient): Promise<repo.CheckoutClient> {
    const client = await repo.findClient(this.db, auth.id);
    if (!client) throw new HttpError(401, messages.mustLogin);
    if (client.is_pro === 1) throw new HttpError(409, checkoutMessages.proCheckout);
    return client;
  }

  async #owned(auth: AuthenticatedClient, storeId: number, id: number): Promise<CheckoutRow> {
    const row = await repo.findOwnedCheckout(this.db, auth.id, storeId, id);
    if (!row) throw unknownCheckout();
    return row;
  }

  /** An open checkout at the version the client saw, else 404 / 409 (nothing written). */
  async #writable(
    auth: AuthenticatedClient,
    storeId: number,
    id: number,
    version: string,
  ): Promise<CheckoutRow> {
    const row = await this.#owned(auth, storeId, id);
    if (row.status !== 'ouvert') throw unknownCheckout();
    if (row.updated_at !== version) throw stale();
    return row;
  }

  async #write(row: CheckoutRow, values: Updateable<CheckoutsTable>, now: Date): Promise<void> {
    const ok = await repo.updateIfVersion(this.db, row.id, row.updated_at, {
      ...values,
      updated_at: nextVersion(row.updated_at, now),
    });
    if (!ok) throw stale();
  }

  async #context(
    row: CheckoutRow,
    client: repo.CheckoutClient,
    now: Date,
    known?: Cart,
  ): Promise<CheckoutContext> {
    const setup = await this.#store(row.store_id);
    await this.slots.ensurePlanning(row.store_id, now);
    const cart =
      known ??
      (await this.carts.render(
        this.db,
        await this.carts.store(row.store_id),
        clientShopper({ id: client.id, isPro: false }),
        cartKindOf(row),
        now,
      ));
    const nowIso = now.toISOString();
    const [hold, address, facts, loyaltyCards, giftCard, history, subscription, nextSlots] =
      await Promise.all([
        row.hold_id === null ? null : slotsRepo.findHold(this.db, row.hold_id),
        row.address_id === null ? null : this.addresses.owned(client.id, row.address_id).catch(() => null),
        repo.findCartProductFacts(
          this.db,
          row.store_id,
          cart.lignes_panier.map((l) => l.produit_id),
        ),
        repo.findLoyaltyCards(this.db, client.id),
        row.gift_card_id === null ? null : repo.findGiftCardById(this.db, row.gift_card_id),
        repo.orderHistory(this.db, client.id),
        repo.hasActiveSubscription(this.db, client.id, row.store_id, parisClock(now).date),
        this.slots.nextOpenSlots(row.store_id, now),
      ]);
    let activeHold = null;
    if (hold) {
      const active = isHoldActive(
        { expiresAt: hold.expires_at, releasedAt: hold.released_at, bookedAt: hold.booked_at },
        now,
      );
      if (active) activeHold = hold;
      // Lazy expiry: the place goes back as soon as someone looks.
      else if (!hold.released_at)
        await this.db.transaction().execute((trx) => slotsRepo.releaseHold(trx, hold.id, nowIso));
    }
    const addressDelivered = address ? await this.addresses.isDelivered(row.store_id, address) : false;
    return {
      row,
      client,
      ...setup,
      cart,
      hold: activeHold,
      address: address ?? null,
      addressDelivered,
      facts,
      loyaltyCards,
      giftCard: giftCard ?? null,
      history,
      subscription,
      nextSlots,
      holdExpired: hold !== undefined && hold !== null && activeHold === null && hold.booked_at === null,
      now,
    };
  }

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

  // -------------------------------------------------------------------------------------------
  // Create, read, update, cancel
  // -------------------------------------------------------------------------------------------

  /** Creates the checkout of the client's cart of that kind, or returns (and syncs) the open one. */
  async create(
    auth: AuthenticatedClient,
    storeId: number,
    query: CreateCheckoutQuery,
    now: Date,
  ): Promise<{ created: boolean; response: CheckoutResponse }> {
    const client = await this.#client(auth);
    const setup = await this.#store(storeId);
    const cartStore = await this.carts.store(storeId);
    const kind = query.type_panier;
    const cart = await this.carts.render(
      this.db,
      cartStore,
      clientShopper({ id: client.id, isPro: false }),
      kind,
      now,
    );
    if (cart.id === null || cart.nb_produits === 0) throw new HttpError(409, checkoutMessages.cartEmpty);
    if (query.dateLastUpdate && cart.dateLastUpdate && query.dateLastUpdate !== cart.dateLastUpdate)
      throw new HttpError(
        409,
        checkoutMessages.checkoutCartChanged,
        undefined,
        API_ERROR_CODES.checkoutCartChanged,
      );
    const key = repo.openKey(client.id, storeId, kind);
    const nowIso = now.toISOString();
    let row = await repo.findOpenCheckout(this.db, key);
    let created = false;
    if (!row) {
      const subscription = await repo.hasActiveSubscription(
        this.db,
        client.id,
        storeId,
        parisClock(now).date,
      );
      const preselected = ladPreselection({ ...setup, cart, subscription });
      await repo.insertCheckout(this.db, {
        client_id: client.id,
        store_id: storeId,
        cart_id: cart.id,
        type_panier: kind,
        open_key: key,
        status: 'ouvert',
        service_id: preselected,
        cart_updated_at: cart.dateLastUpdate,
        created_at: nowIso,
        updated_at: nowIso,
      });
      row = await repo.findOpenCheckout(this.db, key);
      if (!row) throw stale();
      created = row.created_at === nowIso;
    } else if (row.cart_updated_at === cart.dateLastUpdate) {
      // The usual case: the open checkout, its cart unchanged (rendered once for both).
      return { created, response: presentCheckout(await this.#context(row, client, now, cart)) };
    } else {
      // Basket sync (doc 1 §4): the cart changed since, benefits are to be computed again.
      await repo.updateIfVersion(this.db, row.id, row.updated_at, {
        cart_updated_at: cart.dateLastUpdate,
        advantages_computed: 0,
        updated_at: nextVersion(row.updated_at, now),
      });
    }
    return { created, response: await this.#answer(auth, client, storeId, row.id, now, [], cart) };
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
    const values: Updateable<CheckoutsTable> = {};
    let releaseHoldId: number | null = null;

    let serviceId = row.service_id;
    if (body.service_id !== undefined && body.service_id !== row.service_id) {
      if (body.service_id !== null) {
        const check = servicePossibility(ctx, body.service_id);
        if (!modeOfService(ctx, body.service_id)) throw refuse('service_id', checkoutMessages.serviceUnknown);
        if (!check.possible)
          throw refuse('service_id', check.raisons[0] ?? checkoutMessages.serviceNotPossible);
      }
      serviceId = body.service_id;
      values.service_id = serviceId;
      values.advantages_computed = 0;
      // Another service: the held slot belongs to the previous one.
      if (row.hold_id !== null) {
        releaseHoldId = row.hold_id;
        values.hold_id = null;
      }
    }
    const modeType = modeOfService(ctx, serviceId)?.mode.type ?? null;
    if (modeType === null || !HOME_DELIVERY_MODES.includes(modeType)) {
      if (body.idAdresseLivraison) throw refuse('idAdresseLivraison', checkoutMessages.serviceRequired);
      if (row.address_id !== null) values.address_id = null;
    } else if (body.idAdresseLivraison !== undefined) {
      if (body.idAdresseLivraison === null) values.address_id = null;
      else {
        const address = await this.addresses.owned(client.id, body.idAdresseLivraison).catch(() => null);
        if (!address) throw refuse('idAdresseLivraison', checkoutMessages.addressUnknown);
        if (!(await this.addresses.isDelivered(storeId, address)))
          throw refuse('idAdresseLivraison', checkoutMessages.addressNotDelivered);
        values.address_id = address.id;
      }
    }
    if (body.avec_sacs !== undefined)
      values.avec_sacs = body.avec_sacs === null ? null : body.avec_sacs ? 1 : 0;

    if (body.modePaiement !== undefined) {
      if (body.modePaiement !== null) {
        const info = paymentInfos(ctx)[body.modePaiement];
        if (!info.possible)
          throw refuse('modePaiement', info.raison ?? checkoutMessages.paymentModeNotPossible);
      }
      values.payment_mode = body.modePaiement;
    }
    const a = amounts(ctx);
    if (body.tirelire !== undefined) {
      if (body.tirelire === null || body.tirelire.montant <= 0) {
        values.wallet_cents = 0;
      } else {
        const cards = ctx.loyaltyCards.filter((c) => c.sous_type === 'CRF' && c.expired === 0);
        const card = body.tirelire.carte ? cards.find((c) => c.id === body.tirelire?.carte) : cards[0];
        if (!card)
          throw refuse(
            'tirelire.carte',
            body.tirelire.carte ? checkoutMessages.walletCardUnknown : checkoutMessages.walletNoCard,
          );
        // Doc 1 §4: above the total or the balance, the smaller of the two.
        values.wallet_cents = walletUsed(
          Math.round(body.tirelire.montant * 100),
          card.solde_cents,
          a.totalCents - a.giftCardCents,
        );
        values.wallet_card_id = card.id;
      }
    }
    if (body.carteCarrefour !== undefined) {
      if (body.carteCarrefour === null || body.carteCarrefour.montant <= 0) values.crf_card_cents = 0;
      else {
        if (!walletCard(ctx)) throw refuse('carteCarrefour', checkoutMessages.paymentNoClubCard);
        values.crf_card_cents = Math.min(Math.round(body.carteCarrefour.montant * 100), a.remainingCents);
      }
    }
    if (body.selectedPaymentId !== undefined) {
      if (body.selectedPaymentId === null) values.alias_id = null;
      else {
        const aliases = await repo.findAliases(this.db, client.id, storeId);
        if (!aliases.some((al) => al.id === body.selectedPaymentId))
          throw refuse('selectedPaymentId', checkoutMessages.aliasUnknown);
        values.alias_id = body.selectedPaymentId;
      }
    }
    const nowIso = now.toISOString();
    await this.db.transaction().execute(async (trx) => {
      const ok = await repo.updateIfVersion(trx, row.id, row.updated_at, {
        ...values,
        updated_at: nextVersion(row.updated_at, now),
      });
      if (!ok) throw stale();
      if (releaseHoldId !== null) await slotsRepo.releaseHold(trx, releaseHoldId, nowIso);
    });
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
    const row = await this.#writable(auth, storeId, id, version);
    await this.db.transaction().execute(async (trx) => {
      const ok = await repo.updateIfVersion(trx, row.id, row.updated_at, {
        status: 'annule',
        open_key: null,
        hold_id: null,
        updated_at: nextVersion(row.updated_at, now),
      });
      if (!ok) throw stale();
      if (row.hold_id !== null) await slotsRepo.releaseHold(trx, row.hold_id, now.toISOString());
    });
  }

  // -------------------------------------------------------------------------------------------
  // Slots
  // -------------------------------------------------------------------------------------------

  async slotDays(
    auth: AuthenticatedClient,
    storeId: number,
    id: number,
    serviceId: number | undefined,
    now: Date,
  ): Promise<SlotsResponse> {
    await this.#client(auth);
    const row = await this.#owned(auth, storeId, id);
    const setup = await this.#store(storeId);
    const wanted = serviceId ?? row.service_id;
    if (wanted === null) throw refuse('service_id', checkoutMessages.serviceRequired);
    if (!setup.services.some((s) => s.id === wanted))
      throw refuse('service_id', checkoutMessages.serviceUnknown);
    await this.slots.ensurePlanning(storeId, now);
    const hold = row.hold_id === null ? null : await slotsRepo.findHold(this.db, row.hold_id);
    const chosen =
      hold &&
      isHoldActive(
        { expiresAt: hold.expires_at, releasedAt: hold.released_at, bookedAt: hold.booked_at },
        now,
      )
        ? hold.slot_id
        : null;
    return {
      data: await this.slots.days(wanted, now, chosen),
      meta: { service_id: wanted, duree_reservation_minutes: SLOT_HOLD_MINUTES, creneau_choisi: chosen },
    };
  }

  /**
   * Holds a slot for the checkout: one conditional update takes the place (none left, or past the
   * cut-off → 409), the previous hold is released, all in one transaction with the version check.
   */
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
    if (row.service_id === null) throw refuse('creneau_id', checkoutMessages.serviceRequired);
    const slot = await slotsRepo.findSlot(this.db, slotId);
    if (!slot || slot.service_id !== row.service_id) throw refuse('creneau_id', checkoutMessages.slotUnknown);
    const setup = await this.#store(storeId);
    const mode = modeOfService(setup, row.service_id)?.mode.type;
    if (mode && SLOTLESS_MODES.includes(mode)) throw refuse('creneau_id', checkoutMessages.slotUnknown);
    const nowIso = now.toISOString();
    if (slot.cutoff_at <= nowIso)
      throw new HttpError(
        409,
        checkoutMessages.slotClosed,
        { creneau_id: [checkoutMessages.slotClosed] },
        API_ERROR_CODES.slotClosed,
      );
    const current = row.hold_id === null ? null : await slotsRepo.findHold(this.db, row.hold_id);
    const holdsIt =
      current?.slot_id === slotId &&
      isHoldActive(
        { expiresAt: current.expires_at, releasedAt: current.released_at, bookedAt: current.booked_at },
        now,
      );
    await this.db.transaction().execute(async (trx) => {
      const newVersion = nextVersion(row.updated_at, now);
      if (holdsIt) {
        if (!(await repo.updateIfVersion(trx, row.id, row.updated_at, { updated_at: newVersion })))
          throw stale();
        return;
      }
      // Claim the version first: a concurrent write of the same checkout fails here, not after.
      if (!(await repo.updateIfVersion(trx, row.id, row.updated_at, { updated_at: newVersion })))
        throw stale();
      // After the checkout's row, as an order's transaction locks them (no deadlock on PostgreSQL).
      await slotsRepo.releaseExpiredHolds(trx, { slotId }, nowIso);
      if (!(await slotsRepo.takePlace(trx, slotId, nowIso)))
        throw new HttpError(
          409,
          checkoutMessages.slotFull,
          { creneau_id: [checkoutMessages.slotFull] },
          API_ERROR_CODES.slotFull,
        );
      const holdId = await slotsRepo.insertHold(trx, {
        slot_id: slotId,
        checkout_id: row.id,
        created_at: nowIso,
        expires_at: holdExpiry(now).toISOString(),
      });
      if (row.hold_id !== null) await slotsRepo.releaseHold(trx, row.hold_id, nowIso);
      await trx.updateTable('checkouts').set({ hold_id: holdId }).where('id', '=', row.id).execute();
    });
    return this.#answer(auth, client, storeId, id, now);
  }

  async releaseSlot(auth: AuthenticatedClient, storeId: number, id: number, version: string, now: Date) {
    const client = await this.#client(auth);
    const row = await this.#writable(auth, storeId, id, version);
    await this.db.transaction().execute(async (trx) => {
      const ok = await repo.updateIfVersion(trx, row.id, row.updated_at, {
        hold_id: null,
        updated_at: nextVersion(row.updated_at, now),
      });
      if (!ok) throw stale();
      if (row.hold_id !== null) await slotsRepo.releaseHold(trx, row.hold_id, now.toISOString());
    });
    return this.#answer(auth, client, storeId, id, now);
  }

  // -------------------------------------------------------------------------------------------
  // Benefits, promo code, redevance
  // -------------------------------------------------------------------------------------------

  /** Benefits calculation: prices and availability checked again, what changed in message_warning. */
  async processAvantages(auth: AuthenticatedClient, storeId: number, id: number, version: string, now: Date) {
    const client = await this.#client(auth);
    const row = await this.#writable(auth, storeId, id, version);
    const ctx = await this.#context(row, client, now);
    const warnings: string[] = [];
    const lines = ctx.cart.lignes_panier;
    if (
      lines.some(
        (l) => l.disponible && l.prix_unitaire !== null && Math.abs(l.prix_unitaire - l.prix_ajout) >= 0.005,
      )
    )
      warnings.push(checkoutMessages.warningPriceChanged);
    if (lines.some((l) => !l.disponible)) warnings.push(checkoutMessages.warningUnavailable);
    if (ctx.cart.reductions.some((r) => r.type === 'code_promo' && !r.applicable))
      warnings.push(checkoutMessages.warningPromoNotApplicable);
    const a = amounts(ctx);
    if (row.wallet_cents > a.walletCents) warnings.push(checkoutMessages.warningWalletReduced);
    if (ctx.cart.nb_produits === 0) throw new HttpError(409, checkoutMessages.cartEmpty);
    await this.#write(
      row,
      {
        advantages_computed: 1,
        cart_updated_at: ctx.cart.dateLastUpdate,
        wallet_cents: a.walletCents,
        warnings_json: JSON.stringify({ message_warning: warnings }),
      },
      now,
    );
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
    const shopper = clientShopper({ id: client.id, isPro: false });
    const kind = cartKindOf(row);
    const cart =
      code === null
        ? await this.carts.removePromoCode(shopper, storeId, kind, now)
        : await this.carts.applyPromoCode(shopper, storeId, code, kind, now);
    await this.#write(row, { advantages_computed: 0, cart_updated_at: cart.dateLastUpdate }, now);
    return this.#answer(auth, client, storeId, id, now);
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
    if (!redevanceItems(ctx).length) throw new HttpError(409, checkoutMessages.redevanceNotNeeded);
    await this.#write(row, { redevance_json: JSON.stringify(form) }, now);
    return this.#answer(auth, client, storeId, id, now, [], ctx.cart);
  }

  // -------------------------------------------------------------------------------------------
  // Payment modes and gift card
  // -------------------------------------------------------------------------------------------

  async paymentModes(
    auth: AuthenticatedClient,
    storeId: number,
    id: number,
    now: Date,
  ): Promise<PaymentModesResponse> {
    const client = await this.#client(auth);
    const row = await this.#owned(auth, storeId, id);
    const ctx = await this.#context(row, client, now);
    const aliases = await repo.findAliases(this.db, client.id, storeId);
    const infos = paymentInfos(ctx);
    return {
      data: PAYMENT_MODES.map((mode) => ({
        type: 'mode_paiement' as const,
        id: mode,
        attributes: {
          mode_paiement: mode,
          libelle: PAYMENT_MODE_LABELS[mode],
          code_paiement_simulateur: mode === '3FCB' || mode === '4FCB' ? mode : null,
          is_new: mode === 'carte_malin',
          compatible_code_promo: true,
        },
      })),
      meta: {
        infos,
        cartes_fidelite: ctx.loyaltyCards
          .filter((c) => c.expired === 0 && (c.sous_type === 'CRF' || c.sous_type === 'CP'))
          .map((c) => ({
            id: c.id,
            type_carte: c.type_carte,
            sous_type: c.sous_type as 'CP' | 'CRF',
            num_carte_carrefour: maskCardNumber(c.numero),
            solde_euro: euros(c.solde_cents),
          })),
        alias_paiement: aliases.map((al) => ({
          id: al.id,
          nom: al.nom,
          numero_masque: `•••• ${al.last4}`,
          date_expiration: al.expiration,
        })),
        alias_obligatoire: aliases.length > 0 && infos.cb.possible,
      },
    };
  }

  /**
   * Gift card check (doc 1 §4, §5): unknown number or wrong PIN → the same 422 (issue 17 §6); the card
   * locks for GIFT_CARD_LOCK_MS after GIFT_CARD_MAX_FAILURES wrong PINs: 403; expired or empty → 422;
   * else it pays min(balance, total) and the remaining to pay is total - gift card.
   */
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
    const { numero, pin } = body.carte_cadeau;
    const card = await repo.findGiftCardByNumber(this.db, numero);
    const nowIso = now.toISOString();
    if (card?.locked_until && card.locked_until > nowIso) throw giftCardLocked();
    if (!verifyGiftCardPin(numero, pin, card?.pin_hash) || !card) {
      if (card)
        await repo.recordGiftCardFailure(this.db, card.id, nowIso, {
          maxFailures: GIFT_CARD_MAX_FAILURES,
          lockedUntil: new Date(now.getTime() + GIFT_CARD_LOCK_MS).toISOString(),
        });
      throw giftCardRefused();
    }
    await repo.resetGiftCardFailures(this.db, card.id, nowIso);
    const ctx = await this.#context(row, client, now);
    const a = amounts({ ...ctx, giftCard: null });
    const use = giftCardUse(
      { balanceCents: card.solde_cents, expiresAt: card.expires_at },
      a.totalCents,
      now,
    );
    if ('refusal' in use)
      throw use.refusal === 'expiree'
        ? refuse('carte_cadeau.numero', checkoutMessages.giftCardExpired, API_ERROR_CODES.giftCardExpired)
        : refuse('carte_cadeau.numero', checkoutMessages.giftCardEmpty, API_ERROR_CODES.giftCardEmpty);
    const newVersion = nextVersion(row.updated_at, now);
    if (
      !(await repo.updateIfVersion(this.db, row.id, row.updated_at, {
        gift_card_id: card.id,
        gift_card_cents: use.usedCents,
        updated_at: newVersion,
      }))
    )
      throw stale();
    return {
      data: {
        numero_masque: maskCardNumber(card.numero),
        solde: euros(card.solde_cents),
        montant_utilise: euros(use.usedCents),
        reste_a_payer: euros(use.remainingCents),
        date_expiration: card.expires_at,
      },
      meta: { dateLastUpdate: newVersion },
    };
  }

  async removeGiftCard(auth: AuthenticatedClient, storeId: number, id: number, version: string, now: Date) {
    const client = await this.#client(auth);
    const row = await this.#writable(auth, storeId, id, version);
    await this.#write(row, { gift_card_id: null, gift_card_cents: 0 }, now);
    return this.#answer(auth, client, storeId, id, now);
  }
}
