/** The server face of features/account-area: loaders, actions and server helpers that other features and routes may use. */
export { accountFrameLoader } from './account-frame.server.ts';
export { accountHomeLoader } from './account-home.server.ts';
