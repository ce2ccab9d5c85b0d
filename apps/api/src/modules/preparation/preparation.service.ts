import {
  API_ERROR_CODES,
  preparationMessages as m,
  type OrderPreparation,
  type PreparationLineBody,
  type PreparedLine,
  paymentMessages,
  type Substitute,
} from '@cabas/contracts';
import {
  type AislePlace,
  aislePlace,
  byAisle,
  centsToEuros,
  finalOrderCents,
  type LineOutcome,
  type LineOutcomeInput,
  type LineOutcomeRefusal,
  lineResult,
  linesWithoutOutcome,
  preparationStart,
  preparedLineCents,
  STAFF_ORDER_STATE_LABELS,
  SUBSTITUTE_DECISION_LABELS,
  staffOrderState,
  substituteAnswerDeadline,
  substituteDecision,
  substitutionAllowed,
  weightRange,
} from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { assertStaffStore } from '../../platform/auth/guards.ts';
import type { AuthenticatedStaff } from '../../platform/auth/staff-principal.ts';
import { DomainError } from '../../platform/domain-error.ts';
import type { OrderStatusMails } from '../order-closing/order-status-mails.ts';
import type { StaffAudit } from '../staff/audit.service.ts';
import { pickingListPdf } from './picking-list.ts';
import * as repo from './preparation.repository.ts';

type Db = Kysely<DB>;

/** How many substitutes a search proposes. */
const SUBSTITUTES_LIMIT = 20;

/** A line with its place in the store, as the view and the picking list read it. */
interface PlacedLine {
  row: repo.PreparationLineRow;
  designation: string;
  place: AislePlace | null;
}

/**
 * Preparing an order in the store (issue #37, item 3, decision 112): the picking list by aisle, the
 * start (COMMANDEE → VALIDEE once the slot's cut-off has passed), each line's outcome, the end
 * (VALIDEE → EN_ATTENTE once every line has one). Every call checks the order's store against the
 * staff member's; every change is audited in its own transaction.
 */
export class PreparationService {
  constructor(
    private readonly db: Db,
    private readonly audit: StaffAudit,
    /** The customer's e-mail at each status the preparation moves the order to (through the outbox). */
    private readonly mails: Pick<OrderStatusMails, 'enqueue' | 'sendNow'>,
  ) {}

  /** The order's preparation, its lines by aisle. */
  async view(staff: AuthenticatedStaff, orderId: number, now: Date): Promise<OrderPreparation> {
    const order = await this.order(this.db, staff, orderId);
    return this.present(this.db, order, now);
  }

  /** Starts the preparation; an order already in preparation is answered as it is (nothing logged). */
  async start(staff: AuthenticatedStaff, orderId: number, now: Date): Promise<OrderPreparation> {
    const started = await this.db.transaction().execute(async (trx) => {
      const order = await this.order(trx, staff, orderId);
      const start = preparationStart({ status: order.statut_code, cutoffAt: order.cutoff_at }, now);
      if (!start.ok) throw startRefusal(start.refusal);
      if (!start.alreadyStarted) {
        const nowIso = now.toISOString();
        // A shopper's change or another preparer may have moved the order since it was read.
        if (!(await repo.markStarted(trx, order.id, staff.id, nowIso))) {
          const again = await this.order(trx, staff, orderId);
          if (again.statut_code.toUpperCase() !== 'VALIDEE') throw startRefusal('statut');
        } else {
          await this.audit.audit(
            {
              staffId: staff.id,
              action: 'preparation_commencee',
              entity: 'commande',
              entityId: order.id,
              storeId: order.store_id,
              details: { code: order.code },
              at: now,
            },
            trx,
          );
          await this.mails.enqueue(trx, order.id, 'VALIDEE');
        }
      }
      return this.present(trx, await this.order(trx, staff, orderId), now);
    });
    this.mails.sendNow();
    return started;
  }

