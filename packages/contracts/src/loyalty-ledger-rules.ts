/**
 * What the card history page shows of its filters (decision 127): page size, directions, accounts and
 * causes with their French labels, without the schemas of `loyalty-ledger.ts` (and zod with them).
 */
/** The movements of one page of the history. */
export const LOYALTY_LEDGER_PAGE_SIZE = 20;
export const LOYALTY_LEDGER_DIRECTIONS = ['credit', 'debit'] as const;
export const LOYALTY_LEDGER_ACCOUNTS = ['cagnotte', 'points'] as const;
/** Why a card's balance moved, as the customer reads it (several ledger causes may make one). */
export const LOYALTY_LEDGER_CAUSES = [
  'commande',
  /** In-store purchases: what a till receipt earned, and the cagnotte spent at the till (decision 128). */
  'ticket',
  'defi',
  'conversion',
  'paiement',
  'remboursement',
  'expiration',
  'ouverture',
  'cloture',
  'autre',
] as const;
export type LoyaltyLedgerCause = (typeof LOYALTY_LEDGER_CAUSES)[number];

/** The causes in French, for the filter's options. */
export const LOYALTY_LEDGER_CAUSE_LABELS: Record<LoyaltyLedgerCause, string> = {
  commande: 'Commandes',
  ticket: 'Tickets de caisse',
  defi: 'Défis',
  conversion: 'Conversions de points',
  paiement: 'Paiements',
  remboursement: 'Remboursements',
  expiration: 'Expirations',
  ouverture: 'Solde d’ouverture',
  cloture: 'Clôture',
  autre: 'Autres',
};
