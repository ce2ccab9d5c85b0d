/** The server face of features/stores: loaders, actions and server helpers that other features and routes may use. */
export { chooserAction, chooserLoader } from './chooser.server.ts';
export { applyStoreSwitch, resolveStoreSwitch, storeContextMiddleware } from './store-context.server.ts';
export { getShopInfos, getStore, summarise } from './stores.server.ts';