  /** Sets one line's outcome, over the version the preparer read. */
  async setLine(
    staff: AuthenticatedStaff,
    orderId: number,
    lineId: number,
    body: PreparationLineBody & { resultat: LineOutcome },
    now: Date,
  ): Promise<PreparedLine> {
    return this.db.transaction().execute(async (trx) => {
      const order = await this.order(trx, staff, orderId);
      const nowIso = now.toISOString();
      // Holds the order in preparation until this transaction ends: a finished preparation is never rewritten.
      if (!(await repo.claimInPreparation(trx, order.id, nowIso)))
        throw new DomainError(API_ERROR_CODES.preparationNotAllowed, m.notInPreparation);
      const line = (await repo.orderLines(trx, order.id)).find((l) => l.id === lineId);
      if (!line) throw new DomainError(API_ERROR_CODES.lineNotFound, m.lineNotFound);
      const storeOffers = order.has_choix_substitution === 1;
      const input = await this.outcomeInput(trx, order.store_id, line, body, storeOffers);
      const decided = lineResult(
        {
          quantity: line.quantity,
          weighed: line.is_weighed === 1,
          unitPriceCents: line.unit_price_cents,
          totalCents: line.total_cents,
          reductionCents: line.reduction_cents,
          substitutionAccepted: line.substitution_accord === 1,
        },
        input,
        storeOffers,
      );
      if (!decided.ok) throw outcomeRefusal(decided.refusal, line.quantity);
      const readVersion = Number(body.version ?? line.version ?? 0);
      const written = await repo.writeLineOutcome(
        trx,
        {
          orderLineId: line.id,
          orderId: order.id,
          ...decided.result,
          preparedBy: staff.id,
          nowIso,
        },
        readVersion,
      );
      if (!written) throw new DomainError(API_ERROR_CODES.preparationLineChanged, m.lineChanged);
      await this.audit.audit(
        {
          staffId: staff.id,
          action: 'ligne_preparee',
          entity: 'commande',
          entityId: order.id,
          storeId: order.store_id,
          details: {
            ligne: line.id,
            resultat: decided.result.outcome,
            quantite: decided.result.quantity,
            poids_g: decided.result.weightGrams,
            montant_final_centimes: decided.result.finalCents,
            produit_remplacement: decided.result.substitute?.productId ?? null,
          },
          at: now,
        },
        trx,
      );
      const fresh = (await repo.orderLines(trx, order.id)).find((l) => l.id === lineId)!;
      return presentLine(fresh, storeOffers, answersDeadline(order), now);
    });
  }

  /** Ends the preparation when every line has its outcome; else 409 with the lines left. */
  async finish(staff: AuthenticatedStaff, orderId: number, now: Date): Promise<OrderPreparation> {
    const finished = await this.db.transaction().execute(async (trx) => {
      const order = await this.order(trx, staff, orderId);
      const nowIso = now.toISOString();
      if (!(await repo.claimInPreparation(trx, order.id, nowIso)))
        throw new DomainError(API_ERROR_CODES.preparationNotAllowed, m.notInPreparation);
      const lines = await repo.orderLines(trx, order.id);
      const left = linesWithoutOutcome(lines.map((l) => ({ ...l, outcome: l.outcome ?? null })));
      if (left.length)
        throw new DomainError(
          API_ERROR_CODES.preparationIncomplete,
          m.incomplete,
          Object.fromEntries(
            left.map((l) => [`lignes.${l.id}`, [`${l.designation} : ${m.lineMissingOutcome}`]]),
          ),
        );
      await repo.markPrepared(trx, order.id, staff.id, nowIso);
      const fees = await repo.orderFeesCents(trx, order.id);
      await this.audit.audit(
        {
          staffId: staff.id,
          action: 'preparation_terminee',
          entity: 'commande',
          entityId: order.id,
          storeId: order.store_id,
          details: { code: order.code, montant_final_centimes: finalCents(order, lines, fees) },
          at: now,
        },
        trx,
      );
      // The « ready » e-mail lists the substitutes for the customer to answer (decision 115).
      await this.mails.enqueue(trx, order.id, 'EN_ATTENTE', {
        substitutes: lines
          .filter((l) => l.outcome === 'remplace' && l.substitute_designation !== null)
          .map((l) => ({
            ordered: l.designation,
            substitute: l.substitute_designation ?? '',
            priceCents: l.final_cents ?? 0,
          })),
        answersDeadline: answersDeadline(order),
      });
      return this.present(trx, await this.order(trx, staff, orderId), now);
    });
    this.mails.sendNow();
    return finished;
  }

