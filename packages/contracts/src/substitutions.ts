import { SUBSTITUTE_ANSWERS, SUBSTITUTE_DECISIONS } from '@cabas/domain';
import { z } from 'zod';
import { idParam } from './common.ts';

/**
 * The customer's answer to the substitutes of her order (issue #37, item 4, decision 115): each line
 * the store replaced is accepted or refused from her order page until the answers' deadline (the
 * start of her slot); no answer by then accepts it (the line's default). Amounts in euros on the wire.
 */
export const substitutionMessages = {
  decision: 'Choisissez d’accepter ou de refuser le remplacement.',
  version: 'La version du remplacement doit être un nombre entier.',
  notFound: 'Ce produit de votre commande n’a pas été remplacé.',
  notAnswerable:
    'Cette commande ne peut plus recevoir de réponse aux remplacements : elle n’est plus en préparation ni prête.',
  expired:
    'Il est trop tard pour répondre à ce remplacement : sans réponse avant le début de votre créneau, il est accepté.',
  alreadyAnswered: 'Vous avez déjà répondu à ce remplacement.',
  changed:
    'Votre magasin vient de modifier ce remplacement. Rechargez la page pour voir le nouveau produit proposé.',
  accepted: (ordered: string, substitute: string) =>
    `Remplacement accepté : vous recevrez ${substitute} à la place de ${ordered}.`,
  refused: (ordered: string, substitute: string) =>
    `Remplacement refusé : ${substitute} ne vous sera pas remis ni facturé à la place de ${ordered}.`,
} as const;

export const substitutionParams = z.object({
  id: idParam('de la commande'),
  ligne_id: idParam('de la ligne'),
});

/**
 * The answer: `acceptee` or `refusee`. `version` (the substitute's version as read on the page):
 * a substitute the store changed since is refused, not answered blindly.
 */
export const substitutionAnswerBody = z.object({
  decision: z.enum(SUBSTITUTE_ANSWERS, { error: substitutionMessages.decision }),
  version: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: substitutionMessages.version })
      .int({ error: substitutionMessages.version })
      .min(1, { error: substitutionMessages.version })
      .max(2_147_483_647, { error: substitutionMessages.version })
      .optional(),
  ),
});
export type SubstitutionAnswerBody = z.input<typeof substitutionAnswerBody>;

/** One substituted line of the customer's order. */
export const substitutionSchema = z.object({
  /** The order line replaced. */
  ligne_id: z.number().int(),
  produit_commande: z.string(),
  produit_remplacant: z.string(),
  /** Units, or kilograms of a weighed product. */
  quantite: z.number(),
  /** The line as ordered, euros. */
  prix_commande: z.number(),
  /** The substitute's price per unit (per kilogram if weighed), euros. */
  prix_unitaire: z.number(),
  /** What the substitute costs if accepted (never more than the ordered line), euros. */
  prix: z.number(),
  /** The effective decision: after the deadline, a substitute not answered is `acceptee_par_defaut`. */
  decision: z.enum(SUBSTITUTE_DECISIONS),
  decision_libelle: z.string(),
  /** ISO-8601 UTC: the start of the slot; null for an order without one (until it is closed). */
  date_limite: z.string().nullable(),
  /** The customer may answer now. */
  modifiable: z.boolean(),
  /** The substitute's version: the answer names it. */
  version: z.number().int(),
});
export type Substitution = z.infer<typeof substitutionSchema>;

export const substitutionResponse = z.object({ data: substitutionSchema });
