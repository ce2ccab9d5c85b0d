/**
 * The checkout's limits and French messages, without zod: the browser imports them (checkout steps),
 * and a module of plain values keeps the schemas of checkout.ts out of its bundle.
 */
import { messages } from './messages.ts';

/** Minutes a chosen slot stays held for the checkout (announced on the slot grid). */
export const SLOT_HOLD_MINUTES = 30;

/** Instalments: 3 or 4 times, 200 € to 3,000 €. */
export const INSTALMENT_LIMITS = { min: 200, max: 3000 } as const;

export const DELIVERY_ADDRESS_MAX = 10;

export const checkoutMessages = {
  checkoutNotFound: "Cette commande en cours n'existe pas ou a expiré.",
  checkoutStale:
    'Votre commande a été modifiée entre-temps (dans un autre onglet ou sur un autre appareil). Nous avons rechargé vos informations : merci de vérifier vos choix.',
  checkoutCartChanged:
    'Votre panier a été modifié entre-temps. Nous avons rechargé vos informations : merci de vérifier votre panier.',
  dateLastUpdateRequired: 'La date de dernière mise à jour (dateLastUpdate) est obligatoire.',
  dateLastUpdateInvalid: "La date de dernière mise à jour (dateLastUpdate) n'est pas valide.",
  cartEmpty: 'Votre panier est vide : ajoutez des produits avant de commander.',
  cartUnavailableLines:
    'Certains produits de votre panier ne sont plus disponibles. Retirez-les de votre panier avant de commander.',
  nationalStore: 'Merci de choisir votre magasin avant de commander.',
  proCheckout: 'Avec votre compte pro, passez votre commande depuis la page dédiée aux professionnels.',
  serviceRequired: 'Merci de choisir un mode de retrait ou de livraison.',
  serviceUnknown: "Ce mode de retrait ou de livraison n'existe pas dans ce magasin.",
  serviceNotPossible: "Ce mode de retrait ou de livraison n'est pas proposé pour ce panier.",
  serviceMinimum: (euros: string) => `Ce service est proposé à partir de ${euros} € d'achats.`,
  serviceMaximum: (euros: string) => `Ce service est limité aux commandes de ${euros} € maximum.`,
  serviceWrongKind: 'Ce mode de retrait ou de livraison ne correspond pas à ce type de panier.',
  slotRequired: 'Merci de choisir un créneau.',
  slotUnknown: "Ce créneau n'existe pas pour ce mode de retrait ou de livraison.",
  slotFull: "Ce créneau est complet. Merci d'en choisir un autre.",
  slotClosed: "Ce créneau n'est plus disponible à la commande. Merci d'en choisir un autre.",
  slotHoldExpired: `Votre créneau n'est plus réservé (réservation de ${SLOT_HOLD_MINUTES} minutes). Merci de choisir à nouveau un créneau.`,
  addressRequired: 'Merci de choisir une adresse de livraison.',
  addressUnknown: "Cette adresse de livraison n'existe pas.",
  addressNotDelivered: messages.deliveryNotInCommune,
  addressTooMany: `Vous ne pouvez pas enregistrer plus de ${DELIVERY_ADDRESS_MAX} adresses de livraison.`,
  bagsRequired: 'Merci de préciser si vous souhaitez des sacs.',
  paymentModeRequired: 'Merci de choisir un moyen de paiement.',
  paymentModeUnknown: "Ce moyen de paiement n'existe pas.",
  paymentModeNotPossible: "Ce moyen de paiement n'est pas disponible pour cette commande.",
  aliasUnknown: "Cette carte bancaire enregistrée n'existe pas.",
  paymentNoCabasCard: "Vous n'avez pas de carte Cabas.",
  paymentNoMalinCard: "Vous n'avez pas de carte Cabas Malin.",
  paymentNoClubCard: "Vous n'avez pas de carte Club partenaire.",
  paymentClubNotInStore: "Ce magasin n'accepte pas le paiement par carte Club partenaire.",
  /** A mode the store does not offer (its configuration, decision 129). */
  paymentModeNotInStore: 'Ce magasin ne propose pas ce moyen de paiement.',
  /** A mode the store refuses with a promo code, while one is applied (decision 129). */
  paymentModeNotWithPromoCode: "Ce moyen de paiement n'est pas compatible avec le code promo appliqué.",
  paymentGiftCardForGiftCard: 'Une carte cadeau ne peut pas servir à acheter une autre carte cadeau.',
  paymentNothingToPay: 'Il ne reste rien à payer pour cette commande.',
  // Wallet.
  walletInvalid: 'Le montant de la cagnotte doit être un nombre.',
  walletNegative: 'Le montant de la cagnotte ne peut pas être négatif.',
  walletNoCard: "Vous n'avez pas de carte de fidélité avec une cagnotte à utiliser.",
  walletCardUnknown: "Cette carte de fidélité n'existe pas.",
  /** A reservation above the card's balance less what the client's other open orders reserve. */
  eurocoraUnavailable: (available: string) =>
    `Ce montant dépasse le solde disponible de votre cagnotte (${available} €) : le reste est réservé par une autre commande en cours.`,
  // Gift card.
  giftCardNumberRequired: 'Merci de renseigner le numéro de votre carte cadeau',
  giftCardNumberLength: 'Le numéro de carte doit être composé de 21 chiffres',
  giftCardNumberInvalid: 'Le numéro de carte est invalide. Merci de vérifier votre saisie',
  giftCardPinRequired: 'Merci de renseigner le code pin de votre carte cadeau',
  giftCardPinLength: 'Le code pin doit être composé de 4 chiffres',
  giftCardPinInvalid: 'Le code pin est invalide. Merci de vérifier votre saisie',
  giftCardChecking: 'Nous vérifions la validité de la carte cadeau',
  giftCardUnknown: 'Cette carte cadeau est inconnue. Merci de vérifier votre saisie.',
  /** Unknown number and wrong PIN answer alike (no enumeration of card numbers). */
  giftCardRefused: 'Le numéro de carte ou le code pin est invalide. Merci de vérifier votre saisie.',
  giftCardExpired: 'Cette carte cadeau a expiré.',
  giftCardEmpty: "Cette carte cadeau n'a plus de solde disponible.",
  giftCardErrorTitle: 'Une erreur est survenue',
  giftCardErrorText:
    'Nous rencontrons actuellement des difficultés lors du traitement de votre commande. Merci de réessayer ultérieurement',
  giftCardErrorButton: 'Retour au paiement',
  // Instalments.
  instalmentAmountInvalid: 'Le montant doit être un nombre.',
  instalmentRange: `Le paiement en plusieurs fois est proposé pour un montant de ${INSTALMENT_LIMITS.min} € à ${INSTALMENT_LIMITS.max.toLocaleString('fr-FR')} €.`,
  instalmentCode: 'Le code du paiement en plusieurs fois doit être 3FCB ou 4FCB.',
  // Redevance.
  redevanceUsageRequired: "Merci de préciser l'usage du produit.",
  redevanceDateNaissance: 'Merci de renseigner votre date de naissance (JJ/MM/AAAA).',
  redevanceDepartement: 'Merci de renseigner votre département de naissance.',
  redevanceVille: 'Merci de renseigner votre ville de naissance.',
  redevanceRequired: 'Merci de remplir la déclaration de vente de téléviseur avant de payer.',
  redevanceNotNeeded: 'Votre panier ne contient pas de produit soumis à déclaration.',
  // Addresses.
  addressLine: 'Merci de renseigner votre adresse',
  addressTooLong: "L'adresse ne peut pas dépasser 100 caractères.",
  communeRequired: 'Merci de choisir votre ville.',
  libelleTooLong: 'Le nom de l’adresse ne peut pas dépasser 50 caractères.',
  fieldTooLong: (max: number) => `Ce champ ne peut pas dépasser ${max} caractères.`,
  etageInvalid: "L'étage doit être un nombre entre -5 et 99.",
  housingType: 'Merci de préciser le type de logement (maison ou appartement).',
  // Warnings (meta.message_warning of processAvantages).
  warningPriceChanged: 'Le prix de certains produits a changé depuis leur ajout au panier.',
  warningUnavailable: 'Certains produits ne sont plus disponibles et ne seront pas commandés.',
  warningPromoNotApplicable: "Votre code promo ne s'applique pas à cette commande.",
  warningWalletReduced: 'Le montant de votre cagnotte utilisé a été ajusté au total de la commande.',
} as const;
