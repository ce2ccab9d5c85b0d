/**
 * Account deletion rules: what blocks it, and the anonymous values an erased account keeps (its row
 * stays, so that its orders keep a client for the shop's accounts).
 */

/** Order statuses still in progress: placed, awaiting payment confirmation or validated, not yet withdrawn. */
export const ORDER_STATUSES_IN_PROGRESS = ['COMMANDEE', 'VALIDEE', 'EN_ATTENTE'] as const;
/** Payment sessions that may still become an order. */
export const PAYMENT_SESSIONS_IN_PROGRESS = ['ouverte', 'en_attente'] as const;

export type DeletionBlockerCode = 'commande_en_cours' | 'abonnement_en_cours' | 'factures_pro_a_regler';

export interface DeletionFacts {
  orderStatuses: readonly string[];
  /** Payment sessions in progress and not expired. */
  paymentsInProgress: number;
  subscriptions: readonly { actif: boolean; dateFin: string }[];
  /** A pro company that still owes: an outstanding amount or invoices not paid (decision 119). */
  proOwes?: boolean;
  now: Date;
}

/** Why the account may not be deleted now (empty: it may). */
export function deletionBlockers(facts: DeletionFacts): DeletionBlockerCode[] {
  const inProgress = new Set<string>(ORDER_STATUSES_IN_PROGRESS);
  const blockers: DeletionBlockerCode[] = [];
  if (facts.paymentsInProgress > 0 || facts.orderStatuses.some((s) => inProgress.has(s.toUpperCase())))
    blockers.push('commande_en_cours');
  // A subscription runs to the end of its last day (date_fin, a day or an instant).
  const today = facts.now.toISOString().slice(0, 10);
  if (facts.subscriptions.some((s) => s.actif && s.dateFin.slice(0, 10) >= today))
    blockers.push('abonnement_en_cours');
  if (facts.proOwes) blockers.push('factures_pro_a_regler');
  return blockers;
}

/** The e-mail of an erased account: unique, never deliverable (`.invalid` is reserved). */
export const erasedEmail = (clientId: number) => `compte-supprime-${clientId}@anonyme.invalid`;
export const ERASED_NAME = 'Anonyme';
