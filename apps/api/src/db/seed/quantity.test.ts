import { describe, expect, it } from 'vitest';
import { findPieceCount, parseQuantity, resolveProductQuantity, scaleQuantity } from './quantity.ts';

const short = (text: string | null, name = '') => {
  const q = text === null ? resolveProductQuantity(null, name) : parseQuantity(text);
  return (
    q && { label: q.label, code: q.code, value: q.value, unit: q.referenceUnit, ref: q.referenceQuantity }
  );
};

describe('parseQuantity', () => {
  it.each([
    ['500 g', '500 g', 'G', 500, 'kg', 0.5],
    ['1,5 L', '1,5 L', 'L', 1.5, 'l', 1.5],
    ['1.5KG', '1,5 kg', 'KG', 1.5, 'kg', 1.5],
    ['50CL', '50 cl', 'CL', 50, 'l', 0.5],
    ['75 cl', '75 cl', 'CL', 75, 'l', 0.75],
    ['370ml', '370 ml', 'ML', 370, 'l', 0.37],
    ['2 dl', '20 cl', 'CL', 20, 'l', 0.2],
    ['500 Gr', '500 g', 'G', 500, 'kg', 0.5],
    ['Boîte De 400 Grammes', '400 g', 'G', 400, 'kg', 0.4],
    ['1 litre', '1 L', 'L', 1, 'l', 1],
    ['6 x 33 cl', '6 x 33 cl', 'CL', 198, 'l', 1.98],
    ['4x125g', '4 x 125 g', 'G', 500, 'kg', 0.5],
    ['6X50CL', '6 x 50 cl', 'CL', 300, 'l', 3],
    ['100 g x 8', '8 x 100 g', 'G', 800, 'kg', 0.8],
    ['3 x 1,5 L', '3 x 1,5 L', 'L', 4.5, 'l', 4.5],
    ['12 rouleaux', '12 rouleaux', 'U', 12, 'pièce', 12],
    ['40 tablettes', '40 tablettes', 'U', 40, 'pièce', 40],
    ['Lot de 4', '4 pièces', 'U', 4, 'pièce', 4],
    ['x 30', '30 pièces', 'U', 30, 'pièce', 30],
  ])('%s', (text, label, code, value, unit, ref) => {
    expect(short(text)).toEqual({ label, code, value, unit, ref });
  });

  it.each(['', '   ', '30 m', '20 cm', 'au choix', 'T55', '0 g'])('is not a quantity: "%s"', (text) => {
    expect(parseQuantity(text)).toBeNull();
  });
});

describe('resolveProductQuantity: from the field or the name', () => {
  it('reads an amount anywhere in the name', () => {
    expect(short(null, 'Lentilles vertes Bio - 1 kg - Markal')?.label).toBe('1 kg');
    expect(short(null, 'Eau minérale naturelle 1.5L')?.label).toBe('1,5 L');
    expect(short(null, 'Curry Korma doux force 2 le flacon de 42 g')?.label).toBe('42 g');
    expect(short(null, 'MOUTARDE DE DIJON 200G ALLEGE EN SEL')?.label).toBe('200 g');
    expect(short(null, 'Pom’potes 16 x 90 g. format familial')).toMatchObject({
      label: '16 x 90 g',
      ref: 1.44,
    });
  });

  it('prefers a multipack of the name that matches the field', () => {
    expect(resolveProductQuantity('16g', 'Fromage basilic & pignons de pin 10 x 16 g')?.label).toBe(
      '10 x 16 g',
    );
    expect(resolveProductQuantity('120g', 'Gaufres pur beurre x6 -120g')?.label).toBe('120 g');
    expect(resolveProductQuantity('5L', 'Eau 5L')?.label).toBe('5 L');
  });

  it('counts pieces when no weight or volume is given', () => {
    expect(short(null, '6 œufs frais de poules élevées en plein air')).toMatchObject({
      label: '6 pièces',
      unit: 'pièce',
      ref: 6,
    });
    expect(short(null, 'Mini Beurres doux x20')?.label).toBe('20 pièces');
    expect(short(null, 'Flan Vanille 4X')?.label).toBe('4 pièces');
    expect(short(null, 'Excellence 85% Cacao Noir LOT de 2')?.label).toBe('2 pièces');
  });

  it('does not take percentages, grades, counts of flavours or words for quantities', () => {
    for (const name of [
      'Farine de blé T55',
      'Crème légère 15% MG',
      'Beurre doux 82% de MG',
      '5 fruits rouges',
      '4 céréales au chocolat',
      '12 Vitamines & 8 minéraux',
      "XXL 3 L'américain",
      'Champignons de Paris 1er choix',
    ]) {
      expect(resolveProductQuantity(null, name), name).toBeNull();
    }
  });

  it('finds piece counts only when a count of items is meant', () => {
    expect(findPieceCount('Coppa 10 tranches')).toBeNull();
    expect(findPieceCount('4 Quenelles de brochet')?.value).toBe(4);
  });
});

describe('scaleQuantity', () => {
  const q = (text: string) => parseQuantity(text)!;
  it('scales and tidies amounts, switching to kg and L', () => {
    expect(scaleQuantity(q('500 g'), 2)).toMatchObject({
      label: '1 kg',
      code: 'KG',
      value: 1,
      referenceQuantity: 1,
    });
    expect(scaleQuantity(q('75 cl'), 2)).toMatchObject({ label: '1,5 L', code: 'L', referenceQuantity: 1.5 });
    expect(scaleQuantity(q('250 g'), 3).label).toBe('750 g');
    expect(scaleQuantity(q('6 x 33 cl'), 2).label).toBe('12 x 33 cl');
  });
  it('makes packs', () => {
    expect(scaleQuantity(q('500 g'), 1, 12)).toMatchObject({
      label: '12 x 500 g',
      referenceQuantity: 6,
      packCount: 12,
    });
  });
});
