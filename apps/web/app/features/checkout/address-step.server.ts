/**
 * `/commander/adresse-livraison` and `/commander/adresse-livraison/{id}`: choose one of the client's
 * addresses the store delivers, add one, or
 * change one ({id}); the chosen address goes on the checkout, then the slot grid.
 */
import {
  API_ERROR_CODES,
  addressChoiceForm,
  type DeliveryAddress,
  deliveryAddressBody,
  messages,
} from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import { checkoutCalls } from './checkout-api.server.ts';
import { parseForm } from './checkout-forms.server.ts';
import { firstStepUrl, loadCheckoutStep } from './checkout-session.server.ts';

type Context = Readonly<RouterContextProvider>;

export interface AddressStepData {
  addresses: DeliveryAddress[];
  selectedId: number | null;
  /** The address being changed (`/adresse-livraison/{id}`), else null: the add form. */
  editing: DeliveryAddress | null;
  max: number;
}

export interface AddressActionData {
  error?: string;
  errors?: Record<string, string>;
}

function addressId(params: { id?: string }): number | null {
  if (params.id === undefined) return null;
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data({ message: 'Page Not Found' }, { status: 404 });
  return id;
}

export async function addressStepLoader(
  request: Request,
  context: Context,
  params: { id?: string },
): Promise<AddressStepData> {
  const { api, store, checkout } = await loadCheckoutStep(request, context, 'address');
  const id = addressId(params);
  const list = await checkoutCalls.addresses(api, store);
  const editing = id === null ? null : (list.data.find((a) => a.id === id) ?? null);
  if (id !== null && !editing) throw data({ message: 'Page Not Found' }, { status: 404 });
  return {
    addresses: list.data,
    selectedId: checkout.data.attributes.idAdresseLivraison,
    editing,
    max: list.meta.nb_max,
  };
}

export async function addressStepAction(request: Request, context: Context, params: { id?: string }) {
  assertSameOrigin(request);
  const { api, store, ref, checkout } = await loadCheckoutStep(request, context, 'address');
  const form = await request.formData();
  const dateLastUpdate = checkout.data.attributes.dateLastUpdate;
  try {
    let chosen: number;
    if (form.get('intent') === 'choisir') {
      const choice = parseForm(form, addressChoiceForm);
      if (!choice.ok) return data<AddressActionData>({ error: choice.first }, { status: 422 });
      chosen = choice.value.adresse_id;
    } else {
      const parsed = parseForm(form, deliveryAddressBody);
      if (!parsed.ok)
        return data<AddressActionData>(
          { error: 'Merci de corriger les champs signalés.', errors: parsed.errors },
          { status: 422 },
        );
      const body = parsed.value;
      const id = addressId(params);
      const saved =
        id === null
          ? await checkoutCalls.addAddress(api, body)
          : await checkoutCalls.updateAddress(api, id, body);
      chosen = saved.data.id;
    }
    await checkoutCalls.update(api, store, ref.id, { dateLastUpdate, idAdresseLivraison: chosen });
    return redirect('/commander/mode-livraison', 303);
  } catch (error) {
    if (isApiError(error) && error.code === API_ERROR_CODES.checkoutNotFound)
      return redirect(firstStepUrl(ref.kind), 303);
    if (isApiError(error) && error.status < 500 && error.status !== 401) {
      const errors = Object.fromEntries(
        Object.entries(error.fieldErrors ?? {}).map(([key, list]) => [key, list[0] ?? messages.generic]),
      );
      return data<AddressActionData>({ error: error.message, errors }, { status: error.status });
    }
    throw error;
  }
}
