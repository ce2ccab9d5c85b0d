/**
 * `/mon-compte/mes-adresses`: the delivery addresses (list, add, change, delete, default) and the
 * billing address. Every form posts here and is answered by a redirect (or the form again with its
 * errors), so the page works without JavaScript; the city is chosen among the communes of the postal
 * code (without JavaScript, a first submit lists them).
 */
import {
  API_ERROR_CODES,
  type BillingAddress,
  billingAddressBody,
  type DeliveryAddress,
  deliveryAddressBody,
  endpoints,
  messages,
} from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { authedApi } from '../../lib/authed-api.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import { parseForm } from '../checkout/checkout-forms.server.ts';
import type { CommuneOption } from './commune-option.ts';
import { communesOf } from './communes.server.ts';

type Context = Readonly<RouterContextProvider>;
const PAGE = '/mon-compte/mes-adresses';

const NOTICES: Record<string, string> = {
  enregistree: 'Votre adresse a bien été enregistrée.',
  supprimee: 'Votre adresse a bien été supprimée.',
  defaut: 'Votre adresse par défaut a bien été modifiée.',
  facturation: 'Votre adresse de facturation a bien été enregistrée.',
};

export interface AddressesPageData {
  addresses: DeliveryAddress[];
  max: number;
  billing: BillingAddress | null;
  /** The address form: null (closed), 'new' or the address being changed. */
  form: 'new' | DeliveryAddress | null;
  /** The cities of the changed address's postal code. */
  communes: CommuneOption[];
  /** Without JavaScript, `?supprimer={id}` asks the confirmation on the page. */
  confirmDelete: DeliveryAddress | null;
  notice: string | null;
}

export type AddressesActionData =
  | {
      form: 'adresse';
      values: Record<string, string>;
      errors: Record<string, string>;
      communes: CommuneOption[] | null;
      error?: string;
    }
  | { form: 'facturation'; values: Record<string, string>; errors: Record<string, string>; error?: string }
  | { form: 'autre'; error: string };

const idOf = (value: string | null) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export async function addressesLoader(request: Request, context: Context): Promise<AddressesPageData> {
  const api = await authedApi(request, context);
  const url = new URL(request.url);
  const [list, billing] = await Promise.all([
    api.call(endpoints.addresses.list),
    api.call(endpoints.addresses.billing).then(
      (answer) => answer.data,
      (error: unknown) => {
        if (isApiError(error) && error.code === API_ERROR_CODES.billingAddressMissing) return null;
        throw error;
      },
    ),
  ]);
  const find = (param: string) => {
    const id = idOf(url.searchParams.get(param));
    return id === null ? null : (list.data.find((a) => a.id === id) ?? null);
  };
  const editing = find('modifier');
  const adding = url.searchParams.has('ajouter') || list.data.length === 0;
  return {
    addresses: list.data,
    max: list.meta.nb_max,
    billing,
    form: editing ?? (adding && list.data.length < list.meta.nb_max ? 'new' : null),
    communes: editing ? await communesOf(context, editing.code_postal) : [],
    confirmDelete: find('supprimer'),
    notice: NOTICES[url.searchParams.get('ok') ?? ''] ?? null,
  };
}

const textValues = (form: FormData) =>
  Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string'));

const firstFieldErrors = (error: { fieldErrors?: Record<string, string[]> }) =>
  Object.fromEntries(
    Object.entries(error.fieldErrors ?? {}).map(([key, list]) => [key, list[0] ?? messages.generic]),
  );

async function saveAddress(form: FormData, context: Context, api: Awaited<ReturnType<typeof authedApi>>) {
  const values = textValues(form);
  const postalCode = (values.code_postal ?? '').trim();
  const communes = await communesOf(context, postalCode);
  const intent = values.intent;
  const chosen = communes.find((c) => c.insee === values.code_insee);
  if (intent === 'villes' || !chosen) {
    const errors: Record<string, string> = {};
    if (communes.length === 0) errors.code_postal = messages.noCommuneForPostalCode;
    else if (intent !== 'villes') errors.code_insee = 'Merci de choisir votre ville.';
    return data<AddressesActionData>(
      { form: 'adresse', values, errors, communes },
      { status: intent === 'villes' && communes.length ? 200 : 422 },
    );
  }
  form.set('nom_commune', chosen.name);
  const parsed = parseForm(form, deliveryAddressBody);
  if (!parsed.ok)
    return data<AddressesActionData>(
      {
        form: 'adresse',
        values,
        errors: parsed.errors,
        communes,
        error: 'Merci de corriger les champs signalés.',
      },
      { status: 422 },
    );
  const id = idOf(values.id ?? null);
  try {
    if (id === null) await api.call(endpoints.addresses.create, { body: parsed.value });
    else await api.call(endpoints.addresses.update, { params: { id }, body: parsed.value });
  } catch (error) {
    if (isApiError(error) && error.status < 500 && error.status !== 401)
      return data<AddressesActionData>(
        { form: 'adresse', values, errors: firstFieldErrors(error), communes, error: error.message },
        { status: error.status },
      );
    throw error;
  }
  return redirect(`${PAGE}?ok=enregistree`, 303);
}

async function saveBilling(form: FormData, api: Awaited<ReturnType<typeof authedApi>>) {
  const values = textValues(form);
  const parsed = parseForm(form, billingAddressBody);
  if (!parsed.ok)
    return data<AddressesActionData>(
      { form: 'facturation', values, errors: parsed.errors, error: 'Merci de corriger les champs signalés.' },
      { status: 422 },
    );
  try {
    await api.call(endpoints.addresses.saveBilling, { body: parsed.value });
  } catch (error) {
    if (isApiError(error, endpoints.addresses.saveBilling) && error.code === API_ERROR_CODES.invalidData)
      return data<AddressesActionData>(
        { form: 'facturation', values, errors: firstFieldErrors(error), error: error.message },
        { status: 422 },
      );
    throw error;
  }
  return redirect(`${PAGE}?ok=facturation#facturation`, 303);
}

export async function addressesAction(request: Request, context: Context) {
  assertSameOrigin(request);
  const api = await authedApi(request, context);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'facturation') return saveBilling(form, api);
  if (intent === 'enregistrer' || intent === 'villes') return saveAddress(form, context, api);
  const rawId = form.get('id');
  const id = idOf(typeof rawId === 'string' ? rawId : null);
  if (id === null)
    return data<AddressesActionData>({ form: 'autre', error: messages.generic }, { status: 400 });
  try {
    if (intent === 'supprimer') {
      await api.call(endpoints.addresses.remove, { params: { id } });
      return redirect(`${PAGE}?ok=supprimee`, 303);
    }
    if (intent === 'defaut') {
      await api.call(endpoints.addresses.update, { params: { id }, body: { defaut: true } });
      return redirect(`${PAGE}?ok=defaut`, 303);
    }
  } catch (error) {
    if (isApiError(error) && error.code === API_ERROR_CODES.addressNotFound)
      return data<AddressesActionData>({ form: 'autre', error: error.message }, { status: 404 });
    throw error;
  }
  return data<AddressesActionData>({ form: 'autre', error: messages.generic }, { status: 400 });
}
