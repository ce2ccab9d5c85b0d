/**
 * The pro checkout's calls as the logged-in pro (`endpoints.proCheckout`, decision 119), their answers
 * decoded once: amounts in integer cents, the rest under the wire's names. Writes send the
 * `dateLastUpdate` of the last answer (an older one is refused: 409, `checkout_perime`).
 */
import {
  endpoints,
  type ProBillingForm,
  type ProCheckoutResponse,
  type ProOutstanding,
  type Slot,
  type SlotHold,
  type UpdateProCheckoutBody,
} from '@cabas/contracts';
import { eurosToCents } from '@cabas/domain';
import type { AuthedApi } from '../../lib/authed-api.server.ts';

type Api = Pick<AuthedApi, 'call'>;
const pro = endpoints.proCheckout;
const at = (shop: number, id: number) => ({ shop, id });

type Attributes = ProCheckoutResponse['data']['attributes'];

export interface OutstandingCents {
  limitCents: number;
  usedCents: number;
  availableCents: number;
}

export const decodeOutstanding = (o: ProOutstanding): OutstandingCents => ({
  limitCents: eurosToCents(o.plafond),
  usedCents: eurosToCents(o.utilise),
  availableCents: eurosToCents(o.disponible),
});

export type ShopProCheckout = Omit<Attributes, 'montants' | 'encours' | 'creneau' | 'panier'> & {
  id: number;
  services: ProCheckoutResponse['data']['services'];
  warnings: string[];
  articleCount: number;
  amounts: {
    cartCents: number;
    feesCents: number;
    totalCents: number;
    totalExclTaxCents: number;
    vat: { rate: string; baseCents: number; vatCents: number }[];
  };
  outstanding: OutstandingCents;
  creneau: (Omit<SlotHold, 'tarif'> & { priceCents: number }) | null;
};

export function decodeProCheckout(answer: ProCheckoutResponse): ShopProCheckout {
  const { montants: m, encours, creneau, panier, ...attributes } = answer.data.attributes;
  return {
    ...attributes,
    id: answer.data.id,
    services: answer.data.services,
    warnings: answer.meta.message_warning,
    articleCount: panier.nb_articles,
    amounts: {
      cartCents: eurosToCents(m.total_panier),
      feesCents: eurosToCents(m.frais),
      totalCents: eurosToCents(m.total_ttc),
      totalExclTaxCents: eurosToCents(m.total_ht),
      vat: m.tva.map((row) => ({
        rate: row.taux,
        baseCents: eurosToCents(row.base_ht),
        vatCents: eurosToCents(row.montant_tva),
      })),
    },
    outstanding: decodeOutstanding(encours),
    creneau: creneau && (({ tarif, ...hold }) => ({ ...hold, priceCents: eurosToCents(tarif) }))(creneau),
  };
}

export type ShopProSlot = Omit<Slot, 'tarif'> & { priceCents: number };

export const proCheckoutCalls = {
  create: (api: Api, shop: number, uuid: string) =>
    api.call(pro.create, { params: { shop }, query: { uuid } }).then(decodeProCheckout),

  get: (api: Api, shop: number, id: number) =>
    api.call(pro.get, { params: at(shop, id) }).then(decodeProCheckout),

  update: (api: Api, shop: number, id: number, body: UpdateProCheckoutBody) =>
    api.call(pro.update, { params: at(shop, id), body }).then(decodeProCheckout),

  slots: (api: Api, shop: number, id: number, serviceId: number) =>
    api.call(pro.slots, { params: at(shop, id), query: { service_id: serviceId } }).then((answer) =>
      answer.data.map((day) => ({
        ...day,
        creneaux: day.creneaux.map(
          ({ tarif, ...slot }): ShopProSlot => ({
            ...slot,
            priceCents: eurosToCents(tarif),
          }),
        ),
      })),
    ),

  chooseSlot: (api: Api, shop: number, id: number, dateLastUpdate: string, slotId: number) =>
    api
      .call(pro.chooseSlot, { params: at(shop, id), query: { dateLastUpdate }, body: { creneau_id: slotId } })
      .then(decodeProCheckout),

  createOrder: (api: Api, shop: number, id: number, dateLastUpdate: string, form: ProBillingForm) =>
    api.call(pro.processCreateOrder, { params: at(shop, id), query: { dateLastUpdate }, body: form }),
};
