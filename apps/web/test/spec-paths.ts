/**
 * Every address of the shop's specification, with the layout its page uses: the storefront's map,
 * kept as a test fixture (it is not shipped). `spec-paths.test.ts` checks that `app/routes.ts` serves
 * each built one under the right layout and lists the ones no page serves yet.
 *
 * `path` is the React Router pattern of the address; `null` marks an address React Router's pattern
 * syntax cannot express (the category list, a CMS page under a splat), served by a catch-all route
 * and checked with `sample`, a real address of that shape. `redirect` marks a permanent redirect
 * answered by the root middleware instead of a page.
 */

export const LAYOUT_NAMES = [
  'default',
  'none',
  'commander',
  'commander-mode-livraison',
  'commander-pro',
] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

export interface SpecPath {
  /** The address as the specification writes it. */
  spec: string;
  path: string | null;
  layout: LayoutName;
  sample?: string;
  redirect?: string;
}

export const SPEC_PATHS: readonly SpecPath[] = [
  { spec: '/', path: '/', layout: 'default' },
  {
    spec: '/{slug...}/{lastSlug}-c-{id}/{filtersQuery...}',
    path: null,
    layout: 'default',
    sample: '/epicerie-salee/pates-riz-c-12/marque-bio',
  },
  { spec: '/recherche/{filtersQuery...}', path: '/recherche/*', layout: 'default' },
  { spec: '/article/{id}/{slug?}', path: '/article/:id/:slug?', layout: 'default' },
  { spec: '/article-ean/{ean}', path: '/article-ean/:ean', layout: 'default' },
  { spec: '/article/mixin', path: '/article/mixin', layout: 'default' },
  { spec: '/infoconso/{ean}', path: '/infoconso/:ean', layout: 'none' },
  { spec: '/infoconso', path: '/infoconso', layout: 'none' },
  { spec: '/panier', path: '/panier', layout: 'default' },
  { spec: '/commander', path: '/commander', layout: 'commander' },
  { spec: '/commander/connexion', path: '/commander/connexion', layout: 'commander' },
  { spec: '/commander/creation-compte', path: '/commander/creation-compte', layout: 'commander' },
  {
    spec: '/commander/mode-livraison',
    path: '/commander/mode-livraison',
    layout: 'commander-mode-livraison',
  },
  {
    spec: '/commander/adresse-livraison',
    path: '/commander/adresse-livraison',
    layout: 'commander-mode-livraison',
  },
  {
    spec: '/commander/adresse-livraison/{id}',
    path: '/commander/adresse-livraison/:id',
    layout: 'commander-mode-livraison',
  },
  { spec: '/commander/paiement-et-avantages', path: '/commander/paiement-et-avantages', layout: 'commander' },
  {
    spec: '/commander/produits-incompatibles',
    path: '/commander/produits-incompatibles',
    layout: 'commander',
  },
  { spec: '/commander/confirmation/{id}/ok', path: '/commander/confirmation/:id/ok', layout: 'commander' },
  {
    spec: '/commander/confirmation/{id}/en-attente',
    path: '/commander/confirmation/:id/en-attente',
    layout: 'commander',
  },
  {
    spec: '/commander/confirmation/{id}/deja-traitee',
    path: '/commander/confirmation/:id/deja-traitee',
    layout: 'commander',
  },
  {
    spec: '/commander/confirmation/annulation',
    path: '/commander/confirmation/annulation',
    layout: 'commander',
  },
  { spec: '/commander/confirmation/erreur', path: '/commander/confirmation/erreur', layout: 'commander' },
  { spec: '/commander/confirmation/refus', path: '/commander/confirmation/refus', layout: 'commander' },
  { spec: '/commander-pro', path: '/commander-pro', layout: 'commander-pro' },
  {
    spec: '/commander-pro/infos-facturation',
    path: '/commander-pro/infos-facturation',
    layout: 'commander-pro',
  },
  {
    spec: '/commander-pro/confirmation/{id}',
    path: '/commander-pro/confirmation/:id',
    layout: 'commander-pro',
  },
  { spec: '/connexion', path: '/connexion', layout: 'default' },
  { spec: '/creation-compte', path: '/creation-compte', layout: 'default' },
  { spec: '/confirmation-creation-compte', path: '/confirmation-creation-compte', layout: 'default' },
  { spec: '/mdp-oublie', path: '/mdp-oublie', layout: 'default' },
  { spec: '/mdp-oublie/reinitialisation', path: '/mdp-oublie/reinitialisation', layout: 'default' },
  { spec: '/creation-carte-fidelite', path: '/creation-carte-fidelite', layout: 'default' },
  { spec: '/erreur-creation-carte', path: '/erreur-creation-carte', layout: 'default' },
  { spec: '/accueil-fidelite', path: '/accueil-fidelite', layout: 'default' },
  { spec: '/abonnement-livraison', path: '/abonnement-livraison', layout: 'default' },
  { spec: '/rayons', path: '/rayons', layout: 'default' },
  { spec: '/planning', path: '/planning', layout: 'default' },
  { spec: '/mes-repas', path: '/mes-repas', layout: 'default' },
  { spec: '/mes-recettes-personnelles', path: '/mes-recettes-personnelles', layout: 'default' },
  { spec: '/recettes-favorites', path: '/recettes-favorites', layout: 'default' },
  { spec: '/recettes', path: '/recettes', layout: 'default' },
  { spec: '/404', path: '/404', layout: 'default' },
  { spec: '/mon-compte', path: '/mon-compte', layout: 'default' },
  { spec: '/mon-compte/mes-commandes', path: '/mon-compte/mes-commandes', layout: 'default' },
  { spec: '/mon-compte/mes-commandes/{id}', path: '/mon-compte/mes-commandes/:id', layout: 'default' },
  {
    spec: '/mon-compte/mes-commandes/{id}/produits',
    path: '/mon-compte/mes-commandes/:id/produits',
    layout: 'default',
  },
  // Issue #19 (not in the specification): cancel and edit a placed order before its cut-off.
  {
    spec: '/mon-compte/mes-commandes/{id}/annulation',
    path: '/mon-compte/mes-commandes/:id/annulation',
    layout: 'default',
  },
  {
    spec: '/mon-compte/mes-commandes/{id}/modifier',
    path: '/mon-compte/mes-commandes/:id/modifier',
    layout: 'default',
  },
  {
    spec: '/mon-compte/mes-commandes/en-magasin',
    path: '/mon-compte/mes-commandes/en-magasin',
    layout: 'default',
  },
  // The invoice of an order: its billing address form, then the PDF to print.
  {
    spec: '/mon-compte/mes-commandes/{id}/facture',
    path: '/mon-compte/mes-commandes/:id/facture',
    layout: 'default',
  },
  { spec: '/mon-compte/toutes-mes-commandes', path: '/mon-compte/toutes-mes-commandes', layout: 'default' },
  { spec: '/mon-compte/mes-listes-de-courses', path: '/mon-compte/mes-listes-de-courses', layout: 'default' },
  {
    spec: '/mon-compte/mes-listes-de-courses/{id}',
    path: '/mon-compte/mes-listes-de-courses/:id',
    layout: 'default',
  },
  {
    spec: '/mon-compte/mes-produits-habituels',
    path: '/mon-compte/mes-produits-habituels',
    layout: 'default',
  },
  { spec: '/mon-compte/abonnements', path: '/mon-compte/abonnements', layout: 'default' },
  { spec: '/mon-compte/ma-fidelite', path: '/mon-compte/ma-fidelite', layout: 'default' },
  // Issue #40 (decision 125): the points transformation's page, the popin's summary without JavaScript.
  {
    spec: '/mon-compte/ma-fidelite/points/{id}',
    path: '/mon-compte/ma-fidelite/points/:id',
    layout: 'default',
  },
  // Issue #40 (decision 126): the 'defis' section of the loyalty area (spec doc 2 §6).
  { spec: '/mon-compte/ma-fidelite/defis', path: '/mon-compte/ma-fidelite/defis', layout: 'default' },
  // Issue #40 (decision 127): a card's history, beyond the spec.
  {
    spec: '/mon-compte/ma-fidelite/mouvements/{id}',
    path: '/mon-compte/ma-fidelite/mouvements/:id',
    layout: 'default',
  },
  { spec: '/mon-compte/mon-profil', path: '/mon-compte/mon-profil', layout: 'default' },
  // The e-mail change link's page and the page after an account deletion (profile, issue #19).
  {
    spec: '/mon-compte/mon-profil/confirmation-email',
    path: '/mon-compte/mon-profil/confirmation-email',
    layout: 'default',
  },
  { spec: '/compte-supprime', path: '/compte-supprime', layout: 'default' },
  { spec: '/mon-compte/mes-adresses', path: '/mon-compte/mes-adresses', layout: 'default' },
  { spec: '/mon-compte/mes-cartes-bancaires', path: '/mon-compte/mes-cartes-bancaires', layout: 'default' },
  // Not named by the specification: the store newsletters page and the e-mails' unsubscribe link
  // (decision record 049).
  { spec: '/mon-compte/mes-newsletters', path: '/mon-compte/mes-newsletters', layout: 'default' },
  { spec: '/desinscription-newsletter', path: '/desinscription-newsletter', layout: 'default' },
  // Not named by the specification: the pro services space (doc 2 §6; decision 119).
  { spec: '/mon-compte/espace-pro', path: '/mon-compte/espace-pro', layout: 'default' },
  // Not named by the specification: the confirmation e-mail's « Je suis arrivé(e) » link
  // (decision 116).
  { spec: '/commande/arrivee/{jeton}', path: '/commande/arrivee/:jeton', layout: 'default' },
  {
    spec: '/infos-et-services/pages-cachees/carte-fidelite-associee-a-un-compte-comment-faire',
    path: null,
    sample: '/infos-et-services/pages-cachees/carte-fidelite-associee-a-un-compte-comment-faire',
    layout: 'default',
  },
  { spec: '/magasins', path: '/magasins', layout: 'default' },
  { spec: '/magasins/{slug}-m-{id}', path: '/magasins/:store', layout: 'default' },
  { spec: '/magasins/{slug}-m-{id}/blog', path: '/magasins/:store/blog', layout: 'default' },
  {
    spec: '/magasins/{slug}-m-{id}/blog/{articleSlug}-a-{articleId}',
    path: '/magasins/:store/blog/:article',
    layout: 'default',
  },
  { spec: '/magasins/choisir', path: '/magasins/choisir', layout: 'default' },
  { spec: '/prospectus', path: '/prospectus', layout: 'default' },
  { spec: '/prospectus/{slug...}', path: '/prospectus/*', layout: 'default' },
  { spec: '/prospectus/borne', path: '/prospectus/borne', layout: 'none' },
  { spec: '/prospectus/borne/{slug...}', path: '/prospectus/borne/*', layout: 'none' },
  { spec: '/infos-et-services', path: '/infos-et-services', layout: 'default' },
  {
    spec: '/infos-et-services/prospectus',
    path: '/infos-et-services/prospectus',
    layout: 'default',
    redirect: '/prospectus',
  },
  { spec: '/infos-et-services/{slug...}', path: '/infos-et-services/*', layout: 'default' },
  { spec: '/legal/{slug...}', path: '/legal/*', layout: 'default' },
  // Not named by the specification (but the card activation): the form pages under the contact page
  // and the newsletter's confirmation link (decision record 065).
  {
    spec: '/infos-et-services/aide/contactez-nous/formulaire-contact',
    path: '/infos-et-services/aide/contactez-nous/formulaire-contact',
    layout: 'default',
  },
  {
    spec: '/infos-et-services/aide/contactez-nous/formulaire-demande-carte-malin',
    path: '/infos-et-services/aide/contactez-nous/formulaire-demande-carte-malin',
    layout: 'default',
  },
  {
    spec: '/infos-et-services/aide/contactez-nous/formulaire-activation-carte-malin',
    path: '/infos-et-services/aide/contactez-nous/formulaire-activation-carte-malin',
    layout: 'default',
  },
  {
    spec: '/infos-et-services/aide/contactez-nous/formulaire-retractation',
    path: '/infos-et-services/aide/contactez-nous/formulaire-retractation',
    layout: 'default',
  },
  {
    spec: '/infos-et-services/aide/contactez-nous/formulaire-newsletter',
    path: '/infos-et-services/aide/contactez-nous/formulaire-newsletter',
    layout: 'default',
  },
  {
    spec: '/infos-et-services/aide/contactez-nous/formulaire-question-produit',
    path: '/infos-et-services/aide/contactez-nous/formulaire-question-produit',
    layout: 'default',
  },
  {
    spec: '/infos-et-services/aide/contactez-nous/formulaire-resiliation-fidelite',
    path: '/infos-et-services/aide/contactez-nous/formulaire-resiliation-fidelite',
    layout: 'default',
  },
  {
    spec: '/infos-et-services/aide/contactez-nous/formulaire-newsletter/confirmation',
    path: '/infos-et-services/aide/contactez-nous/formulaire-newsletter/confirmation',
    layout: 'default',
  },
  // Not named by the specification: a recipe's page and the personal recipe form (decision record 067).
  { spec: '/recettes/{id}/{slug}', path: '/recettes/:id/:slug?', layout: 'default' },
  {
    spec: '/mes-recettes-personnelles/nouvelle',
    path: '/mes-recettes-personnelles/nouvelle',
    layout: 'default',
  },
  {
    spec: '/mes-recettes-personnelles/{id}/modifier',
    path: '/mes-recettes-personnelles/:id/modifier',
    layout: 'default',
  },
  // Not named by the specification: the usual basket of the buying rhythm (decision record 055).
  {
    spec: '/mon-compte/mes-produits-habituels/preparer-mon-panier',
    path: '/mon-compte/mes-produits-habituels/preparer-mon-panier',
    layout: 'default',
  },
];
