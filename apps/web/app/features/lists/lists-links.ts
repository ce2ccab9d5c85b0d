/** The addresses of the shopping list pages and of the add-to-list resource route. */
export const LISTS_PATH = '/mon-compte/mes-listes-de-courses';
export const listHref = (id: number) => `${LISTS_PATH}/${id}`;

/** The resource route of "Ajouter à une liste": GET the shopper's lists, POST the product into one. */
export const ADD_TO_LIST_ACTION = '/ressources/listes/ajout';
/**
 * On a product sheet, `?ajoutListe=1` opens "Ajouter à une liste": the pending action a visitor comes
 * back to after login, and the page the button leads to without JavaScript.
 */
export const ADD_TO_LIST_PARAM = 'ajoutListe';

/** The creation popin's success view closes after 5 s. */
export const LIST_CREATED_CLOSE_MS = 5000;

/** "12 produits" (one product: singular). */
export const productsText = (count: number) => `${count} produit${count > 1 ? 's' : ''}`;

/** Lists ids and line ids of forms and addresses: positive integers, else null. */
export function idOf(value: FormDataEntryValue | string | null | undefined): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
