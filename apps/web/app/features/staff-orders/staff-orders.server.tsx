/**
 * The day's orders of a store on the staff side (issue #37, item 2, decision 111): the page's query
 * read with the API's schema, the call made as the staff member, the money decoded once into cents.
 */
import {
  API_ERROR_CODES,
  endpoints,
  type StaffDayOrders,
  type StaffMember,
  staffOrdersParams,
  staffOrdersQuery,
} from '@cabas/contracts';
import { eurosToCents } from '@cabas/domain';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { callAsStaff, staffMember } from '../staff/index.server.ts';
import { STAFF_PATHS } from '../staff/index.ts';

type Context = Readonly<RouterContextProvider>;

type ApiOrder = StaffDayOrders['creneaux'][number]['commandes'][number];
export type DayOrder = Omit<ApiOrder, 'montant_total_ttc'> & { totalCents: number };
export type DaySlot = Omit<StaffDayOrders['creneaux'][number], 'commandes'> & { commandes: DayOrder[] };
export type DayOrders = Omit<StaffDayOrders, 'creneaux'> & { creneaux: DaySlot[] };

/** What the page shows: the list, or the filter form's errors; and the stores the member may pick. */
export interface StaffOrdersPageData {
  member: StaffMember;
  /** The store asked (or the member's first); null when head office has not chosen one yet. */
  storeId: number | null;
  /** The query as typed, to fill the form again. */
  form: { jour: string; etat: string; mode: string; magasin: string; creneau: string };
  errors: Partial<Record<'jour' | 'etat' | 'mode' | 'magasin' | 'creneau', string>>;
  list: DayOrders | null;
}

const firstMessage = (issues: { path: PropertyKey[]; message: string }[]) => {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
};

function decode(list: StaffDayOrders): DayOrders {
  return {
    ...list,
    creneaux: list.creneaux.map((slot) => ({
      ...slot,
      commandes: slot.commandes.map(({ montant_total_ttc, ...order }) => ({
        ...order,
        totalCents: eurosToCents(montant_total_ttc),
      })),
    })),
  };
}

/** `/gestion/commandes?magasin=&jour=&etat=&mode=`: the store's day, by slot. */
export async function staffDayOrdersLoader(args: { request: Request; context: Context }) {
  const { request, context } = args;
  const member = staffMember(context);
  if (!member) throw redirect(STAFF_PATHS.login);
  const params = new URL(request.url).searchParams;
  const form = {
    jour: params.get('jour') ?? '',
    etat: params.get('etat') ?? '',
    mode: params.get('mode') ?? '',
    magasin: params.get('magasin') ?? '',
    creneau: params.get('creneau') ?? '',
  };
  const errors: StaffOrdersPageData['errors'] = {};
  let storeId: number | null = member.stores[0]?.id ?? null;
  if (form.magasin !== '') {
    const store = staffOrdersParams.shape.magasin_id.safeParse(form.magasin);
    if (store.success) storeId = store.data;
    else errors.magasin = store.error.issues[0]?.message;
  }
  const query = staffOrdersQuery.safeParse({
    jour: form.jour,
    etat: form.etat,
    mode: form.mode,
    creneau: form.creneau,
  });
  if (!query.success) Object.assign(errors, firstMessage(query.error.issues));
  const page = (list: DayOrders | null): StaffOrdersPageData => ({ member, storeId, form, errors, list });
  if (Object.keys(errors).length) return data(page(null), { status: 422 });
  if (storeId === null || !query.success) return page(null);
  try {
    const list = await callAsStaff(args, endpoints.staffOrders.dayList, {
      params: { magasin_id: storeId },
      query: query.data,
    });
    return page(decode(list.data));
  } catch (error) {
    // The web branches on the code: a store that does not exist is a 404 page with the API's message.
    if (isApiError(error, endpoints.staffOrders.dayList) && error.code === API_ERROR_CODES.storeNotFound)
      throw data({ message: error.message, code: error.code }, { status: 404 });
    throw error;
  }
}
