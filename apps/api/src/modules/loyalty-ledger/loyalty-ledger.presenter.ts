import type { LoyaltyLedgerCause, LoyaltyLedgerMovement } from '@cabas/contracts';
import { centsToEuros, type EuroLot, expiryInstantOf, REFUND_CAUSES } from '@cabas/domain';
import type { HistoryRow } from './loyalty-ledger.repository.ts';

/** The ledger's causes behind each cause the customer reads (`autre`: any other). */
export const LEDGER_CAUSES: Record<Exclude<LoyaltyLedgerCause, 'autre'>, readonly string[]> = {
  commande: ['gain'],
  ticket: ['ticket_gain', 'ticket_paiement'],
  defi: ['defi'],
  conversion: ['conversion'],
  paiement: ['paiement'],
  remboursement: REFUND_CAUSES,
  expiration: ['expiration'],
  ouverture: ['solde_initial'],
  cloture: ['compte_supprime', 'carte_supprimee'],
};
const KNOWN = Object.values(LEDGER_CAUSES).flat();

/** The filter of a customer's cause, as the repository takes it. */
export function ledgerCausesOf(cause: LoyaltyLedgerCause | undefined) {
  if (!cause) return undefined;
  return cause === 'autre' ? { exclude: KNOWN } : { only: LEDGER_CAUSES[cause] };
}

function causeOf(ledgerCause: string): LoyaltyLedgerCause {
  for (const [cause, causes] of Object.entries(LEDGER_CAUSES))
    if (causes.includes(ledgerCause)) return cause as LoyaltyLedgerCause;
  return 'autre';
}

/** The défi a reward's key names (`defi:{challenge}:{client}`). */
export function challengeOf(key: string): number | null {
  const match = /^defi:(\d+):/.exec(key);
  return match ? Number(match[1]) : null;
}

/** The store and number a till receipt's key names (`ticket:{store}:{numero}:gain|paiement`, decision 128). */
export function tillReceiptOf(key: string): { storeId: number; numero: string } | null {
  const match = /^ticket:(\d+):(.+):(?:gain|paiement)$/.exec(key);
  return match ? { storeId: Number(match[1]), numero: match[2]! } : null;
}

function tillLabel(row: HistoryRow, stores: ReadonlyMap<number, string>): string {
  const receipt = tillReceiptOf(row.idempotency_key);
  const store = receipt ? stores.get(receipt.storeId) : undefined;
  const ticket = receipt
    ? `ticket de caisse n° ${receipt.numero}${store ? ` (${store})` : ''}`
    : 'ticket de caisse';
  return Number(row.amount_cents) < 0
    ? `Cagnotte utilisée en caisse, ${ticket}`
    : `${ticket.charAt(0).toUpperCase()}${ticket.slice(1)}`;
}

function label(
  cause: LoyaltyLedgerCause,
  row: HistoryRow,
  challenge: string | undefined,
  stores: ReadonlyMap<number, string>,
): string {
  const order = row.order_code ? `commande n° ${row.order_code}` : null;
  switch (cause) {
    case 'commande':
      return row.order_code ? `Commande n° ${row.order_code}` : 'Commande';
    case 'ticket':
      return tillLabel(row, stores);
    case 'defi':
      return challenge ? `Défi « ${challenge} »` : 'Défi';
    case 'conversion':
      return 'Conversion de points';
    case 'paiement':
      return order ? `Paiement ${order}` : 'Paiement';
    case 'remboursement':
      return order ? `Remboursement ${order}` : 'Remboursement';
    case 'expiration':
      return 'Expiration';
    case 'ouverture':
      return 'Solde à l’ouverture';
    case 'cloture':
      return 'Clôture de la carte';
    default:
      return 'Autre mouvement';
  }
}

/** One movement as the customer reads it; a cagnotte credit with the day its euros expire. */
export function presentMovement(
  row: HistoryRow,
  lot: EuroLot | undefined,
  challenges: Map<number, string>,
  now: Date,
  /** The stores' names of the till receipts on the page. */
  stores: ReadonlyMap<number, string> = new Map(),
): LoyaltyLedgerMovement {
  const cause = causeOf(row.cause);
  const cents = Number(row.amount_cents);
  const points = row.account === 'points';
  const challenge = challengeOf(row.idempotency_key);
  return {
    id: Number(row.id),
    date: row.created_at,
    compte: points ? 'points' : 'cagnotte',
    sens: cents >= 0 ? 'credit' : 'debit',
    cause,
    libelle: label(cause, row, challenge === null ? undefined : challenges.get(challenge), stores),
    montant_euro: points ? null : centsToEuros(cents),
    points: points ? cents : null,
    expiration: lot
      ? {
          date: lot.expiresOn,
          reste: centsToEuros(lot.left),
          expire: lot.closed || now.getTime() >= Date.parse(expiryInstantOf(lot.expiresOn)),
        }
      : null,
  };
}
