import { frenchNumber } from './text.ts';

/**
 * Quantities of products ("500 g", "1,5 L", "6 x 33 cl", "4x125g", "12 rouleaux") and the price
 * reference they give: a quantity in kg, in litres or in pieces.
 */
export type ReferenceUnit = 'kg' | 'l' | 'pièce';
/** Unit of the quantity as sold: grams, kilograms, millilitres, centilitres, litres or units. */
export type MeasureCode = 'G' | 'KG' | 'ML' | 'CL' | 'L' | 'U';

export interface Quantity {
  /** Shown to shoppers: "500 g", "6 x 33 cl", "1,5 L", "12 rouleaux". */
  label: string;
  code: MeasureCode;
  /** Total amount in `code` units (6 x 33 cl -> 198). */
  value: number;
  referenceUnit: ReferenceUnit;
  /** Total amount in kg, litres or pieces (6 x 33 cl -> 1.98). */
  referenceQuantity: number;
  /** Items in a multipack (6 x 33 cl -> 6), else 1. */
  packCount: number;
}

interface UnitInfo {
  code: MeasureCode;
  label: string;
  /** Multiply an amount in this unit by `toCode` to get it in `code` units. */
  toCode: number;
  reference: ReferenceUnit;
  /** One `code` unit in the reference unit. */
  perReference: number;
}

const UNITS: Record<string, UnitInfo> = {
  g: { code: 'G', label: 'g', toCode: 1, reference: 'kg', perReference: 0.001 },
  kg: { code: 'KG', label: 'kg', toCode: 1, reference: 'kg', perReference: 1 },
  ml: { code: 'ML', label: 'ml', toCode: 1, reference: 'l', perReference: 0.001 },
  cl: { code: 'CL', label: 'cl', toCode: 1, reference: 'l', perReference: 0.01 },
  dl: { code: 'CL', label: 'cl', toCode: 10, reference: 'l', perReference: 0.01 },
  l: { code: 'L', label: 'L', toCode: 1, reference: 'l', perReference: 1 },
};

function unitOf(word: string): UnitInfo | undefined {
  const w = word.toLowerCase();
  if (/^(g|grs?|grammes?)$/.test(w)) return UNITS.g;
  if (/^(kgs?|kilos?|kilogrammes?)$/.test(w)) return UNITS.kg;
  if (/^(ml|millilitres?)$/.test(w)) return UNITS.ml;
  if (/^(cl|centilitres?)$/.test(w)) return UNITS.cl;
  if (/^(dl|décilitres?|decilitres?)$/.test(w)) return UNITS.dl;
  if (/^(l|lt|ltr|litres?)$/.test(w)) return UNITS.l;
  return undefined;
}

const NUM = String.raw`(\d+(?:[.,]\d+)?)`;
const UNIT =
  '(kilogrammes?|kilos?|kgs?|grammes?|grs?|g|millilitres?|centilitres?|d[ée]cilitres?|ml|cl|dl|litres?|ltr|lt|l)';
/** Not inside a word or a number: "T55" or "3.5" must not yield "55" or "5". */
const BEFORE = String.raw`(?<![\p{L}\d.,])`;
/** The unit must end the word: "2 le flacon" or "3 L'américain" are not quantities. */
const AFTER = String.raw`(?![\p{L}\d'’])`;
const TIMES = String.raw`\s*[x×*]\s*`;

const SINGLE = new RegExp(`${BEFORE}${NUM}\\s*${UNIT}${AFTER}`, 'giu');
const PACK_COUNT_FIRST = new RegExp(`${BEFORE}(\\d{1,3})${TIMES}${NUM}\\s*${UNIT}${AFTER}`, 'iu');
const PACK_COUNT_LAST = new RegExp(`${BEFORE}${NUM}\\s*${UNIT}${TIMES}(\\d{1,3})(?![\\p{L}\\d])`, 'iu');

const toNumber = (text: string) => Number(text.replace(',', '.'));
const round = (value: number, digits = 4) => Number(value.toFixed(digits));

function build(count: number, amount: number, unitWord: string): Quantity | null {
  const unit = unitOf(unitWord);
  if (!unit || !(amount > 0) || !(count >= 1)) return null;
  const amountInCode = round(amount * unit.toCode, 3);
  const value = round(amountInCode * count, 3);
  const one = `${frenchNumber(amountInCode)} ${unit.label}`;
  return {
    label: count > 1 ? `${count} x ${one}` : one,
    code: unit.code,
    value,
    referenceUnit: unit.reference,
    referenceQuantity: round(value * unit.perReference),
    packCount: count,
  };
}

function pieces(count: number, label?: string): Quantity | null {
  if (!Number.isInteger(count) || count < 1 || count > 500) return null;
  return {
    label: label ?? (count === 1 ? '1 pièce' : `${count} pièces`),
    code: 'U',
    value: count,
    referenceUnit: 'pièce',
    referenceQuantity: count,
    packCount: 1,
  };
}

/** "4 x 125 g", "6X50CL" or "100 g x 8" anywhere in a text. */
export function findMultipack(text: string): Quantity | null {
  const first = PACK_COUNT_FIRST.exec(text);
  if (first) return build(Number(first[1]), toNumber(first[2]!), first[3]!);
  const last = PACK_COUNT_LAST.exec(text);
  if (last) return build(Number(last[3]), toNumber(last[1]!), last[2]!);
  return null;
}

