/** The server face of features/order-changes: loaders, actions and server helpers that other features and routes may use. */
export { cancelAction, cancelLoader } from './cancel.server.ts';
export { editAction, editLoader } from './edit.server.ts';
