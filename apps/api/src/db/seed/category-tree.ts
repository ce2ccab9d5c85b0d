/**
 * The shop's department tree, in French. Ids are written out so that URLs (/…-c-{id}) never change:
 * a department is 1–99, its level-2 categories are department × 100 + n, level 3 is level 2 × 100 + n.
 * Slugs name the categories in the mapping table (category-map.ts) and must be unique.
 */

/** Typical prices of a category, in cents: a range per item and, when known, per kg, litre or piece. */
export interface PriceProfile {
  min: number;
  max: number;
  perKg?: number;
  perL?: number;
  perPiece?: number;
}

export interface CategoryNode {
  id: number;
  libelle: string;
  slug: string;
  price?: PriceProfile;
  children?: CategoryNode[];
  /** Shown in the header selections. */
  header?: boolean;
  /** Listed under "À ne pas manquer" in the menu. */
  featured?: boolean;
  /** Where fresh products of this category come from (the first is the most frequent). */
  origins?: string[];
  /** Frozen goods cannot go to pick-up lockers. */
  frozen?: boolean;
}

export interface DepartmentNode extends CategoryNode {
  color: string;
  food: boolean;
}

const FRANCE_FIRST = ['France', 'France', 'France', 'France', 'Espagne', 'Italie', 'Belgique'];
const FRUIT_ORIGINS = ['France', 'France', 'Espagne', 'Italie', 'Maroc', 'Portugal'];
const MEAT_ORIGINS = ['France', 'France', 'France', 'France', 'Irlande', 'Union européenne'];
const FISH_ORIGINS = ['Atlantique Nord-Est', 'Norvège', 'France', 'Écosse', 'Océan Indien', 'Manche'];

const p = (min: number, max: number, per: Omit<PriceProfile, 'min' | 'max'> = {}): PriceProfile => ({
  min,
  max,
  ...per,
});

