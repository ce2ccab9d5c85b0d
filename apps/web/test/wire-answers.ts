/**
 * The money parts of the API's answers, complete, for the fake APIs of tests: the client decodes
 * every amount of a call's answer (euros into cents) before a feature sees it.
 */
export const wireCart = (over: Record<string, unknown> = {}) => ({
  montant_total_ttc: 0,
  montant_total_ttc_sans_rsa: 0,
  montant_total_remise: 0,
  lignes_panier: [],
  options_incluses: [],
  reductions: [],
  ...over,
});

export const wireCheckoutAmounts = (over: Record<string, unknown> = {}) => ({
  total_panier: 0,
  frais: 0,
  total_ttc: 0,
  tirelire: 0,
  carte_cadeau: 0,
  carte_carrefour: 0,
  reste_a_payer: 0,
  ...over,
});

export const wireOrderModes = (infos: Record<string, unknown> = {}) => ({
  infos: {
    service_preselectionne: null,
    lad_abonnement: false,
    montantMinimumLAD: null,
    tarif_livraison_defaut: 0,
    ...infos,
  },
  modes: [],
  services: {},
});

export const wireStoreAttributes = (over: Record<string, unknown> = {}) => ({
  montantMinimumLAD: null,
  modes_commande: [],
  ...over,
});
