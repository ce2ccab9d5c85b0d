import { endpoint } from '../endpoint.ts';
import { API_ERROR_CODES as CODES } from '../error-codes.ts';
import {
  invoiceAddressBody,
  invoiceStateResponse,
  orderDocumentParams,
  pdfDocument,
  ticketListQuery,
  ticketListResponse,
  ticketParams,
  ticketPreferenceBody,
  ticketPreferenceResponse,
} from '../order-documents.ts';

const PDF = 'application/pdf';
const orders = ['commandes'];
const tickets = ['tickets'];

/**
 * The documents of the logged-in client (401 otherwise): the PDF of an order, its invoice, the
 * in-store receipts of card holders and their ticket preference. Another client's order or receipt
 * is 404. PDF answers (`contentType`) are sent as bytes with their own content type; they are
 * limited per account (`trop_de_requetes`, 429, past 30 a minute).
 */
export const orderDocumentsEndpoints = {
  pdf: endpoint({
    method: 'GET',
    path: '/me/commandes/:id/pdf',
    summary: 'Le récapitulatif d’une commande en PDF',
    tags: orders,
    params: orderDocumentParams,
    response: pdfDocument,
    contentType: PDF,
    errors: [CODES.orderNotFound, CODES.tooManyRequests],
  }),
  invoice: endpoint({
    method: 'GET',
    path: '/me/commandes/:id/facture',
    summary: 'La facture d’une commande : disponible, à générer ou générée',
    tags: orders,
    params: orderDocumentParams,
    response: invoiceStateResponse,
    errors: [CODES.orderNotFound],
  }),
  generateInvoice: endpoint({
    method: 'POST',
    path: '/me/commandes/:id/facture',
    summary: 'Génère la facture d’une commande retirée avec l’adresse de facturation',
    tags: orders,
    params: orderDocumentParams,
    body: invoiceAddressBody,
    response: invoiceStateResponse,
    status: 201,
    errors: [CODES.orderNotFound, CODES.invoiceNotAvailable, CODES.invoiceProOrder],
  }),
  invoicePdf: endpoint({
    method: 'GET',
    path: '/me/commandes/:id/facture/pdf',
    summary: 'La facture d’une commande en PDF',
    tags: orders,
    params: orderDocumentParams,
    response: pdfDocument,
    contentType: PDF,
    errors: [CODES.orderNotFound, CODES.invoiceNotAvailable, CODES.invoiceProOrder, CODES.tooManyRequests],
  }),
  tickets: endpoint({
    method: 'GET',
    path: '/me/tickets',
    summary: 'Les tickets de caisse des achats en magasin, les plus récents d’abord',
    tags: tickets,
    query: ticketListQuery,
    response: ticketListResponse,
    errors: [CODES.cardHolderOnly],
  }),
  ticketPdf: endpoint({
    method: 'GET',
    path: '/me/tickets/:id/pdf',
    summary: 'Un ticket de caisse en PDF',
    tags: tickets,
    params: ticketParams,
    response: pdfDocument,
    contentType: PDF,
    errors: [CODES.cardHolderOnly, CODES.receiptNotFound, CODES.tooManyRequests],
  }),
  ticketPreference: endpoint({
    method: 'GET',
    path: '/me/tickets/preference',
    summary: 'La préférence de ticket de caisse',
    tags: tickets,
    response: ticketPreferenceResponse,
    errors: [CODES.cardHolderOnly],
  }),
  setTicketPreference: endpoint({
    method: 'PUT',
    path: '/me/tickets/preference',
    summary: 'Enregistre la préférence de ticket de caisse',
    tags: tickets,
    body: ticketPreferenceBody,
    response: ticketPreferenceResponse,
    errors: [CODES.cardHolderOnly, CODES.emailTicketUnavailable],
  }),
} as const;
