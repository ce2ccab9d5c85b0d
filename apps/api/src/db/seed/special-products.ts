import type { CartKind } from '@cabas/contracts';
import { CHANNEL, type HandProductSpec } from './product-builder.ts';

/**
 * Hand-written food products the open data lacks: loose fruit, vegetables, cheese, meat and fish sold
 * by weight, caterer dishes (permanent and Christmas), wines, beers and spirits, baby food, and the
 * gift card.
 */

/** [designation, price per kg in cents, origin, step kg, minimum kg, maximum kg] */
type WeighedLine = [string, number, string, number?, number?, number?];

function weighed(
  leaf: string,
  marque: string | null,
  lines: WeighedLine[],
  extra: Partial<HandProductSpec> = {},
) {
  return lines.map(
    ([designation, price, origine, step = 0.25, min = 0.5, max = 5]): HandProductSpec => ({
      designation,
      marque,
      leaf,
      price,
      origine,
      weighed: { step, min, max },
      ...extra,
    }),
  );
}

/** [designation, quantity, price in cents, origin?] */
type PieceLine = [string, string, number, string?];

function pieces(
  leaf: string,
  marque: string | null,
  lines: PieceLine[],
  extra: Partial<HandProductSpec> = {},
) {
  return lines.map(
    ([designation, quantity, price, origine]): HandProductSpec => ({
      designation,
      marque,
      leaf,
      quantity,
      price,
      origine,
      ...extra,
    }),
  );
}

const MARKET = 'Cabas Le Marché';
const CATERER = 'Cabas Traiteur';

