import {
  API_ERROR_CODES,
  substitutionMessages as m,
  paymentMessages,
  type Substitution,
  type SubstitutionAnswerBody,
} from '@cabas/contracts';
import {
  centsToEuros,
  SUBSTITUTE_DECISION_LABELS,
  SUBSTITUTE_DEFAULT_DECISION,
  type SubstituteAnswerRefusal,
  storedDecision,
  substituteAnswer,
  substituteAnswerable,
  substituteAnswerDeadline,
  substituteDecision,
} from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AuthenticatedClient } from '../../platform/auth/session-lookup.ts';
import { DomainError } from '../../platform/domain-error.ts';
import * as repo from './substitutions.repository.ts';

type Db = Kysely<DB>;

const notFound = () => new DomainError(API_ERROR_CODES.orderNotFound, paymentMessages.orderUnknown);

/** Until when the order's substitutes may be answered: the start of its slot (decision 115). */
const deadlineOf = (order: repo.SubstitutionOrderRow) =>
  substituteAnswerDeadline({ slotStart: order.starts_at, pickupAt: order.date_de_retrait });

const orderState = (order: repo.SubstitutionOrderRow) => ({
  status: order.statut_code,
  prepared: order.prepared_at !== null,
});

function present(order: repo.SubstitutionOrderRow, line: repo.SubstitutedLineRow, now: Date): Substitution {
  const deadline = deadlineOf(order);
  const decision = substituteDecision(line.decision_client, deadline, now);
  return {
    ligne_id: line.id,
    produit_commande: line.designation,
    produit_remplacant: line.substitute_designation ?? '',
    quantite: line.quantity,
    prix_commande: centsToEuros(line.total_cents),
    prix_unitaire: centsToEuros(line.substitute_unit_price_cents ?? 0),
    prix: centsToEuros(line.final_cents),
    decision,
    decision_libelle: SUBSTITUTE_DECISION_LABELS[decision],
    date_limite: deadline,
    modifiable: substituteAnswerable(orderState(order), line.decision_client, deadline, now),
    version: line.version,
  };
}

function refusal(reason: SubstituteAnswerRefusal): DomainError {
  switch (reason) {
    case 'statut':
      return new DomainError(API_ERROR_CODES.substituteAnswerNotAllowed, m.notAnswerable);
    case 'expiree':
      return new DomainError(API_ERROR_CODES.substituteAnswerExpired, m.expired);
    case 'deja_repondu':
      return new DomainError(API_ERROR_CODES.substituteAlreadyAnswered, m.alreadyAnswered);
  }
}

/**
 * The customer's answers to the substitutes of her order (issue #37, item 4, decision 115): she
 * accepts or refuses each one until the start of her slot; the closing applies the default
 * (accepted) to those left waiting before it reads the final amount. Only her own orders: another
 * customer's is not found.
 */
export class SubstitutionService {
  constructor(private readonly db: Db) {}

  /** The substitutes of an order, as the customer's order view shows them (the caller checked the owner). */
  async ofOrder(clientId: number, orderId: number, now: Date): Promise<Substitution[]> {
    const order = await repo.findClientOrder(this.db, clientId, orderId);
    if (!order) return [];
    const lines = await repo.substitutedLines(this.db, orderId);
    return lines.map((l) => present(order, l, now));
  }

  /** Accepts or refuses one substitute, over the version the customer read (if she names it). */
  async answer(
    client: AuthenticatedClient,
    orderId: number,
    lineId: number,
    body: SubstitutionAnswerBody,
    now: Date,
  ): Promise<Substitution> {
    const order = await repo.findClientOrder(this.db, client.id, orderId);
    if (!order) throw notFound();
    const [line] = await repo.substitutedLines(this.db, orderId, lineId);
    if (!line) throw new DomainError(API_ERROR_CODES.substituteNotFound, m.notFound);
    const decision = body.decision;
    const read = body.version === undefined ? line.version : Number(body.version);
    const check = substituteAnswer(orderState(order), line.decision_client, decision, deadlineOf(order), now);
    if (!check.ok) throw refusal(check.refusal);
    if (read !== line.version) throw new DomainError(API_ERROR_CODES.substituteChanged, m.changed);
    if (check.unchanged) return present(order, line, now);
    const written = await repo.writeAnswer(this.db, lineId, {
      decision,
      version: line.version,
      nowIso: now.toISOString(),
    });
    const [fresh] = await repo.substitutedLines(this.db, orderId, lineId);
    if (!written) {
      // Someone wrote first: the closing's default, the preparer's new substitute, or her own answer
      // from another tab. The same answer is hers; anything else is told, never overwritten.
      if (!fresh) throw new DomainError(API_ERROR_CODES.substituteChanged, m.changed);
      const stored = storedDecision(fresh.decision_client);
      if (stored === decision) return present(order, fresh, now);
      if (stored === SUBSTITUTE_DEFAULT_DECISION) throw refusal('expiree');
      if (stored === 'en_attente') throw new DomainError(API_ERROR_CODES.substituteChanged, m.changed);
      throw refusal('deja_repondu');
    }
    return present(order, fresh ?? line, now);
  }

  /**
   * The closing's step before it reads the final amount: every substitute of the order still waiting
   * takes the default (accepted), written once, so that the captured amount, the invoice and the
   * history agree. The hand-over is the collection: the customer's window ends with it, whether her
   * slot has started or not (decision 115). How many lines took the default.
   */
  settleAtClosing(orderId: number, now: Date): Promise<number> {
    return repo.settleWaiting(this.db, orderId, SUBSTITUTE_DEFAULT_DECISION, now.toISOString());
  }
}
