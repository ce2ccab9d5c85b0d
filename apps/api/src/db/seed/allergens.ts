/**
 * The 14 allergens of EU regulation 1169/2011 (annex II), by their French names, in regulatory order,
 * and the normalisation of Open Food Facts allergen strings (French words in any case, "en:" tags,
 * ingredient names such as "emmental" or "cabillaud") into that list.
 */
import { REGULATORY_ALLERGENS, type RegulatoryAllergen } from '@cabas/domain';

export { REGULATORY_ALLERGENS };
export type Allergen = RegulatoryAllergen;

/** Lower case, no accents, ligatures split ("Œufs" -> "oeufs", "sulﬁtes" -> "sulfites"). */
function fold(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/^(en|fr):/, '')
    .replace(/[*_]/g, '')
    .replace(/-/g, ' ')
    .trim();
}

/** Rules tried in order on a folded string; the first `unless` that matches cancels its rule. */
const RULES: { allergen: Allergen; match: RegExp; unless?: RegExp }[] = [
  {
    allergen: 'mollusques',
    match:
      /mollus|moule|calamar|calmar|encornet|poulpe|seiche|saint jacques|st jacques|bulot|escargot|huitre|clam|coquillage|palourde|bigorneau/,
  },
  { allergen: 'crustacés', match: /crustac|crevette|langoust|homard|crabe|ecrevisse|gambas|shrimp|prawn/ },
  {
    allergen: 'poisson',
    match:
      /poisson|fish|saumon|thon|cabillaud|colin|merlu|maquereau|sardine|anchois|truite|brochet|hareng|morue|\blieu\b|surimi|lompe|merlan|bar\b|dorade|sole\b|limande|eglefin|haddock|rouget|\bfera\b|mulet|esturgeon|salmo/,
  },
  {
    allergen: 'œufs',
    match: /\boeufs?\b|\begg|ovoproduit|jaunes? d.?oeuf|blancs? d.?oeuf/,
    unless: /lompe|poisson|cabillaud|saumon|truite/,
  },
  { allergen: 'arachides', match: /arachide|cacahu[e]?t|peanut/ },
  { allergen: 'soja', match: /soja|soya|soia|tonyu|tofu|soybean/ },
  {
    allergen: 'fruits à coque',
    match:
      /noisette|amande|cajou|pistache|pecan|macadamia|bresil|\bnuts?\b|almond|hazelnut|fruits? a coques?|\bnoix\b|praline/,
    unless: /noix de (coco|saint jacques|st jacques|muscade)/,
  },
  {
    allergen: 'lait',
    match:
      /\blaits?(?![a-z])|laiti|milk|beurre|creme|\blact|fromage|emmental|mozzarella|yaourt|yoghourt|babeurre|cheddar|parmesan|parmigiano|comte|gouda|\bedam|ricotta|feta|gorgonzola|mimolette|raclette|reblochon|roquefort|maroilles|gruyere|pecorino|grana padano|\bbleu\b|casein|\bpetit lait|mascarpone|brebis|chevre|\bvache\b|ecreme|cantal|\btomm?e\b|camembert|\bbrie\b|beaufort|chaource|provolone|maasdam|fontina|saint nectaire|reggiano|mozzarr?ella|\biait\b|bechamel/,
    unless: /\bcoco\b|de coco|cacao|lait d.?amande|lait de soja|lait d.?avoine|lait de riz/,
  },
  {
    allergen: 'gluten',
    match:
      /gluten|\bbles?\b|froment|\borge\b|seigle|avoine|epeautre|kamut|\bmalt|wheat|boulgh?our|chapelure|cereales|\bson de|farine de ble|barley|\brye\b|\boats?\b/,
  },
  { allergen: 'céleri', match: /celer[iy]|celery/ },
  { allergen: 'moutarde', match: /moutarde|mustard/ },
  { allergen: 'sésame', match: /sesame|tahin|gomasio/ },
  { allergen: 'sulfites', match: /sulfit|sulfur|sulphit|sulphur|sulfureux|disultite|suflite/ },
  { allergen: 'lupin', match: /lupin/ },
];

/** Which regulatory allergens a raw string names (usually one, sometimes several). */
export function allergensIn(raw: string): Allergen[] {
  const text = fold(raw);
  if (!text) return [];
  return RULES.filter((r) => r.match.test(text) && !r.unless?.test(text)).map((r) => r.allergen);
}

/** A clean, ordered, de-duplicated list of regulatory allergens from OFF strings. */
export function normaliseAllergens(raw: readonly string[], ingredients?: string | null): Allergen[] {
  const found = new Set<Allergen>();
  for (const value of raw) for (const a of allergensIn(value)) found.add(a);
  // OFF marks allergens inside the ingredient list with underscores: "_lait_ écrémé".
  if (ingredients)
    for (const m of ingredients.matchAll(/_([^_]{2,40})_/g)) for (const a of allergensIn(m[1]!)) found.add(a);
  return REGULATORY_ALLERGENS.filter((a) => found.has(a));
}
