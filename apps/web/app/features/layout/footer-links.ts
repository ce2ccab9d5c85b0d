/**
 * Footer link groups: help, loyalty, legal, personal data, pro services, shop links
 * and terms. Addresses are the shop's page addresses (CMS pages live under /infos-et-services and /legal;
 * their slugs are the CMS's and may be adjusted by the content issue).
 */
export interface FooterGroup {
  id: string;
  title: string;
  links: { label: string; to: string }[];
}

export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    id: 'aide',
    title: 'Aide',
    links: [
      { label: 'Contactez-nous', to: '/infos-et-services/aide/contactez-nous' },
      { label: 'Infos et services', to: '/infos-et-services' },
      { label: 'Guide des tailles', to: '/infos-et-services/aide/guide-des-tailles' },
      { label: 'Drive piéton', to: '/infos-et-services/drive-pieton' },
      { label: 'Casiers et consignes de retrait', to: '/infos-et-services/casiers-de-retrait' },
    ],
  },
  {
    id: 'fidelite',
    title: 'Fidélité',
    links: [
      { label: 'Le programme de fidélité', to: '/accueil-fidelite' },
      { label: 'Créer ma carte de fidélité', to: '/creation-carte-fidelite' },
      { label: 'Ma carte et ma cagnotte', to: '/mon-compte/ma-fidelite' },
      {
        label: 'Carte déjà associée à un compte',
        to: '/infos-et-services/pages-cachees/carte-fidelite-associee-a-un-compte-comment-faire',
      },
    ],
  },
  {
    id: 'magasins',
    title: 'Nos magasins',
    links: [
      { label: 'Trouver un magasin', to: '/magasins' },
      { label: 'Prospectus', to: '/prospectus' },
      { label: 'Tous les rayons', to: '/rayons' },
      { label: "L'abonnement livraison", to: '/abonnement-livraison' },
      { label: 'Recettes', to: '/recettes' },
    ],
  },
  {
    id: 'pro',
    title: 'Services pro',
    links: [
      { label: 'Nos services aux professionnels', to: '/infos-et-services/services-pro' },
      {
        label: 'Conditions générales de vente drive pro',
        to: '/legal/conditions-generales-de-vente-drive-pro',
      },
      { label: 'Données personnelles des clients pro', to: '/legal/politique-donnees-personnelles-pro' },
    ],
  },
  {
    id: 'legal',
    title: 'Informations légales',
    links: [
      { label: 'Mentions légales', to: '/legal/mentions-legales' },
      { label: 'Conditions générales de vente drive', to: '/legal/conditions-generales-de-vente-drive' },
      {
        label: 'Conditions générales de vente traiteur de fêtes',
        to: '/legal/conditions-generales-de-vente-traiteur-fetes',
      },
      { label: 'Conditions de livraison', to: '/legal/infos-specifiques' },
      { label: "Conditions générales d'utilisation", to: '/legal/conditions-generales-utilisation' },
    ],
  },
  {
    id: 'donnees',
    title: 'Données personnelles',
    links: [
      { label: 'Politique de protection des données', to: '/legal/donnees-personnelles' },
      { label: 'Cookies', to: '/legal/cookies' },
      { label: 'Accessibilité : conformité partielle', to: '/legal/accessibilite' },
    ],
  },
];

/** Legal banners (Code de la santé publique, art. L3323-4 and L3342-1; L3513-5 for vaping products). */
export const ALCOHOL_WARNING = "L'abus d'alcool est dangereux pour la santé, à consommer avec modération.";
export const MINORS_BAN =
  "La vente d'alcool et de produits du vapotage aux mineurs de moins de 18 ans est interdite.";
export const DATA_CREDITS =
  'Données : Open Food Facts (ODbL), INSEE / IGN / La Poste (Licence Ouverte), Etalab.';
