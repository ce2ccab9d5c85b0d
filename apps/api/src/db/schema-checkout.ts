import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Flag } from './schema.ts';

/**
 * Tables of the consumer checkout (migration 0005). They extend the `DB` interface of schema.ts.
 * Money in cents; timestamps ISO-8601 UTC strings; booleans 0/1.
 */

type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface DeliveryAddressesTable {
  id: Generated<number>;
  client_id: number;
  defaut: Defaulted<Flag>;
  libelle: string | null;
  civilite: string;
  prenom: string;
  nom: string;
  adresse: string;
  complement_adresse: string | null;
  code_postal: string;
  code_insee: string;
  nom_commune: string;
  tel: string;
  normalisee: Defaulted<Flag>;
  normalisation_proposee: string | null;
  /** 'maison' | 'appartement'. */
  type_habitation: string | null;
  etage: number | null;
  digicode1: string | null;
  digicode2: string | null;
  ascenseur: Defaulted<Flag>;
  interphone: string | null;
  info_livreur: string | null;
  centre_ville: Defaulted<Flag>;
  voie_sans_issue: Defaulted<Flag>;
  sens_unique: Defaulted<Flag>;
  rue_pietonne: Defaulted<Flag>;
  access_semi_remorque: Defaulted<Flag>;
  residence: Defaulted<Flag>;
  created_at: string;
  updated_at: string;
}

/** A loyalty card; its cagnotte (solde_cents) pays part of an order. */
export interface LoyaltyCardsTable {
  id: Generated<number>;
  client_id: number;
  /** Card type codes: C4, CP, CM, CRF. */
  type_carte: string;
  /** 'CP' | 'CRF'. */
  sous_type: string;
  numero: string;
  solde_cents: Defaulted<number>;
  solde_points: Defaulted<number>;
  /** scrypt hash of the 4-digit card code (card linking), null when none. */
  code_hash: string | null;
  expired: Defaulted<Flag>;
  /** What the next statement adds (migration 0031). */
  solde_suiv_cents: Defaulted<number>;
  solde_points_suiv: Defaulted<number>;
  /** Consents to the card's offers by e-mail and SMS (own-brand cards). */
  accept_email: Defaulted<Flag>;
  accept_sms: Defaulted<Flag>;
  created_at: string;
  updated_at: string;
}

/**
 * The partner cards the issuer has issued (decision 079): what a customer may link to an account with
 * the card's code cagnotte (scrypt hash). 3 wrong codes lock the card until `locked_until`.
 */
export interface LoyaltyCardRegisterTable {
  id: Generated<number>;
  numero: string;
  type_carte: string;
  sous_type: string;
  code_hash: string;
  solde_cents: Defaulted<number>;
  solde_suiv_cents: Defaulted<number>;
  solde_points: Defaulted<number>;
  solde_points_suiv: Defaulted<number>;
  /** 0: issued but not activated at the store (an invalid card). */
  active: Defaulted<Flag>;
  expired: Defaulted<Flag>;
  failed_attempts: Defaulted<number>;
  locked_until: string | null;
  created_at: string;
  updated_at: string;
}

/** A gift card: 21-digit number, 4-digit PIN (hashed), balance debited by orders. */
export interface GiftCardsTable {
  id: Generated<number>;
  numero: string;
  pin_hash: string;
  montant_initial_cents: number;
  solde_cents: number;
  expires_at: string;
  failed_attempts: Defaulted<number>;
  /** ISO time until which wrong PINs keep the card locked; null when not locked. */
  locked_until: string | null;
  created_at: string;
  updated_at: string;
}

