import { LINE_OUTCOMES } from '@cabas/domain';
import { z } from 'zod';
import { idParam } from './common.ts';

/**
 * Preparing an order in the store (issue #37, item 3, decision 112): the picking list by aisle, each
 * line's outcome (picked, missing, weighed, substituted), the start and the end of the preparation.
 * Amounts in euros on the wire, as everywhere in the API.
 */
export const preparationMessages = {
  tooEarly:
    'La préparation ne peut pas commencer avant l’heure limite de commande du créneau : le client peut encore modifier sa commande.',
  notPlaced: 'Cette commande ne peut plus être préparée : elle n’est plus à préparer.',
  notInPreparation: 'La préparation de cette commande n’est pas en cours : commencez-la d’abord.',
  incomplete: 'Indiquez le résultat de chaque ligne avant de terminer la préparation.',
  lineMissingOutcome: 'Cette ligne n’a pas encore de résultat.',
  lineChanged:
    'Cette ligne vient d’être modifiée par quelqu’un d’autre. Rechargez la page pour voir son résultat.',
  lineNotFound: 'Cette ligne ne fait pas partie de la commande.',
  outcome: 'Choisissez un résultat : prélevé, manquant, pesé ou remplacé.',
  quantity: 'La quantité prélevée doit être un nombre entier entre 1 et la quantité commandée.',
  weightRequired: 'Indiquez le poids réel de cet article vendu au poids.',
  notWeighed: 'Cet article n’est pas vendu au poids : indiquez-le prélevé, manquant ou remplacé.',
  weightOutOfRange: (min: string, max: string) =>
    `Le poids réel doit être compris entre ${min} et ${max} (10 % autour du poids commandé).`,
  weight: 'Le poids réel doit être un nombre entier de grammes.',
  substituteRequired: 'Choisissez le produit de remplacement.',
  substitutionNotAccepted: 'Le client n’accepte pas de remplacement pour cet article.',
  substitutionNotOffered: 'Ce magasin ne propose pas le remplacement des articles.',
  substituteUnavailable:
    'Ce produit ne peut pas remplacer l’article : il doit être du même univers, vendu de la même façon et disponible dans le magasin.',
  version: 'La version de la ligne doit être un nombre entier.',
  query: 'La recherche ne doit pas dépasser 100 caractères.',
} as const;

/** An empty form field is an absent one. */
const emptyIsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);

const wholeNumber = (message: string, max = 2_147_483_647) =>
  z.preprocess(
    emptyIsAbsent,
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(0, { error: message })
      .max(max, { error: message })
      .optional(),
  );

export const preparationParams = z.object({ id: idParam('de la commande') });
export const preparationLineParams = z.object({
  id: idParam('de la commande'),
  ligne_id: idParam('de la ligne'),
});

/**
 * A line's outcome (JSON, or the preparation page's form fields): `quantite` for a picked line
 * (default: all of it), `poids_g` for a weighed one, `produit_id` of the substitute. `version` is
 * the line's version as read (0: no outcome yet): a line changed since is refused, not overwritten.
 */
export const preparationLineBody = z.object({
  resultat: z.enum(LINE_OUTCOMES, { error: preparationMessages.outcome }),
  quantite: wholeNumber(preparationMessages.quantity, 9999),
  poids_g: wholeNumber(preparationMessages.weight, 1_000_000),
  produit_id: z.preprocess(emptyIsAbsent, idParam('du produit de remplacement').optional()),
  version: wholeNumber(preparationMessages.version),
});
export type PreparationLineBody = z.input<typeof preparationLineBody>;

export const substituteQuery = z.object({
  q: z.preprocess(
    emptyIsAbsent,
    z
      .string({ error: preparationMessages.query })
      .trim()
      .max(100, { error: preparationMessages.query })
      .optional(),
  ),
});

const outcomeSchema = z.enum(LINE_OUTCOMES);

export const preparedLineSchema = z.object({
  id: z.number().int(),
  produit_id: z.number().int(),
  designation: z.string(),
  /** Units, or kilograms of a weighed product. */
  quantite: z.number(),
  pese: z.boolean(),
  /** Euros (per kilogram for a weighed product). */
  prix_unitaire: z.number(),
  /** The line as ordered, euros. */
  montant: z.number(),
  substitution_accord: z.boolean(),
  /** A substitute may be chosen: the shopper accepted one and the store offers the choice. */
  remplacement_possible: z.boolean(),
  /** A weighed line's accepted real weights, in grams. */
  poids_min_g: z.number().int().nullable(),
  poids_max_g: z.number().int().nullable(),
  /** 0 until the line has an outcome; each change adds one. */
  version: z.number().int(),
  resultat: z
    .object({
      type: outcomeSchema,
      quantite: z.number(),
      poids_g: z.number().int().nullable(),
      /** What the line costs once prepared, euros. */
      montant_final: z.number(),
      remplacement: z
        .object({
          produit_id: z.number().int(),
          designation: z.string(),
          prix_unitaire: z.number(),
          /**
           * The shopper's answer (issue #37 item 4, decision 115), effective: `en_attente` until she
           * accepts or refuses, `acceptee_par_defaut` once the deadline passed without an answer.
           */
          decision_client: z.string(),
          /** « Accepté par le client », « Refusé par le client »… */
          decision_libelle: z.string(),
        })
        .nullable(),
      prepare_par: z.string(),
      /** ISO-8601 UTC. */
      mis_a_jour: z.string(),
    })
    .nullable(),
});
export type PreparedLine = z.infer<typeof preparedLineSchema>;

export const orderPreparationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  statut_code: z.string(),
  /** « À préparer », « En préparation », « Prête »… */
  etat_libelle: z.string(),
  client: z.object({ prenom: z.string(), nom: z.string() }),
  magasin: z.object({ id: z.number().int(), nom: z.string(), choix_substitution: z.boolean() }),
  code_type_commande: z.string(),
  /** ISO-8601 UTC; null for an order without a slot. */
  creneau: z.object({ debut: z.string(), fin: z.string(), date_limite: z.string() }).nullable(),
  note_client: z.string().nullable(),
  /** The preparation can start now (placed, cut-off passed). */
  peut_commencer: z.boolean(),
  debut_preparation: z.string().nullable(),
  fin_preparation: z.string().nullable(),
  rayons: z.array(z.object({ libelle: z.string(), lignes: z.array(preparedLineSchema) })),
  /** Lines without an outcome yet. */
  lignes_restantes: z.number().int(),
  /** Euros: as ordered, and once prepared (the lines without outcome at their ordered amount). */
  montant_commande: z.number(),
  montant_final: z.number(),
});
export type OrderPreparation = z.infer<typeof orderPreparationSchema>;

export const orderPreparationResponse = z.object({ data: orderPreparationSchema });
export const preparedLineResponse = z.object({ data: preparedLineSchema });

export const substituteSchema = z.object({
  produit_id: z.number().int(),
  designation: z.string(),
  marque: z.string().nullable(),
  /** Euros (per kilogram for a weighed product). */
  prix_unitaire: z.number(),
  pese: z.boolean(),
});
export type Substitute = z.infer<typeof substituteSchema>;
export const substitutesResponse = z.object({ data: z.array(substituteSchema) });

export const pickingListDocument = z.string();
