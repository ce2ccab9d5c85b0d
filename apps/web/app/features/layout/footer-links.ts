/**
 * Footer link groups: help, loyalty, legal, personal data, pro services, shop links and terms. Each
 * address is a page of the shop: the information and legal pages are the CMS's (`/infos-et-services`,
 * `/legal`); « Gestion des cookies » opens the cookie choice (the cookie policy's form without
 * JavaScript).
 */
export interface FooterLink {
  label: string;
  to: string;
  /** The link that opens the cookie choice popin. */
  consent?: true;
}

export interface FooterGroup {
  id: string;
  title: string;
  links: FooterLink[];
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
      { label: 'Casiers de retrait', to: '/infos-et-services/casiers-de-retrait' },
      { label: 'Consignes easybox', to: '/infos-et-services/easybox' },
    ],
  },
  {
    id: 'fidelite',
    title: 'Fidélité',
    links: [
      { label: 'Le programme de fidélité', to: '/infos-et-services/fidelite/programme-fidelite' },
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
      { label: 'Recettes', to: '/recettes' },
      { label: 'Le traiteur', to: '/infos-et-services/services/traiteur' },
      { label: 'La consigne des sacs', to: '/infos-et-services/services/consigne-des-sacs' },
      { label: "L'abonnement livraison", to: '/infos-et-services/services/abonnement-livraison' },
    ],
  },
  {
    id: 'pro',
    title: 'Services pro',
    links: [
      { label: 'Nos services aux professionnels', to: '/infos-et-services/services-pro' },
      {
        label: 'Conditions générales de vente drive pro',
        to: '/legal/conditions-generales-de-vente/drive-pro',
      },
      { label: 'Données personnelles des clients pro', to: '/legal/donnees-personnelles/pro' },
    ],
  },
  {
    id: 'legal',
    title: 'Informations légales',
    links: [
      { label: 'Mentions légales', to: '/legal/mentions-legales' },
      { label: 'Conditions générales de vente drive', to: '/legal/conditions-generales-de-vente/drive' },
      {
        label: 'Conditions générales de vente traiteur de fêtes',
        to: '/legal/conditions-generales-de-vente/traiteur-de-fetes',
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
      { label: 'Politique cookies', to: '/legal/cookies' },
      { label: 'Gestion des cookies', to: '/legal/cookies#gestion-des-cookies', consent: true },
      { label: 'Accessibilité : partiellement conforme', to: '/legal/accessibilite' },
    ],
  },
];

/** Legal banners (Code de la santé publique, art. L3323-4 and L3342-1; L3513-5 for vaping products). */
export const ALCOHOL_WARNING = "L'abus d'alcool est dangereux pour la santé, à consommer avec modération.";
export const MINORS_BAN =
  "La vente d'alcool et de produits du vapotage aux mineurs de moins de 18 ans est interdite.";
export const DATA_CREDITS =
  'Données : Open Food Facts (ODbL), INSEE / IGN / La Poste (Licence Ouverte), Etalab.';
