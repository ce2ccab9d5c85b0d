import { z } from 'zod';
import { CIVILITES } from './account-rules.ts';
import { emailField } from './accounts.ts';
import { messages } from './messages.ts';
import { DELETION_BLOCKERS, DELETION_MOTIFS, profileMessages } from './profile-rules.ts';

/** The profile page's calls: e-mail change, account deletion, data download. */

const password = z
  .string({ error: profileMessages.passwordRequired })
  .min(1, { error: profileMessages.passwordRequired })
  .max(200, { error: profileMessages.passwordWrong });

/** The new e-mail, its confirmation, and the current password. */
export const emailChangeBody = z
  .object({
    email: emailField(messages.emailRequired, messages.emailInvalid),
    email_confirmation: z
      .string({ error: messages.emailNotIdentical })
      .trim()
      .toLowerCase()
      .min(1, { error: messages.emailNotIdentical }),
    password,
  })
  .refine((body) => body.email === body.email_confirmation, {
    error: messages.emailNotIdentical,
    path: ['email_confirmation'],
    // Also when another field (the password) is missing: every message shows at once.
    // The raw input, whatever it is: a missing body (undefined), null or an array get here too.
    when: ({ value }) => {
      const body = value as { email?: unknown; email_confirmation?: unknown } | null | undefined;
      return typeof body?.email === 'string' && typeof body.email_confirmation === 'string';
    },
  });
export type EmailChangeBody = z.infer<typeof emailChangeBody>;

export const emailChangeAnswerSchema = z.object({ email: z.string(), message: z.string() });

export const emailChangeTokenBody = z.object({
  token: z
    .string({ error: profileMessages.emailLinkInvalid })
    .min(1, { error: profileMessages.emailLinkInvalid })
    .max(200, { error: profileMessages.emailLinkInvalid }),
});

const motifIds = DELETION_MOTIFS.map((motif) => motif.id) as number[];

/** Account deletion, step 2: the reason and the password (model password, motif_id). */
export const accountDeletionBody = z.object({
  motif_id: z.coerce
    .number({ error: profileMessages.motifRequired })
    .int({ error: profileMessages.motifRequired })
    .refine((id) => motifIds.includes(id), { error: profileMessages.motifRequired }),
  password,
});
export type AccountDeletionBody = z.infer<typeof accountDeletionBody>;

/** Step 1 of the deletion form: the accept checkbox (checked only in the storefront). */
export const deletionWarningForm = z.object({
  accepte: z.literal(true, { error: profileMessages.deletionAcceptRequired }),
});

export const deletionMotifSchema = z.object({ id: z.number().int(), valeur: z.string() });

export const deletionStatusSchema = z.object({
  possible: z.boolean(),
  raisons: z.array(z.object({ code: z.enum(DELETION_BLOCKERS), message: z.string() })),
});
export type DeletionStatus = z.infer<typeof deletionStatusSchema>;

// ---------------------------------------------------------------------------------------------
// Data download (GDPR art. 20)
// ---------------------------------------------------------------------------------------------

const amount = z.number();

