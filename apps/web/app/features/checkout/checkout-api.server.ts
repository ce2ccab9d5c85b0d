/**
 * The checkout calls of the API as the logged-in shopper (declared in packages/contracts:
 * `endpoints.checkout`, `endpoints.addresses`, `endpoints.payments`). Every write sends the
 * `dateLastUpdate` of the last answer (an older one is refused: 409, `checkout_perime`).
 */
import {
  type CartKind,
  type DeliveryAddressBody,
  endpoints,
  type InstalmentCode,
  type ProcessPaymentBody,
  type RedevanceFormBody,
  type UpdateCheckoutBody,
} from '@cabas/contracts';
import { centsToEuros } from '@cabas/domain';
import type { ApiClient } from '../../lib/api-client.server.ts';
import type { AuthedApi } from '../../lib/authed-api.server.ts';
import {
  decodeCheckout,
  decodePaymentModes,
  decodePlanning,
  decodeSchedule,
  decodeSlots,
} from './checkout-decode.ts';

type Api = Pick<AuthedApi, 'call'>;
const checkout = endpoints.checkout;
const at = (shop: number, id: number) => ({ shop, id });

export const checkoutCalls = {
  create: (api: Api, shop: number, kind: CartKind, uuid: string) =>
    api.call(checkout.create, { params: { shop }, query: { type_panier: kind, uuid } }).then(decodeCheckout),

  get: (api: Api, store: number, id: number) =>
    api.call(checkout.get, { params: at(store, id) }).then(decodeCheckout),

  update: (api: Api, store: number, id: number, body: UpdateCheckoutBody) =>
    api.call(checkout.update, { params: at(store, id), body }).then(decodeCheckout),

  /**
   * « eurocora update »: the cagnotte the order will use (cents; null: none), reserved on the card.
   * Above the card's available balance the API refuses it on `montant` (422).
   */
  reserveEurocora: (
    api: Api,
    store: number,
    id: number,
    dateLastUpdate: string,
    amountCents: number | null,
    card: number,
  ) =>
    api
      .call(checkout.eurocora, {
        params: at(store, id),
        query: { dateLastUpdate },
        body: { montant: amountCents === null ? 0 : centsToEuros(amountCents), carte: card },
      })
      .then(decodeCheckout),

  slots: (api: Api, store: number, id: number, serviceId: number) =>
    api.call(checkout.slots, { params: at(store, id), query: { service_id: serviceId } }).then(decodeSlots),

  chooseSlot: (api: Api, store: number, id: number, dateLastUpdate: string, slotId: number) =>
    api
      .call(checkout.chooseSlot, {
        params: at(store, id),
        query: { dateLastUpdate },
        body: { creneau_id: slotId },
      })
      .then(decodeCheckout),

  benefits: (api: Api, store: number, id: number, dateLastUpdate: string) =>
    api.call(checkout.benefits, { params: at(store, id), query: { dateLastUpdate } }).then(decodeCheckout),

  promo: (api: Api, store: number, id: number, dateLastUpdate: string, code: string | null) =>
    api
      .call(checkout.promoCode, {
        params: at(store, id),
        query: { dateLastUpdate },
        body: { code_promo: code },
      })
      .then(decodeCheckout),

  redevance: (api: Api, store: number, id: number, dateLastUpdate: string, form: RedevanceFormBody) =>
    api
      .call(checkout.redevance, { params: at(store, id), query: { dateLastUpdate }, body: form })
      .then(decodeCheckout),

  paymentModes: (api: Api, store: number, id: number) =>
    api.call(checkout.paymentModes, { params: at(store, id) }).then(decodePaymentModes),

  giftCard: (api: Api, store: number, id: number, dateLastUpdate: string, numero: string, pin: string) =>
    api.call(checkout.giftCard, {
      params: at(store, id),
      query: { dateLastUpdate },
      body: { carte_cadeau: { numero, pin } },
    }),

  removeGiftCard: (api: Api, store: number, id: number, dateLastUpdate: string) =>
    api
      .call(checkout.removeGiftCard, { params: at(store, id), query: { dateLastUpdate } })
      .then(decodeCheckout),

  pay: (api: Api, store: number, id: number, body: ProcessPaymentBody, ownCard = false) =>
    api.call(ownCard ? endpoints.payments.processOwnCard : endpoints.payments.process, {
      params: at(store, id),
      body,
    }),

  addresses: (api: Api, store: number) =>
    api.call(endpoints.addresses.list, { query: { magasin_id: store } }),

  addAddress: (api: Api, body: DeliveryAddressBody) => api.call(endpoints.addresses.create, { body }),

  updateAddress: (api: Api, id: number, body: DeliveryAddressBody) =>
    api.call(endpoints.addresses.update, { params: { id }, body }),
};

/** Public reads: the store's planning and the instalment simulation. */
export const publicCalls = {
  planning: (api: ApiClient, shop: number) =>
    api.call(checkout.planning, { params: { shop } }).then(decodePlanning),
  instalments: (api: ApiClient, amountCents: number, code: InstalmentCode) =>
    api
      .call(checkout.instalments, { query: { montant: centsToEuros(amountCents), code } })
      .then((answer) => answer.data.map(decodeSchedule)),
};
