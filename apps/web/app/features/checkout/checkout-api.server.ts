/**
 * The checkout calls of the API (packages/contracts/src/checkout.ts, payments.ts) as the logged-in
 * shopper. Every write sends the `dateLastUpdate` of the last answer (a stale one is refused, 409).
 */
import type {
  CartKind,
  CheckoutResponse,
  DeliveryAddressBody,
  DeliveryAddressListResponse,
  DeliveryAddressResponse,
  GiftCardCheckResponse,
  InstalmentCode,
  InstalmentSimulationResponse,
  PaymentModesResponse,
  PlanningResponse,
  ProcessPaymentBody,
  ProcessPaymentResponse,
  RedevanceFormBody,
  SlotsResponse,
  UpdateCheckoutBody,
} from '@cabas/contracts';
import type { ApiClient } from '../../lib/api-client.server.ts';
import type { AuthedApi } from '../auth/authed-api.server.ts';

type Api = Pick<AuthedApi, 'get' | 'post' | 'put' | 'delete'>;

const base = (store: number, id?: number) => `/magasins/${store}/checkout${id === undefined ? '' : `/${id}`}`;

export const checkoutCalls = {
  create: (api: Api, store: number, kind: CartKind, uuid: string) =>
    api.post<CheckoutResponse>(base(store), undefined, { query: { type_panier: kind, uuid } }),

  get: (api: Api, store: number, id: number) => api.get<CheckoutResponse>(base(store, id)),

  update: (api: Api, store: number, id: number, body: UpdateCheckoutBody) =>
    api.put<CheckoutResponse>(base(store, id), body),

  slots: (api: Api, store: number, id: number, serviceId: number) =>
    api.get<SlotsResponse>(`${base(store, id)}/creneaux`, { query: { service_id: serviceId } }),

  chooseSlot: (api: Api, store: number, id: number, dateLastUpdate: string, slotId: number) =>
    api.post<CheckoutResponse>(
      `${base(store, id)}/creneau`,
      { creneau_id: slotId },
      { query: { dateLastUpdate } },
    ),

  benefits: (api: Api, store: number, id: number, dateLastUpdate: string) =>
    api.post<CheckoutResponse>(`${base(store, id)}/processAvantages`, undefined, {
      query: { dateLastUpdate },
    }),

  promo: (api: Api, store: number, id: number, dateLastUpdate: string, code: string | null) =>
    api.post<CheckoutResponse>(
      `${base(store, id)}/processCodePromo`,
      { code_promo: code },
      { query: { dateLastUpdate } },
    ),

  redevance: (api: Api, store: number, id: number, dateLastUpdate: string, form: RedevanceFormBody) =>
    api.post<CheckoutResponse>(`${base(store, id)}/processFormRedevance`, form, {
      query: { dateLastUpdate },
    }),

  paymentModes: (api: Api, store: number, id: number) =>
    api.get<PaymentModesResponse>(`${base(store, id)}/modes-paiement`),

  giftCard: (api: Api, store: number, id: number, dateLastUpdate: string, numero: string, pin: string) =>
    api.post<GiftCardCheckResponse>(
      `${base(store, id)}/carte-cadeau`,
      { carte_cadeau: { numero, pin } },
      { query: { dateLastUpdate } },
    ),

  removeGiftCard: (api: Api, store: number, id: number, dateLastUpdate: string) =>
    api.delete<CheckoutResponse>(`${base(store, id)}/carte-cadeau`, { query: { dateLastUpdate } }),

  pay: (api: Api, store: number, id: number, body: ProcessPaymentBody, ownCard = false) =>
    api.post<ProcessPaymentResponse>(
      `${base(store, id)}/${ownCard ? 'processPaiementCarteCarrefour' : 'processPaiement'}`,
      body,
    ),

  addresses: (api: Api, store: number) =>
    api.get<DeliveryAddressListResponse>('/me/adresses', { query: { magasin_id: store } }),

  addAddress: (api: Api, body: DeliveryAddressBody) =>
    api.post<DeliveryAddressResponse>('/me/adresses', body),

  updateAddress: (api: Api, id: number, body: DeliveryAddressBody) =>
    api.put<DeliveryAddressResponse>(`/me/adresses/${id}`, body),
};

/** Public reads: the store's planning and the instalment simulation. */
export const publicCalls = {
  planning: (api: ApiClient, store: number) => api.get<PlanningResponse>(`/magasins/${store}/planning`),
  /** Served at `/ws/v1/...` and, for a base URL ending in /api, at `/api/ws/v1/...` too. */
  instalments: (api: ApiClient, amount: number, code: InstalmentCode) =>
    api.get<InstalmentSimulationResponse>('/ws/v1/simulation-echeancier', {
      query: { montant: amount, code },
    }),
};
