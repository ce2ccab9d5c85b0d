import type { Generated, Selectable } from 'kysely';

/** The billing address of a client's invoices: one per client (migration 0017). */
export interface BillingAddressesTable {
  client_id: number;
  civilite: string;
  prenom: string;
  nom: string;
  societe: string | null;
  adresse: string;
  complement: string | null;
  code_postal: string;
  ville: string;
  departement: string | null;
  pays: string;
  updated_at: string;
}

/** A store's newsletter a client receives (one row per client and store). */
export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  client_id: number;
  store_id: number;
  created_at: string;
}

/**
 * "Enregistrer cette carte" ticked on the payment page: the provider's alias of the card, kept
 * until the payment is accepted; it becomes a payment alias only then.
 */
export interface PaymentAliasRequestsTable {
  session_id: string;
  client_id: number;
  store_id: number;
  provider_token: string;
  marque: string;
  last4: string;
  /** MM/YY */
  expiration: string;
  created_at: string;
}

declare module './schema.ts' {
  interface DB {
    billing_addresses: BillingAddressesTable;
    newsletter_subscriptions: NewsletterSubscriptionsTable;
    payment_alias_requests: PaymentAliasRequestsTable;
  }
}

export type BillingAddressRow = Selectable<BillingAddressesTable>;
export type NewsletterSubscriptionRow = Selectable<NewsletterSubscriptionsTable>;
export type PaymentAliasRequestRow = Selectable<PaymentAliasRequestsTable>;
