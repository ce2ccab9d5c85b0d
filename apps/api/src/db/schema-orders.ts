import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Flag } from './schema.ts';

/**
 * Tables of the payment and order issue (migration 0006). They extend the `DB` interface of
 * schema.ts. Money in cents; timestamps ISO-8601 UTC strings; addresses and drafts JSON text.
 */

type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type PaymentSessionStatus = 'ouverte' | 'en_attente' | 'acceptee' | 'refusee' | 'annulee' | 'erreur';

/** One visit to the hosted payment page: what is paid, how, and the order it made. */
export interface PaymentSessionsTable {
  /** Random, unguessable: it is in the payment page's URL. */
  id: string;
  provider: string;
  checkout_id: number;
  client_id: number;
  store_id: number;
  type_panier: string;
  mode_paiement: string;
  status: Defaulted<PaymentSessionStatus>;
  total_cents: number;
  card_cents: number;
  tirelire_cents: Defaulted<number>;
  gift_card_cents: Defaulted<number>;
  loyalty_card_id: number | null;
  gift_card_id: number | null;
  /** The numbers of the cards the session spends (migration 0035): a refund follows the money there. */
  loyalty_card_numero: ColumnType<string | null, string | null | undefined, string | null>;
  gift_card_numero: ColumnType<string | null, string | null | undefined, string | null>;
  alias_paiement_id: string | null;
  /** JSON OrderDraft (modules/payments/order-draft.ts): the order as priced when payment began. */
  order_draft: string;
  order_id: number | null;
  /** Set when the card asked for 3-D Secure (sandbox): the code page is then open. */
  challenge_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** `vente` or `autorisation` (migration 0041, decision 109): how the provider takes the card. */
  capture_mode: Defaulted<'vente' | 'autorisation'>;
  /** A real provider's hosted session (Stripe `cs_…`, Adyen `CS…`; migration 0053). */
  provider_reference: ColumnType<string | null, string | null | undefined, string | null>;
  /** A real provider's payment (Stripe `pi_…`, Adyen `pspReference`): what capture, release and refund act on. */
  provider_payment_reference: ColumnType<string | null, string | null | undefined, string | null>;
  /** The account the provider's page was opened on ('' the default; migration 0055): its captures go there. */
  provider_account: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
  expires_at: string;
}

/** Every notification received with a valid signature, and what it did ('appliquee', 'deja_traitee'). */
export interface PaymentNotificationsTable {
  id: Generated<number>;
  session_id: string;
  evenement_id: string;
  resultat: string;
  effect: string;
  received_at: string;
}

export interface OrdersTable {
  id: Generated<number>;
  code: string;
  payment_session_id: string;
  client_id: number;
  store_id: number;
  checkout_id: number;
  titre: string;
  statut_code: string;
  code_paiement: string;
  code_type_commande: string;
  service_id: number | null;
  type_panier: string;
  slot_id: number | null;
  date_de_retrait: string | null;
  date_de_retrait_max: string | null;
  /** JSON {adresse, cp, ville} of the pickup place. */
  adresse_retrait: string | null;
  /** JSON {adresse, code_postal, ville} of the delivery. */
  adresse: string | null;
  email: string;
  total_cents: number;
  total_remise_cents: number;
  eurocora_cents: Defaulted<number>;
  tirelire_cents: Defaulted<number>;
  gift_card_cents: Defaulted<number>;
  has_alias_paiement: Defaulted<Flag>;
  /** The customer's instructions (the delivery address's `info_livreur`, migration 0044); null for pickups. */
  note_client: ColumnType<string | null, string | null | undefined, string | null>;
  placed_at: string;
  updated_at: string;
  /** The store's preparation (migration 0043, decision 112): started and ended, and by which staff member. */
  preparation_started_at: ColumnType<string | null, string | null | undefined, string | null>;
  preparation_started_by: ColumnType<number | null, number | null | undefined, number | null>;
  prepared_at: ColumnType<string | null, string | null | undefined, string | null>;
  prepared_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** What the customer paid once the store closed the order (migration 0045, decision 114); null before. */
  final_total_cents: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  designation: string;
  quantity: number;
  /** Units taken from the offer's stock (weighed goods: kilograms rounded up). */
  reserved_units: number;
  unit_price_cents: number;
  total_cents: number;
  substitution_accord: Defaulted<Flag>;
  /** Gift cards: the amount of one card (migration 0008); 0 for other products. */
  gift_card_cents: Defaulted<number>;
  /** The immediate reduction the line got, already taken off `total_cents` (migration 0018). */
  reduction_cents: Defaulted<number>;
}

export interface OrderFeesTable {
  id: Generated<number>;
  order_id: number;
  kind: 'frais' | 'reduction';
  type: string;
  libelle: string;
  valeur_cents: number;
  /** The promo code of a `code_promo` reduction (migration 0018). */
  code: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The first-order right of a welcome promo code, held by one payment session (migration 0039). */
export interface FirstOrderClaimsTable {
  client_id: number;
  payment_session_id: string;
  claimed_at: string;
  /** Set by the order the session made; back to null when that payment is refused. */
  used_at: string | null;
}

declare module './schema.ts' {
  interface DB {
    first_order_claims: FirstOrderClaimsTable;
    payment_sessions: PaymentSessionsTable;
    payment_notifications: PaymentNotificationsTable;
    orders: OrdersTable;
    order_lines: OrderLinesTable;
    order_fees: OrderFeesTable;
  }
}

export type PaymentSessionRow = Selectable<PaymentSessionsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
