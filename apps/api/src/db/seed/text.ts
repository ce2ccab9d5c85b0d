import { normalizeForSearch, slugify } from '@cabas/domain';

export { normalizeForSearch, slugify };

const MAX_SLUG_LENGTH = 80;

/** A product slug, "designation-marque", cut at a word boundary: "agar-agar-primeal". */
export function productSlug(designation: string, marque: string | null): string {
  const full = slugify(
    marque && !designation.toLowerCase().includes(marque.toLowerCase())
      ? `${designation} ${marque}`
      : designation,
  );
  if (full.length <= MAX_SLUG_LENGTH) return full || 'produit';
  const cut = full.slice(0, MAX_SLUG_LENGTH + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 20 ? cut.slice(0, lastHyphen) : full.slice(0, MAX_SLUG_LENGTH)).replace(/-+$/, '');
}

/**
 * A tidy product name from Open Food Facts: spaces collapsed, trailing punctuation and OFF markup
 * removed, and names written in capitals put in sentence case ("MOUTARDE DE DIJON" -> "Moutarde de dijon").
 */
export function cleanDesignation(raw: string): string {
  let name = raw.replace(/_/g, '').replace(/\s+/g, ' ').trim();
  name = name.replace(/[\s,;.:\-–]+$/u, '').replace(/^[\s,;.:\-–]+/u, '');
  const letters = name.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 4 && letters === letters.toUpperCase()) {
    name = name.toLocaleLowerCase('fr-FR');
  }
  return name.charAt(0).toLocaleUpperCase('fr-FR') + name.slice(1);
}

/** Ingredients without the OFF underscores that mark allergens ("_lait_ écrémé" -> "lait écrémé"). */
export function cleanIngredients(raw: string | null): string | null {
  if (!raw) return null;
  const text = raw.replace(/_/g, '').replace(/\s+/g, ' ').trim();
  return text || null;
}

/** French decimal writing: 1.5 -> "1,5". */
export const frenchNumber = (value: number) => String(Number(value.toFixed(3))).replace('.', ',');
