/**
 * The storefront addresses of the account's documents (zod-free, for pages and links): the PDF of
 * an order, its invoice page and PDF, a receipt's PDF. The PDFs are served by resource routes of
 * the account area that fetch them from the API as the shopper.
 */
export const orderPdfHref = (orderId: number) => `/mon-compte/mes-commandes/${orderId}/pdf`;
export const invoicePageHref = (orderId: number) => `/mon-compte/mes-commandes/${orderId}/facture`;
export const invoicePdfHref = (orderId: number) => `/mon-compte/mes-commandes/${orderId}/facture/pdf`;
export const receiptPdfHref = (receiptId: number) => `/mon-compte/mes-commandes/en-magasin/${receiptId}/pdf`;
export const IN_STORE_PATH = '/mon-compte/mes-commandes/en-magasin';
export const orderPageHref = (orderId: number) => `/mon-compte/mes-commandes/${orderId}`;
