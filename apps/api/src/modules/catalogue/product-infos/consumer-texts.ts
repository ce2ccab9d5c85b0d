/**
 * Usage and storage texts of the consumer information (MODE_EMPLOI,
 * CONSERVATION), by department.
 */
export interface ConsumerTexts {
  usage: string | null;
  storage: string | null;
}

const FRIDGE = 'À conserver au réfrigérateur entre 0 °C et 4 °C. Après ouverture, à consommer rapidement.';
const DRY = 'À conserver dans un endroit sec, à l’abri de la chaleur et de la lumière.';
const PACK = 'Se reporter aux instructions de préparation figurant sur l’emballage.';
const KEEP_AWAY = 'Tenir hors de portée des enfants.';

export const CONSUMER_TEXTS: Readonly<Record<string, ConsumerTexts>> = {
  'fruits-et-legumes': {
    usage: 'Laver soigneusement avant consommation.',
    storage:
      'À conserver dans un endroit frais et sec, au réfrigérateur pour les fruits et légumes fragiles.',
  },
  'cremerie-et-produits-laitiers': { usage: 'À consommer de préférence bien frais.', storage: FRIDGE },
  'boucherie-volaille-poissonnerie': {
    usage: 'Cuire à cœur avant consommation.',
    storage: 'À conserver au réfrigérateur entre 0 °C et 4 °C, à consommer avant la date limite.',
  },
  'charcuterie-et-traiteur': {
    usage: PACK,
    storage: 'À conserver au réfrigérateur entre 0 °C et 4 °C. Après ouverture, à consommer sous 3 jours.',
  },
  'epicerie-salee': { usage: PACK, storage: DRY },
  'epicerie-sucree': { usage: null, storage: DRY },
  boissons: {
    usage: 'À servir frais.',
    storage:
      'À conserver à l’abri de la chaleur et de la lumière. Après ouverture, à conserver au réfrigérateur.',
  },
  surgeles: {
    usage: 'Cuire sans décongélation préalable, selon les indications de l’emballage.',
    storage: 'À conserver au congélateur à -18 °C. Ne jamais recongeler un produit décongelé.',
  },
  'pains-et-patisseries': {
    usage: null,
    storage: 'À conserver dans un endroit sec, à température ambiante.',
  },
  bebe: {
    usage: 'Respecter les doses et les âges indiqués sur l’emballage.',
    storage: 'À conserver dans un endroit sec et tempéré.',
  },
  'hygiene-et-beaute': { usage: 'Usage externe. Éviter le contact avec les yeux.', storage: KEEP_AWAY },
  'entretien-et-maison': {
    usage: `Respecter les précautions d’emploi figurant sur l’emballage. ${KEEP_AWAY}`,
    storage: 'À conserver dans son emballage d’origine.',
  },
  animalerie: {
    usage: 'Laisser de l’eau fraîche à disposition de l’animal.',
    storage: 'À conserver dans un endroit sec, emballage bien refermé.',
  },
  'cartes-cadeaux': {
    usage: 'Utilisable en une ou plusieurs fois dans nos magasins et sur le site, pendant un an.',
    storage: null,
  },
};

export const ALCOHOL_WARNING = 'L’abus d’alcool est dangereux pour la santé, à consommer avec modération.';
export const NUTRISCORE_LINK = {
  title: 'Comprendre le Nutri-Score',
  url: 'https://www.santepubliquefrance.fr/determinants-de-sante/nutrition-et-activite-physique/articles/nutri-score',
};
