/** The public face of features/lists: what pages, layouts and other features may use (server code is in index.server.ts). */
export { AddToList, SheetAddToList } from './add-to-list.tsx';
export { ListDetail } from './list-detail.tsx';
export { ListsPage } from './lists-page.tsx';
export type { SaveListView } from './save-cart-list.ts';
export { SaveCartList } from './save-cart-list.tsx';
