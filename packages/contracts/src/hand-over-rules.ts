import { HAND_OVER_NAME_MIN_LENGTH } from '@cabas/domain';

/**
 * The hand-over's French messages (decision 116), without the schemas of `hand-over.ts` and zod with
 * them: the customer's check-in page shows them.
 */
export const handOverMessages = {
  query: `Saisissez un code de commande ou au moins ${HAND_OVER_NAME_MIN_LENGTH} lettres du nom du client.`,
  linkInvalid:
    'Ce lien d’arrivée n’est pas valide. Utilisez le lien de votre e-mail de confirmation de commande, ou présentez votre code de commande au drive.',
  delivery:
    'Cette commande est livrée à votre domicile : le signalement d’arrivée ne concerne que le retrait au drive ou en magasin.',
  handedOver: 'Cette commande vous a déjà été remise.',
  cancelled: 'Cette commande est annulée : il n’y a rien à retirer.',
  unavailable: 'Cette commande ne peut pas être retirée pour le moment. Contactez votre magasin.',
  arrived:
    'Le magasin est prévenu de votre arrivée : un membre de l’équipe vous apporte votre commande. Gardez votre code de commande à portée de main.',
} as const;
