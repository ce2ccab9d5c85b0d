import { describe, expect, it } from 'vitest';
import {
  aislePlace,
  byAisle,
  finalOrderCents,
  lineResult,
  linesWithoutOutcome,
  type PreparedLineFacts,
  preparationStart,
  substitutionAllowed,
  weighedCents,
  weightRange,
} from './preparation.ts';

const now = new Date('2026-11-29T10:00:00.000Z');

const units: PreparedLineFacts = {
  quantity: 3,
  weighed: false,
  unitPriceCents: 250,
  totalCents: 700,
  reductionCents: 50,
  substitutionAccepted: true,
};
const apples: PreparedLineFacts = {
  quantity: 0.5,
  weighed: true,
  unitPriceCents: 399,
  totalCents: 200,
  reductionCents: 0,
  substitutionAccepted: false,
};
const substitute = { productId: 9, designation: 'Lait demi-écrémé', unitPriceCents: 199, weighed: false };

describe('preparationStart', () => {
  it('starts a placed order once its cut-off has passed, or one without a slot', () => {
    expect(preparationStart({ status: 'COMMANDEE', cutoffAt: '2026-11-29T09:59:59.000Z' }, now)).toEqual({
      ok: true,
      alreadyStarted: false,
    });
    expect(preparationStart({ status: 'commandee', cutoffAt: now.toISOString() }, now).ok).toBe(true);
    expect(preparationStart({ status: 'COMMANDEE', cutoffAt: null }, now).ok).toBe(true);
  });

  it('refuses before the cut-off: the shopper may still change the order', () => {
    expect(preparationStart({ status: 'COMMANDEE', cutoffAt: '2026-11-29T10:00:01.000Z' }, now)).toEqual({
      ok: false,
      refusal: 'avant_limite',
    });
  });

  it('says an order in preparation has already started, and refuses every other status', () => {
    expect(preparationStart({ status: 'VALIDEE', cutoffAt: null }, now)).toEqual({
      ok: true,
      alreadyStarted: true,
    });
    for (const status of ['EN_ATTENTE', 'RETIREE', 'LIVREE', 'ANNULEE', 'REFUSEE'])
      expect(preparationStart({ status, cutoffAt: null }, now)).toEqual({ ok: false, refusal: 'statut' });
  });
});

describe('lineResult', () => {
  it('picks the ordered quantity at the line’s total, fewer units at their share', () => {
    expect(lineResult(units, { outcome: 'preleve' }, true)).toEqual({
      ok: true,
      result: { outcome: 'preleve', quantity: 3, weightGrams: null, finalCents: 700, substitute: null },
    });
    const two = lineResult(units, { outcome: 'preleve', quantity: 2 }, true);
    expect(two.ok && two.result.finalCents).toBe(467);
  });

  it('refuses a picked quantity above the order, below one or not whole', () => {
    for (const quantity of [4, 0, -1, 1.5])
      expect(lineResult(units, { outcome: 'preleve', quantity }, true)).toEqual({
        ok: false,
        refusal: 'quantite_invalide',
      });
  });

  it('costs nothing for a missing line', () => {
    const missing = lineResult(units, { outcome: 'manquant' }, true);
    expect(missing.ok && missing.result).toMatchObject({ outcome: 'manquant', quantity: 0, finalCents: 0 });
  });

  it('prices a weighed line at the real weight within ±10 % of the ordered weight', () => {
    expect(weightRange(0.5)).toEqual({ minGrams: 450, maxGrams: 550 });
    expect(weightRange(1.2)).toEqual({ minGrams: 1080, maxGrams: 1320 });
    const weighed = lineResult(apples, { outcome: 'pese', weightGrams: 520 }, true);
    // 3,99 €/kg × 0,520 kg = 2,0748 € → 2,07 €
    expect(weighed).toEqual({
      ok: true,
      result: { outcome: 'pese', quantity: 0.52, weightGrams: 520, finalCents: 207, substitute: null },
    });
    for (const weightGrams of [450, 550])
      expect(lineResult(apples, { outcome: 'pese', weightGrams }, true).ok).toBe(true);
    for (const weightGrams of [449, 551, 0, 500.5])
      expect(lineResult(apples, { outcome: 'pese', weightGrams }, true)).toEqual({
        ok: false,
        refusal: 'poids_hors_plage',
      });
  });

  it('takes the immediate reduction off a weighed line in proportion to the real weight', () => {
    expect(weighedCents({ quantity: 1, unitPriceCents: 1000, reductionCents: 200 }, 1100)).toBe(880);
  });

  it('weighs only weighed lines, and never picks a weighed line without its weight', () => {
    expect(lineResult(units, { outcome: 'pese', weightGrams: 500 }, true)).toEqual({
      ok: false,
      refusal: 'non_pese',
    });
    expect(lineResult(apples, { outcome: 'preleve' }, true)).toEqual({ ok: false, refusal: 'pesee_requise' });
  });

  it('substitutes only with the shopper’s agreement and the store’s choice', () => {
    expect(
      lineResult({ ...units, substitutionAccepted: false }, { outcome: 'remplace', substitute }, true),
    ).toEqual({ ok: false, refusal: 'substitution_non_acceptee' });
    expect(lineResult(units, { outcome: 'remplace', substitute }, false)).toEqual({
      ok: false,
      refusal: 'substitution_non_proposee',
    });
    expect(substitutionAllowed(true, true)).toBe(true);
    expect(substitutionAllowed(true, false)).toBe(false);
    expect(substitutionAllowed(false, true)).toBe(false);
  });

  it('substitutes the same quantity at the substitute’s price, never above the ordered line', () => {
    const cheaper = lineResult(units, { outcome: 'remplace', substitute }, true);
    expect(cheaper).toEqual({
      ok: true,
      result: {
        outcome: 'remplace',
        quantity: 3,
        weightGrams: null,
        finalCents: 597,
        substitute: { productId: 9, designation: 'Lait demi-écrémé', unitPriceCents: 199 },
      },
    });
    const dearer = lineResult(
      units,
      { outcome: 'remplace', substitute: { ...substitute, unitPriceCents: 400 } },
      true,
    );
    expect(dearer.ok && dearer.result.finalCents).toBe(700);
  });

  it('refuses a substitute sold another way (by weight for a unit line)', () => {
    expect(
      lineResult(units, { outcome: 'remplace', substitute: { ...substitute, weighed: true } }, true),
    ).toEqual({ ok: false, refusal: 'substitut_incompatible' });
  });
});

