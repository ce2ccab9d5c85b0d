/** The public face of features/order-changes: what pages, layouts and other features may use (server code is in index.server.ts). */
export { CancelPage } from './cancel-page.tsx';
export { EditPage } from './edit-page.tsx';
