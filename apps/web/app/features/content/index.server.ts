/** The server face of features/content: loaders, actions and server helpers that other features and routes may use. */
export { cmsPageLoader } from './cms.server.ts';
export { homeLoader } from './home.server.ts';
