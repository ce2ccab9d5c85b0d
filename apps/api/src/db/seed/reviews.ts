import type { Insertable } from 'kysely';
import type { ReviewsTable } from '../schema.ts';
import { LEAVES_BY_ID } from './category-tree.ts';
import type { SeedClock, SeedProduct } from './product-builder.ts';
import { hashString, type Random, randomFor } from './random.ts';

/** Products reviewed: about 3 % of the catalogue's real and hand-written products. */
const REVIEWED_PER_MILLE = 30;

type Kind = 'food' | 'drink' | 'nonFood';
type Texts = Record<1 | 2 | 3 | 4 | 5, { titles: string[]; bodies: string[] }>;

const FOOD: Texts = {
  5: {
    titles: ['Excellent !', 'Un régal', 'Parfait', 'Je recommande', 'Délicieux', 'Très bon produit'],
    bodies: [
      'Très bon goût, toute la famille a adoré. Je rachèterai sans hésiter.',
      'Produit de qualité, conforme à la description. Rien à redire.',
      'Mon nouveau basique : savoureux et pratique au quotidien.',
      'Frais, bien emballé et une date de consommation longue. Parfait.',
      'Un vrai délice, on sent la qualité des ingrédients.',
    ],
  },
  4: {
    titles: ['Très bien', 'Bon produit', 'Bon rapport qualité-prix', 'Satisfait'],
    bodies: [
      'Bon produit dans l’ensemble, un peu cher à mon goût.',
      'Bon goût, mais la portion est un peu petite.',
      'Je le prends régulièrement, jamais déçu.',
      'Bonne qualité, j’aurais aimé un emballage plus écologique.',
    ],
  },
  3: {
    titles: ['Correct', 'Moyen', 'Sans plus'],
    bodies: [
      'Correct sans plus, je m’attendais à mieux.',
      'Goût un peu fade, mais ça dépanne.',
      'Rien d’exceptionnel pour le prix.',
    ],
  },
  2: {
    titles: ['Déçu', 'Pas terrible'],
    bodies: [
      'Trop salé à mon goût, je ne le reprendrai pas.',
      'La recette a changé, c’était meilleur avant.',
      'Texture décevante et goût artificiel.',
    ],
  },
  1: {
    titles: ['À éviter', 'Très déçu'],
    bodies: [
      'Emballage abîmé à la livraison et goût vraiment pas bon.',
      'Je n’ai pas fini le paquet, dommage.',
      'Date de consommation bien trop courte à la livraison.',
    ],
  },
};

const DRINK: Texts = {
  ...FOOD,
  5: {
    titles: ['Excellent !', 'Très rafraîchissant', 'Parfait', 'Je recommande'],
    bodies: [
      'Très rafraîchissant, parfait pour l’été.',
      'Bien équilibré, ni trop sucré ni trop acide.',
      'Toujours bien frais à la livraison, je recommande.',
    ],
  },
  2: {
    titles: ['Déçu', 'Trop sucré'],
    bodies: ['Trop sucré à mon goût.', 'Le goût a changé, je préférais l’ancienne recette.'],
  },
};

const NON_FOOD: Texts = {
  5: {
    titles: ['Très efficace', 'Parfait', 'Je recommande', 'Top'],
    bodies: [
      'Efficace et agréable à utiliser, je recommande.',
      'Très bon rapport qualité-prix, je rachète à chaque fois.',
      'Solide et bien fini, conforme à la description.',
    ],
  },
  4: {
    titles: ['Bien', 'Bon produit', 'Satisfaite'],
    bodies: ['Fait bien le travail, rien à redire.', 'Bon produit, un peu cher en comparaison.'],
  },
  3: {
    titles: ['Correct', 'Sans plus'],
    bodies: ['Correct, sans plus.', 'Fait le travail, mais j’ai connu mieux.'],
  },
  2: {
    titles: ['Déçue', 'Peu efficace'],
    bodies: ['Qualité décevante pour le prix.', 'Je ne le reprendrai pas, dommage.'],
  },
  1: {
    titles: ['À éviter', 'Défectueux'],
    bodies: ['Produit défectueux, signalé au service client.', 'Très déçu, argent perdu.'],
  },
};

const FIRST_NAMES = [
  'Marie',
  'Jean',
  'Sophie',
  'Pierre',
  'Camille',
  'Lucas',
  'Chloé',
  'Hugo',
  'Léa',
  'Nathalie',
  'Philippe',
  'Isabelle',
  'Thomas',
  'Manon',
  'Sandrine',
  'Karim',
  'Fatima',
  'Julien',
  'Émilie',
  'Olivier',
  'Inès',
  'Yannick',
];

function rating(random: Random): 1 | 2 | 3 | 4 | 5 {
  const x = random.next();
  if (x < 0.4) return 5;
  if (x < 0.72) return 4;
  if (x < 0.86) return 3;
  if (x < 0.94) return 2;
  return 1;
}

function kindOf(product: SeedProduct): Kind {
  const department = LEAVES_BY_ID.get(product.row.category_id)?.department;
  if (!department?.food) return 'nonFood';
  return department.slug === 'boissons' ? 'drink' : 'food';
}

/** Short French reviews for a few hundred products, dated up to two years before the seed day. */
export function buildReviews(products: readonly SeedProduct[], clock: SeedClock): Insertable<ReviewsTable>[] {
  const rows: Insertable<ReviewsTable>[] = [];
  for (const product of products) {
    const { row } = product;
    if (row.source === 'generated' || row.corapro || row.type !== 'TC' || row.category_id === 1401) continue;
    if (hashString(`review:${row.ean}`) % 1000 >= REVIEWED_PER_MILLE) continue;
    const random = randomFor('reviews', row.ean);
    const texts = { food: FOOD, drink: DRINK, nonFood: NON_FOOD }[kindOf(product)];
    const count = random.int(1, 8);
    for (let i = 0; i < count; i++) {
      const stars = rating(random);
      const author = `${random.pick(FIRST_NAMES)} ${String.fromCharCode(65 + random.int(0, 25))}.`;
      const at =
        clock.today.getTime() - random.int(1, 720) * 86_400_000 + random.int(8 * 3600, 22 * 3600) * 1000;
      rows.push({
        product_id: row.id,
        author,
        rating: stars,
        title: random.pick(texts[stars].titles),
        body: random.pick(texts[stars].bodies),
        created_at: new Date(at).toISOString(),
      });
    }
  }
  return rows.sort((a, b) => a.product_id - b.product_id || a.created_at.localeCompare(b.created_at));
}
