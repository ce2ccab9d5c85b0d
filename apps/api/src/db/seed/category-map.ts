import { LEAVES } from './category-tree.ts';

/**
 * Where each of the 231 Open Food Facts categories of the data lands in the shop tree. A plain string
 * is the leaf's slug; an object sends products to other leaves by keywords of their name and brand
 * (lower case, without accents), tried in order, then to its default.
 */
type Rule = [RegExp, string];
type Target = string | { rules: Rule[]; otherwise: string };

const refine = (otherwise: string, ...rules: Rule[]): Target => ({ rules, otherwise });

const FROZEN: Rule = [/surgel|congel|\bpicard\b/, 'plats-surgeles'];
const CHARCUTERIE_RULES: Rule[] = [
  [/saucisson|chorizo|rosette|coppa|pancetta|bresaola|salami|lomo|fuet/, 'saucissons'],
  [/jambon/, 'jambons'],
  [/pate|terrine|rillette|mousse|galantine|hure|fromage de tete/, 'pates-terrines'],
  [/saucisse|boudin|andouillette|chipolata|merguez|diot|knack|cervelas/, 'saucisses'],
];
const FRUIT_FLAVOUR =
  /fruit|fraise|framboise|peche|abricot|myrtille|cerise|mangue|citron|ananas|poire|pomme|cassis|banane|rhubarbe|coco|passion|mure|griotte/;