/** A subscription (abonnement): code LAD for the home delivery subscription. */
export interface ClientSubscriptionsTable {
  id: Generated<number>;
  client_id: number;
  store_id: number;
  code: string;
  actif: Defaulted<Flag>;
  duree_mois: number;
  /** YYYY-MM-DD. */
  date_debut: string;
  /** YYYY-MM-DD, the last day included. */
  date_fin: string;
  /** What was paid; null for a subscription not bought online (migration 0032). */
  prix_cents: ColumnType<number | null, number | null | undefined, number | null>;
  /** The payment session that paid it (unique): one payment, one subscription at most. */
  payment_session_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A saved bank card; written by the payment module. */
export interface PaymentAliasesTable {
  id: Generated<number>;
  client_id: number;
  /** The store the card was saved in (meta.nb_max_par_magasin), null: every store. */
  store_id: number | null;
  nom: string;
  marque: string;
  last4: string;
  /** MM/YY. */
  expiration: string;
  provider_token: string;
  /** `sandbox`, `stripe`, `adyen` (migration 0053): who keeps the token. */
  provider: ColumnType<string, string | undefined, string>;
  /** The provider's customer the card is kept on (Stripe `cus_…`, Adyen shopper reference). */
  provider_customer: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
}

/** The client's customer at a real payment provider (migration 0053): her saved cards gather there. */
export interface PaymentProviderCustomersTable {
  client_id: number;
  provider: string;
  customer_reference: string;
  created_at: string;
}

/** One slot of a service's planning; capacity taken by `reserved = reserved + 1 WHERE reserved < capacity`. */
export interface SlotsTable {
  id: Generated<number>;
  service_id: number;
  store_id: number;
  /** YYYY-MM-DD, Europe/Paris. */
  day: string;
  starts_at: string;
  ends_at: string;
  /** Orders on this slot close then. */
  cutoff_at: string;
  capacity: number;
  reserved: Defaulted<number>;
  price_cents: number;
}

export interface CheckoutsTable {
  id: Generated<number>;
  client_id: number;
  store_id: number;
  cart_id: number;
  type_panier: string;
  /** 'client:store:kind' while open; null once paid or cancelled. */
  open_key: string | null;
  /** 'ouvert' | 'paye' | 'annule'. */
  status: Defaulted<string>;
  service_id: number | null;
  /** The current slot hold (slot_holds.id). */
  hold_id: number | null;
  address_id: number | null;
  payment_mode: string | null;
  wallet_cents: Defaulted<number>;
  wallet_card_id: number | null;
  /** While open and before this instant, `wallet_cents` is reserved on the card (migration 0056). */
  wallet_reserved_until: string | null;
  crf_card_cents: Defaulted<number>;
  avec_sacs: Flag | null;
  gift_card_id: number | null;
  gift_card_cents: Defaulted<number>;
  alias_id: number | null;
  advantages_computed: Defaulted<Flag>;
  /** The redevance form (RedevanceFormBody) as JSON, null until filled. */
  redevance_json: string | null;
  /** Warnings state (dismissed, last message_warning) as JSON. */
  warnings_json: Defaulted<string>;
  /** The cart's dateLastUpdate seen when the checkout was created or last synced. */
  cart_updated_at: string | null;
  created_at: string;
  /** dateLastUpdate: compared and bumped by every write. */
  updated_at: string;
}

export interface SlotHoldsTable {
  id: Generated<number>;
  slot_id: number;
  checkout_id: number;
  created_at: string;
  expires_at: string;
  released_at: string | null;
  booked_at: string | null;
}

declare module './schema.ts' {
  interface DB {
    delivery_addresses: DeliveryAddressesTable;
    loyalty_cards: LoyaltyCardsTable;
    loyalty_card_register: LoyaltyCardRegisterTable;
    gift_cards: GiftCardsTable;
    client_subscriptions: ClientSubscriptionsTable;
    payment_aliases: PaymentAliasesTable;
    payment_provider_customers: PaymentProviderCustomersTable;
    slots: SlotsTable;
    checkouts: CheckoutsTable;
    slot_holds: SlotHoldsTable;
  }
}

export type DeliveryAddressRow = Selectable<DeliveryAddressesTable>;
export type LoyaltyCardRow = Selectable<LoyaltyCardsTable>;
export type LoyaltyCardRegisterRow = Selectable<LoyaltyCardRegisterTable>;
export type GiftCardRow = Selectable<GiftCardsTable>;
export type SlotRow = Selectable<SlotsTable>;
export type CheckoutRow = Selectable<CheckoutsTable>;
export type SlotHoldRow = Selectable<SlotHoldsTable>;
export type PaymentAliasRow = Selectable<PaymentAliasesTable>;