/** The last amount with a unit in a text ("Lentilles vertes - 1 kg - Markal" -> 1 kg). */
export function findSingleAmount(text: string): Quantity | null {
  let found: Quantity | null = null;
  for (const match of text.matchAll(SINGLE)) {
    found = build(1, toNumber(match[1]!), match[2]!) ?? found;
  }
  return found;
}

/** Words that follow a number without counting the items sold ("5 fruits", "4 céréales", "12 vitamines"). */
const NOT_ITEMS =
  /^(fruits?|l[ée]gumes?|c[ée]r[ée]ales?|saveurs?|parfums?|vari[ée]t[ée]s?|fromages?|graines?|noix|agrumes?|poivres?|baies|[ée]pices?|vitamines?|min[ée]raux|mois|ans?|couleurs?|herbes?|grains?|chocolats?|cacaos?|esp[èe]ces|tranches?|tr|etoiles?|[ée]toiles?|sels?|huiles?|p[âa]tes|moutardes?|mini|minutes?|jours?|personnes?|parts?|portions?)$/i;

/** A count of items in a product name: "6 œufs", "Mini beurres x20", "Flan vanille 4X", "lot de 2". */
export function findPieceCount(text: string): Quantity | null {
  const xAfter = /(?:^|[\s,(-])[x×]\s?(\d{1,3})(?![\p{L}\d%])/iu.exec(text);
  if (xAfter) return pieces(Number(xAfter[1]));
  const xBefore = /(?:^|\s)(\d{1,3})\s?[x×](?:$|[\s,.)])/iu.exec(text);
  if (xBefore) return pieces(Number(xBefore[1]));
  const lot = /\blot\s+de\s+(\d{1,3})\b/iu.exec(text);
  if (lot) return pieces(Number(lot[1]));
  const units = /(?:^|\s)(\d{1,3})\s+(?:unit[ée]s|pi[èe]ces|pcs)\b/iu.exec(text);
  if (units) return pieces(Number(units[1]));
  const leading = /^(\d{1,2})\s+([\p{L}'’]{3,})/u.exec(text.trim());
  if (leading && !NOT_ITEMS.test(leading[2]!.replace(/['’].*$/, ''))) return pieces(Number(leading[1]));
  return null;
}

/**
 * Parses a quantity as written on a pack: "500 g", "1,5 L", "6 x 33 cl", "4x125g", "12 rouleaux",
 * "Lot de 4", "x 30". Returns null when the text is not a quantity.
 */
export function parseQuantity(text: string): Quantity | null {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (!trimmed) return null;
  const pack = findMultipack(trimmed);
  if (pack) return pack;
  const single = findSingleAmount(trimmed);
  if (single) return single;
  // "12 rouleaux", "40 tablettes" (but not "30 m" or "20 cm": lengths are not counts).
  const counted = /^(\d{1,3})\s+([\p{L}'’][\p{L}'’ ]{2,})$/u.exec(trimmed);
  if (counted) return pieces(Number(counted[1]), trimmed);
  return findPieceCount(trimmed);
}

const sameAmount = (a: number, b: number) => Math.abs(a - b) < 1e-6;

/**
 * The quantity of a real product: from its (rarely filled) quantity field, completed or inferred from
 * its name. A name like "Fromage 10 x 16 g" with a field "16g" gives 10 x 16 g.
 */
export function resolveProductQuantity(field: string | null, name: string): Quantity | null {
  const fromField = field ? parseQuantity(field) : null;
  const pack = findMultipack(name);
  if (pack) {
    if (!fromField) return pack;
    const sameUnit = fromField.referenceUnit === pack.referenceUnit;
    const total = fromField.referenceQuantity;
    if (
      sameUnit &&
      (sameAmount(total, pack.referenceQuantity) ||
        sameAmount(total, pack.referenceQuantity / pack.packCount))
    ) {
      return pack;
    }
  }
  if (fromField) return fromField;
  return findSingleAmount(name) ?? findPieceCount(name);
}

/** A quantity multiplied (variants "lot de 2") or scaled ("format familial"). */
export function scaleQuantity(quantity: Quantity, factor: number, packOf?: number): Quantity {
  if (packOf && packOf > 1) {
    const value = round(quantity.value * packOf, 3);
    return {
      label: `${packOf} x ${quantity.label}`,
      code: quantity.code,
      value,
      referenceUnit: quantity.referenceUnit,
      referenceQuantity: round(quantity.referenceQuantity * packOf),
      packCount: quantity.packCount * packOf,
    };
  }
  if (quantity.code === 'U') return pieces(Math.max(1, Math.round(quantity.value * factor))) ?? quantity;
  const unitWord = Object.keys(UNITS).find(
    (w) => UNITS[w]!.code === quantity.code && UNITS[w]!.toCode === 1,
  )!;
  if (quantity.packCount > 1) {
    const count = Math.max(2, Math.round(quantity.packCount * factor));
    return build(count, quantity.value / quantity.packCount, unitWord) ?? quantity;
  }
  // Keep round amounts (750 g, 1,5 kg, 2 L) and switch to kg or L from 1 kg or 1 L.
  let value = round(quantity.value * factor, 3);
  value = value >= 100 ? Math.round(value / 10) * 10 : value >= 10 ? Math.round(value) : round(value, 2);
  const bigger: Partial<Record<MeasureCode, [string, number]>> = {
    G: ['kg', 1000],
    ML: ['l', 1000],
    CL: ['l', 100],
  };
  const promotion = bigger[quantity.code];
  if (promotion && value >= promotion[1]) return build(1, value / promotion[1], promotion[0]) ?? quantity;
  return build(1, value, unitWord) ?? quantity;
}
