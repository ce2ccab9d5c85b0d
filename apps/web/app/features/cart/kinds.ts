import type { CartKind } from '@cabas/contracts';

/** French names of the cart kinds: tab labels of /panier and the add-to-cart hints. */
export const CART_KIND_LABELS: Record<CartKind, string> = {
  drive: 'Drive',
  click_and_collect: 'Click & Collect',
  click_and_collect_traiteur_permanent: 'Traiteur',
  click_and_collect_traiteur_noel: 'Traiteur de fêtes',
  ldd: 'Livraison par un vendeur',
};

/**
 * The caterer rules as shown on caterer products: festive orders before 17 December noon for
 * pickup on 23 or 24 December, before 23 December noon for 30 or 31 December; permanent caterer
 * pickup within 4 working days.
 */
export const CATERER_RULES: Partial<Record<CartKind, string>> = {
  click_and_collect_traiteur_noel:
    'Commandez avant le 17 décembre à midi pour un retrait les 23 ou 24 décembre, avant le 23 décembre à midi pour un retrait les 30 ou 31 décembre.',
  click_and_collect_traiteur_permanent: 'Retrait en magasin sous 4 jours ouvrés.',
};
