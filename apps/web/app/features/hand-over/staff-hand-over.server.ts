/**
 * `/gestion/retrait?magasin=&q=` (or `?code=` from the confirmation e-mail's QR code): the staff find
 * the order to hand over at the drive by its code or its customer's name (decision 116). One order
 * found by its code opens its page, where « Remettre la commande au client » hands it over.
 */
import {
  API_ERROR_CODES,
  endpoints,
  type HandOverSearch,
  handOverSearchParams,
  handOverSearchQuery,
  type StaffMember,
} from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { callAsStaff, staffMember } from '../staff/index.server.ts';
import { STAFF_PATHS } from '../staff/index.ts';
import { orderPagePath } from './paths.ts';

type Context = Readonly<RouterContextProvider>;

export interface StaffHandOverPageData {
  member: StaffMember;
  /** The store searched (or the member's first); null when head office has not chosen one yet. */
  storeId: number | null;
  /** The search as typed, to fill the form again. */
  form: { q: string; magasin: string };
  errors: Partial<Record<'q' | 'magasin', string>>;
  result: HandOverSearch | null;
}

export async function staffHandOverLoader(args: { request: Request; context: Context }) {
  const { request, context } = args;
  const member = staffMember(context);
  if (!member) throw redirect(STAFF_PATHS.login);
  const params = new URL(request.url).searchParams;
  const asked = params.get('q') ?? params.get('code');
  const form = { q: asked ?? '', magasin: params.get('magasin') ?? '' };
  const errors: StaffHandOverPageData['errors'] = {};
  let storeId: number | null = member.stores[0]?.id ?? null;
  if (form.magasin !== '') {
    const store = handOverSearchParams.shape.magasin_id.safeParse(form.magasin);
    if (store.success) storeId = store.data;
    else errors.magasin = store.error.issues[0]?.message;
  }
  const page = (result: HandOverSearch | null): StaffHandOverPageData => ({
    member,
    storeId,
    form,
    errors,
    result,
  });
  // The page opened without a search: the empty form.
  if (asked === null && !errors.magasin) return page(null);
  const query = handOverSearchQuery.safeParse({ q: form.q });
  if (!query.success) errors.q = query.error.issues[0]?.message;
  if (Object.keys(errors).length) return data(page(null), { status: 422 });
  if (storeId === null || !query.success) return page(null);
  try {
    const answer = await callAsStaff(args, endpoints.handOver.search, {
      params: { magasin_id: storeId },
      query: query.data,
    });
    const result = answer.data;
    // The order's code (typed or scanned) names one order: straight to its page.
    const [only] = result.commandes;
    if (result.recherche === 'code' && result.commandes.length === 1 && only)
      throw redirect(orderPagePath(only.id));
    return page(result);
  } catch (error) {
    if (isApiError(error, endpoints.handOver.search) && error.code === API_ERROR_CODES.storeNotFound)
      throw data({ message: error.message, code: error.code }, { status: 404 });
    throw error;
  }
}