export const CATEGORY_MAP: Record<string, Target> = {
  'Additifs alimentaires': 'epices-aides-culinaires',
  'Aides culinaires': 'epices-aides-culinaires',
  'Aliment-pour-enfant': 'alimentation-bebe',
  'Aliments et boissons à base de végétaux': refine(
    'legumes-secs',
    [/lentill|pois chiche|haricot|lingot|flageolet|pois casse|feves|mogette|lentillon/, 'legumes-secs'],
    [
      /boulgh?our|quinoa|semoule|couscous|epeautre|millet|sarrasin|polenta|\bble\b|orge|riz/,
      'semoules-cereales',
    ],
    [/muesli|granola|flocons|corn flakes/, 'cereales-petit-dejeuner'],
    [/pates? de fruits|fruits confits|marrons glaces|nougat/, 'confiseries'],
    [/pate brisee|pate feuilletee|pate sablee|pate a/, 'pates-a-tarte'],
    [/tagliatelle|spaghetti|penne|fusilli|macaroni|\bpates\b|safran aux oeufs|nouilles/, 'pates'],
    [/tomate|coulis|concentre|puree de|ratatouille/, 'conserves-legumes'],
    [/galette|cracker|tartine craquante/, 'dietetique'],
    [/pop ?corn|chips/, 'biscuits-aperitifs'],
    [/soja|tofu|vegetal|seitan|tempeh|boisson|lait d|drink/, 'alternatives-vegetales'],
    [/betterave|carotte|pousses|salade|legumes/, 'legumes-frais'],
    [/tarte|feuillete|quiche/, 'tartes-quiches'],
  ),
  'Basilic-en-tube': 'epices-aides-culinaires',
  Beignets: 'crepes-gaufres',
  Beurres: 'beurres-margarines',
  'Bio-vegetarien': 'dietetique',
  'Biobio-europeensans-colorantsagriculture-ue-non-uefr-bio-01fabrique-en-francesans-huile-de-palmeab-agriculture-biologique':
    'dietetique',
  'Biscuits et gâteaux': 'biscuits-secs',
  Biscuits: refine(
    'biscuits-secs',
    [/cookie/, 'cookies'],
    [/aperitif|cracker|crackers|sale\b|bretzel/, 'biscuits-aperitifs'],
    [/gateau|madeleine|moelleux|cake|brownie|financier|quatre.quarts/, 'gateaux-moelleux'],
  ),
  'Biscuits-aux-fruits': 'biscuits-secs',
  'Blancs-d-oeufs': 'oeufs',
  'Boeuf-marine': 'boucherie',
  'Boisson-isotonique': 'sirops-boissons-fruits',
  'Boissons gazeuses': 'sodas',
  Boissons: refine(
    'sirops-boissons-fruits',
    [/soja|amande|avoine|riz|cereales|vegetal|noisette|epeautre/, 'alternatives-vegetales'],
    [/sirop/, 'sirops-boissons-fruits'],
    [/pur jus|jus d|jus de|nectar|smoothie|tomate|carotte|betterave/, 'jus-fruits'],
    [/lait|chocolat|cafe|cacao/, 'laits'],
    [/soda|cola|limonade|gazeu|tonic/, 'sodas'],
  ),
  'Boissons-gazeifiees': 'sodas',
  Bonbons: 'confiseries',
  Boucherie: 'boucherie',
  Bulots: 'crustaces',
  'Cacaos et chocolats en poudre': 'cafes-thes',
  'Cake-sale': 'tartes-quiches',
  Champignons: refine(
    'legumes-frais',
    [/seche|deshydrat|sechees|seches/, 'conserves-legumes'],
    [/conserve|bocal|entiers 1er|emince/, 'conserves-legumes'],
  ),
  'Champignons-deshidrates': 'conserves-legumes',
  'Charcuries-de-poulet': 'charcuterie-cuite',
  'Charcuteries diverses': refine('charcuterie-cuite', ...CHARCUTERIE_RULES),
  Charcuteries: refine('charcuterie-cuite', ...CHARCUTERIE_RULES),
  'Chips et frites': refine('chips', [/frites?\b(?!.*poulet)|potatoes/, 'legumes-surgeles']),
  Chocolats: 'chocolats',
  'Chocolats-au-cafe': 'chocolats',
  'Chocolats-de-degustation': 'chocolats',
  'Compléments alimentaires': 'dietetique',
  'Compotes-de-framboise': 'compotes',
  'Compotes-sans-sucres-ajoutes': 'compotes',
  Condiments: refine(
    'moutardes-mayonnaises',
    [/olive|cornichon|pickle|capres|oignons? grelots|piment/, 'olives-pickles'],
    [/vinaigre(?!tte)/, 'huiles-vinaigres'],
    [/sauce|pesto|vinaigrette|dressing|tapenade/, 'sauces'],
  ),
  Confitures: 'confitures-miels',
  Conserves: refine(
    'conserves-legumes',
    [/foie gras/, 'foie-gras'],
    [/thon|sardine|maquereau|saumon|anchois|poisson|crabe|moules?\b|hareng/, 'conserves-poissons'],
    [
      /cassoulet|choucroute|ravioli|saucisse|plat|cuisine|chili|couscous|escargot|paella|poulet|boeuf|petit sale|tripes|lasagne|raviole/,
      'plats-conserve',
    ],
    [/peche|poire|abricot|ananas|fruits?\b|cerise|mirabelle|litchi|prune|compote/, 'compotes'],
  ),
  Cookies: 'cookies',
  Coquillettes: 'pates',
  Coton: 'soins-visage-corps',
  Couscous: 'semoules-cereales',
  'Cremes-de-fruits': 'compotes',
  'Crevettes-decortiquees': 'crustaces',
  Crudites: 'salades-composees',
  Crustacés: 'crustaces',
  Crèmes: 'cremes-fraiches',
  'Crêpes et galettes': 'crepes-gaufres',
  'Dessert-100-vegetal': 'alternatives-vegetales',
  'Dessert-au-lait-d-amande-et-chocolat': 'alternatives-vegetales',
  'Dessert-vegetal': 'alternatives-vegetales',
  'Desserts au chocolat': 'desserts-lactes',
  Desserts: refine(
    'desserts-lactes',
    [/fromage blanc|faisselle|petit.suisse|petits.suisses/, 'fromages-blancs'],
    [/soja|vegetal|\bcoco\b|amande/, 'alternatives-vegetales'],
    [
      /compote|puree|pom.?potes?|gourdes?|dessert de fruits|dessert fruitier|100 ?% fruit|au sirop|sans sucres ajoutes|pomme|poire|fruits/,
      'compotes',
    ],
    [/pain d.epice|gateau (?!de (riz|semoule))|tarte|moelleux|cake|brownie/, 'gateaux-moelleux'],
  ),
  'Desserts-fruitiers': 'compotes',
  Dragées: 'confiseries',
  'Décorations alimentaires': 'patisserie-maison',
  Eaux: 'eaux',
  Emmentals: 'emmentals-rapes',
  Encas: 'barres-en-cas',
  Entremets: 'patisseries',
  Epicerie: refine(
    'sauces',
    [/ketchup|mayonnaise|moutarde|aioli|rouille/, 'moutardes-mayonnaises'],
    [/assaisonn|epice|\bsel\b|poivre|bouillon|fond de|court.bouillon/, 'epices-aides-culinaires'],
    [
      /(riz|pates|puree|quinoa|lentilles)\b.*(et|au|aux|a la)|\bfilet de|poulet|boeuf|plat\b|mes fruits/,
      'plats-conserve',
    ],
  ),
  Epices: 'epices-aides-culinaires',
  'Escalopes-hachees': 'boucherie',
  'Farine-usage-special': 'patisserie-maison',
  'Farines de blé': 'patisserie-maison',
  Farines: 'patisserie-maison',
  'Feuilles de brick': 'pates-a-tarte',
  'Flakes-de-sarrasin': 'cereales-petit-dejeuner',
  Fricandelles: 'saucisses',
  'Fromage-a-pate-molle': 'fromages-regions',
  'Fromage-alerger': 'fromages-quotidien',
  'Fromage-frais-sucre-a-la-noix-de-coco': 'fromages-blancs',
  'Fromage-pour-salade': 'fromages-quotidien',
  'Fromages blancs': 'fromages-blancs',
  'Fromages de France': 'fromages-regions',
  'Fromages de vache': 'fromages-quotidien',
  Fromages: refine(
    'fromages-quotidien',
    [/rape|emmental/, 'emmentals-rapes'],
    [
      /\baop\b|\baoc\b|comte|roquefort|brie|camembert|reblochon|munster|maroilles|morbier|beaufort|cantal|saint.nectaire|tomme|ossau|fourme|bleu d|epoisses|langres|mont d.or|abondance|salers|chaource|neufchatel|pont.l.eveque|livarot|rocamadour|crottin/,
      'fromages-regions',
    ],
  ),
  'Fruits secs': 'fruits-secs',
  'Fruits à coques': 'fruits-secs',
  Fruits: refine(
    'fruits-frais',
    [/muesli|granola/, 'cereales-petit-dejeuner'],
    [/coco rapee|noix de coco rapee/, 'patisserie-maison'],
    [/kefruit|kombucha|boisson/, 'sirops-boissons-fruits'],
    [/airelles|au sirop|conserve/, 'compotes'],
  ),
  'Galettes-dietetiques': 'dietetique',
  'Gateau-chinois': 'patisseries',
  'Gateaux-secs': 'biscuits-secs',
  Gaufres: 'crepes-gaufres',
  'Glace-surgelėe': 'glaces',
  'Glaces et sorbets': 'glaces',
  Glaces: 'glaces',
  Gomasio: 'epices-aides-culinaires',
  'Gomme-miel': 'confiseries',
  Gouter: 'barres-en-cas',
  Gâteaux: refine(
    'gateaux-moelleux',
    [/cookie/, 'cookies'],
    [/brioche|croissant|pain au lait|pains au lait/, 'viennoiseries'],
    [/biscuit sec|petit.beurre|sable|palet|galette/, 'biscuits-secs'],
  ),
  'Haricots-et-saucisses': 'plats-conserve',
  "Huiles d'olive vierges": 'huiles-vinaigres',
  "Huiles d'olive": 'huiles-vinaigres',
  Huiles: 'huiles-vinaigres',
  Infantile: 'alimentation-bebe',
  'Jambon-cuit-superieur': 'jambons',
  'Jambons crus': 'jambons',
  'Jambons secs': 'jambons',
  Jambons: 'jambons',
  "Jus d'orange pur jus": 'jus-orange',
  "Jus d'orange à base de concentré": 'jus-orange',
  "Jus d'orange": 'jus-orange',
  'Jus de fruits pur jus': refine('jus-fruits', [/orange/, 'jus-orange']),
  'Jus de fruits à base de concentré': refine('jus-fruits', [/orange/, 'jus-orange']),
  'Jus de fruits': refine(
    'jus-fruits',
    [/nectar/, 'nectars'],
    [/^jus d.orange|pur jus d.orange/, 'jus-orange'],
  ),
  'Jus de pamplemousse': 'jus-fruits',
  'Jus de pomme': 'jus-fruits',
  'Kits repas': 'plats-conserve',
  'Lait-concente-sucre': 'laits',
  'Lait-de-suite-en-poudre': 'alimentation-bebe',
  Laits: refine(
    'laits',
    [/bebe|croissance|infantile|1er age|2eme age|2e age|3eme age/, 'alimentation-bebe'],
    [/soja|amande|avoine|\briz\b|vegetal|coco/, 'alternatives-vegetales'],
  ),
  'Légumes frais': refine(
    'legumes-frais',
    [/salade de (conchiglie|pates|riz|lentilles)|radiatori|taboule/, 'salades-composees'],
    [/salade|laitue|mache|mesclun|jeunes pousses|roquette|cresson|batavia|frisee|scarole/, 'salades-herbes'],
    [/surgel|\bpicard\b/, 'legumes-surgeles'],
  ),
  'Légumes tiges': 'legumes-frais',
  'Matières grasses animales': 'beurres-margarines',
  'Matières grasses végétales': 'beurres-margarines',
  'Matières grasses': 'beurres-margarines',
  'Melanges-de-legumes-en-conserve': 'conserves-legumes',
  'Miels-doux': 'confitures-miels',
  'Morilles-en-conserve': 'conserves-legumes',
  'Moules-surgelees': 'poissons-surgeles',
  Moussakas: 'plats-viande',
  'Nectars de fruits': 'nectars',
  Nuggets: 'viandes-surgelees',
  'Oeufs-en-chocolat': 'chocolats',
  'Oeufs-labellises-biologiques': 'oeufs',
  'Oeufs-liquides': 'oeufs',
  'Olives entières': 'olives-pickles',
  'Olives marinées': 'olives-pickles',
  'Olives vertes': 'olives-pickles',
  'Omelette-aux-legumes': 'plats-poisson-vegetariens',
  'Ovo-produits': 'oeufs',
  Pains: refine(
    'pains',
    [/brioche|viennois|croissant|pain au lait|pains au lait|pain au chocolat|chinois/, 'viennoiseries'],
    [/pate a pizza/, 'pates-a-tarte'],
  ),
  Pancakes: 'crepes-gaufres',
  Pates: 'pates',
  'Pates-a-gateaux': 'patisserie-maison',
  'Pates-de-filo': 'pates-a-tarte',
  'Pates-de-porc': 'pates-terrines',
  'Pates-en-croute': 'pates-terrines',
  'Petit-déjeuners': refine(
    'cereales-petit-dejeuner',
    [/brioch|pain au|pains au|croissant|navette|pitch|pain de mie/, 'viennoiseries'],
    [/biscuit|galette|gateau|cookie/, 'biscuits-secs'],
    [/tartiner/, 'pates-a-tartiner'],
  ),
  'Petits beurres': 'biscuits-secs',
  'Petits-pois': 'conserves-legumes',
  Pickles: 'olives-pickles',
  'Plat-cuisine-surgele-poisson': 'poissons-surgeles',
  'Plat-en-sauce': 'plats-viande',
  'Plats préparés à la viande': refine(
    'plats-viande',
    FROZEN,
    [/salade|taboule/, 'salades-composees'],
    [/quiche|tarte|pizza|feuillete|friand|croque|tourte/, 'tartes-quiches'],
    [/william saurin|cassoulet|choucroute|petit sale|conserve|raviolis? /, 'plats-conserve'],
  ),
  'Plats préparés': refine(
    'plats-poisson-vegetariens',
    FROZEN,
    [/salade|taboule|crudite/, 'salades-composees'],
    [/pizza|quiche|tarte|feuillete|croque|friand|tourte|flamm/, 'tartes-quiches'],
    [/ravioli|raviole|tortellini|gnocchi|quenelle|pates fraiches/, 'pates-fraiches-quenelles'],
    [
      /poisson|saumon|cabillaud|colin|thon|crevette|merlu|\blieu\b|moules?\b|saint.jacques|fruits de mer|paella|accras|crabe/,
      'plats-poisson-vegetariens',
    ],
    [
      /poulet|boeuf|porc|veau|canard|dinde|jambon|lardon|saucisse|agneau|viande|bolognaise|chili|hachis|lasagne|parmentier|volaille|chorizo|kebab/,
      'plats-viande',
    ],
  ),
  'Plats-vegetariens': 'plats-poisson-vegetariens',
  'Poelee-de-saint-jacques': 'poissons-surgeles',
  'Poissons en conserve': 'conserves-poissons',
  'Poissons et viandes et oeufs': refine(
    'charcuterie-cuite',
    [/foie gras|foie de canard|foie d.oie/, 'foie-gras'],
    [/gesier|magret|confit/, 'volailles'],
    [/oeuf/, 'oeufs'],
    [/tripes/, 'plats-conserve'],
  ),
  'Poissons fumés': 'poissons-fumes',
  Poissons: refine(
    'poissons',
    [/surgel|\bpicard\b/, 'poissons-surgeles'],
    [/fume/, 'poissons-fumes'],
    [/conserve|a l.huile|au vin blanc|marine|sardines|miettes|rillette/, 'conserves-poissons'],
  ),
  'Pommes de terre': 'legumes-frais',
  Potage: 'soupes-purees',
  'Preparation-culinaire': 'epices-aides-culinaires',
  'Preparation-pour-pain': 'patisserie-maison',
  'Preparations-culinaires': 'epices-aides-culinaires',
  "Produits d'élevages": refine('oeufs', [/chocolat/, 'chocolats']),
  'Produits de la mer': refine(
    'poissons',
    [/surgel|\bpicard\b/, 'poissons-surgeles'],
    [/fume/, 'poissons-fumes'],
    [/conserve|miettes|rillette/, 'conserves-poissons'],
    [
      /surimi|crevette|crabe|langoust|homard|moules?\b|huitre|bulot|saint.jacques|calamar|encornet|poulpe|coquillage|bigorneau/,
      'crustaces',
    ],
  ),
  'Produits de la ruche': 'confitures-miels',
  'Produits déshydratés': 'soupes-purees',
  'Produits laitiers': refine(
    'laits',
    [/bebe|croissance/, 'alimentation-bebe'],
    [/fromage blanc|faisselle|cremet/, 'fromages-blancs'],
    [/yaourt|fermente|jockey|activia|bifidus|a boire/, 'yaourts-a-boire'],
    [/dessert|fondant|creme/, 'desserts-lactes'],
  ),
  'Produits panés': refine(
    'viandes-surgelees',
    [
      /poisson|colin|merlu|merlan|cabillaud|crevette|calamar|poissonnier|fish|saumon|lieu/,
      'poissons-surgeles',
    ],
    [/fromage|chevre|legume|vegetal|soja|epinard/, 'pizzas-surgelees'],
  ),
  "Produits vendus avant l'an 2000": 'epices-aides-culinaires',
  'Produits à la viande': 'charcuterie-cuite',
  'Produits à tartiner salés': refine('tartinables', [
    /rillette|pate|terrine|mousse|foie|galantine|fine de/,
    'pates-terrines',
  ]),
  'Produits à tartiner sucrés': 'pates-a-tartiner',
  'Produits à tartiner': refine(
    'tartinables',
    [/chataigne|marron|cacahuete|amande|noisette|chocolat|sesame/, 'pates-a-tartiner'],
    [/pate|terrine|rillette/, 'pates-terrines'],
  ),
  'Produits à teneur réduite en sel': refine(
    'charcuterie-cuite',
    [/jambon|le paris|torchon|superieur|bon paris|bien eleve/, 'jambons'],
    [/biscotte|pain/, 'pains'],
  ),
  'Proteines-de-soja': 'alternatives-vegetales',
  'Puree-de-pommes': 'compotes',
  Purées: refine('soupes-purees', [/surgel|\bpicard\b/, 'legumes-surgeles']),
  'Pâtes alimentaires': refine('pates', [
    /ravioli|frais|fraiche|gnocchi|tortellini|raviole/,
    'pates-fraiches-quenelles',
  ]),
  "Pâtes d'amande": 'confiseries',
  'Pâtes à pizza': 'pates-a-tarte',
  'Pâtes à tartiner': 'pates-a-tartiner',
  Pâtisseries: 'patisseries',
  Quenelles: 'pates-fraiches-quenelles',
  'Repas-a-boire': 'dietetique',
  Riz: 'riz',
  'Rostis-de-pommes-de-terre': 'legumes-surgeles',
  Salicornes: 'conserves-legumes',
  Sandwichs: 'sandwichs',
  'Sans-gluten': 'dietetique',
  'Sardines en conserve': 'conserves-poissons',
  'Saucisses-blanches': 'saucisses',
  Saucisses: 'saucisses',
  'Saucissons secs pur porc': 'saucissons',
  Saucissons: 'saucissons',
  Saumons: refine(
    'poissons-fumes',
    [/surgel|\bpicard\b/, 'poissons-surgeles'],
    [/fume|gravlax|marine/, 'poissons-fumes'],
    [/pave|filet|dos\b|frais|tranche de saumon|longe/, 'poissons'],
  ),
  'Sel-aux-5-epices': 'epices-aides-culinaires',
  Sels: 'epices-aides-culinaires',
  'Sirop-de-noisettes': 'sirops-boissons-fruits',
  Sirops: 'sirops-boissons-fruits',
  'Snacking-chaud': 'sandwichs',
  Snacks: refine(
    'barres-en-cas',
    [
      /croissant|brioche|pain au chocolat|pains au chocolat|pains? au lait|chinois|navette|briochette|pitch|bugnes|beignet|chausson/,
      'viennoiseries',
    ],
    [
      /chips|apero|cracker|cacahuete|bretzel|sticks?\b|pop.?corn|tortilla|souffle|biscuits? aperitif|blinis|flutes|olive|noix de cajou|pistache|curly|tuc\b/,
      'biscuits-aperitifs',
    ],
    [/barre|cereales/, 'barres-en-cas'],
    [
      /chocolat|praline|truffe|papillote|guimauve|nougat|liqueur|bonbon|pyreneen|rocher|chardon|bouchon/,
      'chocolats',
    ],
    [/biscuit|cookie|gateau|gouter|madeleine|cake|sable|gaufre/, 'biscuits-secs'],
  ),
  'Sodas aux fruits': 'sodas',
  'Sodas light': 'sodas',
  Sodas: 'sodas',
  Soins: 'soins-visage-corps',
  Soupes: 'soupes-purees',
  Stick: 'barres-en-cas',
  Sucres: 'patisserie-maison',
  Surgelés: refine(
    'plats-surgeles',
    [
      /glace|sorbet|creme glacee|esquimau|cones?\b|vacherin|omelette norv|macaron|meringue|profiterole|eclairs?\b|crumble|fondant au chocolat|moelleux au chocolat|tatin|(tarte|tartelette)s? (aux|au) (fruits|framboise|fraise|citron|pommes?|myrtilles?|chocolat|abricots?|poires?)|creme de marron|dessert|entremets|buche|gateau|mille.?feuille|charlotte/,
      'glaces',
    ],
    [
      /pizza|quiche|tarte|flamm|croque|feuillete|friand|cake|burger|sandwich|hot.dog|panini|bouchees|tourte|crepe|galette|nems?\b|samoussa|accras|mini.?cake|panes?\b/,
      'pizzas-surgelees',
    ],
    [
      /nouilles|\briz\b|pates|lasagne|gratin(?! de legumes)|hachis|parmentier|risotto|tajine|couscous|curry|blanquette|bourguignon|plat\b|cassoulet|paella|poelee cuisinee|wok|orecchiette|tagliatelle|penne|spaghetti|boeuf.*sauce|poulet.*(sauce|epices)|blanquette|quinoa|salade/,
      'plats-surgeles',
    ],
    [
      /poisson|saumon|cabillaud|colin|\blieu\b|merlu|thon|crevette|saint.jacques|moule|calamar|gambas|fruits de mer|langoust|homard|crabe|\bsole\b|\bbar\b|dorade|truite|scampi|escargot|lotte|noix de st/,
      'poissons-surgeles',
    ],
    [
      /steak|hache|boeuf|poulet|dinde|porc|veau|agneau|canard|escalope|cordon|nuggets|viande|kebab|saucisse|foie gras|magret|cote|roti|chapon|cuisse|faux.filet|bavette|entrecote|pintade|lapin|chipolata|merguez|boulette/,
      'viandes-surgelees',
    ],
    [
      /frites|pommes? de terre|potatoes|rostis|churros de pomme|puree|legume|haricot|petits pois|epinard|brocoli|chou|carotte|courgette|champignon|poelee|ratatouille|poivron|asperge|butternut|courge|fleurette|jardiniere|herbes|persil|oignon|mais\b|artichaut|aubergine|celeri|navet|panais|potiron|soupe|veloute/,
      'legumes-surgeles',
    ],
  ),
  'Tablettes-de-chocolat': 'chocolats',
  Tartes: refine('tartes-quiches', [
    /pomme|citron|fruits|framboise|fraise|myrtille|abricot|poire|chocolat|normande|bourdaloue|tatin|flan|sucre|rhubarbe|cerise|prune|mirabelle|amandine|frangipane/,
    'patisseries',
  ]),
  Tartines: 'pains',
  Terrines: 'pates-terrines',
  Thons: 'conserves-poissons',
  Thés: 'cafes-thes',
  Tomates: refine('legumes-frais', [
    /pelees|concass|conserve|puree|coulis|sechees|pulpe|sauce/,
    'conserves-legumes',
  ]),
  Tourtes: 'tartes-quiches',
  'Tourtes-aux-cerises': 'patisseries',
  Vegan: 'alternatives-vegetales',
  Verre: 'soupes-purees',
  Vermicelles: 'pates',
  'Viande-de-poulet': 'volailles',
  'Viande-hachee': 'boucherie',
  Viandes: refine(
    'boucherie',
    [/surgel|\bpicard\b/, 'viandes-surgelees'],
    [/poulet|dinde|volaille|canard|pintade|caille|lapin|chapon|coquelet|oie\b/, 'volailles'],
  ),
  'Viennoiseries-et-brioches': 'viennoiseries',
  Volailles: refine(
    'volailles',
    [/surgel|\bpicard\b/, 'viandes-surgelees'],
    [
      /jambon de|blanc de (poulet|dinde)|tranches|rôti de (poulet|dinde) cuit|roti de (poulet|dinde) cuit|charcuterie|knack|saucisse/,
      'charcuterie-cuite',
    ],
  ),
  'Yaourt-au-soja-aromatise': 'alternatives-vegetales',
  'Yaourts aux fruits': 'yaourts-aux-fruits',
  'Yaourts brassés': refine('yaourts-nature', [FRUIT_FLAVOUR, 'yaourts-aux-fruits']),
  'Yaourts entiers': refine('yaourts-nature', [FRUIT_FLAVOUR, 'yaourts-aux-fruits']),
  'Yaourts à boire': 'yaourts-a-boire',
  Yaourts: refine(
    'yaourts-nature',
    [/soja|vegetal|amande|avoine/, 'alternatives-vegetales'],
    [/a boire|drink|actimel|kefir|lait fermente/, 'yaourts-a-boire'],
    [FRUIT_FLAVOUR, 'yaourts-aux-fruits'],
  ),
  'en:labeled-products': refine('fromages-regions', [/oeuf/, 'oeufs']),
  Édulcorants: 'patisserie-maison',
  'Œufs de poisson': 'poissons-fumes',
};