const FRESH_COUNTER: HandProductSpec[] = [
  ...weighed('fruits-frais', null, [
    ['Pommes Golden', 249, 'France'],
    ['Pommes Gala', 269, 'France'],
    ['Poires Conférence', 299, 'France'],
    ['Bananes', 199, "Côte d'Ivoire"],
    ['Oranges à jus', 219, 'Espagne'],
    ['Clémentines', 299, 'Espagne'],
    ['Citrons jaunes', 349, 'Espagne'],
    ['Kiwis', 399, 'France'],
    ['Raisin blanc Italia', 399, 'Italie'],
    ['Pêches jaunes', 349, 'Espagne'],
    ['Abricots', 449, 'France'],
    ['Nectarines blanches', 379, 'Espagne'],
  ]),
  ...weighed('legumes-frais', null, [
    ['Tomates grappe', 349, 'France'],
    ['Carottes', 149, 'France'],
    ['Courgettes', 249, 'Espagne'],
    ['Poivrons rouges', 399, 'Espagne'],
    ['Aubergines', 299, 'Espagne'],
    ['Poireaux', 279, 'France'],
    ['Brocolis', 299, 'France'],
    ['Champignons de Paris blancs', 449, 'France', 0.1, 0.2, 2],
    ['Haricots verts', 599, 'Maroc', 0.1, 0.2, 2],
    ['Patates douces', 349, 'Espagne'],
  ]),
  ...weighed(
    'fromages-a-la-coupe',
    MARKET,
    [
      ['Comté AOP 18 mois', 2390, 'France', 0.1, 0.1, 2],
      ['Beaufort AOP', 2890, 'France', 0.1, 0.1, 2],
      ['Brie de Meaux AOP', 1890, 'France', 0.1, 0.1, 2],
      ['Tomme de Savoie IGP', 1690, 'France', 0.1, 0.1, 2],
      ['Morbier AOP', 1790, 'France', 0.1, 0.1, 2],
      ['Mimolette extra-vieille', 2190, 'France', 0.1, 0.1, 2],
      ['Saint-Nectaire fermier AOP', 2290, 'France', 0.1, 0.1, 2],
      ['Cantal entre-deux AOP', 1590, 'France', 0.1, 0.1, 2],
      ['Roquefort AOP', 2590, 'France', 0.1, 0.1, 1],
      ["Fourme d'Ambert AOP", 1690, 'France', 0.1, 0.1, 2],
    ],
    { allergens: ['lait'], ingredients: 'Lait, sel, ferments lactiques, présure.' },
  ),
  ...weighed('boucherie', MARKET, [
    ['Entrecôte de bœuf', 2990, 'France', 0.1, 0.2, 3],
    ['Faux-filet de bœuf', 2690, 'France', 0.1, 0.2, 3],
    ['Côtes de porc échine', 1090, 'France', 0.1, 0.3, 3],
    ["Épaule d'agneau", 1690, 'Irlande', 0.1, 0.5, 3],
    ['Rôti de veau', 2490, 'France', 0.1, 0.5, 3],
  ]),
  ...weighed('volailles', MARKET, [
    ['Filets de poulet jaune', 1790, 'France', 0.1, 0.2, 3],
    ['Cuisses de canard', 1190, 'France', 0.1, 0.3, 3],
  ]),
  ...weighed(
    'poissons',
    MARKET,
    [
      ['Filet de cabillaud', 2890, 'Atlantique Nord-Est', 0.1, 0.2, 2],
      ['Pavé de saumon', 2590, 'Norvège', 0.1, 0.2, 2],
      ['Dos de lieu noir', 1990, 'Manche', 0.1, 0.2, 2],
      ['Filet de merlan', 1690, 'Atlantique Nord-Est', 0.1, 0.2, 2],
      ['Sardines fraîches', 990, 'France', 0.25, 0.5, 3],
    ],
    { allergens: ['poisson'] },
  ),
  ...weighed(
    'crustaces',
    MARKET,
    [
      ['Moules de bouchot', 599, 'France', 0.5, 1, 5],
      ['Crevettes roses cuites', 2190, 'Équateur', 0.1, 0.2, 2],
    ],
    { allergens: ['crustacés', 'mollusques'] },
  ),
  ...pieces('fruits-frais', null, [
    ['Melon charentais', '1 pièce', 249, 'France'],
    ['Ananas Victoria', '1 pièce', 399, 'La Réunion'],
    ['Avocats prêts à manger', '2 pièces', 299, 'Pérou'],
    ['Fraises gariguette', '250 g', 399, 'France'],
    ['Framboises', '125 g', 299, 'France'],
    ['Myrtilles', '125 g', 249, 'Espagne'],
  ]),
  ...pieces('legumes-frais', null, [
    ['Concombre', '1 pièce', 99, 'France'],
    ['Chou-fleur', '1 pièce', 249, 'France'],
    ['Pommes de terre de consommation', '2,5 kg', 349, 'France'],
    ['Oignons jaunes', '1 kg', 179, 'France'],
    ['Tomates cerises', '250 g', 249, 'Maroc'],
  ]),
  ...pieces('salades-herbes', null, [
    ['Salade batavia', '1 pièce', 119, 'France'],
    ['Persil plat', '1 botte', 99, 'France'],
    ['Basilic en pot', '1 pièce', 199, 'France'],
  ]),
  ...pieces('volailles', MARKET, [['Poulet fermier Label Rouge entier', '1,5 kg', 1090, 'France']]),
  ...pieces('crustaces', MARKET, [['Huîtres creuses n°3', '12 pièces', 1290, 'France']], {
    allergens: ['mollusques'],
  }),
];

const PERMANENT: CartKind[] = ['click_and_collect_traiteur_permanent'];
const CHRISTMAS: CartKind[] = ['click_and_collect_traiteur_noel'];
const BOTH: CartKind[] = ['click_and_collect_traiteur_permanent', 'click_and_collect_traiteur_noel'];

