import type { NutritionFacts, ProductInfoGroup, ProductInfoValue } from '@cabas/contracts';
import { brandLabel, parseAllergens } from '@cabas/domain';
import type { ProductOfferRow, ProductTextsRow } from '../products/cards.repository.ts';
import type { CategoryIndex } from '../shared/category-index.ts';
import { ALCOHOL_WARNING, CONSUMER_TEXTS, NUTRISCORE_LINK } from './consumer-texts.ts';

/**
 * Consumer information of a product, in groups, built from its data:
 * ORIGINES, CARAC_PRODUIT, INGREDIENTS, ALLERGENES, VALEURS_NUTRITIONNELLES, MODE_EMPLOI,
 * CONSERVATION. Groups without any value are left out.
 */
const value = (label: string, text: string | null | undefined, links: ProductInfoValue['links'] = []) =>
  text ? [{ label, value: text, links }] : [];

const group = (code: string, label: string, values: ProductInfoValue[]): ProductInfoGroup[] =>
  values.length ? [{ code, label, values }] : [];

export function parseNutrition(json: string | null): NutritionFacts | null {
  if (!json) return null;
  try {
    const n = JSON.parse(json) as Partial<Record<keyof NutritionFacts, unknown>>;
    const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
    return {
      energyKj: num(n.energyKj),
      energyKcal: num(n.energyKcal),
      fat: num(n.fat),
      saturatedFat: num(n.saturatedFat),
      carbohydrates: num(n.carbohydrates),
      sugars: num(n.sugars),
      fiber: num(n.fiber),
      proteins: num(n.proteins),
      salt: num(n.salt),
    };
  } catch {
    return null;
  }
}

const grams = (v: number | null) =>
  v === null ? null : `${String(Number(v.toFixed(2))).replace('.', ',')} g`;

function nutritionValues(n: NutritionFacts | null): ProductInfoValue[] {
  if (!n) return [];
  const energy =
    n.energyKj === null && n.energyKcal === null
      ? null
      : [
          n.energyKj === null ? null : `${n.energyKj} kJ`,
          n.energyKcal === null ? null : `${n.energyKcal} kcal`,
        ]
          .filter(Boolean)
          .join(' / ');
  return [
    ...value('Énergie', energy),
    ...value('Matières grasses', grams(n.fat)),
    ...value('dont acides gras saturés', grams(n.saturatedFat)),
    ...value('Glucides', grams(n.carbohydrates)),
    ...value('dont sucres', grams(n.sugars)),
    ...value('Fibres alimentaires', grams(n.fiber)),
    ...value('Protéines', grams(n.proteins)),
    ...value('Sel', grams(n.salt)),
  ];
}

function jsonList(json: string | null): string[] {
  try {
    const v: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
}

export function consumerInfoGroups(
  row: ProductOfferRow,
  texts: ProductTextsRow | undefined,
  categories: CategoryIndex,
): ProductInfoGroup[] {
  const department = categories.department(row.category_id);
  const advice = CONSUMER_TEXTS[department?.slug ?? ''] ?? { usage: null, storage: null };
  const ingredients = texts?.ingredients ?? null;
  const labels = [row.is_bio ? 'Agriculture biologique' : null, row.is_local ? 'Produit local' : null]
    .filter(Boolean)
    .join(', ');
  const allergens = parseAllergens(row.allergens);
  const additives = jsonList(texts?.additives ?? null);
  return [
    ...group('ORIGINES', 'Origines', value('Origine', row.origine)),
    ...group('CARAC_PRODUIT', 'Caractéristiques du produit', [
      ...value('Dénomination', row.designation),
      ...value('Marque', brandLabel(row.marque)),
      ...value('Quantité', row.quantity_label),
      ...value('Code EAN', row.ean),
      ...value('Nutri-Score', row.nutriscore?.toUpperCase(), [NUTRISCORE_LINK]),
      ...value('Labels', labels),
      ...value('Garantie légale', row.garantie_legale),
    ]),
    ...group('INGREDIENTS', 'Ingrédients', [
      ...value('Ingrédients', ingredients),
      ...value('Additifs', additives.join(', ')),
      ...value(
        'Huile de palme',
        ingredients ? (row.palm_oil ? 'Contient de l’huile de palme' : 'Sans huile de palme') : null,
      ),
    ]),
    ...group('ALLERGENES', 'Allergènes', value('Contient', allergens.join(', '))),
    ...group(
      'VALEURS_NUTRITIONNELLES',
      'Valeurs nutritionnelles pour 100 g',
      nutritionValues(parseNutrition(texts?.nutrition ?? null)),
    ),
    ...group('MODE_EMPLOI', 'Mode d’emploi', [
      ...value('Utilisation', advice.usage),
      ...value('Précautions', row.is_alcool ? ALCOHOL_WARNING : null),
    ]),
    ...group('CONSERVATION', 'Conservation', value('Conservation', advice.storage)),
  ];
}
