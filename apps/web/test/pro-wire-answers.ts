/**
 * The pro checkout's and the pro space's answers for the fake APIs of tests (decision 119), complete
 * enough for the storefront to decode them (euros on the wire).
 */
import { wireCart } from './wire-answers.ts';

export const wireProCheckout = (attributes: Record<string, unknown> = {}, services: unknown[] = []) => ({
  data: {
    type: 'checkoutPro',
    id: 41,
    attributes: {
      dateLastUpdate: '2026-11-29T09:00:00.000Z',
      magasin_id: 7,
      type_panier: 'drive',
      service_id: null,
      modeCommandeLibelle: null,
      creneau: null,
      dateRetrait: null,
      modePaiement: null,
      paiement_differe: { possible: true, raison: null },
      delai_paiement_jours: 30,
      montants: {
        total_panier: 120.5,
        frais: 0,
        total_ttc: 120.5,
        total_ht: 110.95,
        tva: [{ taux: '5,5 %', base_ht: 110.95, montant_tva: 9.55 }],
      },
      entreprise: {
        raison_sociale: 'Boulangerie Lefebvre',
        siret: '51234567900009',
        tva_intracommunautaire: 'FR75512345679',
        adresse: '12 rue Nationale',
        code_postal: '59000',
        ville: 'Lille',
      },
      encours: { plafond: 3000, utilise: 250, disponible: 2750 },
      contact: {
        prenom_referent: 'Claire',
        nom_referent: 'Martin',
        tel_referent: '03 20 00 00 00',
        mobile_referent: null,
        mail_referent: 'pro@cabas.exemple.fr',
      },
      a_completer: [],
      produits_non_autorises: [],
      panier: wireCart({ nb_articles: 3, montant_total_ttc: 120.5 }),
      ...attributes,
    },
    services,
  },
  meta: { message_warning: [] },
});

export const wireDriveService = (over: Record<string, unknown> = {}) => ({
  id: 3,
  label: 'Drive de Lille',
  description: null,
  adresse: '1 rue du Drive, Lille',
  type: 'DRIVE',
  sous_type: null,
  gps: null,
  info_non_retrait: null,
  checkout: { montant_max: null },
  mode: 'DRIVE',
  possible: true,
  raisons: [],
  tarif_mini_txt: null,
  prochain_creneau: null,
  ...over,
});

export const wireProSpace = () => ({
  data: {
    entreprise: {
      raison_sociale: 'Boulangerie Lefebvre',
      siret: '51234567900009',
      tva_intracommunautaire: 'FR75512345679',
      adresse: '12 rue Nationale',
      code_postal: '59000',
      ville: 'Lille',
    },
    contact: {
      prenom_referent: 'Claire',
      nom_referent: 'Martin',
      tel_referent: '03 20 00 00 00',
      mobile_referent: '06 00 00 00 00',
      mail_referent: 'pro@cabas.exemple.fr',
    },
    magasins: [{ id: 7, name: 'Cabas Lille', ville: 'Lille', delai_paiement_jours: 30, service_pro: true }],
    encours: { plafond: 3000, utilise: 250.4, disponible: 2749.6 },
    factures_a_payer: { nombre: 1, montant: 250.4, en_retard: 0 },
  },
});

export const wireProInvoices = (statut = 'a_payer') => ({
  data: [
    {
      numero: 'FP-2026-000001',
      commande_id: 90,
      numero_commande_pro: 'PRO-000090',
      magasin: { id: 7, name: 'Cabas Lille' },
      date_facture: '2026-11-20',
      date_echeance: '2026-12-20',
      montant_ttc: 250.4,
      statut,
      reglee_le: null,
    },
  ],
  meta: { page: 1, total: 1, par_page: 20, nb_pages: 1 },
});
