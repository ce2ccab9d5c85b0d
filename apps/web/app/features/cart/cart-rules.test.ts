import { describe, expect, it } from 'vitest';
import {
  cartRules,
  defaultKind,
  formatQuantity,
  quantityLabel,
  stepQuantity,
  weightChoices,
} from './cart-rules.ts';

const base = {
  qte_pas: 1,
  qte_min_panier: 1,
  qte_max_panier: 5,
  pft: false,
  types_panier: ['drive' as const],
  type: 'TC',
  prix: 2.5,
  avantages: [],
};

describe('cart rules', () => {
  it('steps a counted product from the minimum to the maximum, under the minimum removes', () => {
    const rules = cartRules(base);
    expect(stepQuantity(0, rules, 1)).toBe(1);
    expect(stepQuantity(4, rules, 1)).toBe(5);
    expect(stepQuantity(5, rules, 1)).toBe(5);
    expect(stepQuantity(1, rules, -1)).toBe(0);
    expect(rules.weighed).toBe(false);
  });

  it('weighed goods: decimal steps without float noise, choices from min to max', () => {
    const rules = cartRules({ ...base, qte_pas: 0.25, qte_min_panier: 0.5, qte_max_panier: 1.5, pft: true });
    expect(rules.weighed).toBe(true);
    expect(weightChoices(rules)).toEqual([0.5, 0.75, 1, 1.25, 1.5]);
    expect(stepQuantity(0, rules, 1)).toBe(0.5);
    expect(stepQuantity(0.75, rules, -1)).toBe(0.5);
    expect(stepQuantity(0.5, rules, -1)).toBe(0);
    const tenths = cartRules({ ...base, qte_pas: 0.1, qte_min_panier: 0.1, qte_max_panier: 0.3, pft: true });
    expect(weightChoices(tenths)).toEqual([0.1, 0.2, 0.3]);
  });

  it('a gift card or a product without price is not sellable; kinds fall back to drive', () => {
    expect(cartRules({ ...base, type: 'CKDO' }).sellable).toBe(false);
    expect(cartRules({ ...base, prix: null }).sellable).toBe(false);
    const caterer = cartRules({ ...base, types_panier: ['click_and_collect_traiteur_noel'] });
    expect(defaultKind(caterer)).toBe('click_and_collect_traiteur_noel');
    expect(defaultKind(cartRules({ ...base, types_panier: [] }))).toBe('drive');
  });

  it('keeps the text of a lot advantage only (lot 2, or lot 1 with more than one product)', () => {
    const advantage = (lot: number, nb: number | null) => ({
      lot,
      nb_pdt_lot: nb,
      texte_avantage: `lot ${lot}/${nb}`,
    });
    expect(cartRules({ ...base, avantages: [advantage(1, 1)] }).lot).toBeNull();
    expect(cartRules({ ...base, avantages: [advantage(1, 1), advantage(2, null)] }).lot).toBe('lot 2/null');
    expect(cartRules({ ...base, avantages: [advantage(1, 3)] }).lot).toBe('lot 1/3');
  });

  it('labels quantities the French way', () => {
    expect(quantityLabel(0.25, true)).toBe('250 g');
    expect(quantityLabel(1.5, true)).toBe('1,5 kg');
    expect(quantityLabel(3, false)).toBe('3');
  });

  it('writes quantities exactly as Intl does in French, by hand below 1,000', () => {
    const intl = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 });
    const values = [0, 0.001, 0.0004, 0.0005, 0.1, 0.125, 0.25, 0.3, 0.7, 1, 1.1, 1.25, 2.5, 12.375, 999.999];
    for (let thousandths = 0; thousandths < 1_000_000; thousandths += 997) values.push(thousandths / 1000);
    for (let step = 0; step < 100; step++) values.push(step * 0.1, step * 0.25, step * 0.05 + 0.0015);
    // Values with up to 6 decimals, from a fixed pseudo-random sequence.
    let seed = 42;
    for (let i = 0; i < 5000; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      values.push((seed % 1_000_000_000) / 1_000_000);
    }
    values.push(1000, 1234.5, 25_000, -1, -0.5, Number.NaN);
    for (const value of values) expect(formatQuantity(value), String(value)).toBe(intl.format(value));
  });
});
