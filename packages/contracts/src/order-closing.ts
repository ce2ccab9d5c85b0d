import { z } from 'zod';
import { idParam } from './common.ts';

/**
 * Closing an order in the store (issue #37, item 5, decision 114): the final amount (computed by the
 * shop from the preparation, never sent by the client) is captured, the rest of the card's
 * authorisation released, and the order handed over (RETIREE, or LIVREE for a home delivery).
 * Amounts in euros on the wire, as everywhere in the API.
 */
export const orderClosingMessages = {
  notReady: 'Cette commande ne peut pas être clôturée : elle doit être préparée et en attente de son client.',
  cancelled: 'Cette commande est annulée : elle ne peut pas être clôturée.',
  alreadyHandedOver: 'Cette commande a déjà été remise à son client.',
  aboveAuthorised:
    'Le montant final dépasse ce que les paiements du client autorisent : rien n’a été encaissé. Vérifiez la préparation ou contactez le client.',
  captureRefused:
    'Le prestataire de paiement a refusé l’encaissement : rien n’a été encaissé. Contactez le client pour un autre moyen de paiement.',
} as const;

export const orderClosingParams = z.object({ id: idParam('de la commande') });

export const orderClosingSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** RETIREE (drive, click and collect) or LIVREE (home delivery). */
  statut_code: z.string(),
  statut_libelle: z.string(),
  /** The final amount of the prepared order, euros. */
  montant_final: z.number(),
  /** Its split: kept on the gift card, the cagnotte, taken from the card. */
  carte_cadeau: z.number(),
  cagnotte: z.number(),
  carte_bancaire: z.number(),
  /** What the card payments allowed, and what of it will not be debited. */
  autorise: z.number(),
  non_debite: z.number(),
  /** Given back to the gift card and the cagnotte. */
  recredite_carte_cadeau: z.number(),
  recredite_cagnotte: z.number(),
  /** `demandee` while the provider has not answered yet (asked again by the worker), else `effectuee`. */
  encaissement: z.enum(['demandee', 'effectuee']),
});
export type OrderClosing = z.infer<typeof orderClosingSchema>;
export const orderClosingResponse = z.object({ data: orderClosingSchema });
