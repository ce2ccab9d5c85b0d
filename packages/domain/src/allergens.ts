import { normalizeForSearch } from './text.ts';

/**
 * The 14 allergens of EU regulation 1169/2011 (annex II) by their French names, in regulatory order.
 * A product's allergens are also kept as a bit mask (bit i = allergen i) so that "without gluten"
 * filters and their counts are integer operations in SQL.
 */
export const REGULATORY_ALLERGENS = [
  'gluten',
  'crustacés',
  'œufs',
  'poisson',
  'arachides',
  'soja',
  'lait',
  'fruits à coque',
  'céleri',
  'moutarde',
  'sésame',
  'sulfites',
  'lupin',
  'mollusques',
] as const;
export type RegulatoryAllergen = (typeof REGULATORY_ALLERGENS)[number];

/** The URL-safe code of an allergen: "fruits à coque" -> "fruits-a-coque", "œufs" -> "oeufs". */
export function allergenCode(name: string): string {
  return normalizeForSearch(name).replace(/ /g, '-');
}

const BIT_BY_CODE = new Map(REGULATORY_ALLERGENS.map((name, index) => [allergenCode(name), 1 << index]));

/** The bit of an allergen given by its name or code; 0 when it is not a regulatory allergen. */
export function allergenBit(nameOrCode: string): number {
  return BIT_BY_CODE.get(allergenCode(nameOrCode)) ?? 0;
}

export function allergenMask(names: readonly string[]): number {
  let mask = 0;
  for (const name of names) mask |= allergenBit(name);
  return mask;
}

/** The allergens of a JSON list as stored in products.allergens (bad JSON counts as none). */
export function parseAllergens(json: string | null): string[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
