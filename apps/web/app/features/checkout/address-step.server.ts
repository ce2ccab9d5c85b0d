/**
 * `/commander/adresse-livraison` and `/commander/adresse-livraison/{id}` (doc 1 §2, doc 2 §3
 * "Delivery address", §4): choose one of the client's addresses the store delivers, add one, or
 * change one ({id}); the chosen address goes on the checkout, then the slot grid.
 */
import {
  type DeliveryAddress,
  type DeliveryAddressBody,
  deliveryAddressBody,
  HOUSING_TYPES,
  messages,
} from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { assertSameOrigin } from '../auth/auth.server.ts';
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

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The form's fields as the API's body (checkboxes: present or not; numbers parsed). */
export function addressBodyFrom(form: FormData): unknown {
  const flag = (name: string) => form.get(name) === 'on';
  const etage = text(form, 'etage').trim();
  const housing = text(form, 'type_habitation');
  return {
    libelle: text(form, 'libelle'),
    civilite: text(form, 'civilite') || undefined,
    prenom: text(form, 'prenom'),
    nom: text(form, 'nom'),
    adresse: text(form, 'adresse'),
    complement_adresse: text(form, 'complement_adresse'),
    code_postal: text(form, 'code_postal'),
    code_insee: text(form, 'code_insee'),
    nom_commune: text(form, 'nom_commune'),
    tel: text(form, 'tel'),
    defaut: flag('defaut'),
    type_habitation: (HOUSING_TYPES as readonly string[]).includes(housing) ? housing : null,
    etage: etage === '' ? null : /^-?\d+$/.test(etage) ? Number(etage) : Number.NaN,
    digicode1: text(form, 'digicode1'),
    digicode2: text(form, 'digicode2'),
    ascenseur: flag('ascenseur'),
    interphone: text(form, 'interphone'),
    info_livreur: text(form, 'info_livreur'),
    centre_ville: flag('centre_ville'),
    voie_sans_issue: flag('voie_sans_issue'),
    sens_unique: flag('sens_unique'),
    rue_pietonne: flag('rue_pietonne'),
    access_semi_remorque: flag('access_semi_remorque'),
    residence: flag('residence'),
  };
}

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

export async function addressStepAction(request: Request, context: Context, params: { id?: string }) {
  assertSameOrigin(request);
  const { api, store, ref, checkout } = await loadCheckoutStep(request, context, 'address');
  const form = await request.formData();
  const dateLastUpdate = checkout.data.attributes.dateLastUpdate;
  try {
    let chosen: number;
    if (form.get('intent') === 'choisir') {
      chosen = Number(form.get('adresse_id'));
      if (!Number.isSafeInteger(chosen) || chosen <= 0)
        return data<AddressActionData>(
          { error: 'Merci de choisir une adresse de livraison.' },
          { status: 422 },
        );
    } else {
      const parsed = deliveryAddressBody.safeParse(addressBodyFrom(form));
      if (!parsed.success)
        return data<AddressActionData>(
          { error: 'Merci de corriger les champs signalés.', errors: fieldErrors(parsed.error.issues) },
          { status: 422 },
        );
      const body: DeliveryAddressBody = parsed.data;
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
    if (isApiError(error) && error.status === 404 && /commande/.test(error.message))
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
