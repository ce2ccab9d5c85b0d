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
import { z } from 'zod';
import { isApiError } from '../../lib/api-client.server.ts';
import { authedApi } from '../../lib/authed-api.server.ts';
import { firstErrors, parseForm } from '../../lib/form.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import type { FormResult } from '../../ui/use-checked-form.ts';
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

/**
 * The answer to a posted form: the address or billing form read back with Conform (what was typed, each
 * field's message, the whole form's), or the message of a single-button form (delete, default).
 */
export type AddressesActionData =
  | {
      form: 'adresse';
      result: FormResult;
      /** The cities of the posted postal code (the first step without JavaScript). */
      communes: CommuneOption[] | null;
    }
  | { form: 'facturation'; result: FormResult }
  | { form: 'autre'; error: string };

const CHECK_FIELDS = 'Merci de corriger les champs signalés.';

/**
 * The city step of the address form (postal code, then its communes): nothing is checked yet but the
 * commune, so the answer carries the posted values alone and the city's message.
 */
const cityStepForm = z.object({});

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

async function saveAddress(form: FormData, context: Context, api: Awaited<ReturnType<typeof authedApi>>) {
  const city = parseForm(form, cityStepForm);
  const postalCode = city.text('code_postal').trim();
  const communes = await communesOf(context, postalCode);
  const intent = city.text('intent');
  const chosen = communes.find((c) => c.insee === city.text('code_insee'));
  if (intent === 'villes' || !chosen) {
    const fieldErrors: Record<string, string> = {};
    if (communes.length === 0) fieldErrors.code_postal = messages.noCommuneForPostalCode;
    else if (intent !== 'villes') fieldErrors.code_insee = 'Merci de choisir votre ville.';
    return data<AddressesActionData>(
      { form: 'adresse', result: city.reply({ fieldErrors }), communes },
      { status: intent === 'villes' && communes.length ? 200 : 422 },
    );
  }
  form.set('nom_commune', chosen.name);
  const parsed = parseForm(form, deliveryAddressBody);
  if (!parsed.ok)
    return data<AddressesActionData>(
      { form: 'adresse', result: parsed.reply({ formError: CHECK_FIELDS }), communes },
      { status: 422 },
    );
  const id = idOf(parsed.text('id') || null);
  try {
    if (id === null) await api.call(endpoints.addresses.create, { body: parsed.value });
    else await api.call(endpoints.addresses.update, { params: { id }, body: parsed.value });
  } catch (error) {
    if (isApiError(error) && error.status < 500 && error.status !== 401) {
      const result = parsed.reply({ fieldErrors: firstErrors(error.fieldErrors), formError: error.message });
      return data<AddressesActionData>({ form: 'adresse', result, communes }, { status: error.status });
    }
    throw error;
  }
  return redirect(`${PAGE}?ok=enregistree`, 303);
}

async function saveBilling(form: FormData, api: Awaited<ReturnType<typeof authedApi>>) {
  const parsed = parseForm(form, billingAddressBody);
  if (!parsed.ok)
    return data<AddressesActionData>(
      { form: 'facturation', result: parsed.reply({ formError: CHECK_FIELDS }) },
      { status: 422 },
    );
  try {
    await api.call(endpoints.addresses.saveBilling, { body: parsed.value });
  } catch (error) {
    if (isApiError(error, endpoints.addresses.saveBilling) && error.code === API_ERROR_CODES.invalidData) {
      const result = parsed.reply({ fieldErrors: firstErrors(error.fieldErrors), formError: error.message });
      return data<AddressesActionData>({ form: 'facturation', result }, { status: 422 });
    }
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
