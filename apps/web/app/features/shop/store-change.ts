import { SAVED_CART_LIST_TITLE } from '@cabas/contracts';

export const STORE_CHANGE_ACTION = '/ressources/panier/changement-magasin';

export interface StoreChangeData {
  ok: boolean;
  error: string | null;
  /** The title of the list that keeps the basket (logged in), else null. */
  list: string | null;
  /** Products the new store does not sell (visitor's basket moved). */
  removed: string[];
  delayMs: number;
}

/** What the confirmation says will happen to the basket. */
export function storeChangeWarning(loggedIn: boolean): string {
  return loggedIn
    ? `Votre panier sera enregistré dans la liste « ${SAVED_CART_LIST_TITLE} » de votre compte, puis vidé : les prix et les produits dépendent du magasin.`
    : "Les produits de votre panier seront repris aux prix du nouveau magasin ; ceux qu'il ne vend pas seront retirés.";
}
