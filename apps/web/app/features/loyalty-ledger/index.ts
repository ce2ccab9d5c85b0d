/** The public face of features/loyalty-ledger (server code is in index.server.ts). */
export { LedgerPage } from './ledger-page.tsx';
