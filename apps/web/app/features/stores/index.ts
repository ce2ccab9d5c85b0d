/** The public face of features/stores: what pages, layouts and other features may use (server code is in index.server.ts). */
export type { StoreChooserActionData, StoreChooserData } from './chooser.ts';
export { useCurrentStore } from './current-store.ts';
export { CHOOSER_PATH, chooserHref, ShopSelectorContext, useShopSelector } from './shop-selector.tsx';
export { ShopSelectorTrigger } from './shop-selector-trigger.tsx';
export { StoreChooserPage } from './store-chooser-page.tsx';
export type { ShopStore, ShopStoreAttributes } from './store-decode.ts';
export { StoreFinder } from './store-finder.tsx';
export {
  SEARCH_PARAM,
  StoreChoiceList,
  StoreSearchForm,
  searchSummary,
  storeSearchStyles,
} from './store-search.tsx';
export type { FlashKind, StoreChoice, StoreSummary } from './types.ts';
