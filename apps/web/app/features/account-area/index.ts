/** The public face of features/account-area: what pages, layouts and other features may use (server code is in index.server.ts). */

export { default as accountFrameStyles } from './account-frame.module.css';
export { AccountHome } from './account-home.tsx';
export { AccountMenu } from './account-menu.tsx';
