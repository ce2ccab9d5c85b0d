/** The server face of features/pro-space: the space's loader and the invoice PDF download. */
export { proInvoicePdfMiddleware } from './invoice-pdf.server.ts';
export { proSpaceLoader } from './pro-space.server.ts';
