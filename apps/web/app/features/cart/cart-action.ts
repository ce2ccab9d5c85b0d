/** The cart's form action (`/ressources/panier`): shared names of the browser and the server. */
export const CART_ACTION = '/ressources/panier';

/**
 * The cart action's address with a product control's own fields in its query (`produit_id`,
 * `type_panier`, `avant`, `redirectTo`, a gift card's `montant`): the form then holds only its
 * buttons. A browser keeps an action's query when it posts a form, so this works without JavaScript
 * too; the action reads the query under the form's fields.
 */
export function cartFormAction(fields: Record<string, string>): string {
  return `${CART_ACTION}?${new URLSearchParams(fields)}`;
}

/**
 * The add-to-cart controls submit with `defaultShouldRevalidate={false}`: the catalogue's loaders
 * (lists, sheets) do not run again after an add. Only the routes that show the cart opt back in: the
 * root (header block, quantities) and /panier.
 */
export function cartChanged(formAction: string | undefined): boolean {
  return formAction?.startsWith(CART_ACTION) === true;
}

/** What the action answers a fetcher (with JavaScript); without it, a redirect back. */
export interface CartActionData {
  ok: boolean;
  /** A French message when the change was refused (nothing changed). */
  error: string | null;
  /** The refusal is a quantity limit (stock or maximum): "+" stays disabled. */
  limit?: boolean;
  /** A product went from absent to present: the suggestion popin opens. */
  added?: boolean;
}

export interface SuggestionItem {
  id: number;
  designation: string;
  url: string;
  priceCents: number | null;
}

export interface SuggestionsData {
  products: SuggestionItem[];
}
