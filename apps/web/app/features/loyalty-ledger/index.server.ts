/** The server face of features/loyalty-ledger: the card history page's loader. */
export { ledgerLoader } from './ledger.server.ts';
