import {
  API_ERROR_CODES,
  endpoints,
  type InvoiceAddress,
  type InvoiceState,
  invoiceAddressBody,
  messages,
  orderDocumentMessages,
} from '@cabas/contracts';
import { frenchDate } from '@cabas/domain';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { authedApi } from '../../lib/authed-api.server.ts';
import { parseForm } from '../../lib/form.server.ts';
import { isSameOriginRequest } from '../../lib/origin.ts';
import type { FormResult } from '../../ui/use-checked-form.ts';
import { idFrom } from './documents.server.ts';
import { invoicePageHref, invoicePdfHref, orderPageHref } from './documents-links.ts';

type Context = Readonly<RouterContextProvider>;

export const BILLING_FIELDS = [
  'adresse',
  'complement',
  'codePostal',
  'ville',
  'departement',
  'pays',
] as const;
export type BillingField = (typeof BILLING_FIELDS)[number];
export type BillingValues = Record<BillingField, string>;

export interface InvoicePageData {
  orderId: number;
  code: string;
  orderHref: string;
  /** What the page offers: the form, the print link, or why there is no invoice. */
  view: 'formulaire' | 'facture' | 'non_retiree' | 'pro';
  invoice: { numero: string; date: string; address: string[]; pdfHref: string } | null;
  values: BillingValues;
  generated: boolean;
}

export interface InvoiceActionData {
  /** The form's answer (Conform): the address as typed, each field's message and the form's. */
  result: FormResult;
}

const EMPTY: BillingValues = {
  adresse: '',
  complement: '',
  codePostal: '',
  ville: '',
  departement: '',
  pays: 'France',
};

const valuesOf = (address: InvoiceAddress | null): BillingValues =>
  address
    ? {
        adresse: address.adresse,
        complement: address.complement ?? '',
        codePostal: address.codePostal,
        ville: address.ville,
        departement: address.departement ?? '',
        pays: address.pays,
      }
    : EMPTY;

function pageData(state: InvoiceState, generated: boolean): InvoicePageData {
  const f = state.facture;
  const view = f ? 'facture' : (state.raison ?? 'formulaire');
  return {
    orderId: state.commande_id,
    code: state.code,
    orderHref: orderPageHref(state.commande_id),
    view,
    invoice: f
      ? {
          numero: f.numero,
          date: frenchDate(new Date(f.date_emission)),
          address: [
            f.adresse.adresse,
            f.adresse.complement,
            `${f.adresse.codePostal} ${f.adresse.ville}`,
            f.adresse.departement,
            f.adresse.pays,
          ].filter((line): line is string => Boolean(line)),
          pdfHref: invoicePdfHref(state.commande_id),
        }
      : null,
    values: valuesOf(state.adresse_proposee),
    generated,
  };
}

/** `/mon-compte/mes-commandes/:id/facture`: the invoice of an order (withdrawn consumer orders only). */
export async function invoicePageLoader(request: Request, context: Context, rawId: string | undefined) {
  const id = idFrom(rawId);
  const api = await authedApi(request, context);
  try {
    const state = (await api.call(endpoints.orderDocuments.invoice, { params: { id } })).data;
    return pageData(state, new URL(request.url).searchParams.get('facture') === 'generee');
  } catch (error) {
    if (isApiError(error, endpoints.orderDocuments.invoice) && error.code === API_ERROR_CODES.orderNotFound)
      throw data({ message: error.message }, { status: 404 });
    throw error;
  }
}

/**
 * 'Générer ma facture': the billing address form, checked with the API's schema, then the invoice
 * is issued and the page shows 'Imprimer ma facture' (a redirect, so a reload does not post again).
 */
export async function invoicePageAction(request: Request, context: Context, rawId: string | undefined) {
  if (!isSameOriginRequest(request)) throw data({ message: messages.generic }, { status: 403 });
  const id = idFrom(rawId);
  const form = await request.formData();
  const parsed = parseForm<typeof invoiceAddressBody, BillingField>(form, invoiceAddressBody);
  if (!parsed.ok) return data<InvoiceActionData>({ result: parsed.reply() }, { status: 422 });
  const api = await authedApi(request, context);
  try {
    await api.call(endpoints.orderDocuments.generateInvoice, { params: { id }, body: parsed.value });
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.code === API_ERROR_CODES.orderNotFound) throw data({ message: error.message }, { status: 404 });
    // The API's field errors of the form's own fields, each with its first message.
    const fieldErrors: Partial<Record<BillingField, string>> = {};
    for (const field of BILLING_FIELDS) {
      const list = error.fieldErrors?.[field];
      if (list) fieldErrors[field] = list[0] ?? messages.generic;
    }
    const message =
      error.isNoResponse || error.status >= 500 ? orderDocumentMessages.documentOpenFailed : error.message;
    return data<InvoiceActionData>(
      { result: parsed.reply({ fieldErrors, formError: message }) },
      { status: error.status },
    );
  }
  return redirect(`${invoicePageHref(id)}?facture=generee`, 303);
}
