/** French labels the documents print for the API's codes. */

const MODES: Record<string, string> = {
  DRIVE: 'Drive',
  CC: 'Click & collect',
  CC_TRAITEUR_NOEL: 'Click & collect traiteur de fêtes',
  CC_TRAITEUR_PERMANENT: 'Click & collect traiteur',
  LAD: 'Livraison à domicile',
  LDD: 'Livraison à domicile par un vendeur partenaire',
  CEV: 'Retrait en magasin',
  PRP: 'Point retrait',
  PRC: 'Casier de retrait',
  PRC_DELIPOP: 'Casier de retrait',
  LC: 'Livraison en consigne',
};

const PAYMENTS: Record<string, string> = {
  cb: 'Payé par carte bancaire',
  '3FCB': 'Payé par carte bancaire en 3 fois',
  '4FCB': 'Payé par carte bancaire en 4 fois',
  carte_cabas: 'Payé avec la carte Cabas',
  carte_malin: 'Payé avec la carte Malin',
  CRF: 'Payé avec la carte partenaire',
  ckdo: 'Payé avec une carte cadeau',
  especes: 'Payé en espèces',
  ticket_restaurant: 'Payé en titres-restaurant',
};

const STATUSES: Record<string, string> = {
  COMMANDEE: 'en cours de préparation',
  VALIDEE: 'validée',
  EN_ATTENTE: 'paiement en attente',
  RETIREE: 'retirée',
  LIVREE: 'livrée',
  ANNULEE: 'annulée',
  REFUSEE: 'refusée',
  ERREUR: 'en erreur',
  DEJA_TRAITEE: 'traitée',
};

export const modeLabel = (code: string) => MODES[code] ?? 'Commande en ligne';
/** A till's own payment label (decision 128: « Chèque », « Bon d’achat ») is kept as written, not a code. */
const isTillLabel = (code: string) => !/^[A-Za-z0-9_]+$/.test(code);
export const paymentLabel = (code: string) =>
  PAYMENTS[code] ?? (isTillLabel(code) ? `Payé : ${code}` : 'Payé par carte bancaire');
export const statusLabel = (code: string) => STATUSES[code] ?? code.toLowerCase();

/** The in-store receipt's payment, as listed: 'Carte bancaire', 'Espèces'. */
const TILL_PAYMENTS: Record<string, string> = {
  cb: 'Carte bancaire',
  especes: 'Espèces',
  ticket_restaurant: 'Titres-restaurant',
  carte_cabas: 'Carte Cabas',
};
export const tillPaymentLabel = (code: string) =>
  TILL_PAYMENTS[code] ?? (isTillLabel(code) ? code : 'Carte bancaire');
