/**
 * Values of the order pages without zod, for browser code: the sorts, the period presets, the line
 * delivery statuses and their French labels, the filter messages.
 */

export const ORDER_SORTS = ['date_desc', 'date_asc', 'montant_desc', 'montant_asc'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export const ORDER_SORT_LABELS: Record<OrderSort, string> = {
  date_desc: 'Date : la plus récente',
  date_asc: 'Date : la plus ancienne',
  montant_desc: 'Montant : décroissant',
  montant_asc: 'Montant : croissant',
};

/** Kept in step with `OrderPeriod` of @cabas/domain. */
export const ORDER_PERIODS = ['1m', '3m', '6m'] as const;
export type OrderPeriodCode = (typeof ORDER_PERIODS)[number];

export const ORDER_PERIOD_LABELS: Record<OrderPeriodCode, string> = {
  '1m': 'Le dernier mois',
  '3m': 'Les 3 derniers mois',
  '6m': 'Les 6 derniers mois',
};

/** Kept in step with `LineTracking` of @cabas/domain. */
export const LINE_TRACKING = ['LIVRE', 'EN_ATTENTE', 'EN_COURS', 'ANNULE'] as const;
export type LineTrackingCode = (typeof LINE_TRACKING)[number];

export const LINE_TRACKING_LABELS: Record<LineTrackingCode, string> = {
  LIVRE: 'Livré',
  EN_ATTENTE: 'En attente',
  EN_COURS: 'En cours',
  ANNULE: 'Annulé',
};

/** Card types of the `type_carte` filter (the loyalty card the order was paid with). */
export const ORDER_CARD_TYPES: { code: string; label: string }[] = [
  { code: 'CP', label: 'Carte de réduction Plus' },
  { code: 'CM', label: 'Carte de réduction' },
  { code: 'CRF', label: 'Carte club ou pass partenaire' },
  { code: 'C4', label: 'Carte de paiement partenaire' },
];

export const ORDER_FILTER_MESSAGES = {
  period: 'La période choisie est invalide.',
  year: 'L’année choisie est invalide.',
  cardType: 'Le type de carte est invalide.',
  sort: 'Le tri choisi est invalide.',
  amountRange: 'Le montant maximum doit être supérieur ou égal au montant minimum.',
  dateRange: 'La date de fin doit être postérieure ou égale à la date de début.',
} as const;

/** The first orders of the account home, and the lists it previews. */
export const ACCOUNT_HOME_LAST_ORDERS = 5;
export const ACCOUNT_HOME_LISTS = 4;
