import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types shared by both dialects. Booleans are stored as 0/1 integers and JSON as text so that
 * one code path serves SQLite and PostgreSQL; timestamps are ISO-8601 UTC strings.
 */
export type Flag = 0 | 1;
type Json = string;
/** A column with a default value: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface CommunesTable {
  id: Generated<number>;
  code_insee: string;
  code_postal: string;
  nom_commune: string;
  /** Lower case, no accents, hyphens as spaces: for city look-ups. */
  nom_normalise: string;
  departement: string;
  region: string | null;
  population: number;
  latitude: number | null;
  longitude: number | null;
}

export interface StoresTable {
  id: number;
  name: string;
  alias_web: string;
  type: string;
  format: string;
  adresse: string;
  cp: string;
  ville: string;
  code_insee: string;
  telephone: string;
  email: string;
  latitude: number;
  longitude: number;
  name_normalise: string;
  is_national: Flag;
  attached_store_id: number | null;
  external_url: string | null;
  allow_code_promo: Flag;
  allow_carte_carrefour: Flag;
  is_eligible_abonnement_lad: Flag;
  montant_minimum_lad_cents: number | null;
  is_dispo_carrefour: Flag;
  has_choix_substitution: Flag;
  service_corapro: Flag;
  ticket_dematerialise: Flag;
  created_at: string;
  /** The payment modes the store offers: a JSON list of codes (migration 0061, decision 129). */
  payment_modes: Defaulted<string>;
  /** Offered modes the store refuses when a promo code is applied: a JSON list of codes. */
  payment_modes_sans_code_promo: Defaulted<string>;
}

export interface StoreHoursTable {
  id: Generated<number>;
  store_id: number;
  day: number;
  opens: string;
  closes: string;
}

export interface StoreExceptionalHoursTable {
  id: Generated<number>;
  store_id: number;
  date: string;
  type: 'Ouverture' | 'Fermeture';
  opens: string | null;
  closes: string | null;
}

export interface StoreServicesTable {
  id: Generated<number>;
  store_id: number;
  code: string;
  libelle: string;
  description: string | null;
  position: number;
}

export interface StoreOrderModesTable {
  id: Generated<number>;
  store_id: number;
  type: string;
  label_long: string;
  tarif_mini_cents: number | null;
  bag_deposit_cents: number | null;
  position: number;
}

export interface StoreModeServicesTable {
  id: Generated<number>;
  order_mode_id: number;
  store_id: number;
  label: string;
  description: string | null;
  adresse: string | null;
  type: string;
  sous_type: string | null;
  latitude: number | null;
  longitude: number | null;
  info_non_retrait: string | null;
  montant_max_cents: number | null;
}

export interface StoreDeliveryCommunesTable {
  store_id: number;
  code_postal: string;
  code_insee: string;
}

export interface StoreProContactsTable {
  id: Generated<number>;
  store_id: number;
  prenom: string;
  nom: string;
  tel: string;
  mobile: string | null;
  mail: string;
}

export interface StoreMessagesTable {
  id: Generated<number>;
  /** null: shown in every store and in national mode. */
  store_id: number | null;
  type: 'message_info' | 'message_alerte';
  message: string;
  starts_at: string | null;
  ends_at: string | null;
}

export interface CategoriesTable {
  id: number;
  parent_id: number | null;
  libelle: string;
  slug: string;
  visuel: string | null;
  color: string;
  position: number;
  level: number;
  content_type: string;
  is_header_selections: Flag;
  is_a_ne_pas_manquer: Flag;
}

