/** The public face of features/bank-cards: what pages, layouts and other features may use (server code is in index.server.ts). */
export { BankCardsPage } from './bank-cards-page.tsx';
