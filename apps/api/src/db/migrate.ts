import { type Kysely, type Migration, Migrator } from 'kysely';
import * as m0001 from './migrations/0001-foundation.ts';
import * as m0002 from './migrations/0002-catalogue-search.ts';
import * as m0003 from './migrations/0003-accounts.ts';
import * as m0004 from './migrations/0004-cart.ts';
import * as m0005 from './migrations/0005-checkout.ts';
import * as m0006 from './migrations/0006-orders.ts';
import * as m0007 from './migrations/0007-catalogue-offer-prices.ts';
import * as m0008 from './migrations/0008-cart-gift-card-amounts.ts';
import * as m0009 from './migrations/0009-slot-accounting.ts';
import * as m0010 from './migrations/0010-outbox.ts';
import * as m0011 from './migrations/0011-abuse-locks.ts';
import * as m0012 from './migrations/0012-promo-first-order.ts';
import * as m0014 from './migrations/0014-order-documents.ts';
import * as m0015 from './migrations/0015-order-changes.ts';
import * as m0016 from './migrations/0016-profile.ts';
import * as m0017 from './migrations/0017-account-addresses-cards-newsletters.ts';
import * as m0018 from './migrations/0018-order-line-reductions.ts';
import * as m0020 from './migrations/0020-usual-products-hidden.ts';
import * as m0022 from './migrations/0022-store-pages.ts';
import * as m0023 from './migrations/0023-store-leaflets.ts';
import * as m0024 from './migrations/0024-cms-pages.ts';
import * as m0025 from './migrations/0025-forms.ts';
import * as m0026 from './migrations/0026-recipes.ts';
import * as m0027 from './migrations/0027-newsletter-pending-index.ts';
import * as m0030 from './migrations/0030-shared-secrets.ts';
import * as m0031 from './migrations/0031-loyalty-cards.ts';
import * as m0032 from './migrations/0032-subscriptions.ts';
import * as m0033 from './migrations/0033-catalogue-version.ts';
import * as m0034 from './migrations/0034-one-own-loyalty-card.ts';
import * as m0035 from './migrations/0035-stored-value-ledger.ts';
import * as m0039 from './migrations/0039-first-order-claims.ts';
import * as m0040 from './migrations/0040-staff.ts';
import * as m0041 from './migrations/0041-card-captures.ts';
import * as m0042 from './migrations/0042-authorisation-changes.ts';
import * as m0043 from './migrations/0043-order-preparation.ts';
import * as m0044 from './migrations/0044-staff-day-orders.ts';
import * as m0045 from './migrations/0045-order-events.ts';
import * as m0046 from './migrations/0046-substitution-answers.ts';
import * as m0047 from './migrations/0047-hand-over-check-in.ts';
import * as m0048 from './migrations/0048-staff-invitations.ts';
import * as m0049 from './migrations/0049-pro-accounts.ts';
import * as m0051 from './migrations/0051-pro-invoice-sequences.ts';
import * as m0052 from './migrations/0052-pro-recipes.ts';
import * as m0053 from './migrations/0053-payment-provider-references.ts';
import * as m0054 from './migrations/0054-loyalty-earning.ts';
import * as m0055 from './migrations/0055-payment-session-account.ts';
import * as m0056 from './migrations/0056-eurocora-reservation.ts';
import * as m0058 from './migrations/0058-loyalty-challenges.ts';
import * as m0059 from './migrations/0059-loyalty-ledger.ts';
import * as m0060 from './migrations/0060-till-receipts.ts';
import * as m0061 from './migrations/0061-store-payment-modes.ts';
import * as m0062 from './migrations/0062-operations-indexes.ts';

/** Migrations in order; add new ones here with the next number. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-catalogue-search': m0002,
  '0003-accounts': m0003,
  '0004-cart': m0004,
  '0005-checkout': m0005,
  '0006-orders': m0006,
  '0007-catalogue-offer-prices': m0007,
  '0008-cart-gift-card-amounts': m0008,
  '0009-slot-accounting': m0009,
  '0010-outbox': m0010,
  '0011-abuse-locks': m0011,
  '0012-promo-first-order': m0012,
  '0014-order-documents': m0014,
  '0015-order-changes': m0015,
  '0016-profile': m0016,
  '0017-account-addresses-cards-newsletters': m0017,
  '0018-order-line-reductions': m0018,
  '0020-usual-products-hidden': m0020,
  '0022-store-pages': m0022,
  '0023-store-leaflets': m0023,
  '0024-cms-pages': m0024,
  '0025-forms': m0025,
  '0026-recipes': m0026,
  '0027-newsletter-pending-index': m0027,
  '0030-shared-secrets': m0030,
  '0032-subscriptions': m0032,
  '0033-catalogue-version': m0033,
  '0034-one-own-loyalty-card': m0034,
  '0035-stored-value-ledger': m0035,
  '0039-first-order-claims': m0039,
  '0040-staff': m0040,
  '0041-card-captures': m0041,
  '0042-authorisation-changes': m0042,
  '0043-order-preparation': m0043,
  '0044-staff-day-orders': m0044,
  '0045-order-events': m0045,
  '0046-substitution-answers': m0046,
  '0047-hand-over-check-in': m0047,
  '0048-staff-invitations': m0048,
  '0049-pro-accounts': m0049,
  '0051-pro-invoice-sequences': m0051,
  '0052-pro-recipes': m0052,
  '0053-payment-provider-references': m0053,
  '0054-loyalty-earning': m0054,
  '0055-payment-session-account': m0055,
  '0056-eurocora-reservation': m0056,
  '0058-loyalty-challenges': m0058,
  '0059-loyalty-ledger': m0059,
  '0060-till-receipts': m0060,
  '0061-store-payment-modes': m0061,
  '0062-operations-indexes': m0062,
  '0031-loyalty-cards': m0031,
};

export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  const migrator = new Migrator({
    db: db as Kysely<unknown>,
    provider: { getMigrations: async () => migrations },
    // Numbers are reserved per feature ahead of time, so a database may already have run a later one
    // (0026) when an earlier number (0020) lands: it is then run, still in name order for a new database.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
