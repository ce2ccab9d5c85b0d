/**
 * French texts of cancelling and editing a placed order, without zod: the storefront's browser code
 * may import them.
 */
export const orderChangeMessages = {
  cancelTooLate: 'Il est trop tard pour annuler cette commande : la préparation de votre créneau a commencé.',
  cancelNotPlaced: 'Cette commande ne peut pas être annulée : elle n’est plus en cours.',
  cancelNoSlot:
    'Cette commande est expédiée par le vendeur : elle ne peut pas être annulée en ligne. Contactez le service client.',
  editTooLate: 'Il est trop tard pour modifier cette commande : la préparation de votre créneau a commencé.',
  editNotPlaced: 'Cette commande ne peut pas être modifiée : elle n’est plus en cours.',
  editOnInvoice:
    'Une commande payée sur facture ne peut pas être modifiée en ligne : annulez-la puis passez une nouvelle commande, ou contactez votre magasin.',
  editNoSlot:
    'Cette commande est expédiée par le vendeur : elle ne peut pas être modifiée en ligne. Contactez le service client.',
  cancelWhileCapturing:
    'Le paiement de cette commande est en cours d’encaissement : réessayez l’annulation dans quelques minutes.',
  editWhileCapturing:
    'Le paiement de cette commande est en cours d’encaissement : réessayez la modification dans quelques minutes.',
  changeNotFound: 'Aucune modification de cette commande n’est en cours.',
  changeEmpty: 'Votre commande doit garder au moins un produit. Pour tout retirer, annulez la commande.',
  productUnknown: 'Ce produit n’est pas vendu dans le magasin de votre commande.',
  stockMissing: 'Ce produit n’est plus disponible dans la quantité demandée.',
  slotFull: 'Ce créneau est complet. Choisissez-en un autre.',
  slotUnknown: 'Ce créneau n’est pas proposé pour votre commande.',
  cancelled: 'Votre commande a été annulée',
  changed: 'Votre commande a été modifiée',
  quantity: 'La quantité doit être un nombre entre 1 et 99.',
  amountBelowMinimum: (euros: string) => `Le montant minimum de commande pour ce mode est de ${euros} €.`,
  amountAboveMaximum: (euros: string) => `Le montant maximum de commande pour ce mode est de ${euros} €.`,
  promoDropped: (code: string) =>
    `Le code promo ${code} ne s’applique plus : votre commande modifiée n’atteint plus son montant minimum.`,
} as const;