export interface ProductsTable {
  id: number;
  ean: string;
  slug: string;
  designation: string;
  description: string | null;
  marque: string | null;
  category_id: number;
  nutriscore: string | null;
  ingredients: string | null;
  allergens: Json;
  additives: Json;
  palm_oil: Flag;
  nutrition: Json | null;
  quantity_label: string | null;
  code_unite_mesure: string | null;
  valeur_unite_mesure: number | null;
  unite_reference: string | null;
  quantite_reference: number | null;
  type: string;
  config_prix_min_cents: number | null;
  config_prix_max_cents: number | null;
  qte_pas: number;
  qte_min_panier: number;
  qte_max_panier: number;
  is_weighed: Flag;
  types_panier: Json;
  corapro: Flag;
  is_bio: Flag;
  is_local: Flag;
  is_nouveau: Flag;
  is_alcool: Flag;
  origine: string | null;
  garantie_legale: string | null;
  source: 'off' | 'hand' | 'generated';
  created_at: string;
  /** Search words (normalised, stemmed), read by the full-text index (migration 0002). */
  search_designation: Defaulted<string>;
  search_brand: Defaulted<string>;
  search_labels: Defaulted<string>;
  search_category: Defaulted<string>;
  /** slugify(marque): the value of the brand filter. */
  marque_slug: ColumnType<string | null, string | null | undefined, string | null>;
  /** Bit i set when the product contains allergen i of REGULATORY_ALLERGENS (@cabas/domain). */
  allergen_mask: Defaulted<number>;
  /** Higher for products most stores carry: the default order of category lists. */
  popularity: Defaulted<number>;
}

export interface OffersTable {
  store_id: number;
  product_id: number;
  price_cents: number;
  strike_price_cents: number | null;
  stock: number;
  reserved: ColumnType<number, number | undefined, number>;
  types_panier: Json | null;
  unavailable_services: Json;
}

export interface OfferAdvantagesTable {
  id: Generated<number>;
  store_id: number;
  product_id: number;
  type_avantage: string;
  texte_avantage: string;
  lot: number | null;
  nb_pdt_lot: number | null;
  valeur: number;
  unite: '%' | 'EUR';
  prime_fid: string | null;
  starts_at: string;
  ends_at: string;
  /** The product mix (panachage) this advantage belongs to. */
  mix_group_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ReviewsTable {
  id: Generated<number>;
  product_id: number;
  author: string;
  rating: number;
  title: string;
  body: string;
  created_at: string;
}

/** Word suggestions of the autosuggest, built from product names (platform/search/search-terms.ts). */
export interface SearchTermsTable {
  term: string;
  libelle: string;
  frequency: number;
}

export interface SearchHistoryTable {
  id: Generated<number>;
  /** The visitor's uuid cookie (header x-uuid). */
  visitor_uuid: string;
  query: string;
  query_normalized: string;
  searched_at: string;
}

export interface PushZonesTable {
  id: Generated<number>;
  /** The category whose lists show the zone; null: search results. */
  category_id: number | null;
  code: string;
  /** Grid position: 3, 4 or 13. */
  position: number;
  titre: string;
  /** Our own editorial HTML (no user input). */
  html_content: string;
  product_ids: Json;
}

/** A product mix (panachage): an advantage shared by several products, mixed freely. */
export interface MixGroupsTable {
  id: number;
  libelle: string;
  type_avantage: string;
  texte_avantage: string;
  lot: number | null;
  nb_pdt_lot: number | null;
  valeur: number;
  unite: '%' | 'EUR';
  starts_at: string;
  ends_at: string;
}

export interface MixGroupProductsTable {
  mix_group_id: number;
  product_id: number;
}

export interface DB {
  app_meta: AppMetaTable;
  communes: CommunesTable;
  stores: StoresTable;
  store_hours: StoreHoursTable;
  store_exceptional_hours: StoreExceptionalHoursTable;
  store_services: StoreServicesTable;
  store_order_modes: StoreOrderModesTable;
  store_mode_services: StoreModeServicesTable;
  store_delivery_communes: StoreDeliveryCommunesTable;
  store_pro_contacts: StoreProContactsTable;
  store_messages: StoreMessagesTable;
  categories: CategoriesTable;
  products: ProductsTable;
  offers: OffersTable;
  offer_advantages: OfferAdvantagesTable;
  reviews: ReviewsTable;
  search_terms: SearchTermsTable;
  search_history: SearchHistoryTable;
  push_zones: PushZonesTable;
  mix_groups: MixGroupsTable;
  mix_group_products: MixGroupProductsTable;
}

export type StoreRow = Selectable<StoresTable>;
export type NewStore = Insertable<StoresTable>;
export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type CommuneRow = Selectable<CommunesTable>;
