/**
 * The professional buyers' limits, labels and French messages, without zod: the browser imports them
 * (the pro checkout's form and popins), and a module of plain values keeps the schemas of pro.ts out
 * of its bundle.
 */
import { messages } from './messages.ts';

/** How a pro pays: on invoice (deferred, the agreement's payment term) or by card on the hosted page. */
export const PRO_PAYMENT_MODES = ['differe', 'cb'] as const;
export type ProPaymentMode = (typeof PRO_PAYMENT_MODES)[number];
export const PRO_PAYMENT_MODE_LABELS: Record<ProPaymentMode, string> = {
  differe: 'Paiement différé sur facture',
  cb: 'Carte bancaire',
};

/** Whether an order was placed on invoice (its payment code `differe`), not by card. */
export const isPaidOnInvoice = (order: { code_paiement: string }) => order.code_paiement === 'differe';

export const PRO_INVOICE_STATUSES = ['a_payer', 'en_retard', 'payee'] as const;
export type ProInvoiceStatusCode = (typeof PRO_INVOICE_STATUSES)[number];
export const PRO_INVOICE_STATUS_LABELS: Record<ProInvoiceStatusCode, string> = {
  a_payer: 'À payer',
  en_retard: 'En retard',
  payee: 'Payée',
};

export const PRO_REF_MAX = 35;
export const PRO_NAME_MAX = 80;
export const PRO_BENEFICIARY_ADDRESS_MAX = 200;
export const PRO_COMPANY_NAME_MAX = 100;
export const PRO_INVOICES_PAGE_SIZE = 20;

export const proMessages = {
  /** Doc 1 §8: the pro checkout's errors as the popin shows them. */
  unexpected: messages.unexpected,
  expired:
    'Vous avez dépassé le délai imparti à la validation de votre commande, nous avons dû rafraichir vos informations.',
  storeNotAllowed: messages.proStoreNotAllowed,
  serviceUnavailable: messages.proServiceUnavailable,
  proOnly: 'Cet espace est réservé aux clients professionnels.',
  consumerOnly: 'Votre compte professionnel commande par le tunnel de commande Pro.',
  serviceRequired: 'Choisissez le drive où retirer votre commande.',
  serviceNotPro: 'Ce service n’est pas ouvert aux commandes des professionnels.',
  slotRequired: 'Choisissez un créneau de retrait.',
  paymentModeRequired: 'Choisissez un mode de paiement.',
  paymentModeUnknown: 'Ce mode de paiement n’existe pas.',
  notReady: 'Votre commande n’est pas complète : choisissez le drive, le créneau et le mode de paiement.',
  productsNotAllowed:
    'Votre panier contient des produits que votre compte pro ne peut pas commander (click and collect, traiteur ou livraison à domicile seulement) : retirez-les pour continuer.',
  outstandingExceeded: (order: string, available: string) =>
    `Le montant de cette commande (${order} €) dépasse l’encours disponible de votre entreprise (${available} €). Réglez vos factures en attente ou payez par carte bancaire.`,
  companyNameRequired: 'Merci de renseigner la raison sociale de votre entreprise.',
  companyNameTooLong: `La raison sociale ne peut dépasser ${PRO_COMPANY_NAME_MAX} caractères.`,
  siretRequired: 'Merci de renseigner le numéro SIRET de votre entreprise.',
  siretFormat: 'Le numéro SIRET comporte 14 chiffres.',
  siretKey: 'Ce numéro SIRET n’est pas valide : vérifiez-le sur votre extrait Kbis.',
  vatFormat: 'Le numéro de TVA intracommunautaire commence par FR suivi de 11 chiffres.',
  vatKey: 'Ce numéro de TVA intracommunautaire n’est pas valide : vérifiez sa clé.',
  vatOtherCompany: 'Ce numéro de TVA intracommunautaire n’est pas celui du SIRET indiqué.',
  addressRequired: 'Merci de renseigner l’adresse de facturation.',
  addressTooLong: 'L’adresse de facturation ne peut dépasser 120 caractères.',
  postalCodeInvalid: 'Merci de renseigner un code postal valide (5 chiffres).',
  cityRequired: 'Merci de renseigner la ville de facturation.',
  refTooLong: `La référence de votre bon de commande ne peut dépasser ${PRO_REF_MAX} caractères.`,
  orderedByRequired: 'Merci d’indiquer le nom de la personne qui passe la commande.',
  orderedByTooLong: `Le nom de la personne qui passe la commande ne peut dépasser ${PRO_NAME_MAX} caractères.`,
  beneficiaryTooLong: `Le nom du bénéficiaire ne peut dépasser ${PRO_NAME_MAX} caractères.`,
  beneficiaryAddressTooLong: `L’adresse du bénéficiaire ne peut dépasser ${PRO_BENEFICIARY_ADDRESS_MAX} caractères.`,
  textInvalid: 'Ce champ contient des caractères non autorisés.',
  termsRequired: 'Vous devez accepter les conditions générales de vente Pro pour commander.',
  /** Back from the hosted payment page without an order (`/commander-pro?paiement=`). */
  paymentOutcome: {
    refus:
      'Votre paiement a été refusé : votre commande n’est pas passée. Vous pouvez réessayer ou choisir le paiement différé sur facture.',
    annulation: 'Vous avez annulé le paiement : votre commande n’est pas passée.',
    erreur:
      'Une erreur technique est survenue pendant le paiement : votre commande n’est pas passée. Vous pouvez réessayer.',
  },
  invoiceNotFound: 'Cette facture est introuvable.',
  invoiceAlreadyPaid: 'Le règlement de cette facture est déjà enregistré.',
  invoicePaid: (numero: string) => `Règlement de la facture ${numero} enregistré.`,
} as const;
