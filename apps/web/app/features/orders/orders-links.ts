/** Addresses of the order pages, and the filters the list's form sends (zod-free: browser code too). */

export type OrdersListView = 'en-cours' | 'archive' | 'toutes';

export const FILTER_FIELDS = [
  'montant_total_ttc_min',
  'montant_total_ttc_max',
  'date_min',
  'date_max',
  'mag_id',
  'type_carte',
  'garantie',
] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

export const ORDERS_PATH = '/mon-compte/mes-commandes';
export const ALL_ORDERS_PATH = '/mon-compte/toutes-mes-commandes';

export function ordersHref(view: OrdersListView): string {
  if (view === 'toutes') return ALL_ORDERS_PATH;
  return view === 'archive' ? `${ORDERS_PATH}?archive=1` : ORDERS_PATH;
}

export const orderHref = (id: number, archived = false) =>
  `${ORDERS_PATH}/${id}${archived ? '?archive=1' : ''}`;
export const orderProductsHref = (id: number) => `${ORDERS_PATH}/${id}/produits`;
export const orderPdfHref = (id: number) => `${ORDERS_PATH}/${id}?downloadPDF=1`;
export const orderInvoiceHref = (id: number) => `${ORDERS_PATH}/${id}/facture`;
export const orderChangeHref = (id: number) => `${ORDERS_PATH}/${id}/modifier`;
export const orderCancelHref = (id: number) => `${ORDERS_PATH}/${id}/annulation`;

/** The same list at another page: the filters, tab and sort kept. */
export function pageHref(url: URL, page: number): string {
  const search = new URLSearchParams(url.search);
  if (page > 1) search.set('page', String(page));
  else search.delete('page');
  const query = search.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/** The list with one preset chosen (a period or a year), the typed dates left out, back to page 1. */
export function presetHref(
  pathname: string,
  search: string,
  preset: { periode?: string; annee?: number },
): string {
  const params = new URLSearchParams(search);
  for (const key of ['periode', 'annee', 'date_min', 'date_max', 'page']) params.delete(key);
  if (preset.periode) params.set('periode', preset.periode);
  if (preset.annee) params.set('annee', String(preset.annee));
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}
