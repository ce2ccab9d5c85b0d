import { LEAVES_BY_ID } from './category-tree.ts';
import { deriveProduct, rowQuantity } from './derived-products.ts';
import { EAN_PREFIX, type EanAllocator } from './ean.ts';
import { shelfPrice } from './pricing.ts';
import { CHANNEL, type HandProductSpec, type SeedClock, type SeedProduct } from './product-builder.ts';
import { type Quantity, scaleQuantity } from './quantity.ts';
import { hashString } from './random.ts';

/** Catering and office sizes sold only to professional customers (corapro). */
const PRO_LINES: [leaf: string, designation: string, quantity: string, price: number][] = [
  ['huiles-vinaigres', 'Huile de tournesol', '25 L', 5990],
  ['huiles-vinaigres', 'Huile de colza', '10 L', 2690],
  ['huiles-vinaigres', "Huile d'olive vierge extra", '5 L', 4490],
  ['huiles-vinaigres', 'Vinaigre de vin rouge', '5 L', 899],
  ['cafes-thes', 'Café en grains pur arabica', '6 x 1 kg', 8990],
  ['cafes-thes', 'Café moulu pur arabica', '3 kg', 3990],
  ['cafes-thes', 'Thé noir en sachets', '100 sachets', 799],
  ['cafes-thes', 'Chocolat en poudre pour distributeur', '2,5 kg', 1990],
  ['patisserie-maison', 'Farine de blé T55', '25 kg', 2290],
  ['patisserie-maison', 'Sucre en poudre', '10 kg', 1390],
  ['patisserie-maison', 'Sucre en morceaux', '5 kg', 899],
  ['riz', 'Riz long grain', '5 kg', 1190],
  ['pates', 'Coquillettes', '5 kg', 899],
  ['pates', 'Spaghetti', '5 kg', 899],
  ['moutardes-mayonnaises', 'Mayonnaise seau', '4,7 kg', 1990],
  ['moutardes-mayonnaises', 'Ketchup', '4,5 kg', 1490],
  ['moutardes-mayonnaises', 'Moutarde de Dijon seau', '5 kg', 1690],
  ['conserves-legumes', 'Tomates pelées', '2,5 kg', 599],
  ['conserves-legumes', 'Haricots verts extra-fins', '4 kg', 1190],
  ['laits', 'Lait demi-écrémé UHT', '12 x 1 L', 1290],
  ['cremes-fraiches', 'Crème liquide 35 % MG', '5 L', 2990],
  ['beurres-margarines', 'Beurre doux plaque', '1 kg', 1190],
  ['eaux', 'Eau minérale naturelle', '24 x 50 cl', 899],
  ['sodas', 'Cola', '24 x 33 cl', 1490],
  ['legumes-surgeles', 'Frites surgelées', '4 x 2,5 kg', 1790],
  ['legumes-surgeles', 'Légumes pour potage', '2,5 kg', 699],
  ['viandes-surgelees', 'Steaks hachés 15 % MG', '40 x 100 g', 3490],
  ['emballages', 'Film étirable alimentaire', '300 m', 1290],
  ['emballages', 'Barquettes en aluminium', '100 barquettes', 1490],
  ['emballages', 'Gobelets en carton 20 cl', '50 gobelets', 399],
  ['emballages', 'Sacs poubelle 110 L', '100 sacs', 2490],
  ['papier', 'Essuie-mains en bobine', '6 rouleaux', 2290],
  ['papier', 'Papier toilette professionnel', '64 rouleaux', 2990],
  ['produits-menagers', 'Dégraissant surpuissant', '5 L', 1590],
  ['produits-menagers', 'Nettoyant sols', '5 L', 1290],
  ['produits-menagers', 'Désinfectant toutes surfaces', '5 L', 1890],
  ['produits-menagers', 'Gants en nitrile', '100 gants', 899],
  ['vaisselle', 'Liquide vaisselle', '5 L', 1190],
  ['vaisselle', 'Tablettes lave-vaisselle', '200 tablettes', 3990],
];

const PRO_DESCRIPTION = 'Format professionnel réservé aux clients professionnels.';

export function proHandSpecs(): HandProductSpec[] {
  return PRO_LINES.map(([leafSlug, designation, quantity, price]) => ({
    designation,
    marque: 'Cabas Pro',
    leaf: leafSlug,
    quantity,
    price,
    description: PRO_DESCRIPTION,
    corapro: true,
    channel: CHANNEL.pro,
  }));
}

/** Departments whose products are also sold by the case: savoury and sweet groceries, drinks. */
const CASE_DEPARTMENTS = new Set(['epicerie-salee', 'epicerie-sucree', 'boissons']);
const PRO_CASES = 55;

/**
 * Cases of real products for professionals ("… – carton de 12"), chosen deterministically among the
 * real grocery and drink products; a new EAN, the same category, 15 % below the single packs.
 */
export function buildProCases(
  realProducts: readonly SeedProduct[],
  firstId: number,
  eans: EanAllocator,
  clock: SeedClock,
): SeedProduct[] {
  return realProducts
    .filter((p) => CASE_DEPARTMENTS.has(LEAVES_BY_ID.get(p.row.category_id)?.department.slug ?? ''))
    .filter((p) => p.row.type === 'TC' && (rowQuantity(p.row)?.packCount ?? 1) === 1)
    .map((p) => ({ p, key: hashString(`pro:${p.row.ean}`) }))
    .sort((a, b) => a.key - b.key || a.p.row.id - b.p.row.id)
    .slice(0, PRO_CASES)
    .map(({ p: source }, index) => {
      const count = [6, 12, 24][hashString(source.row.ean) % 3]!;
      const unit = rowQuantity(source.row);
      const quantity: Quantity = unit
        ? scaleQuantity(unit, 1, count)
        : {
            label: `carton de ${count}`,
            code: 'U',
            value: count,
            referenceUnit: 'pièce',
            referenceQuantity: count,
            packCount: count,
          };
      return deriveProduct(
        source,
        {
          id: firstId + index,
          ean: eans.allocate(EAN_PREFIX.proVariant),
          designation: `${source.row.designation} – carton de ${count}`,
          quantity,
          priceCents: shelfPrice(source.facts.basePriceCents * count * 0.85),
          channel: CHANNEL.pro,
          corapro: true,
          description: PRO_DESCRIPTION,
        },
        clock,
      );
    });
}
