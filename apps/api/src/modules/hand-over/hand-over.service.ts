import {
  API_ERROR_CODES,
  apiMessages,
  type CheckIn,
  type HandOverOrder,
  type HandOverSearch,
  handOverMessages,
  paymentMessages,
} from '@cabas/contracts';
import {
  type CheckInRefusal,
  centsToEuros,
  checkInRefusal,
  compareHandOverOrders,
  customerNameMatches,
  HAND_OVER_SEARCH_LIMIT,
  orderCodeOf,
  staffOrderMode,
  staffOrderState,
} from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { assertStaffStore } from '../../platform/auth/guards.ts';
import type { AuthenticatedStaff } from '../../platform/auth/staff-principal.ts';
import { DomainError } from '../../platform/domain-error.ts';
import type { CheckInTokens } from './check-in-token.ts';
import * as repo from './hand-over.repository.ts';

type Db = Kysely<DB>;

const REFUSALS: Record<CheckInRefusal, string> = {
  livraison: handOverMessages.delivery,
  remise: handOverMessages.handedOver,
  annulee: handOverMessages.cancelled,
  indisponible: handOverMessages.unavailable,
};

const linkInvalid = () => new DomainError(API_ERROR_CODES.checkInLinkInvalid, handOverMessages.linkInvalid);

function searchAnswer(row: repo.OpenOrderRow): HandOverOrder | null {
  const etat = staffOrderState(row.statut_code);
  if (!etat) return null;
  return {
    id: row.id,
    code: row.code,
    client: `${row.prenom} ${row.nom}`.trim(),
    etat,
    statut_code: row.statut_code,
    mode: staffOrderMode({ codeTypeCommande: row.code_type_commande, typePanier: row.type_panier }),
    debut: row.date_de_retrait,
    fin: row.date_de_retrait_max,
    client_arrive_le: row.client_arrive_le,
    montant_total_ttc: centsToEuros(row.total_cents),
  };
}

function checkInAnswer(order: repo.CheckInOrderRow, arrivedAt: string | null): CheckIn {
  return {
    commande: order.code,
    magasin: order.store_name,
    debut: order.date_de_retrait,
    fin: order.date_de_retrait_max,
    client_arrive_le: arrivedAt,
  };
}

/**
 * The hand-over at the drive (issue #37, item 6, decision 116): the staff find the order to hand over
 * by its code or its customer's name (the hand-over itself is the closing, decision 114), and the
 * customer tells the store she has arrived through the signed link of her confirmation e-mail.
 */
export class HandOverService {
  constructor(
    private readonly db: Db,
    private readonly tokens: CheckInTokens,
  ) {}

  /**
   * A store's orders to hand over that answer a search: an order code (exactly, case, spaces and
   * hyphens aside) or the start of the customer's name (accents and case aside). The staff member
   * must act on the store (403), which must exist (404). Arrived customers first.
   */
  async search(staff: AuthenticatedStaff, storeId: number, q: string): Promise<HandOverSearch> {
    assertStaffStore(staff, storeId);
    const store = await repo.findStore(this.db, storeId);
    if (!store) throw new DomainError(API_ERROR_CODES.storeNotFound, apiMessages.storeNotFound);
    const code = orderCodeOf(q);
    const rows = await repo.findOpenOrders(this.db, storeId, code);
    const found = (code === null ? rows.filter((row) => customerNameMatches(q, row)) : rows)
      .map(searchAnswer)
      .filter((order): order is HandOverOrder => order !== null)
      .sort((a, b) =>
        compareHandOverOrders(
          { id: a.id, arrivedAt: a.client_arrive_le, slotStart: a.debut },
          { id: b.id, arrivedAt: b.client_arrive_le, slotStart: b.debut },
        ),
      );
    return {
      magasin: store,
      q,
      recherche: code === null ? 'nom' : 'code',
      commandes: found.slice(0, HAND_OVER_SEARCH_LIMIT),
      total: found.length,
    };
  }

  /** When an order's customer said she arrived, for the staff of its store. */
  async arrival(staff: AuthenticatedStaff, orderId: number) {
    const order = await repo.findArrival(this.db, orderId);
    if (!order) throw new DomainError(API_ERROR_CODES.orderNotFound, paymentMessages.orderUnknown);
    assertStaffStore(staff, order.store_id);
    return { id: order.id, client_arrive_le: order.client_arrive_le };
  }

  /** The order of a check-in link, read only (a GET changes nothing: mail scanners follow links). */
  async checkInView(token: string): Promise<CheckIn> {
    const order = await this.#orderOf(token);
    this.#assertCheckInAllowed(order);
    return checkInAnswer(order, order.client_arrive_le);
  }

  /**
   * The customer says she has arrived: recorded once (`orders.client_arrive_le` and the event
   * `client_arrive`, in one transaction); the same link again answers the first arrival. A forged
   * link is 404; a home delivery, an order handed over or cancelled is 409 with its reason.
   */
  async checkIn(token: string, now: Date): Promise<CheckIn> {
    const orderId = this.tokens.orderOf(token);
    if (orderId === null) throw linkInvalid();
    const nowIso = now.toISOString();
    return this.db.transaction().execute(async (trx) => {
      const row = await repo.findCheckInOrder(trx, orderId);
      if (!row) throw linkInvalid();
      this.#assertCheckInAllowed(row);
      if (await repo.markArrived(trx, orderId, nowIso)) {
        await repo.insertArrivalEvent(trx, { orderId, clientId: row.client_id, nowIso });
        return checkInAnswer(row, nowIso);
      }
      // Already arrived (the first time stands), or closed meanwhile (refused with its reason).
      const after = await repo.findCheckInOrder(trx, orderId);
      if (!after) throw linkInvalid();
      this.#assertCheckInAllowed(after);
      return checkInAnswer(after, after.client_arrive_le);
    });
  }

  async #orderOf(token: string): Promise<repo.CheckInOrderRow> {
    const orderId = this.tokens.orderOf(token);
    if (orderId === null) throw linkInvalid();
    const order = await repo.findCheckInOrder(this.db, orderId);
    if (!order) throw linkInvalid();
    return order;
  }

  #assertCheckInAllowed(order: repo.CheckInOrderRow): void {
    const refusal = checkInRefusal({
      statut: order.statut_code,
      codeTypeCommande: order.code_type_commande,
      typePanier: order.type_panier,
    });
    if (refusal) throw new DomainError(API_ERROR_CODES.checkInNotAllowed, REFUSALS[refusal]);
  }
}