describe('finalOrderCents', () => {
  it('adds the fees and keeps the order’s reductions, never more than the lines', () => {
    // Placed: lines 20,00 €, fees 3,00 €, promo 5,00 € → 18,00 €.
    const placed = { placedTotalCents: 1800, placedLinesCents: 2000, feesCents: 300 };
    expect(finalOrderCents({ ...placed, finalLinesCents: 2000 })).toBe(1800);
    expect(finalOrderCents({ ...placed, finalLinesCents: 1500 })).toBe(1300);
    expect(finalOrderCents({ ...placed, finalLinesCents: 400 })).toBe(300);
    expect(finalOrderCents({ ...placed, finalLinesCents: 0 })).toBe(300);
  });
});

describe('linesWithoutOutcome', () => {
  it('lists the lines still to prepare', () => {
    expect(
      linesWithoutOutcome([
        { id: 1, outcome: 'preleve' as const },
        { id: 2, outcome: null },
        { id: 3, outcome: 'manquant' as const },
      ]).map((l) => l.id),
    ).toEqual([2]);
  });
});

describe('byAisle', () => {
  it('groups the lines by department and aisle in the catalogue’s order, unknown places last', () => {
    const fruits = aislePlace([
      { libelle: 'Fruits et légumes', position: 1 },
      { libelle: 'Fruits frais', position: 1 },
    ]);
    const vegetables = aislePlace([
      { libelle: 'Fruits et légumes', position: 1 },
      { libelle: 'Légumes frais', position: 2 },
      { libelle: 'Tomates', position: 4 },
    ]);
    const dairy = aislePlace([{ libelle: 'Crèmerie et produits laitiers', position: 2 }]);
    const groups = byAisle([
      { designation: 'Yaourt', place: dairy },
      { designation: 'Inconnu', place: null },
      { designation: 'Tomates', place: vegetables },
      { designation: 'Pommes', place: fruits },
      { designation: 'Bananes', place: fruits },
    ]);
    expect(groups.map((g) => [g.aisle, g.lines.map((l) => l.designation)])).toEqual([
      ['Fruits frais', ['Bananes', 'Pommes']],
      ['Légumes frais', ['Tomates']],
      ['Crèmerie et produits laitiers', ['Yaourt']],
      ['Autres produits', ['Inconnu']],
    ]);
    expect(aislePlace([])).toBeNull();
  });
});
