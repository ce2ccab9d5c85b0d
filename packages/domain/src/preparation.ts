/**
 * Preparing an order in the store (issue #37, item 3, decision 112): when the preparation may start,
 * what each line's outcome may be and what it costs, the order's final amount, and whether every
 * line is done. Pure rules: the API's preparation service and the /gestion pages use them.
 *
 * A line's outcome:
 * - `preleve` (picked): a unit line, 1 to the ordered quantity picked; fewer units cost their share
 *   of the line's total (the immediate reduction follows the units);
 * - `manquant` (missing): nothing picked, 0 €;
 * - `pese` (weighed): a weighed line only, its real weight within the range the shopper was told
 *   (the spec gives none: ±10 % of the ordered weight), priced at the unit price per kilogram times
 *   the real weight, rounded to the cent, less the line's immediate reduction in proportion;
 * - `remplace` (substituted): only when the shopper accepted a substitute for the line AND the store
 *   offers the choice; the same quantity of a product sold the same way (by weight or by unit),
 *   charged at its own price but never more than the ordered line's total.
 */
import type { Cents } from './money.ts';

export const LINE_OUTCOMES = ['preleve', 'manquant', 'pese', 'remplace'] as const;
export type LineOutcome = (typeof LINE_OUTCOMES)[number];

export const LINE_OUTCOME_LABELS: Record<LineOutcome, string> = {
  preleve: 'Prélevé',
  manquant: 'Manquant',
  pese: 'Pesé',
  remplace: 'Remplacé',
};

/** The accepted gap between the real and the ordered weight of a weighed line (±10 %). */
export const WEIGHT_TOLERANCE = 0.1;

/** Why a preparation cannot start: the order is not placed any more, or its cut-off has not passed. */
export type PreparationStartRefusal = 'statut' | 'avant_limite';

/**
 * May the preparation of this order start now? `deja_commencee` when it already has (starting again
 * changes nothing). An order is prepared once its slot's cut-off has passed, since the shopper may
 * change it until then; an order without a slot cannot be changed by its shopper and may start.
 */
export function preparationStart(
  order: { status: string; cutoffAt: string | null },
  now: Date,
): { ok: true; alreadyStarted: boolean } | { ok: false; refusal: PreparationStartRefusal } {
  const status = order.status.toUpperCase();
  if (status === 'VALIDEE') return { ok: true, alreadyStarted: true };
  if (status !== 'COMMANDEE') return { ok: false, refusal: 'statut' };
  if (order.cutoffAt !== null && new Date(order.cutoffAt).getTime() > now.getTime())
    return { ok: false, refusal: 'avant_limite' };
  return { ok: true, alreadyStarted: false };
}

/** A line's outcomes can be set only while the order is in preparation. */
export const isBeingPrepared = (status: string) => status.toUpperCase() === 'VALIDEE';

/** Grams of a weighed line's ordered quantity (kilograms). */
export const orderedGrams = (quantityKg: number) => Math.round(quantityKg * 1000);

/** The real weights accepted for a weighed line, in grams: ±10 % of the ordered weight, rounded inwards. */
export function weightRange(quantityKg: number): { minGrams: number; maxGrams: number } {
  const grams = orderedGrams(quantityKg);
  return {
    minGrams: Math.ceil(grams * (1 - WEIGHT_TOLERANCE) - 1e-9),
    maxGrams: Math.floor(grams * (1 + WEIGHT_TOLERANCE) + 1e-9),
  };
}

/** The ordered line, as the preparation reads it. */
export interface PreparedLineFacts {
  quantity: number;
  weighed: boolean;
  unitPriceCents: Cents;
  /** The line's total as ordered, net of its immediate reduction. */
  totalCents: Cents;
  reductionCents: Cents;
  /** The shopper accepted a substitute for this line. */
  substitutionAccepted: boolean;
}

/** What the preparer says of a line. */
export type LineOutcomeInput =
  | { outcome: 'preleve'; quantity?: number }
  | { outcome: 'manquant' }
  | { outcome: 'pese'; weightGrams: number }
  | {
      outcome: 'remplace';
      substitute: { productId: number; designation: string; unitPriceCents: Cents; weighed: boolean };
    };

/** Why an outcome is refused. */
export type LineOutcomeRefusal =
  | 'quantite_invalide'
  | 'pesee_requise'
  | 'non_pese'
  | 'poids_hors_plage'
  | 'substitution_non_acceptee'
  | 'substitution_non_proposee'
  | 'substitut_incompatible';

/** A line's outcome as recorded: what was handed over and what it costs. */
export interface LineResult {
  outcome: LineOutcome;
  /** Units picked, kilograms weighed, or the substitute's quantity; 0 when missing. */
  quantity: number;
  weightGrams: number | null;
  finalCents: Cents;
  substitute: { productId: number; designation: string; unitPriceCents: Cents } | null;
}

/**
 * The outcome of one line, or why it is refused. `storeOffersSubstitution` is the store's
 * `hasChoixSubstitution`.
 */
