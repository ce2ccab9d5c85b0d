/**
 * The customer's answer to a substitute (issue #37, item 4, decision 115): when the store replaces a
 * line by another product (decision 112), the customer accepts or refuses it from her order page
 * until the answers' deadline; no answer by then applies the line's default.
 *
 * - The deadline is the start of the order's slot (she collects or receives the order then); an order
 *   without a slot can be answered until it is closed (`deadline` null).
 * - The default is **accepted**: a line is substituted only where the customer agreed to a substitute
 *   for it (`substitution_accord`), and a substitute never costs more than the ordered line.
 * - An answer is given once; the closing writes the default (`acceptee_par_defaut`) on every line
 *   still waiting, so that the amount captured, the invoice and the history read one decision.
 * - A refused substitute is not handed over: it costs nothing, like a missing line.
 */
import type { Cents } from './money.ts';

/** What is stored of a substitute's answer (`order_line_preparations.decision_client`). */
export const SUBSTITUTE_DECISIONS = ['en_attente', 'acceptee', 'refusee', 'acceptee_par_defaut'] as const;
export type SubstituteDecision = (typeof SUBSTITUTE_DECISIONS)[number];

/** What the customer may answer. */
export const SUBSTITUTE_ANSWERS = ['acceptee', 'refusee'] as const;
export type SubstituteAnswer = (typeof SUBSTITUTE_ANSWERS)[number];

/** The decision of a line nobody answered by the deadline (see the module's comment). */
export const SUBSTITUTE_DEFAULT_DECISION = 'acceptee_par_defaut' satisfies SubstituteDecision;

export const SUBSTITUTE_DECISION_LABELS: Record<SubstituteDecision, string> = {
  en_attente: 'En attente de la réponse du client',
  acceptee: 'Accepté par le client',
  refusee: 'Refusé par le client',
  acceptee_par_defaut: 'Accepté par défaut (sans réponse du client)',
};

/** A stored value read back: anything unknown (or null) is a substitute waiting for its answer. */
export function storedDecision(value: string | null | undefined): SubstituteDecision {
  return (SUBSTITUTE_DECISIONS as readonly string[]).includes(value ?? '')
    ? (value as SubstituteDecision)
    : 'en_attente';
}

const time = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime();

/**
 * The deadline of the answers: the start of the order's slot (ISO), else its collection date, else
 * none (null: until the order is closed).
 */
export function substituteAnswerDeadline(order: {
  slotStart: string | null;
  pickupAt?: string | null;
}): string | null {
  return order.slotStart ?? order.pickupAt ?? null;
}

/** Has the deadline passed at `now`? A null deadline never passes (the closing settles the answers). */
export const answerDeadlinePassed = (deadline: Date | string | null, now: Date) =>
  deadline !== null && time(deadline) <= now.getTime();

/**
 * The effective decision of a substitute: the stored one, except that a substitute still waiting
 * once the deadline has passed takes the line's default (accepted).
 */
export function substituteDecision(
  stored: string | null | undefined,
  deadline: Date | string | null,
  now: Date,
): SubstituteDecision {
  const decision = storedDecision(stored);
  if (decision === 'en_attente' && answerDeadlinePassed(deadline, now)) return SUBSTITUTE_DEFAULT_DECISION;
  return decision;
}

/** Why the customer's answer is refused. */
export type SubstituteAnswerRefusal =
  /** The order is not in preparation nor prepared (placed, closed, cancelled). */
  | 'statut'
  /** The deadline has passed, or the closing already applied the default. */
  | 'expiree'
  /** She already gave another answer (an answer is given once). */
  | 'deja_repondu';

/**
 * May the customer give this answer now? The order in preparation (VALIDEE) or prepared and waiting
 * for her (EN_ATTENTE after its preparation), the deadline not passed, the substitute still waiting.
 * The same answer again is accepted and changes nothing (`unchanged`): a form sent twice.
 */
export function substituteAnswer(
  order: { status: string; prepared: boolean },
  stored: string | null | undefined,
  answer: SubstituteAnswer,
  deadline: Date | string | null,
  now: Date,
): { ok: true; unchanged: boolean } | { ok: false; refusal: SubstituteAnswerRefusal } {
  const status = order.status.toUpperCase();
  const open = status === 'VALIDEE' || (status === 'EN_ATTENTE' && order.prepared);
  const decision = storedDecision(stored);
  if (decision === answer) return { ok: true, unchanged: true };
  if (!open) return { ok: false, refusal: 'statut' };
  if (decision === SUBSTITUTE_DEFAULT_DECISION || answerDeadlinePassed(deadline, now))
    return { ok: false, refusal: 'expiree' };
  if (decision !== 'en_attente') return { ok: false, refusal: 'deja_repondu' };
  return { ok: true, unchanged: false };
}

/** May the customer still answer this substitute (the buttons on her order page)? */
export const substituteAnswerable = (
  order: { status: string; prepared: boolean },
  stored: string | null | undefined,
  deadline: Date | string | null,
  now: Date,
) => substituteAnswer(order, stored, 'acceptee', deadline, now).ok && storedDecision(stored) === 'en_attente';

/** A refused substitute is not handed over. */
export const substituteRefused = (decision: string | null | undefined) => decision === 'refusee';

/**
 * What a prepared line costs: its final cents, except a refused substitute (0 €, like a missing
 * line); a line without an outcome counts at its ordered amount.
 */
export function preparedLineCents(line: {
  outcome: string | null;
  finalCents: Cents | null;
  totalCents: Cents;
  decision: string | null;
}): Cents {
  if (line.outcome === null) return line.totalCents;
  if (line.outcome === 'remplace' && substituteRefused(line.decision)) return 0;
  return line.finalCents ?? line.totalCents;
}
