import { listMessages } from '@cabas/contracts';
import type { FormResult } from '../../ui/use-checked-form.ts';

/**
 * "Enregistrer mon panier dans une liste" (payment outcome pages, /panier):
 * names shared by the browser and the server.
 */
export const SAVE_CART_LIST_ACTION = '/ressources/listes/panier';
/** `?liste=1` opens the form: inline without JavaScript, the popin with it (also after login). */
export const SAVE_LIST_PARAM = 'liste';
/** The radio value of "a new list" (the others are list ids). */
export { NEW_LIST_CHOICE } from '@cabas/contracts';
/** The list-creation popin closes after 5 s. */
export const LIST_SAVED_CLOSE_MS = 5000;

export interface ListChoice {
  id: number;
  titre: string;
  /** Displayed count: nb_produits + nb_produits_manquant. */
  count: number;
}

/** What the action answers a fetcher; without JavaScript the same travels in a one-time cookie. */
export interface SaveCartListResult {
  ok: boolean;
  /**
   * The form's answer (Conform): what was typed, the title's message, or the whole form's (the list,
   * the cart, the session…).
   */
  result: FormResult;
  saved: { titre: string; overwritten: boolean } | null;
}

/** The fields of the save form. */
export interface SaveCartListValues {
  type_panier: string;
  redirectTo: string;
  js: string;
  choix: string;
  titre: string;
}

/** The lists offered in the form (the fetcher's load, or the page's loader without JavaScript). */
export interface ListChoicesData {
  loggedIn: boolean;
  lists: ListChoice[];
  error: string | null;
}

/** What a page gives the save control: the no-JavaScript form's lists and the last result. */
export interface SaveListView {
  /** `?liste=1` and logged in: the form shows inline (without JavaScript) or the popin opens. */
  open: boolean;
  choices: ListChoicesData | null;
  result: SaveCartListResult | null;
}

export const savedMessage = (saved: { titre: string }) => listMessages.saved(saved.titre);

export const productCountLabel = (count: number) => `${count} produit${count > 1 ? 's' : ''}`;

/** A page's address with `?liste=1` (the form open: where login comes back to) or without it. */
export function formHref(href: string, open: boolean): string {
  const url = new URL(href, 'http://localhost');
  if (open) url.searchParams.set(SAVE_LIST_PARAM, '1');
  else url.searchParams.delete(SAVE_LIST_PARAM);
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}