export const CATEGORY_TREE: DepartmentNode[] = [
  {
    id: 1,
    libelle: 'Fruits et légumes',
    slug: 'fruits-et-legumes',
    color: '#2e7d32',
    food: true,
    featured: true,
    children: [
      {
        id: 101,
        libelle: 'Fruits frais',
        slug: 'fruits-frais',
        price: p(149, 499, { perKg: 320, perPiece: 70 }),
        origins: FRUIT_ORIGINS,
        featured: true,
      },
      {
        id: 102,
        libelle: 'Légumes frais',
        slug: 'legumes-frais',
        price: p(99, 399, { perKg: 260, perPiece: 120 }),
        origins: FRANCE_FIRST,
      },
      {
        id: 103,
        libelle: 'Salades et herbes aromatiques',
        slug: 'salades-herbes',
        price: p(99, 299, { perKg: 900 }),
        origins: FRANCE_FIRST,
      },
      {
        id: 104,
        libelle: 'Fruits secs et fruits à coque',
        slug: 'fruits-secs',
        price: p(199, 699, { perKg: 1600 }),
      },
    ],
  },
  {
    id: 2,
    libelle: 'Crèmerie et produits laitiers',
    slug: 'cremerie-et-produits-laitiers',
    color: '#1e88e5',
    food: true,
    children: [
      { id: 201, libelle: 'Laits', slug: 'laits', price: p(89, 299, { perL: 115 }) },
      {
        id: 202,
        libelle: 'Beurres et margarines',
        slug: 'beurres-margarines',
        price: p(179, 549, { perKg: 1100 }),
      },
      {
        id: 203,
        libelle: 'Crèmes fraîches',
        slug: 'cremes-fraiches',
        price: p(119, 349, { perL: 550, perKg: 550 }),
      },
      { id: 204, libelle: 'Œufs', slug: 'oeufs', price: p(189, 549, { perPiece: 45 }), origins: ['France'] },
      {
        id: 205,
        libelle: 'Yaourts',
        slug: 'yaourts',
        header: true,
        children: [
          {
            id: 20501,
            libelle: 'Yaourts nature et brassés',
            slug: 'yaourts-nature',
            price: p(119, 349, { perKg: 290 }),
          },
          {
            id: 20502,
            libelle: 'Yaourts aux fruits',
            slug: 'yaourts-aux-fruits',
            price: p(149, 399, { perKg: 380 }),
          },
          {
            id: 20503,
            libelle: 'Yaourts à boire et laits fermentés',
            slug: 'yaourts-a-boire',
            price: p(149, 399, { perL: 350, perKg: 350 }),
          },
        ],
      },
      {
        id: 206,
        libelle: 'Fromages blancs et petits-suisses',
        slug: 'fromages-blancs',
        price: p(129, 349, { perKg: 400 }),
      },
      { id: 207, libelle: 'Desserts lactés', slug: 'desserts-lactes', price: p(149, 399, { perKg: 550 }) },
      {
        id: 208,
        libelle: 'Fromages',
        slug: 'fromages',
        featured: true,
        children: [
          {
            id: 20801,
            libelle: 'Fromages à la coupe',
            slug: 'fromages-a-la-coupe',
            price: p(1590, 3490, { perKg: 2200 }),
            origins: ['France'],
          },
          {
            id: 20802,
            libelle: 'Fromages de nos régions',
            slug: 'fromages-regions',
            price: p(199, 699, { perKg: 1800 }),
          },
          {
            id: 20803,
            libelle: 'Emmentals et fromages râpés',
            slug: 'emmentals-rapes',
            price: p(149, 449, { perKg: 1100 }),
          },
          {
            id: 20804,
            libelle: 'Fromages du quotidien',
            slug: 'fromages-quotidien',
            price: p(169, 549, { perKg: 1400 }),
          },
        ],
      },
      {
        id: 209,
        libelle: 'Alternatives végétales',
        slug: 'alternatives-vegetales',
        price: p(129, 399, { perL: 250, perKg: 600 }),
      },
    ],
  },
  {
    id: 3,
    libelle: 'Boucherie, volaille, poissonnerie',
    slug: 'boucherie-volaille-poissonnerie',
    color: '#c62828',
    food: true,
    children: [
      {
        id: 301,
        libelle: 'Bœuf, veau et agneau',
        slug: 'boucherie',
        price: p(399, 1499, { perKg: 1800, perPiece: 250 }),
        origins: MEAT_ORIGINS,
      },
      {
        id: 302,
        libelle: 'Volailles et lapin',
        slug: 'volailles',
        price: p(299, 1299, { perKg: 1100, perPiece: 300 }),
        origins: ['France'],
      },
      {
        id: 303,
        libelle: 'Poissons et filets',
        slug: 'poissons',
        price: p(399, 1499, { perKg: 2200 }),
        origins: FISH_ORIGINS,
      },
      {
        id: 304,
        libelle: 'Crustacés et coquillages',
        slug: 'crustaces',
        price: p(499, 1999, { perKg: 2800 }),
        origins: FISH_ORIGINS,
      },
      {
        id: 305,
        libelle: 'Saumons et poissons fumés',
        slug: 'poissons-fumes',
        price: p(299, 999, { perKg: 4500 }),
        origins: ['Norvège', 'Écosse', 'Irlande'],
      },
      {
        id: 306,
        libelle: 'Foie gras',
        slug: 'foie-gras',
        price: p(899, 3999, { perKg: 9000 }),
        origins: ['France'],
        featured: true,
      },
    ],
  },
  {
    id: 4,
    libelle: 'Charcuterie et traiteur',
    slug: 'charcuterie-et-traiteur',
    color: '#ec407a',
    food: true,
    children: [
      { id: 401, libelle: 'Jambons', slug: 'jambons', price: p(199, 649, { perKg: 1700 }), header: true },
      {
        id: 402,
        libelle: 'Saucissons et charcuterie sèche',
        slug: 'saucissons',
        price: p(199, 599, { perKg: 1900 }),
      },
      {
        id: 403,
        libelle: 'Saucisses, boudins et andouillettes',
        slug: 'saucisses',
        price: p(199, 699, { perKg: 1100, perPiece: 90 }),
      },
      {
        id: 404,
        libelle: 'Lardons, blancs de volaille et charcuterie cuite',
        slug: 'charcuterie-cuite',
        price: p(149, 499, { perKg: 1500 }),
      },
      {
        id: 405,
        libelle: 'Pâtés, terrines et rillettes',
        slug: 'pates-terrines',
        price: p(149, 449, { perKg: 1200 }),
      },
      {
        id: 406,
        libelle: 'Plats cuisinés',
        slug: 'plats-cuisines',
        children: [
          {
            id: 40601,
            libelle: 'Plats cuisinés à la viande',
            slug: 'plats-viande',
            price: p(299, 799, { perKg: 1100, perPiece: 250 }),
          },
          {
            id: 40602,
            libelle: 'Plats au poisson et végétariens',
            slug: 'plats-poisson-vegetariens',
            price: p(299, 799, { perKg: 1200, perPiece: 250 }),
          },
          {
            id: 40603,
            libelle: 'Salades composées et taboulés',
            slug: 'salades-composees',
            price: p(199, 499, { perKg: 1000 }),
          },
          {
            id: 40604,
            libelle: 'Pâtes fraîches et quenelles',
            slug: 'pates-fraiches-quenelles',
            price: p(169, 449, { perKg: 900, perPiece: 60 }),
          },
        ],
      },
      {
        id: 407,
        libelle: 'Sandwichs et snacking',
        slug: 'sandwichs',
        price: p(199, 499, { perKg: 1500, perPiece: 180 }),
      },
      {
        id: 408,
        libelle: 'Tartes, quiches et pizzas',
        slug: 'tartes-quiches',
        price: p(199, 599, { perKg: 1000, perPiece: 150 }),
      },
      {
        id: 409,
        libelle: 'Tartinables et apéritif',
        slug: 'tartinables',
        price: p(149, 399, { perKg: 1600 }),
      },
      {
        id: 410,
        libelle: 'Buffets et plateaux traiteur',
        slug: 'buffets-traiteur',
        price: p(1490, 5990, { perKg: 1900 }),
        featured: true,
      },
      {
        id: 411,
        libelle: 'Traiteur des fêtes',
        slug: 'traiteur-des-fetes',
        price: p(1990, 8990, { perKg: 4500 }),
        featured: true,
      },
    ],
  },
  {
    id: 5,
    libelle: 'Épicerie salée',
    slug: 'epicerie-salee',
    color: '#f9a825',
    food: true,
    children: [
      {
        id: 501,
        libelle: 'Pâtes, riz et céréales',
        slug: 'pates-riz-cereales',
        header: true,
        children: [
          { id: 50101, libelle: 'Pâtes', slug: 'pates', price: p(79, 299, { perKg: 220 }) },
          { id: 50102, libelle: 'Riz', slug: 'riz', price: p(99, 349, { perKg: 300 }) },
          {
            id: 50103,
            libelle: 'Semoules, quinoa et céréales',
            slug: 'semoules-cereales',
            price: p(99, 399, { perKg: 400 }),
          },
        ],
      },
      { id: 502, libelle: 'Légumes secs', slug: 'legumes-secs', price: p(129, 399, { perKg: 450 }) },
      {
        id: 503,
        libelle: 'Conserves de légumes',
        slug: 'conserves-legumes',
        price: p(89, 299, { perKg: 300 }),
      },
      {
        id: 504,
        libelle: 'Plats cuisinés en conserve',
        slug: 'plats-conserve',
        price: p(199, 599, { perKg: 700 }),
      },
      {
        id: 505,
        libelle: 'Conserves de poissons',
        slug: 'conserves-poissons',
        price: p(129, 499, { perKg: 1500 }),
      },
      {
        id: 506,
        libelle: 'Soupes et purées',
        slug: 'soupes-purees',
        price: p(149, 399, { perL: 350, perKg: 500 }),
      },
      {
        id: 507,
        libelle: 'Sauces et condiments',
        slug: 'sauces-condiments',
        children: [
          {
            id: 50701,
            libelle: 'Moutardes, mayonnaises et ketchups',
            slug: 'moutardes-mayonnaises',
            price: p(99, 349, { perKg: 600 }),
          },
          { id: 50702, libelle: 'Sauces cuisinées', slug: 'sauces', price: p(129, 399, { perKg: 700 }) },
          {
            id: 50703,
            libelle: 'Olives, cornichons et pickles',
            slug: 'olives-pickles',
            price: p(149, 399, { perKg: 1000 }),
          },
        ],
      },
      {
        id: 508,
        libelle: 'Huiles et vinaigres',
        slug: 'huiles-vinaigres',
        price: p(199, 899, { perL: 900 }),
      },
      {
        id: 509,
        libelle: 'Épices, sel et aides culinaires',
        slug: 'epices-aides-culinaires',
        price: p(99, 399, { perKg: 4000 }),
      },
      {
        id: 510,
        libelle: 'Apéritif',
        slug: 'aperitif',
        children: [
          { id: 51001, libelle: 'Chips', slug: 'chips', price: p(99, 349, { perKg: 1100 }) },
          {
            id: 51002,
            libelle: 'Biscuits apéritifs et crackers',
            slug: 'biscuits-aperitifs',
            price: p(129, 399, { perKg: 1300 }),
          },
        ],
      },
      {
        id: 511,
        libelle: 'Diététique et sans gluten',
        slug: 'dietetique',
        price: p(199, 899, { perKg: 2500 }),
      },
    ],
  },
  {
    id: 6,
    libelle: 'Épicerie sucrée',
    slug: 'epicerie-sucree',
    color: '#6d4c41',
    food: true,
    children: [
      {
        id: 601,
        libelle: 'Petit-déjeuner',
        slug: 'petit-dejeuner',
        header: true,
        children: [
          {
            id: 60101,
            libelle: 'Céréales et mueslis',
            slug: 'cereales-petit-dejeuner',
            price: p(149, 499, { perKg: 800 }),
          },
          {
            id: 60102,
            libelle: 'Pâtes à tartiner',
            slug: 'pates-a-tartiner',
            price: p(199, 599, { perKg: 900 }),
          },
          {
            id: 60103,
            libelle: 'Confitures et miels',
            slug: 'confitures-miels',
            price: p(149, 699, { perKg: 700 }),
          },
          {
            id: 60104,
            libelle: 'Cafés, thés et chocolats en poudre',
            slug: 'cafes-thes',
            price: p(149, 699, { perKg: 3500 }),
          },
        ],
      },
      {
        id: 602,
        libelle: 'Biscuits et gâteaux',
        slug: 'biscuits-et-gateaux',
        children: [
          {
            id: 60201,
            libelle: 'Biscuits secs et petits-beurre',
            slug: 'biscuits-secs',
            price: p(89, 349, { perKg: 700 }),
          },
          {
            id: 60202,
            libelle: 'Cookies et biscuits chocolatés',
            slug: 'cookies',
            price: p(129, 399, { perKg: 900 }),
          },
          {
            id: 60203,
            libelle: 'Gâteaux moelleux et madeleines',
            slug: 'gateaux-moelleux',
            price: p(149, 449, { perKg: 900 }),
          },
          {
            id: 60204,
            libelle: 'Crêpes, gaufres et pancakes',
            slug: 'crepes-gaufres',
            price: p(149, 449, { perKg: 900, perPiece: 35 }),
          },
        ],
      },
      {
        id: 603,
        libelle: 'Chocolats',
        slug: 'chocolats',
        price: p(129, 599, { perKg: 1500 }),
        featured: true,
      },
      {
        id: 604,
        libelle: 'Bonbons et confiseries',
        slug: 'confiseries',
        price: p(129, 449, { perKg: 1300 }),
      },
      {
        id: 605,
        libelle: 'Compotes et fruits au sirop',
        slug: 'compotes',
        price: p(129, 449, { perKg: 450, perPiece: 40 }),
      },
      {
        id: 606,
        libelle: 'Farines, sucres et aides à la pâtisserie',
        slug: 'patisserie-maison',
        price: p(79, 399, { perKg: 250 }),
      },
      {
        id: 607,
        libelle: 'Barres et en-cas',
        slug: 'barres-en-cas',
        price: p(149, 399, { perKg: 1200, perPiece: 40 }),
      },
    ],
  },
  {
    id: 7,
    libelle: 'Boissons',
    slug: 'boissons',
    color: '#00838f',
    food: true,
    children: [
      { id: 701, libelle: 'Eaux', slug: 'eaux', price: p(25, 399, { perL: 35 }), header: true },
      {
        id: 702,
        libelle: 'Jus de fruits et nectars',
        slug: 'jus-et-nectars',
        children: [
          { id: 70201, libelle: "Jus d'orange", slug: 'jus-orange', price: p(149, 399, { perL: 210 }) },
          {
            id: 70202,
            libelle: 'Jus de fruits et de légumes',
            slug: 'jus-fruits',
            price: p(149, 449, { perL: 250 }),
          },
          { id: 70203, libelle: 'Nectars', slug: 'nectars', price: p(129, 349, { perL: 200 }) },
        ],
      },
      { id: 703, libelle: 'Sodas et boissons gazeuses', slug: 'sodas', price: p(99, 549, { perL: 150 }) },
      {
        id: 704,
        libelle: 'Sirops et boissons aux fruits',
        slug: 'sirops-boissons-fruits',
        price: p(149, 449, { perL: 350 }),
      },
      { id: 705, libelle: 'Bières et cidres', slug: 'bieres-cidres', price: p(149, 1299, { perL: 450 }) },
      {
        id: 706,
        libelle: 'Vins et champagnes',
        slug: 'vins',
        price: p(399, 2999, { perL: 1000 }),
        featured: true,
      },
      {
        id: 707,
        libelle: 'Apéritifs et spiritueux',
        slug: 'spiritueux',
        price: p(899, 3999, { perL: 2600 }),
      },
    ],
  },
  {
    id: 8,
    libelle: 'Surgelés',
    slug: 'surgeles',
    color: '#3949ab',
    food: true,
    frozen: true,
    children: [
      {
        id: 801,
        libelle: 'Glaces et desserts surgelés',
        slug: 'glaces',
        price: p(199, 699, { perL: 650, perKg: 800, perPiece: 90 }),
      },
      {
        id: 802,
        libelle: 'Légumes et frites surgelés',
        slug: 'legumes-surgeles',
        price: p(129, 399, { perKg: 350 }),
      },
      {
        id: 803,
        libelle: 'Poissons et fruits de mer surgelés',
        slug: 'poissons-surgeles',
        price: p(299, 1299, { perKg: 1500, perPiece: 150 }),
      },
      {
        id: 804,
        libelle: 'Viandes et panés surgelés',
        slug: 'viandes-surgelees',
        price: p(249, 999, { perKg: 1100, perPiece: 80 }),
      },
      {
        id: 805,
        libelle: 'Pizzas, quiches et snacks surgelés',
        slug: 'pizzas-surgelees',
        price: p(199, 599, { perKg: 700, perPiece: 120 }),
      },
      {
        id: 806,
        libelle: 'Plats cuisinés surgelés',
        slug: 'plats-surgeles',
        price: p(249, 799, { perKg: 900, perPiece: 150 }),
      },
    ],
  },
  {
    id: 9,
    libelle: 'Pains et pâtisseries',
    slug: 'pains-et-patisseries',
    color: '#d4a373',
    food: true,
    children: [
      {
        id: 901,
        libelle: 'Pains et pains de mie',
        slug: 'pains',
        price: p(99, 349, { perKg: 450, perPiece: 60 }),
      },
      {
        id: 902,
        libelle: 'Viennoiseries et brioches',
        slug: 'viennoiseries',
        price: p(149, 449, { perKg: 900, perPiece: 45 }),
      },
      {
        id: 903,
        libelle: 'Pâtisseries et desserts',
        slug: 'patisseries',
        price: p(199, 799, { perKg: 1200, perPiece: 110 }),
      },
      {
        id: 904,
        libelle: 'Pâtes à tarte et à pizza',
        slug: 'pates-a-tarte',
        price: p(99, 299, { perKg: 500, perPiece: 60 }),
      },
    ],
  },
  {
    id: 10,
    libelle: 'Bébé',
    slug: 'bebe',
    color: '#b39ddb',
    food: false,
    children: [
      {
        id: 1001,
        libelle: 'Laits et alimentation bébé',
        slug: 'alimentation-bebe',
        price: p(149, 2499, { perKg: 900 }),
      },
      { id: 1002, libelle: 'Couches et culottes', slug: 'couches', price: p(599, 2499, { perPiece: 25 }) },
      { id: 1003, libelle: 'Toilette et soins de bébé', slug: 'soins-bebe', price: p(199, 799) },
      { id: 1004, libelle: 'Puériculture et repas', slug: 'puericulture', price: p(299, 2999) },
    ],
  },
  {
    id: 11,
    libelle: 'Hygiène et beauté',
    slug: 'hygiene-et-beaute',
    color: '#8e24aa',
    food: false,
    children: [
      { id: 1101, libelle: 'Douche et bain', slug: 'douche-bain', price: p(149, 599, { perL: 800 }) },
      { id: 1102, libelle: 'Soins du visage et du corps', slug: 'soins-visage-corps', price: p(199, 1299) },
      { id: 1103, libelle: 'Cheveux', slug: 'cheveux', price: p(199, 699, { perL: 1200 }) },
      { id: 1104, libelle: 'Hygiène bucco-dentaire', slug: 'hygiene-dentaire', price: p(149, 699) },
      { id: 1105, libelle: 'Déodorants', slug: 'deodorants', price: p(199, 599) },
      { id: 1106, libelle: 'Rasage et épilation', slug: 'rasage', price: p(299, 1999) },
      {
        id: 1107,
        libelle: 'Protections hygiéniques',
        slug: 'protections-hygieniques',
        price: p(199, 599, { perPiece: 15 }),
      },
      { id: 1108, libelle: 'Parapharmacie', slug: 'parapharmacie', price: p(299, 1299) },
    ],
  },
  {
    id: 12,
    libelle: 'Entretien et maison',
    slug: 'entretien-et-maison',
    color: '#546e7a',
    food: false,
    children: [
      {
        id: 1201,
        libelle: 'Lessives et soin du linge',
        slug: 'lessives',
        price: p(299, 1499, { perL: 400 }),
        header: true,
      },
      { id: 1202, libelle: 'Vaisselle', slug: 'vaisselle', price: p(149, 699, { perL: 350 }) },
      {
        id: 1203,
        libelle: 'Produits ménagers',
        slug: 'produits-menagers',
        price: p(149, 599, { perL: 350 }),
      },
      {
        id: 1204,
        libelle: 'Papier toilette, mouchoirs et essuie-tout',
        slug: 'papier',
        price: p(199, 999, { perPiece: 40 }),
      },
      { id: 1205, libelle: 'Sacs poubelle, films et emballages', slug: 'emballages', price: p(149, 599) },
      { id: 1206, libelle: 'Piles, ampoules et bricolage', slug: 'piles-ampoules', price: p(299, 1999) },
      { id: 1207, libelle: 'Cuisine et arts de la table', slug: 'arts-de-la-table', price: p(299, 3999) },
    ],
  },
  {
    id: 13,
    libelle: 'Animalerie',
    slug: 'animalerie',
    color: '#ff7043',
    food: false,
    children: [
      { id: 1301, libelle: 'Chiens', slug: 'chiens', price: p(199, 2999, { perKg: 350 }) },
      { id: 1302, libelle: 'Chats', slug: 'chats', price: p(149, 2499, { perKg: 500 }) },
      {
        id: 1303,
        libelle: 'Oiseaux et petits animaux',
        slug: 'petits-animaux',
        price: p(199, 1299, { perKg: 600 }),
      },
      { id: 1304, libelle: 'Litières et accessoires', slug: 'litieres-accessoires', price: p(299, 1499) },
    ],
  },
  {
    id: 14,
    libelle: 'Cartes cadeaux',
    slug: 'cartes-cadeaux',
    color: '#212121',
    food: false,
    children: [
      { id: 1401, libelle: 'Cartes cadeaux Cabas', slug: 'cartes-cadeaux-cabas', price: p(1000, 15000) },
    ],
  },
];