/** Lower case, no accents, "œ" as "oe": the form the keywords above are written in. */
export function foldForMatching(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[’`]/g, "'");
}

/** The leaf slug of a product from its OFF category, name and brands. */
export function shopCategoryFor(
  sourceCategory: string,
  name: string,
  brands: readonly string[] = [],
): string {
  const target = CATEGORY_MAP[sourceCategory];
  if (target === undefined)
    throw new Error(`Catégorie sans correspondance dans le rayonnage : ${sourceCategory}`);
  if (typeof target === 'string') return target;
  const text = foldForMatching(`${name} ${brands.join(' ')}`);
  for (const [pattern, slug] of target.rules) if (pattern.test(text)) return slug;
  return target.otherwise;
}

/** Every slug the map can send a product to (for checks). */
export function mappedSlugs(): Set<string> {
  const slugs = new Set<string>();
  for (const target of Object.values(CATEGORY_MAP)) {
    if (typeof target === 'string') slugs.add(target);
    else {
      slugs.add(target.otherwise);
      for (const [, slug] of target.rules) slugs.add(slug);
    }
  }
  return slugs;
}

/** Slugs in the map that are not leaves of the tree (should be none). */
export function unknownMappedSlugs(): string[] {
  return [...mappedSlugs()].filter((slug) => !LEAVES.has(slug));
}
