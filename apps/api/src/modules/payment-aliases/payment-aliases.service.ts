import { randomUUID } from 'node:crypto';
import {
  API_ERROR_CODES,
  accountExtrasMessages,
  PAYMENT_ALIAS_MAX_PER_STORE,
  type PaymentAliasListResponse,
  paymentMessages,
  type SavedCard,
} from '@cabas/contracts';
import { cardBrand, isCardExpired, maskedCardNumber, mayKeepBankCards } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { PaymentAliasRow } from '../../db/schema-checkout.ts';
import { DomainError } from '../../platform/domain-error.ts';
import * as repo from './payment-aliases.repository.ts';

const unknownAlias = () =>
  new DomainError(API_ERROR_CODES.paymentAliasNotFound, accountExtrasMessages.aliasUnknown);

function present(row: PaymentAliasRow, now: Date): SavedCard {
  return {
    id: row.id,
    nom: row.nom,
    marque: row.marque,
    numero_masque: maskedCardNumber(row.last4),
    expiration: row.expiration,
    expiree: isCardExpired(row.expiration, now),
    magasin_id: row.store_id,
    date_creation: row.created_at,
  };
}

/**
 * Saved bank cards (payment aliases): the payment provider's token of a card with its network, last
 * 4 digits and expiry, never its number. A card is saved when the shopper ticks "Enregistrer cette
 * carte" on the payment page and the payment is accepted; at most `PAYMENT_ALIAS_MAX_PER_STORE` per
 * store; pros do not save cards.
 */
export class PaymentAliasesService {
  constructor(
    readonly db: Kysely<DB>,
    /** Forgets a card at the real provider that keeps it (Stripe, Adyen); the sandbox keeps none. */
    private readonly forgetAtProvider: (card: PaymentAliasRow) => Promise<void> = async () => {},
  ) {}

  async list(client: { id: number; isPro: boolean }, now: Date): Promise<PaymentAliasListResponse> {
    const eligible = mayKeepBankCards(client);
    const rows = eligible ? await repo.findAliases(this.db, client.id) : [];
    return {
      data: rows.map((row) => present(row, now)),
      meta: { nb_max_par_magasin: PAYMENT_ALIAS_MAX_PER_STORE, eligible },
    };
  }

  async rename(clientId: number, id: number, nom: string, now: Date): Promise<SavedCard> {
    if (!(await repo.renameAlias(this.db, clientId, id, nom))) throw unknownAlias();
    const row = await repo.findOwnedAlias(this.db, clientId, id);
    if (!row) throw unknownAlias();
    return present(row, now);
  }

  async remove(clientId: number, id: number): Promise<void> {
    const card = await repo.findOwnedAlias(this.db, clientId, id);
    if (!card) throw unknownAlias();
    // Forgotten at the provider first: a card deleted here but kept there could still be charged.
    try {
      await this.forgetAtProvider(card);
    } catch (error) {
      console.error(`saved card ${id}: not forgotten by ${card.provider}`, error);
      throw new DomainError(API_ERROR_CODES.serviceUnavailable, paymentMessages.providerUnavailable);
    }
    if (!(await repo.deleteAlias(this.db, clientId, id))) throw unknownAlias();
  }

  /**
   * A card a real provider kept during an accepted payment (its token, never its number): saved like
   * the sandbox's, within the store's maximum and once per card.
   */
  async saveProviderCard(sessionId: string, provider: string, card: ProviderCard, now: Date): Promise<void> {
    if (!(await this.canSave(sessionId))) return;
    const owner = await repo.sessionOwner(this.db, sessionId);
    if (!owner) return;
    await this.insertOnce(
      { client_id: owner.client_id, store_id: owner.store_id },
      { marque: brandOf(card.brand), last4: card.last4, expiration: card.expiry },
      { provider_token: card.token, provider, provider_customer: card.customer },
      now,
    );
  }

  /** Whether the payment page may offer to save the card of this session. */
  async canSave(sessionId: string): Promise<boolean> {
    const owner = await repo.sessionOwner(this.db, sessionId);
    if (!owner || owner.is_pro === 1) return false;
    return (
      (await repo.countStoreAliases(this.db, owner.client_id, owner.store_id)) < PAYMENT_ALIAS_MAX_PER_STORE
    );
  }

  /** The shopper ticked "Enregistrer cette carte": the provider's alias waits for the payment's outcome. */
  async requestSave(sessionId: string, card: { digits: string; expiration: string }, now: Date) {
    if (!(await this.canSave(sessionId))) return;
    const owner = await repo.sessionOwner(this.db, sessionId);
    if (!owner) return;
    const [month, year] = card.expiration.split('/').map((part) => part.trim());
    await repo.saveRequest(this.db, {
      session_id: sessionId,
      client_id: owner.client_id,
      store_id: owner.store_id,
      provider_token: `alias_${randomUUID()}`,
      marque: cardBrand(card.digits),
      last4: card.digits.slice(-4),
      expiration: `${month}/${year}`,
      created_at: now.toISOString(),
    });
  }

  /** The payment's outcome: an accepted payment saves the card (within the store's maximum), else it is dropped. */
  async settleRequest(sessionId: string, accepted: boolean, now: Date): Promise<void> {
    const request = await repo.takeRequest(this.db, sessionId);
    if (!request || !accepted) return;
    await this.insertOnce(
      request,
      { marque: request.marque, last4: request.last4, expiration: request.expiration },
      { provider_token: request.provider_token, provider: 'sandbox', provider_customer: null },
      now,
    );
  }

  private insertOnce(
    owner: { client_id: number; store_id: number },
    card: { marque: string; last4: string; expiration: string },
    kept: { provider_token: string; provider: string; provider_customer: string | null },
    now: Date,
  ): Promise<void> {
    return this.db.transaction().execute(async (trx) => {
      if (await repo.hasSameCard(trx, owner.client_id, card)) return;
      const count = await repo.countStoreAliases(trx, owner.client_id, owner.store_id);
      if (count >= PAYMENT_ALIAS_MAX_PER_STORE) return;
      await repo.insertAlias(trx, {
        client_id: owner.client_id,
        store_id: owner.store_id,
        nom: `Carte ${card.marque === 'CB' ? 'bancaire' : card.marque} ${card.last4}`,
        ...card,
        ...kept,
        created_at: now.toISOString(),
      });
    });
  }
}

/** A card as a provider's webhook describes it (`SavedCard` of the payment gateway). */
export interface ProviderCard {
  customer: string;
  token: string;
  brand: string;
  last4: string;
  expiry: string;
}

/** The network's name as the shop shows it, from Stripe's (`visa`, `cartes_bancaires`) or Adyen's (`mc`, `cartebancaire`). */
const BRANDS: Record<string, string> = {
  visa: 'VISA',
  mastercard: 'MASTERCARD',
  mc: 'MASTERCARD',
  amex: 'AMEX',
  cartes_bancaires: 'CB',
  cartebancaire: 'CB',
  cb: 'CB',
  maestro: 'MAESTRO',
};

const brandOf = (brand: string) => BRANDS[brand.toLowerCase()] ?? brand.toUpperCase().slice(0, 20);