  /** The printable picking list. */
  async pickingList(staff: AuthenticatedStaff, orderId: number): Promise<{ code: string; pdf: Buffer }> {
    const order = await this.order(this.db, staff, orderId);
    const groups = byAisle(await this.placedLines(this.db, order.id));
    const pdf = await pickingListPdf({
      code: order.code,
      customer: `${order.prenom} ${order.nom}`.trim(),
      store: order.store_name,
      slot: slotOf(order),
      note: order.note_client,
      substitutionOffered: order.has_choix_substitution === 1,
      aisles: groups.map((g) => ({
        aisle: g.aisle,
        lines: g.lines.map(({ row }) => ({
          designation: row.designation,
          quantity: row.quantity,
          weighed: row.is_weighed === 1,
          substitutionAccepted: row.substitution_accord === 1,
        })),
      })),
    });
    return { code: order.code, pdf };
  }

  /** Products that may replace a line: same department (its aisle first), sold the same way, in stock in the store. */
  async substitutes(
    staff: AuthenticatedStaff,
    orderId: number,
    lineId: number,
    query: string | undefined,
  ): Promise<Substitute[]> {
    const order = await this.order(this.db, staff, orderId);
    const line = (await repo.orderLines(this.db, order.id)).find((l) => l.id === lineId);
    if (!line) throw new DomainError(API_ERROR_CODES.lineNotFound, m.lineNotFound);
    if (!substitutionAllowed(line.substitution_accord === 1, order.has_choix_substitution === 1))
      throw substitutionRefusal(line.substitution_accord === 1);
    const scope = substituteScope(await repo.categoryTree(this.db), line.category_id);
    const rows = await repo.substituteCandidates(this.db, {
      storeId: order.store_id,
      categoryIds: scope.department,
      preferredCategoryIds: scope.aisle,
      weighed: line.is_weighed === 1,
      excludeProductId: line.product_id,
      query: query?.trim() || null,
      limit: SUBSTITUTES_LIMIT,
    });
    return rows.map((r) => ({
      produit_id: r.id,
      designation: r.designation,
      marque: r.marque,
      prix_unitaire: centsToEuros(r.price_cents),
      pese: r.is_weighed === 1,
    }));
  }

  /** The order, if it exists and is of one of the staff member's stores (else 404 / 403). */
  private async order(db: Db, staff: AuthenticatedStaff, orderId: number) {
    const order = await repo.findOrder(db, orderId);
    if (!order) throw new DomainError(API_ERROR_CODES.orderNotFound, paymentMessages.orderUnknown);
    assertStaffStore(staff, order.store_id);
    return order;
  }

  private async outcomeInput(
    db: Db,
    storeId: number,
    line: repo.PreparationLineRow,
    body: PreparationLineBody & { resultat: LineOutcome },
    storeOffers: boolean,
  ): Promise<LineOutcomeInput> {
    switch (body.resultat) {
      case 'manquant':
        return { outcome: 'manquant' };
      case 'preleve':
        return {
          outcome: 'preleve',
          quantity: body.quantite === undefined ? undefined : Number(body.quantite),
        };
      case 'pese': {
        if (body.poids_g === undefined)
          throw new DomainError(API_ERROR_CODES.preparationOutcomeRefused, m.weightRequired, {
            poids_g: [m.weightRequired],
          });
        return { outcome: 'pese', weightGrams: Number(body.poids_g) };
      }
      case 'remplace': {
        if (!substitutionAllowed(line.substitution_accord === 1, storeOffers))
          throw substitutionRefusal(line.substitution_accord === 1);
        if (body.produit_id === undefined)
          throw new DomainError(API_ERROR_CODES.substituteUnavailable, m.substituteRequired, {
            produit_id: [m.substituteRequired],
          });
        const productId = Number(body.produit_id);
        const offer = await repo.substituteOffer(db, storeId, productId);
        const tree = await repo.categoryTree(db);
        if (
          !offer ||
          offer.type === 'CKDO' ||
          offer.id === line.product_id ||
          !substituteScope(tree, line.category_id).department.includes(offer.category_id)
        )
          throw new DomainError(API_ERROR_CODES.substituteUnavailable, m.substituteUnavailable, {
            produit_id: [m.substituteUnavailable],
          });
        return {
          outcome: 'remplace',
          substitute: {
            productId: offer.id,
            designation: offer.designation,
            unitPriceCents: offer.price_cents,
            weighed: offer.is_weighed === 1,
          },
        };
      }
    }
  }