const CATERER_DISHES: HandProductSpec[] = [
  ...weighed(
    'buffets-traiteur',
    CATERER,
    [
      ['Taboulé oriental', 1290, 'France', 0.1, 0.2, 3],
      ['Salade piémontaise', 1190, 'France', 0.1, 0.2, 3],
      ['Carottes râpées au citron', 890, 'France', 0.1, 0.2, 3],
      ['Céleri rémoulade', 990, 'France', 0.1, 0.2, 3],
      ['Salade de pâtes au pesto', 1290, 'France', 0.1, 0.2, 3],
      ['Paella royale', 1990, 'France', 0.1, 0.3, 3],
      ['Lasagnes bolognaises', 1490, 'France', 0.1, 0.3, 3],
      ['Hachis parmentier', 1390, 'France', 0.1, 0.3, 3],
    ],
    { typesPanier: PERMANENT, channel: CHANNEL.catererPermanent },
  ),
  ...pieces(
    'buffets-traiteur',
    CATERER,
    [
      ['Plateau apéritif', '24 pièces', 1990],
      ['Plateau de charcuterie 6 personnes', '1 plateau', 2990],
      ['Plateau de fromages 6 personnes', '1 plateau', 2490],
      ['Poulet rôti fermier', '1 pièce', 1290, 'France'],
      ['Plateau de crudités 8 personnes', '1 plateau', 2490],
      ['Buffet froid 10 personnes', '1 buffet', 8990],
      ['Pain surprise', '40 pièces', 2990],
      ['Mini-quiches assorties', '24 pièces', 1790],
    ],
    { typesPanier: PERMANENT, channel: CHANNEL.catererPermanent },
  ),
  ...weighed(
    'buffets-traiteur',
    CATERER,
    [
      ['Saumon fumé tranché main', 5490, 'Norvège', 0.1, 0.1, 2],
      ['Terrine de foie gras de canard maison', 8990, 'France', 0.05, 0.1, 1],
    ],
    { typesPanier: BOTH, channel: CHANNEL.catererBoth },
  ),
  ...pieces(
    'buffets-traiteur',
    CATERER,
    [
      ['Plateau de fromages affinés 10 personnes', '1 plateau', 3990],
      ['Plateau de fruits de mer Océan 2 personnes', '1 plateau', 4990],
    ],
    { typesPanier: BOTH, channel: CHANNEL.catererBoth },
  ),
  ...weighed(
    'traiteur-des-fetes',
    CATERER,
    [['Foie gras de canard entier mi-cuit', 9990, 'France', 0.05, 0.2, 1]],
    { typesPanier: CHRISTMAS, channel: CHANNEL.catererChristmas },
  ),
  ...pieces(
    'traiteur-des-fetes',
    CATERER,
    [
      ['Bûche pâtissière chocolat praliné 8 parts', '1 pièce', 2490],
      ['Chapon fermier Label Rouge', '1 pièce', 5990, 'France'],
      ['Dinde farcie aux marrons', '1 pièce', 4990, 'France'],
      ['Plateau de fruits de mer Prestige 4 personnes', '1 plateau', 9990],
      ['Escargots de Bourgogne au beurre persillé', '24 pièces', 1290],
      ['Boudins blancs truffés', '4 pièces', 1590],
      ['Coffret de mini-bouchées festives', '36 pièces', 2490],
      ['Huîtres fines de claire n°3, bourriche', '48 pièces', 4490, 'France'],
      ['Saumon Bellevue 8 personnes', '1 pièce', 5990],
    ],
    { typesPanier: CHRISTMAS, channel: CHANNEL.catererChristmas },
  ),
];