export function lineResult(
  line: PreparedLineFacts,
  input: LineOutcomeInput,
  storeOffersSubstitution: boolean,
): { ok: true; result: LineResult } | { ok: false; refusal: LineOutcomeRefusal } {
  switch (input.outcome) {
    case 'manquant':
      return ok({ outcome: 'manquant', quantity: 0, weightGrams: null, finalCents: 0, substitute: null });
    case 'preleve': {
      if (line.weighed) return { ok: false, refusal: 'pesee_requise' };
      const quantity = input.quantity ?? line.quantity;
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > line.quantity)
        return { ok: false, refusal: 'quantite_invalide' };
      const finalCents =
        quantity === line.quantity
          ? line.totalCents
          : Math.round((line.totalCents * quantity) / line.quantity);
      return ok({ outcome: 'preleve', quantity, weightGrams: null, finalCents, substitute: null });
    }
    case 'pese': {
      if (!line.weighed) return { ok: false, refusal: 'non_pese' };
      const range = weightRange(line.quantity);
      const grams = input.weightGrams;
      if (!Number.isInteger(grams) || grams < range.minGrams || grams > range.maxGrams)
        return { ok: false, refusal: 'poids_hors_plage' };
      return ok({
        outcome: 'pese',
        quantity: grams / 1000,
        weightGrams: grams,
        finalCents: weighedCents(line, grams),
        substitute: null,
      });
    }
    case 'remplace': {
      if (!line.substitutionAccepted) return { ok: false, refusal: 'substitution_non_acceptee' };
      if (!storeOffersSubstitution) return { ok: false, refusal: 'substitution_non_proposee' };
      const { substitute } = input;
      if (substitute.weighed !== line.weighed) return { ok: false, refusal: 'substitut_incompatible' };
      const price = Math.round(substitute.unitPriceCents * line.quantity);
      return ok({
        outcome: 'remplace',
        quantity: line.quantity,
        weightGrams: null,
        finalCents: Math.max(0, Math.min(price, line.totalCents)),
        substitute: {
          productId: substitute.productId,
          designation: substitute.designation,
          unitPriceCents: substitute.unitPriceCents,
        },
      });
    }
  }
}

const ok = (result: LineResult) => ({ ok: true as const, result });

/** Unit price per kilogram × real weight, rounded to the cent, less the reduction in proportion. */
export function weighedCents(
  line: Pick<PreparedLineFacts, 'quantity' | 'unitPriceCents' | 'reductionCents'>,
  grams: number,
): Cents {
  const gross = Math.round((line.unitPriceCents * grams) / 1000);
  const ordered = orderedGrams(line.quantity);
  const reduction = ordered > 0 ? Math.round((line.reductionCents * grams) / ordered) : 0;
  return Math.max(0, gross - reduction);
}

/** May a substitute be chosen for this line (the shopper's choice and the store's)? */
export const substitutionAllowed = (substitutionAccepted: boolean, storeOffersSubstitution: boolean) =>
  substitutionAccepted && storeOffersSubstitution;

/**
 * The order's final amount: the lines' final amounts, plus the fees, less the order's reductions
 * as they were (never more than the lines). The order's reductions are what the placed total left
 * out of its lines and fees (promo codes, loyalty reductions), so nothing is counted twice.
 */
export function finalOrderCents(order: {
  placedTotalCents: Cents;
  placedLinesCents: Cents;
  feesCents: Cents;
  finalLinesCents: Cents;
}): Cents {
  const reductions = Math.max(0, order.placedLinesCents + order.feesCents - order.placedTotalCents);
  return Math.max(0, order.finalLinesCents - Math.min(reductions, order.finalLinesCents)) + order.feesCents;
}

/** The lines (by id) that have no outcome yet: the preparation cannot finish while there are any. */
export function linesWithoutOutcome<L extends { id: number; outcome: LineOutcome | null }>(
  lines: readonly L[],
): L[] {
  return lines.filter((l) => l.outcome === null);
}

/** Where a line's product is in the store: its department and its aisle (the catalogue's order). */
export interface AislePlace {
  departmentPosition: number;
  aislePosition: number;
  aisle: string;
}

/**
 * The lines in picking order: by department, then aisle (the catalogue tree's positions, decision
 * 112), then designation; lines whose place is unknown come last, under « Autres produits ».
 */
export function byAisle<L extends { designation: string; place: AislePlace | null }>(
  lines: readonly L[],
): { aisle: string; lines: L[] }[] {
  const sorted = [...lines].sort((a, b) => {
    const pa = a.place;
    const pb = b.place;
    if (pa && pb) {
      if (pa.departmentPosition !== pb.departmentPosition)
        return pa.departmentPosition - pb.departmentPosition;
      if (pa.aislePosition !== pb.aislePosition) return pa.aislePosition - pb.aislePosition;
    } else if (pa || pb) return pa ? -1 : 1;
    return a.designation.localeCompare(b.designation, 'fr');
  });
  const groups: { aisle: string; lines: L[] }[] = [];
  for (const line of sorted) {
    const aisle = line.place?.aisle ?? OTHER_AISLE;
    const last = groups.at(-1);
    if (last && last.aisle === aisle) last.lines.push(line);
    else groups.push({ aisle, lines: [line] });
  }
  return groups;
}

export const OTHER_AISLE = 'Autres produits';

/**
 * A product's place from its category's ancestry (from the department down): the aisle is the
 * second level (« Fruits frais »), or the department when the product sits on it.
 */
export function aislePlace(ancestry: readonly { libelle: string; position: number }[]): AislePlace | null {
  const department = ancestry[0];
  if (!department) return null;
  const aisle = ancestry[1] ?? department;
  return {
    departmentPosition: department.position,
    aislePosition: ancestry[1] ? aisle.position : 0,
    aisle: aisle.libelle,
  };
}
