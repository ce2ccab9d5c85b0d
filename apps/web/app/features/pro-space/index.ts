/** The public face of features/pro-space: the pro services space (server code is in index.server.ts). */

export { invoicePdfHref, PRO_SPACE_PATH } from './pro-space-links.ts';
export { ProSpacePage } from './pro-space-page.tsx';