  private async placedLines(db: Db, orderId: number): Promise<PlacedLine[]> {
    const [lines, tree] = await Promise.all([repo.orderLines(db, orderId), repo.categoryTree(db)]);
    const byId = new Map(tree.map((c) => [c.id, c]));
    return lines.map((row) => ({
      row,
      designation: row.designation,
      place: aislePlace(ancestry(byId, row.category_id)),
    }));
  }

  private async present(db: Db, order: repo.PreparationOrderRow, now: Date): Promise<OrderPreparation> {
    const placed = await this.placedLines(db, order.id);
    const fees = await repo.orderFeesCents(db, order.id);
    const storeOffers = order.has_choix_substitution === 1;
    const rows = placed.map((p) => p.row);
    const state = staffOrderState(order.statut_code);
    return {
      id: order.id,
      code: order.code,
      statut_code: order.statut_code,
      etat_libelle: state ? STAFF_ORDER_STATE_LABELS[state] : order.statut_code,
      client: { prenom: order.prenom, nom: order.nom },
      magasin: { id: order.store_id, nom: order.store_name, choix_substitution: storeOffers },
      code_type_commande: order.code_type_commande,
      creneau:
        order.starts_at && order.ends_at && order.cutoff_at
          ? { debut: order.starts_at, fin: order.ends_at, date_limite: order.cutoff_at }
          : null,
      note_client: order.note_client,
      peut_commencer: (() => {
        const start = preparationStart({ status: order.statut_code, cutoffAt: order.cutoff_at }, now);
        return start.ok && !start.alreadyStarted;
      })(),
      debut_preparation: order.preparation_started_at,
      fin_preparation: order.prepared_at,
      rayons: byAisle(placed).map((g) => ({
        libelle: g.aisle,
        lignes: g.lines.map((l) => presentLine(l.row, storeOffers, answersDeadline(order), now)),
      })),
      lignes_restantes: rows.filter((r) => r.outcome === null).length,
      montant_commande: centsToEuros(order.total_cents),
      montant_final: centsToEuros(finalCents(order, rows, fees)),
    };
  }
}

/**
 * The order's final amount: lines without an outcome count at their ordered amount, a substitute the
 * customer refused counts as missing (decision 115).
 */
function finalCents(order: { total_cents: number }, lines: repo.PreparationLineRow[], feesCents: number) {
  return finalOrderCents({
    placedTotalCents: order.total_cents,
    placedLinesCents: lines.reduce((s, l) => s + l.total_cents, 0),
    feesCents,
    finalLinesCents: lines.reduce((s, l) => s + lineCents(l), 0),
  });
}

const lineCents = (l: repo.PreparationLineRow) =>
  preparedLineCents({
    outcome: l.outcome,
    finalCents: l.final_cents,
    totalCents: l.total_cents,
    decision: l.decision_client,
  });

/** Until when the customer may answer the order's substitutes: the start of its slot (decision 115). */
const answersDeadline = (order: repo.PreparationOrderRow) =>
  substituteAnswerDeadline({ slotStart: order.starts_at, pickupAt: order.date_de_retrait });