export const dataExportSchema = z.object({
  format: z.literal('cabas-export-v1'),
  genere_le: z.string(),
  profil: z.object({
    id: z.number().int(),
    civilite: z.enum(CIVILITES),
    nom: z.string(),
    prenom: z.string(),
    email: z.string(),
    tel: z.string().nullable(),
    id_magasin: z.number().int().nullable(),
    optIn: z.boolean(),
    optin_sms_suivi_commande_drive: z.boolean(),
    adresse: z.string().nullable(),
    complement_adresse: z.string().nullable(),
    cp: z.string().nullable(),
    ville: z.string().nullable(),
    pays: z.string().nullable(),
    departement: z.string().nullable(),
    pro: z.boolean(),
    nom_entreprise: z.string().nullable(),
    date_creation: z.string(),
  }),
  adresses_livraison: z.array(
    z.object({
      id: z.number().int(),
      defaut: z.boolean(),
      libelle: z.string().nullable(),
      civilite: z.string(),
      prenom: z.string(),
      nom: z.string(),
      adresse: z.string(),
      complement_adresse: z.string().nullable(),
      code_postal: z.string(),
      nom_commune: z.string(),
      tel: z.string(),
      info_livreur: z.string().nullable(),
    }),
  ),
  commandes: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      titre: z.string(),
      statut_code: z.string(),
      magasin_id: z.number().int(),
      type_panier: z.string(),
      date_commande: z.string(),
      montant_total_ttc: amount,
      montant_total_remise: amount,
      email: z.string(),
      lignes_commande: z.array(
        z.object({
          designation: z.string(),
          quantite: z.number(),
          prix_unitaire: amount,
          prix_total_avec_remise: amount,
        }),
      ),
    }),
  ),
  listes_de_courses: z.array(
    z.object({
      id: z.number().int(),
      titre: z.string(),
      date_creation: z.string(),
      produits: z.array(
        z.object({ produit_id: z.number().int(), designation: z.string(), quantite: z.number() }),
      ),
    }),
  ),
  cartes_fidelite: z.array(
    z.object({
      type_carte: z.string(),
      sous_type: z.string(),
      numero: z.string(),
      solde_euro: amount,
      solde_euro_suiv: amount,
      solde_point: z.number(),
      solde_point_suiv: z.number(),
      expired: z.boolean(),
      /** Consents to the card's offers (own-brand card). */
      accept_email: z.boolean(),
      accept_sms: z.boolean(),
      date_ajout: z.string(),
    }),
  ),
  abonnements: z.array(
    z.object({
      code: z.string(),
      magasin_id: z.number().int(),
      actif: z.boolean(),
      date_debut: z.string(),
      date_fin: z.string(),
    }),
  ),
  cartes_bancaires: z.array(
    z.object({
      nom: z.string(),
      marque: z.string(),
      quatre_derniers_chiffres: z.string(),
      expiration: z.string(),
    }),
  ),
  adresse_facturation: z
    .object({
      civilite: z.string(),
      prenom: z.string(),
      nom: z.string(),
      societe: z.string().nullable(),
      adresse: z.string(),
      complement: z.string().nullable(),
      code_postal: z.string(),
      ville: z.string(),
      pays: z.string(),
    })
    .nullable(),
  /** The stores whose newsletter the client receives, and the receipt (ticket) preference. */
  newsletters: z.array(z.object({ magasin_id: z.number().int() })),
  preference_tickets: z.string().nullable(),
  tickets_de_caisse: z.array(
    z.object({
      numero: z.string(),
      magasin_id: z.number().int(),
      date_achat: z.string(),
      montant_total_ttc: z.number(),
      mode_paiement: z.string(),
    }),
  ),
  /** Usual products the client removed from their list; each comes back once bought again. */
  produits_habituels_retires: z.array(
    z.object({ produit_id: z.number().int(), designation: z.string(), date_retrait: z.string() }),
  ),
  /** The recipes the client wrote (/mes-recettes-personnelles), with their ingredients. */
  recettes_personnelles: z.array(
    z.object({
      id: z.number().int(),
      titre: z.string(),
      description: z.string(),
      personnes: z.number().int(),
      etapes: z.array(z.string()),
      ingredients: z.array(z.object({ libelle: z.string(), quantite: z.number() })),
      date_creation: z.string(),
    }),
  ),
  recettes_favorites: z.array(
    z.object({ recette_id: z.number().int(), titre: z.string(), date_ajout: z.string() }),
  ),
  /** The week of meals (/mes-repas): day 1 to 7, recipe and servings. */
  repas: z.array(
    z.object({
      jour: z.number().int(),
      recette_id: z.number().int(),
      titre: z.string(),
      personnes: z.number().int(),
    }),
  ),
});
export type DataExport = z.infer<typeof dataExportSchema>;