const WINES_BEERS_SPIRITS: HandProductSpec[] = [
  ...pieces(
    'bieres-cidres',
    'Brasserie du Panier',
    [
      ['Bière blonde 5 %', '6 x 25 cl', 399],
      ['Bière blonde 5 %', '20 x 25 cl', 1099],
      ['Bière blanche 4,5 %', '75 cl', 349],
      ["Bière ambrée d'abbaye 6,5 %", '75 cl', 429],
      ['Bière IPA 6 %', '33 cl', 229],
      ['Bière de Noël 5,5 %', '75 cl', 449],
    ],
    { alcool: true },
  ),
  ...pieces('bieres-cidres', 'Brasserie du Panier', [['Bière blonde sans alcool 0,0 %', '6 x 25 cl', 429]]),
  ...pieces(
    'bieres-cidres',
    'Cidrerie des Vergers',
    [
      ['Cidre brut de Normandie', '75 cl', 299, 'France'],
      ['Cidre doux', '75 cl', 279, 'France'],
      ['Poiré', '75 cl', 349, 'France'],
    ],
    { alcool: true },
  ),
  ...pieces(
    'vins',
    'Cabas Cave',
    [
      ['Bordeaux AOP rouge', '75 cl', 549, 'France'],
      ['Côtes-du-Rhône AOP rouge', '75 cl', 499, 'France'],
      ['Beaujolais-Villages AOP rouge', '75 cl', 649, 'France'],
      ['Bourgogne Pinot noir AOP', '75 cl', 1149, 'France'],
      ['Muscadet Sèvre-et-Maine sur lie AOP', '75 cl', 599, 'France'],
      ['Alsace Riesling AOP', '75 cl', 749, 'France'],
      ['Chablis AOP', '75 cl', 1399, 'France'],
      ['Côtes de Provence AOP rosé', '75 cl', 699, 'France'],
      ['Vin de France rouge en fontaine', '3 L', 1299, 'France'],
      ['Champagne brut AOP', '75 cl', 2299, 'France'],
      ['Crémant de Loire brut AOP', '75 cl', 849, 'France'],
      ['Sauternes AOP', '37,5 cl', 1499, 'France'],
      ['Languedoc AOP rouge bio', '75 cl', 749, 'France'],
    ],
    { alcool: true, maxPerCart: 36 },
  ),
  ...pieces(
    'spiritueux',
    'Cabas Cave',
    [
      ['Pastis 45 %', '1 L', 1999, 'France'],
      ['Whisky blended 40 %', '70 cl', 1799],
      ['Rhum ambré 40 %', '70 cl', 1899],
      ['Vodka 37,5 %', '70 cl', 1349],
      ['Gin 40 %', '70 cl', 1999],
      ['Porto rouge 19 %', '75 cl', 1049],
      ["Calvados Pays d'Auge AOC 40 %", '70 cl', 2499, 'France'],
      ['Cognac VS 40 %', '70 cl', 2699, 'France'],
      ['Crème de cassis de Dijon 20 %', '50 cl', 899, 'France'],
      ['Armagnac 40 %', '70 cl', 2899, 'France'],
    ],
    { alcool: true, maxPerCart: 12 },
  ),
];

const BABY_FOOD: HandProductSpec[] = [
  ...pieces(
    'alimentation-bebe',
    'Câlinou',
    [
      ['Lait infantile 1er âge en poudre', '800 g', 1699],
      ['Lait de croissance dès 1 an', '1 L', 229],
      ['Céréales bébé vanille dès 6 mois', '250 g', 299],
      ['Biscuits bébé dès 10 mois', '150 g', 249],
    ],
    { allergens: ['lait', 'gluten'] },
  ),
  ...pieces('alimentation-bebe', 'Câlinou', [
    ['Petits pots carottes patates douces dès 4 mois', '2 x 130 g', 189],
    ['Petits pots légumes verts et poulet dès 8 mois', '2 x 200 g', 259],
    ['Gourdes pomme banane dès 6 mois', '4 x 90 g', 289],
  ]),
];

export const GIFT_CARD: HandProductSpec = {
  designation: 'Carte cadeau Cabas',
  marque: 'Cabas',
  leaf: 'cartes-cadeaux-cabas',
  description:
    'Offrez le choix : une carte cadeau de 10 € à 150 €, valable un an dans tous les magasins Cabas et sur cabas en ligne.',
  type: 'CKDO',
  price: 1000,
  priceRange: { min: 1000, max: 15000 },
  channel: CHANNEL.everywhere,
  maxPerCart: 10,
};

export function specialFoodSpecs(): HandProductSpec[] {
  return [...FRESH_COUNTER, ...CATERER_DISHES, ...WINES_BEERS_SPIRITS, ...BABY_FOOD];
}
