/** The server face of features/lists: loaders, actions and server helpers that other features and routes may use. */
export { listDetailAction, listDetailLoader } from './list-detail.server.ts';
export { listsAction, listsLoader } from './lists-page.server.ts';
export { loadListChoices, loadSaveListView, saveCartListAction } from './save-cart-list.server.ts';
