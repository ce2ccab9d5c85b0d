/**
 * `/commander-pro/confirmation/{id}`: the pro order just made (the client's own only: another's is
 * the not-found page), with its pro number and how it is paid; the checkout's cookie is dropped.
 */
import { endpoints, isPaidOnInvoice, PRO_PAYMENT_MODE_LABELS } from '@cabas/contracts';
import { data, type RouterContextProvider } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import { formatFrenchDateTime } from '../../lib/french-date.ts';
import { confirmedOrder } from '../checkout/index.server.ts';
import { termText } from './pro-view.server.ts';

export interface ProConfirmationData {
  id: number;
  code: string;
  proNumber: string | null;
  pickup: string | null;
  store: string;
  total: string;
  payment: string;
}

export async function proConfirmationLoader(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { id?: string },
): Promise<ProConfirmationData> {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== params.id)
    throw data({ message: 'Page Not Found' }, { status: 404 });
  const { order, api } = await confirmedOrder(request, context, id);
  let payment: string = PRO_PAYMENT_MODE_LABELS.cb;
  if (isPaidOnInvoice(order)) {
    // The payment term is the store agreement's (the pro space lists it); without it, the mode alone.
    const space = await api.call(endpoints.proSpace.space).catch(() => null);
    const term = space?.data.magasins.find((store) => store.id === order.magasin_id)?.delai_paiement_jours;
    payment =
      term === undefined
        ? PRO_PAYMENT_MODE_LABELS.differe
        : `${PRO_PAYMENT_MODE_LABELS.differe} : ${termText(term)}`;
  }
  return {
    id: order.id,
    code: order.code,
    proNumber: order.numero_commande_pro,
    pickup: order.date_de_retrait ? formatFrenchDateTime(order.date_de_retrait) : null,
    store: order.magasin.name,
    total: formatPrice(order.totalCents),
    payment,
  };
}