export interface LeafCategory {
  id: number;
  slug: string;
  libelle: string;
  department: DepartmentNode;
  /** From the department down to the leaf itself. */
  path: CategoryNode[];
  price: PriceProfile;
  origins?: string[];
  frozen: boolean;
}

function collectLeaves(): Map<string, LeafCategory> {
  const leaves = new Map<string, LeafCategory>();
  const walk = (
    node: CategoryNode,
    department: DepartmentNode,
    chain: CategoryNode[],
    price?: PriceProfile,
  ) => {
    const own = node.price ?? price;
    if (!node.children?.length) {
      if (!own) throw new Error(`Rayon sans prix de référence : ${node.slug}`);
      leaves.set(node.slug, {
        id: node.id,
        slug: node.slug,
        libelle: node.libelle,
        department,
        path: [...chain, node],
        price: own,
        origins: node.origins,
        frozen: Boolean(department.frozen || node.frozen),
      });
      return;
    }
    for (const child of node.children) walk(child, department, [...chain, node], own);
  };
  for (const department of CATEGORY_TREE) walk(department, department, [], department.price);
  return leaves;
}

/** Every leaf category by slug. */
export const LEAVES: ReadonlyMap<string, LeafCategory> = collectLeaves();

/** Every leaf category by id. */
export const LEAVES_BY_ID: ReadonlyMap<number, LeafCategory> = new Map(
  [...LEAVES.values()].map((l) => [l.id, l]),
);

export function leaf(slug: string): LeafCategory {
  const found = LEAVES.get(slug);
  if (!found) throw new Error(`Rayon inconnu : ${slug}`);
  return found;
}
