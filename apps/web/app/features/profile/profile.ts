/** What the profile page's loader and action give its components (no server code: the browser imports it). */
import type { Civilite, DeletionBlocker } from '@cabas/contracts';
import type { FormResult } from '../../ui/use-checked-form.ts';

export const PROFILE_PATH = '/mon-compte/mon-profil';
export const DATA_EXPORT_PATH = '/ressources/mes-donnees';
export const ACCOUNT_DELETED_PATH = '/compte-supprime';

/** The forms of the page, told apart by the `intent` field. */
export type ProfileIntent = 'profil' | 'email' | 'mot-de-passe' | 'suppression-avertissement' | 'suppression';
/** The success statuses shown after a redirect (`?ok=`). */
export type ProfileSuccess = 'profil' | 'email' | 'mot-de-passe';

export interface ProfileValues {
  civilite: Civilite | '';
  nom: string;
  prenom: string;
  tel: string;
  adresse: string;
  complement_adresse: string;
  cp: string;
  ville: string;
  pays: string;
  departement: string;
  optIn: boolean;
  optin_sms_suivi_commande_drive: boolean;
}

export interface ProfileLoaderData {
  email: string;
  isPro: boolean;
  passwordExpired: boolean;
  values: ProfileValues;
  motifs: { id: number; valeur: string }[];
  deletion: { possible: boolean; raisons: { code: DeletionBlocker; message: string }[] };
  /** The deletion step asked by the query (`?suppression=1` or `2`), 0 when closed. */
  deletionStep: 0 | 1 | 2;
  success: ProfileSuccess | null;
}

/** The e-mail change's fields (the password is never sent back to the page). */
export interface EmailChangeValues {
  email: string;
  email_confirmation: string;
  password: string;
}

/** The password change's fields, never sent back to the page. */
export interface PasswordChangeValues {
  old_password: string;
  password: string;
  password_confirmation: string;
}

/** Step 1 of the deletion: the accept checkbox. */
export interface DeletionWarningValues {
  accepte: boolean;
}

/** Step 2 of the deletion: the reason and the password (never sent back to the page). */
export interface DeletionValues {
  motif_id: string;
  password: string;
}

export interface ProfileActionData {
  intent: ProfileIntent;
  /** What was typed in the refused form and each field's message, or the form's (an overlay error). */
  result: FormResult;
  /** The deletion was refused because something is in progress: the error step shows. */
  blocked?: boolean;
}
