import { createContext, useContext } from 'react';

/** What the shop selector offers the page (provided once for the page by features/shop). */
export interface ShopSelectorApi {
  /** Opens the shop selector popin, optionally searching right away. */
  open(options?: { query?: string; redirectTo?: string }): void;
  /** Starts loading the popin's code (on hover or focus of a trigger). */
  preload(): void;
  /** The no-JavaScript address of the selector, coming back to the current page. */
  href: string;
}

export const ShopSelectorContext = createContext<ShopSelectorApi | null>(null);

export const CHOOSER_PATH = '/magasins/choisir';

export function chooserHref(redirectTo: string, query?: string): string {
  const params = new URLSearchParams();
  if (query) params.set('recherche', query);
  if (redirectTo && redirectTo !== '/') params.set('redirectTo', redirectTo);
  const search = params.toString();
  return search ? `${CHOOSER_PATH}?${search}` : CHOOSER_PATH;
}

export function useShopSelector(): ShopSelectorApi {
  const api = useContext(ShopSelectorContext);
  if (!api) throw new Error('useShopSelector() outside <ShopSelectorProvider>');
  return api;
}
