/** The public face of features/popins: what pages, layouts and other features may use (server code is in index.server.ts). */
export { BagDepositHelp } from './bag-deposit-popin.tsx';
export { CardHolderHelp } from './card-holder-popin.tsx';
export { CatererOffers } from './caterer-popins.tsx';
export { LazyPopin } from './lazy-popin.tsx';
export {
  REQUEST_SENT_TITLE,
  type RequestSent,
  RequestSentDetails,
  RequestSentPopin,
} from './request-sent-popin.tsx';
