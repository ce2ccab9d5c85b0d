import {
  API_ERROR_CODES,
  accountExtrasMessages as m,
  type NewsletterListResponse,
  type NewsletterSubscription,
} from '@cabas/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError } from '../../platform/domain-error.ts';
import * as repo from './newsletters.repository.ts';

const present = (row: repo.SubscriptionView): NewsletterSubscription => ({
  id: row.id,
  magasin_id: row.store_id,
  magasin_nom: row.store_name,
  date_inscription: row.created_at,
});

const unknownSubscription = () => new DomainError(API_ERROR_CODES.newsletterNotFound, m.newsletterUnknown);

/** The store newsletters a client receives, and the SMS order-tracking consent. */
export class NewslettersService {
  constructor(readonly db: Kysely<DB>) {}

  async list(clientId: number): Promise<NewsletterListResponse> {
    const [rows, sms] = await Promise.all([
      repo.findSubscriptions(this.db, clientId),
      repo.smsOptin(this.db, clientId),
    ]);
    return { data: rows.map(present), meta: { optin_sms_suivi_commande_drive: sms } };
  }

  async get(clientId: number, id: number): Promise<NewsletterSubscription> {
    const row = await repo.findOwnedSubscription(this.db, clientId, id);
    if (!row) throw unknownSubscription();
    return present(row);
  }

  async subscribe(clientId: number, storeId: number, now: Date): Promise<NewsletterSubscription> {
    if ((await repo.storeName(this.db, storeId)) === undefined)
      throw new DomainError(API_ERROR_CODES.newsletterStoreUnknown, m.newsletterStoreUnknown, {
        magasin_id: [m.newsletterStoreUnknown],
      });
    await repo.insertSubscription(this.db, clientId, storeId, now.toISOString());
    const row = await repo.findStoreSubscription(this.db, clientId, storeId);
    if (!row) throw unknownSubscription();
    return present(row);
  }

  async unsubscribe(clientId: number, id: number): Promise<void> {
    if (!(await repo.deleteSubscription(this.db, clientId, id))) throw unknownSubscription();
  }

  /** The unsubscribe link of an e-mail: done even when already done (a second click says the same). */
  async unsubscribeStore(clientId: number, storeId: number) {
    await repo.deleteStoreSubscription(this.db, clientId, storeId);
    return { magasin_id: storeId, magasin_nom: (await repo.storeName(this.db, storeId)) ?? '' };
  }

  /**
   * A subscription confirmed by the link of the anonymous form's e-mail: when the address has an
   * account, the store is added to that account's newsletters too. Returns the store's name.
   */
  async subscribeConfirmedEmail(email: string, storeId: number, now: Date): Promise<string> {
    const clientId = await repo.activeClientIdByEmail(this.db, email);
    if (clientId !== undefined) await repo.insertSubscription(this.db, clientId, storeId, now.toISOString());
    return (await repo.storeName(this.db, storeId)) ?? '';
  }

  async setSmsOptin(clientId: number, value: boolean, now: Date) {
    await repo.setSmsOptin(this.db, clientId, value, now.toISOString());
    return { optin_sms_suivi_commande_drive: await repo.smsOptin(this.db, clientId) };
  }
}