function presentLine(
  row: repo.PreparationLineRow,
  storeOffers: boolean,
  deadline: string | null,
  now: Date,
): PreparedLine {
  const decision = substituteDecision(row.decision_client, deadline, now);
  const weighed = row.is_weighed === 1;
  const range = weighed ? weightRange(row.quantity) : null;
  return {
    id: row.id,
    produit_id: row.product_id,
    designation: row.designation,
    quantite: row.quantity,
    pese: weighed,
    prix_unitaire: centsToEuros(row.unit_price_cents),
    montant: centsToEuros(row.total_cents),
    substitution_accord: row.substitution_accord === 1,
    remplacement_possible: substitutionAllowed(row.substitution_accord === 1, storeOffers),
    poids_min_g: range?.minGrams ?? null,
    poids_max_g: range?.maxGrams ?? null,
    version: row.version ?? 0,
    resultat:
      row.outcome === null
        ? null
        : {
            type: row.outcome,
            quantite: row.prepared_quantity ?? 0,
            poids_g: row.weight_grams,
            montant_final: centsToEuros(row.outcome === null ? 0 : lineCents(row)),
            remplacement:
              row.substitute_product_id !== null
                ? {
                    produit_id: row.substitute_product_id,
                    designation: row.substitute_designation ?? '',
                    prix_unitaire: centsToEuros(row.substitute_unit_price_cents ?? 0),
                    decision_client: decision,
                    decision_libelle: SUBSTITUTE_DECISION_LABELS[decision],
                  }
                : null,
            prepare_par: row.prepared_by_name ?? '',
            mis_a_jour: row.updated_at ?? '',
          },
  };
}

const slotOf = (order: repo.PreparationOrderRow) =>
  order.starts_at && order.ends_at
    ? { start: new Date(order.starts_at), end: new Date(order.ends_at) }
    : order.date_de_retrait
      ? {
          start: new Date(order.date_de_retrait),
          end: order.date_de_retrait_max ? new Date(order.date_de_retrait_max) : null,
        }
      : null;

type CategoryNode = { id: number; parent_id: number | null; libelle: string; position: number };

/** A category's ancestry, from its department down to itself. */
function ancestry(byId: ReadonlyMap<number, CategoryNode>, categoryId: number): CategoryNode[] {
  const path: CategoryNode[] = [];
  let node = byId.get(categoryId);
  while (node && path.length < 10) {
    path.unshift(node);
    node = node.parent_id === null ? undefined : byId.get(node.parent_id);
  }
  return path;
}

/**
 * The categories a substitute may come from: the product's department (first level) and everything
 * under it; those of its aisle (second level) are proposed first.
 */
function substituteScope(
  tree: readonly CategoryNode[],
  categoryId: number,
): { department: number[]; aisle: number[] } {
  const byId = new Map(tree.map((c) => [c.id, c]));
  const path = ancestry(byId, categoryId);
  const subtree = (root: CategoryNode | undefined) => {
    if (!root) return [categoryId];
    const ids = [root.id];
    for (let i = 0; i < ids.length; i++) for (const c of tree) if (c.parent_id === ids[i]) ids.push(c.id);
    return ids;
  };
  return { department: subtree(path[0]), aisle: subtree(path[1] ?? path[0]) };
}

function startRefusal(refusal: 'statut' | 'avant_limite') {
  return refusal === 'avant_limite'
    ? new DomainError(API_ERROR_CODES.preparationTooEarly, m.tooEarly)
    : new DomainError(API_ERROR_CODES.preparationNotAllowed, m.notPlaced);
}

function substitutionRefusal(accepted: boolean) {
  const message = accepted ? m.substitutionNotOffered : m.substitutionNotAccepted;
  return new DomainError(API_ERROR_CODES.substitutionRefused, message, { resultat: [message] });
}

const grams = (value: number) =>
  value >= 1000 ? `${String(value / 1000).replace('.', ',')} kg` : `${value} g`;

function outcomeRefusal(refusal: LineOutcomeRefusal, quantityKg: number): DomainError {
  const refused = (field: string, message: string) =>
    new DomainError(API_ERROR_CODES.preparationOutcomeRefused, message, { [field]: [message] });
  switch (refusal) {
    case 'quantite_invalide':
      return refused('quantite', m.quantity);
    case 'pesee_requise':
      return refused('poids_g', m.weightRequired);
    case 'non_pese':
      return refused('resultat', m.notWeighed);
    case 'poids_hors_plage': {
      const range = weightRange(quantityKg);
      return refused('poids_g', m.weightOutOfRange(grams(range.minGrams), grams(range.maxGrams)));
    }
    case 'substitution_non_acceptee':
      return substitutionRefusal(false);
    case 'substitution_non_proposee':
      return substitutionRefusal(true);
    case 'substitut_incompatible':
      return new DomainError(API_ERROR_CODES.substituteUnavailable, m.substituteUnavailable, {
        produit_id: [m.substituteUnavailable],
      });
  }
}
