/**
 * `/gestion/factures-pro?magasin=&statut=&page=` (issue #38, decision 119): a store's pro invoices on
 * the staff side, read with the API's schemas and called as the staff member; the manager's form
 * « Enregistrer le règlement » posts to the page's action. Money decoded once into cents.
 */
import {
  API_ERROR_CODES,
  endpoints,
  type PRO_INVOICE_STATUSES,
  type StaffMember,
  type StaffProInvoice,
  type StaffProInvoiceListResponse,
  staffProInvoiceListQuery,
  staffProInvoiceParams,
  staffProInvoicesParams,
} from '@cabas/contracts';
import { eurosToCents } from '@cabas/domain';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import { callAsStaff, staffMember } from '../staff/index.server.ts';
import { STAFF_PATHS } from '../staff/index.ts';
import { proInvoicesHref } from './paths.ts';

type Context = Readonly<RouterContextProvider>;
type Args = { request: Request; context: Context };

export type ProInvoiceRow = Omit<StaffProInvoice, 'montant_ttc'> & { totalCents: number };
export type ProInvoiceList = Omit<StaffProInvoiceListResponse, 'data'> & { data: ProInvoiceRow[] };
export type StatusFilter = (typeof PRO_INVOICE_STATUSES)[number] | 'toutes';

export interface StaffProInvoicesPageData {
  member: StaffMember;
  /** The store asked (or the member's first); null when head office has not chosen one yet. */
  storeId: number | null;
  /** The query as typed, to fill the form again. */
  form: { magasin: string; statut: string };
  errors: Partial<Record<'magasin' | 'statut', string>>;
  /** The invoice whose payment was just recorded (`?regle=`), for its confirmation. */
  paid: string | null;
  list: ProInvoiceList | null;
}

/** What a refused recording tells the page: its message, beside the invoice's form. */
export interface StaffProInvoiceActionData {
  numero: string;
  message: string;
}

const decode = (list: StaffProInvoiceListResponse): ProInvoiceList => ({
  ...list,
  data: list.data.map(({ montant_ttc, ...invoice }) => ({
    ...invoice,
    totalCents: eurosToCents(montant_ttc),
  })),
});

export async function staffProInvoicesLoader(args: Args) {
  const { request, context } = args;
  const member = staffMember(context);
  if (!member) throw redirect(STAFF_PATHS.login);
  const params = new URL(request.url).searchParams;
  const form = { magasin: params.get('magasin') ?? '', statut: params.get('statut') ?? '' };
  const errors: StaffProInvoicesPageData['errors'] = {};
  let storeId: number | null = member.stores[0]?.id ?? null;
  if (form.magasin !== '') {
    const store = staffProInvoicesParams.shape.magasin_id.safeParse(form.magasin);
    if (store.success) storeId = store.data;
    else errors.magasin = store.error.issues[0]?.message;
  }
  const query = staffProInvoiceListQuery.safeParse({
    statut: form.statut || undefined,
    page: params.get('page') ?? undefined,
  });
  if (!query.success) errors.statut = query.error.issues[0]?.message;
  const paid = params.get('regle');
  const page = (list: ProInvoiceList | null): StaffProInvoicesPageData => ({
    member,
    storeId,
    form,
    errors,
    paid: paid && staffProInvoiceParams.shape.numero.safeParse(paid).success ? paid : null,
    list,
  });
  if (Object.keys(errors).length) return data(page(null), { status: 422 });
  if (storeId === null || !query.success) return page(null);
  try {
    const list = await callAsStaff(args, endpoints.staffProInvoices.list, {
      params: { magasin_id: storeId },
      query: query.data,
    });
    return page(decode(list));
  } catch (error) {
    if (isApiError(error, endpoints.staffProInvoices.list) && error.code === API_ERROR_CODES.storeNotFound)
      throw data({ message: error.message, code: error.code }, { status: 404 });
    throw error;
  }
}

/**
 * The refusals shown beside the invoice's form; the others are the staff frame's error pages (a
 * preparer, who has no such form, gets its 403 page).
 */
const SHOWN = new Set<string>([API_ERROR_CODES.proInvoiceAlreadyPaid, API_ERROR_CODES.proInvoiceNotFound]);

/** `POST /gestion/factures-pro`: `magasin` and `numero` of the invoice whose payment is recorded. */
export async function staffProInvoicesAction(args: Args) {
  assertSameOrigin(args.request);
  const form = await args.request.formData();
  const numero = String(form.get('numero') ?? '');
  const parsed = staffProInvoiceParams.safeParse({ magasin_id: form.get('magasin'), numero });
  if (!parsed.success)
    return data<StaffProInvoiceActionData>(
      { numero, message: parsed.error.issues[0]?.message ?? 'Vérifiez votre saisie.' },
      { status: 422 },
    );
  try {
    await callAsStaff(args, endpoints.staffProInvoices.recordPayment, { params: parsed.data });
  } catch (error) {
    if (!isApiError(error) || !error.code || !SHOWN.has(error.code)) throw error;
    return data<StaffProInvoiceActionData>({ numero, message: error.message }, { status: error.status });
  }
  const statut = String(form.get('statut') ?? '');
  throw redirect(
    `${proInvoicesHref({ magasin: parsed.data.magasin_id, statut, regle: parsed.data.numero })}#facture-${parsed.data.numero}`,
  );
}
