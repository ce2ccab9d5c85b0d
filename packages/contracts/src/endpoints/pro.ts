import { chooseSlotBody, slotsQuery, slotsResponse, writeQuery } from '../checkout.ts';
import { SLOT_HOLD_MINUTES } from '../checkout-messages.ts';
import { endpoint } from '../endpoint.ts';
import { API_ERROR_CODES as CODES } from '../error-codes.ts';
import { pdfDocument } from '../order-documents.ts';
import {
  createProCheckoutQuery,
  proBillingForm,
  proCheckoutParams,
  proCheckoutResponse,
  proCheckoutShopParams,
  processCreateOrderQuery,
  processCreateOrderResponse,
  proInvoiceListQuery,
  proInvoiceListResponse,
  proInvoiceParams,
  proSpaceResponse,
  staffProInvoiceListQuery,
  staffProInvoiceListResponse,
  staffProInvoiceParams,
  staffProInvoicePaymentResponse,
  staffProInvoicesParams,
  updateProCheckoutBody,
} from '../pro.ts';

const tags = ['commande-pro'];
const base = '/magasins/:shop/checkoutPro/:id';

/**
 * What any call of the pro checkout may answer: a consumer account (403 `compte_pro_requis`), a store
 * outside the agreement or without the pro service (403), the national store (409).
 */
const refused = [
  CODES.proAccountRequired,
  CODES.proStoreNotAllowed,
  CODES.proServiceUnavailable,
  CODES.nationalStore,
] as const;
const found = [...refused, CODES.checkoutNotFound] as const;
const write = [...found, CODES.checkoutStale] as const;

/**
 * The pro checkout of the logged-in pro client (issue #38, decision 119; doc 1 §2 /commander-pro,
 * §7 checkoutPro and processCreateCommande). The checkout must be his and of that store (404
 * otherwise). Writes take `dateLastUpdate` (409 `checkout_perime` when stale). Euros on the wire.
 */
export const proCheckoutEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/magasins/:shop/checkoutPro',
    summary: 'Crée la commande pro en cours du panier drive (201), ou renvoie celle qui existe (200)',
    tags,
    params: proCheckoutShopParams,
    query: createProCheckoutQuery,
    response: proCheckoutResponse,
    status: 201,
    errors: [...refused, CODES.notFound, CODES.checkoutCartEmpty, CODES.checkoutCartChanged],
  }),
  get: endpoint({
    method: 'GET',
    path: base,
    summary: 'Une commande pro en cours',
    tags,
    params: proCheckoutParams,
    response: proCheckoutResponse,
    errors: found,
  }),
  update: endpoint({
    method: 'PUT',
    path: base,
    summary: 'Drive et mode de paiement de la commande pro (un champ absent est gardé, null l’efface)',
    tags,
    params: proCheckoutParams,
    body: updateProCheckoutBody,
    response: proCheckoutResponse,
    errors: [...write, CODES.proServiceRefused],
  }),
  slots: endpoint({
    method: 'GET',
    path: `${base}/creneaux`,
    summary: 'Créneaux du drive de la commande pro',
    tags,
    params: proCheckoutParams,
    query: slotsQuery,
    response: slotsResponse,
    errors: found,
  }),
  chooseSlot: endpoint({
    method: 'POST',
    path: `${base}/creneau`,
    summary: `Réserve un créneau pour la commande pro (${SLOT_HOLD_MINUTES} minutes)`,
    tags,
    params: proCheckoutParams,
    query: writeQuery,
    body: chooseSlotBody,
    response: proCheckoutResponse,
    errors: [...write, CODES.slotFull, CODES.slotClosed],
  }),
  processCreateOrder: endpoint({
    method: 'POST',
    path: `${base}/processCreateCommande`,
    summary:
      'Valide la commande pro avec ses informations de facturation : sur facture la commande est créée, par carte la page de paiement s’ouvre',
    tags,
    params: proCheckoutParams,
    query: processCreateOrderQuery,
    body: proBillingForm,
    response: processCreateOrderResponse,
    status: 201,
    errors: [
      ...write,
      CODES.proCheckoutIncomplete,
      CODES.proProductsNotAllowed,
      CODES.proOutstandingExceeded,
      CODES.checkoutCartChanged,
      CODES.slotFull,
      CODES.slotClosed,
    ],
  }),
} as const;

const space = ['espace-pro'];

/** The pro services space of the logged-in pro client (doc 2 §6): a consumer account gets 403. */
export const proSpaceEndpoints = {
  space: endpoint({
    method: 'GET',
    path: '/me/espace-pro',
    summary: 'L’entreprise, son contact commercial, ses magasins, son encours et ses factures à payer',
    tags: space,
    response: proSpaceResponse,
    errors: [CODES.proAccountRequired],
  }),
  invoices: endpoint({
    method: 'GET',
    path: '/me/espace-pro/factures',
    summary: 'Les factures de l’entreprise, les plus récentes d’abord',
    tags: space,
    query: proInvoiceListQuery,
    response: proInvoiceListResponse,
    errors: [CODES.proAccountRequired],
  }),
  invoicePdf: endpoint({
    method: 'GET',
    path: '/me/espace-pro/factures/:numero/pdf',
    summary: 'Une facture pro en PDF (TVA par taux, échéance)',
    tags: space,
    params: proInvoiceParams,
    response: pdfDocument,
    contentType: 'application/pdf',
    errors: [CODES.proAccountRequired, CODES.proInvoiceNotFound, CODES.tooManyRequests],
  }),
} as const;

const staff = ['gestion'] as const;

/** The store's pro invoices on the staff side: the list, and the payment a manager records. */
export const staffProInvoicesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/gestion/magasins/:magasin_id/factures-pro',
    summary: 'Les factures pro d’un magasin, à payer, en retard ou payées',
    tags: staff,
    params: staffProInvoicesParams,
    query: staffProInvoiceListQuery,
    response: staffProInvoiceListResponse,
    errors: [CODES.staffOnly, CODES.staffStoreRefused, CODES.storeNotFound],
  }),
  recordPayment: endpoint({
    method: 'POST',
    path: '/gestion/magasins/:magasin_id/factures-pro/:numero/reglement',
    summary:
      'Enregistre le règlement d’une facture pro (responsable du magasin) : l’encours de l’entreprise baisse d’autant',
    tags: staff,
    params: staffProInvoiceParams,
    response: staffProInvoicePaymentResponse,
    errors: [
      CODES.staffOnly,
      CODES.staffStoreRefused,
      CODES.staffRoleRefused,
      CODES.proInvoiceNotFound,
      CODES.proInvoiceAlreadyPaid,
    ],
  }),
} as const;
