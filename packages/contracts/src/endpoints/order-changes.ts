import { CART_LINE_ERROR_CODES } from '../cart-messages.ts';
import { endpoint } from '../endpoint.ts';
import { API_ERROR_CODES as CODES } from '../error-codes.ts';
import {
  cancellationPreviewResponse,
  cancellationResponse,
  orderChangeBody,
  orderChangeConfirmation,
  orderChangeParams,
  orderChangeSlots,
  orderChangeView,
} from '../order-changes.ts';

const tags = ['commandes'];
const params = orderChangeParams;

/** Cancelling and editing a placed order until its slot's cut-off (owner only; another's is 404). */
export const orderChangesEndpoints = {
  cancelPreview: endpoint({
    method: 'GET',
    path: '/me/commandes/:id/annulation',
    summary: 'Ce que rembourserait l’annulation d’une commande',
    tags,
    params,
    response: cancellationPreviewResponse,
    errors: [CODES.orderNotFound],
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/me/commandes/:id/annulation',
    summary: 'Annule une commande avant la préparation de son créneau (rejouable : rembourse une fois)',
    tags,
    params,
    response: cancellationResponse,
    errors: [CODES.orderNotFound, CODES.orderNotCancellable],
  }),
  getChange: endpoint({
    method: 'GET',
    path: '/me/commandes/:id/modification',
    summary: 'La modification en cours d’une commande (ou la commande telle quelle)',
    tags,
    params,
    response: orderChangeView,
    // The draft priced again: its slot past its cut-off or no longer the order's, a product no longer sold.
    // An order placed on invoice is not edited online (409).
    errors: [
      CODES.orderNotFound,
      CODES.orderNotEditable,
      CODES.slotClosed,
      CODES.orderChangeSlotUnknown,
      CODES.productNotSold,
    ],
  }),
  updateChange: endpoint({
    method: 'PUT',
    path: '/me/commandes/:id/modification',
    summary: 'Enregistre les lignes et le créneau voulus pour une commande',
    tags,
    params,
    body: orderChangeBody,
    response: orderChangeView,
    errors: [
      CODES.orderNotFound,
      CODES.orderNotEditable,
      CODES.orderChangeEmpty,
      CODES.orderChangeSlotUnknown,
      CODES.slotFull,
      CODES.slotClosed,
      CODES.orderAmountBelowMinimum,
      CODES.orderAmountAboveMaximum,
      // A line the cart would refuse (its code; `stock_insuffisant` and `produit_non_vendu` among them).
      ...CART_LINE_ERROR_CODES,
    ],
  }),
  confirmChange: endpoint({
    method: 'POST',
    path: '/me/commandes/:id/modification/confirmation',
    summary: 'Applique la modification (remboursement) ou ouvre le paiement de la différence',
    tags,
    params,
    response: orderChangeConfirmation,
    errors: [
      CODES.orderNotFound,
      CODES.orderNotEditable,
      CODES.orderChangeNotFound,
      CODES.orderChangeOutdated,
      CODES.orderChangeSlotUnknown,
      CODES.slotFull,
      CODES.slotClosed,
      ...CART_LINE_ERROR_CODES,
    ],
  }),
  abandonChange: endpoint({
    method: 'DELETE',
    path: '/me/commandes/:id/modification',
    summary: 'Abandonne la modification en cours : la commande reste telle quelle',
    tags,
    params,
    response: null,
    status: 204,
    errors: [CODES.orderNotFound],
  }),
  changeSlots: endpoint({
    method: 'GET',
    path: '/me/commandes/:id/modification/creneaux',
    summary: 'Les prochains créneaux du mode de la commande',
    tags,
    params,
    response: orderChangeSlots,
    errors: [CODES.orderNotFound, CODES.orderNotEditable],
  }),
} as const;
