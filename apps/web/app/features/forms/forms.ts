import { CONTACT_SUBJECTS, FORM_PAGES, type FormKind, type WithdrawableOrder } from '@cabas/contracts';
import type { FormResult } from '../../ui/use-checked-form.ts';
import { REQUEST_SENT_TITLE, type RequestSent } from '../popins/index.ts';

/** What a form page's loader gives its component. */
export interface FormPageData {
  kind: FormKind;
  title: string;
  /** The logged-in shopper's identity, to fill the sender fields in. */
  prefill: { civilite: string; nom: string; prenom: string; email: string; tel: string } | null;
  /** The product of the question form. */
  product: { id: number; designation: string } | null;
  /** The withdrawal form's orders (logged-in shopper only). */
  orders: WithdrawableOrder[] | null;
  /** Fields chosen by the link that led here (the contact form's subject). */
  presets: Record<string, string>;
}

/** Every field of the form pages (each form posts some of them). */
export interface FormValues {
  civilite: string;
  nom: string;
  prenom: string;
  email: string;
  tel: string;
  magasin_id: string;
  sujet: string;
  numero_commande: string;
  message: string;
  date_naissance: string;
  acceptEmail: boolean;
  acceptSms: boolean;
  num_carte: string;
  motif: string;
  confirmation: boolean;
  produit_id: string;
  question: string;
  commande_id: string;
  lignes: string[];
  /** The captcha's payload: never sent back to the page. */
  altcha: string;
}

/** The action's answer: the success (with the request's reference) or the errors to show. */
export interface FormActionData {
  /** What was typed (the captcha's payload excepted) and each field's message, or the whole form's. */
  result: FormResult;
  sent: boolean;
  reference: string | null;
  message: string | null;
  /** A copy went to the logged-in shopper's own address; an address typed is never mailed (decision 097). */
  copySent: boolean;
  /** The API saw the captcha payload: a fresh challenge is needed. */
  captchaUsed: boolean;
}

/** The kind of form an address serves. */
export function formKindOf(pathname: string): FormKind | null {
  const path = pathname.replace(/\/+$/, '');
  const entry = Object.entries(FORM_PAGES).find(([, page]) => page.path === path);
  return entry ? (entry[0] as FormKind) : null;
}

/** The contact form's subject named by its link (`?sujet=`, one of the form's subjects), if any. */
export function presetsOf(kind: FormKind, url: URL): Record<string, string> {
  const subject = url.searchParams.get('sujet');
  if (kind === 'contact' && subject && (CONTACT_SUBJECTS as readonly string[]).includes(subject))
    return { sujet: subject };
  return {};
}

/** Where a request's success shows. */
export type SuccessView = 'page' | 'popin' | null;

/**
 * A success the document was rendered with came from a plain POST (no JavaScript, or sent before the
 * page was interactive): the page shows it in place of the form. A later one was sent by the
 * interactive page: the success popin opens over the emptied form.
 */
export function successView(
  result: FormActionData | null | undefined,
  atLoad: FormActionData | null | undefined,
): SuccessView {
  if (!result?.sent) return null;
  return result === atLoad ? 'page' : 'popin';
}

export interface SentView extends RequestSent {
  title: string;
}

/** Where the answer to a request goes, with or without a copy of it. */
export const SENT_NOTES = {
  copy: 'Une copie de votre demande vous a été envoyée par e-mail.',
  noCopy: "Votre magasin vous répondra à l'adresse email indiquée dans votre demande.",
} as const;

/** What the success says: the newsletter's next step is the e-mail, a request has its reference. */
export function sentView(kind: FormKind, result: FormActionData): SentView {
  if (kind === 'newsletter')
    return {
      title: 'Plus qu’une étape',
      message: result.message,
      reference: null,
      note: 'Pensez à vérifier votre dossier de courriers indésirables si vous ne recevez rien.',
    };
  return {
    title: REQUEST_SENT_TITLE,
    message: result.message,
    reference: result.reference,
    note: result.copySent ? SENT_NOTES.copy : SENT_NOTES.noCopy,
  };
}
