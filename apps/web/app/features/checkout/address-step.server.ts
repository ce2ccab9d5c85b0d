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
} from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { firstErrors, parseForm, type ReplyExtras } from '../../lib/form.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import type { FormResult } from '../../ui/use-checked-form.ts';
import { checkoutCalls } from './checkout-api.server.ts';
import { firstStepUrl, loadCheckoutStep } from './checkout-session.server.ts';

type Context = Readonly<RouterContextProvider>;

export interface AddressStepData {
  addresses: DeliveryAddress[];
  selectedId: number | null;
  /** The address being changed (`/adresse-livraison/{id}`), else null: the add form. */
  editing: DeliveryAddress | null;
  max: number;
}

/** The answer to one of the step's two forms: the choice among the addresses, or the address form. */
export interface AddressActionData {
  intent: 'choisir' | 'enregistrer';
  /** What was posted and each field's message, or the whole form's (Conform). */
  result: FormResult;
}

const CHECK_FIELDS = 'Merci de corriger les champs signalés.';

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
  const intent = form.get('intent') === 'choisir' ? 'choisir' : 'enregistrer';
  const answer = (result: FormResult, status: number) =>
    data<AddressActionData>({ intent, result }, { status });

  /** Puts the address on the checkout, then the slot grid; the API's refusals come back on the form. */
  const deliverTo = async (reply: (extras?: ReplyExtras) => FormResult, address: () => Promise<number>) => {
    try {
      const chosen = await address();
      await checkoutCalls.update(api, store, ref.id, { dateLastUpdate, idAdresseLivraison: chosen });
      return redirect('/commander/mode-livraison', 303);
    } catch (error) {
      if (isApiError(error) && error.code === API_ERROR_CODES.checkoutNotFound)
        return redirect(firstStepUrl(ref.kind), 303);
      if (isApiError(error) && error.status < 500 && error.status !== 401)
        return answer(
          reply({ fieldErrors: firstErrors(error.fieldErrors), formError: error.message }),
          error.status,
        );
      throw error;
    }
  };

  if (intent === 'choisir') {
    const choice = parseForm(form, addressChoiceForm);
    if (!choice.ok) return answer(choice.reply(), 422);
    return deliverTo(choice.reply, async () => choice.value.adresse_id);
  }
  const parsed = parseForm(form, deliveryAddressBody);
  if (!parsed.ok) return answer(parsed.reply({ formError: CHECK_FIELDS }), 422);
  const id = addressId(params);
  return deliverTo(parsed.reply, async () => {
    const saved =
      id === null
        ? await checkoutCalls.addAddress(api, parsed.value)
        : await checkoutCalls.updateAddress(api, id, parsed.value);
    return saved.data.id;
  });
}
