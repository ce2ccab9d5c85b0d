/** The server face of features/bank-cards: loaders, actions and server helpers that other features and routes may use. */
export { bankCardsAction, bankCardsLoader } from './bank-cards.server.ts';
