/** Codes and limits shared by the API and the web: order modes, store types, cart kinds, advantages. */
export const ORDER_MODE_TYPES = [
  'CC',
  'CC_TRAITEUR_NOEL',
  'CC_TRAITEUR_PERMANENT',
  'LAD',
  'LDD',
  'CEV',
  'DRIVE',
  'PRC',
  'PRC_DELIPOP',
  'PRP',
  'LC',
] as const;
export type OrderModeType = (typeof ORDER_MODE_TYPES)[number];

export const STORE_TYPES = ['CRF', 'STANDARD', 'CEV', 'PRC', 'PRC_DELIPOP', 'PRP_LA_POSTE'] as const;
export type StoreType = (typeof STORE_TYPES)[number];

export const CART_KINDS = [
  'drive',
  'click_and_collect',
  'click_and_collect_traiteur_permanent',
  'click_and_collect_traiteur_noel',
  'ldd',
] as const;
export type CartKind = (typeof CART_KINDS)[number];
export const DEFAULT_CART_KIND: CartKind = 'drive';

export const ADVANTAGE_TYPES = ['RI', 'OR', 'ODR', 'EC', 'PF'] as const;
export type AdvantageType = (typeof ADVANTAGE_TYPES)[number];

export const PRODUCT_TYPES = ['TC', 'CKDO', 'indisponible'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const NUTRISCORES = ['a', 'b', 'c', 'd', 'e'] as const;

/** The store used for prices and stock when no store is chosen (national mode). */
export const NATIONAL_STORE_ID = 999;

export const STORE_LOCATOR = { maxResults: 30, maxDistanceMeters: 30_000 } as const;
export const HOME_DELIVERY_DEFAULT_TARIFF = 8.9;
export const NON_PRO_FILTER = {
  categoryCode: 'NW-13260-corapro',
  categoryValue: 'NW-13260-corapro~0',
  searchCode: 'CORAPRO',
  searchValue: 'skus.corapro=false',
} as const;
/**
 * The other value of the same facet: only the pro-only products (a pro's « Produits pro » quick
 * filter). In list URLs it is the segment `produits-pro`; it has no effect for non-pro users.
 */
export const PRO_ONLY_FILTER = {
  categoryValue: 'NW-13260-corapro~1',
  searchValue: 'skus.corapro=true',
  segment: 'produits-pro',
  label: 'Produits pro',
} as const;
/** Quick filters above a product list are capped at 5 (doc 2 §9). */
export const QUICK_FILTERS_MAX = 5;
export const SHOP_INFO_TYPES = ['message_info', 'message_alerte'] as const;
export type ShopInfoType = (typeof SHOP_INFO_TYPES)[number];
