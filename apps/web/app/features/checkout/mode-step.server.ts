/**
 * `/commander/mode-livraison`: the store's
 * order modes and services with their possibility and minimum amounts, then the slot planning of the
 * chosen service; choosing a slot holds it for the announced time.
 */
import { API_ERROR_CODES, type SlotHold, serviceChoiceForm, slotChoiceForm } from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { parseForm } from '../../lib/form.server.ts';
import { formatHour, formatPrice, TIME_ZONE } from '../../lib/format.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import type { FormResult } from '../../ui/use-checked-form.ts';
import { checkoutCalls } from './checkout-api.server.ts';
import type { ShopCheckout, ShopSlot, ShopSlots } from './checkout-decode.ts';
import { firstStepUrl, loadCheckoutStep } from './checkout-session.server.ts';
import { holdAnnouncement, type SlotDay, type SlotView } from './slot-model.ts';

type Context = Readonly<RouterContextProvider>;

export interface ServiceView {
  id: number;
  label: string;
  description: string | null;
  address: string | null;
  possible: boolean;
  reasons: string[];
  priceText: string | null;
  maxText: string | null;
}

export interface ModeView {
  type: string;
  label: string;
  minimumText: string | null;
  possible: boolean;
  reasons: string[];
  services: ServiceView[];
}

export interface HoldView {
  slotId: string;
  text: string;
  announcement: string;
}

export interface ModeStepData {
  modes: ModeView[];
  serviceId: number | null;
  isHomeDelivery: boolean;
  address: string | null;
  days: SlotDay[];
  hold: HoldView | null;
  canContinue: boolean;
}

/** The answer to the service form (a page) or to a slot chosen in the grid (a fetcher's JSON). */
export type ModeActionData =
  | { intent: 'service'; result: FormResult }
  | { intent: 'creneau'; ok: boolean; hold?: HoldView; error?: string };

/** The answer to a slot chosen in the grid. */
export type SlotActionData = Extract<ModeActionData, { intent: 'creneau' }>;

const clock = new Intl.DateTimeFormat('fr-FR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' });
const untilText = (iso: string) => clock.format(new Date(iso)).replace(':', 'h');

export function slotView(slot: ShopSlot): SlotView {
  return {
    id: String(slot.id),
    start: formatHour(slot.heure_debut),
    end: formatHour(slot.heure_fin),
    priceCents: slot.priceCents,
    remaining: slot.places_restantes,
    available: slot.etat === 'disponible' || slot.etat === 'choisi',
  };
}

export function holdView(hold: Omit<SlotHold, 'tarif'>): HoldView {
  const text = `${hold.jour_texte} de ${formatHour(hold.heure_debut)} à ${formatHour(hold.heure_fin)}`;
  return {
    slotId: String(hold.creneau_id),
    text,
    announcement: holdAnnouncement(text, hold.duree_reservation_minutes, untilText(hold.expire_le)),
  };
}

export function modesView(checkout: ShopCheckout): ModeView[] {
  const { modes, services } = checkout.data.modesCommande;
  return modes.map((mode) => ({
    type: mode.type,
    label: mode.label_long,
    minimumText: mode.minimumCents ? `Dès ${formatPrice(mode.minimumCents)} d'achats` : null,
    possible: mode.possible,
    reasons: mode.raisons,
    services: mode.services.flatMap((id) => {
      const s = services[String(id)];
      if (!s) return [];
      return [
        {
          id: s.id,
          label: s.label,
          description: s.description,
          address: s.adresse,
          possible: s.possible && mode.possible,
          reasons: s.raisons,
          priceText: s.tarif_mini_txt,
          maxText: s.maxOrderCents ? `Commandes jusqu'à ${formatPrice(s.maxOrderCents)}` : null,
        },
      ];
    }),
  }));
}

export async function modeStepLoader(request: Request, context: Context): Promise<ModeStepData> {
  const { api, store, ref, checkout } = await loadCheckoutStep(request, context, 'mode');
  const a = checkout.data.attributes;
  let slots: ShopSlots | null = null;
  if (a.service_id !== null) slots = await checkoutCalls.slots(api, store, ref.id, a.service_id);
  const isHomeDelivery = a.mode_commande === 'LAD';
  const address = a.adresse_livraison
    ? `${a.adresse_livraison.adresse}, ${a.adresse_livraison.code_postal} ${a.adresse_livraison.nom_commune}`
    : null;
  return {
    modes: modesView(checkout),
    serviceId: a.service_id,
    isHomeDelivery,
    address,
    days: (slots?.data ?? []).map((day) => ({
      date: day.date,
      label: day.jour_texte,
      slots: day.creneaux.map(slotView),
    })),
    hold: a.creneau ? holdView(a.creneau) : null,
    canContinue: a.creneau !== null && (!isHomeDelivery || a.idAdresseLivraison !== null),
  };
}

/**
 * Choosing a service (a form read back with Conform) or a slot (the grid's fetcher, a JSON answer with
 * the hold announcement).
 */
export async function modeStepAction(request: Request, context: Context) {
  assertSameOrigin(request);
  const { api, store, ref, checkout } = await loadCheckoutStep(request, context, 'mode');
  const form = await request.formData();
  const dateLastUpdate = checkout.data.attributes.dateLastUpdate;
  if (form.get('intent') === 'service') {
    const choice = parseForm(form, serviceChoiceForm);
    if (!choice.ok)
      return data<ModeActionData>({ intent: 'service', result: choice.reply() }, { status: 422 });
    try {
      const updated = await checkoutCalls.update(api, store, ref.id, {
        dateLastUpdate,
        service_id: choice.value.service_id,
      });
      const lad = updated.data.attributes.mode_commande === 'LAD';
      return redirect(
        lad && !updated.data.attributes.idAdresseLivraison
          ? '/commander/adresse-livraison'
          : '/commander/mode-livraison',
        303,
      );
    } catch (error) {
      if (isApiError(error) && error.code === API_ERROR_CODES.checkoutNotFound)
        return redirect(firstStepUrl(ref.kind), 303);
      if (isApiError(error) && error.status < 500 && error.status !== 401) {
        // The API's message on the choice (the service refused), else on the form.
        const onChoice = Object.values(error.fieldErrors ?? {}).flat()[0];
        const result = onChoice
          ? choice.reply({ fieldErrors: { service_id: onChoice } })
          : choice.reply({ formError: error.message });
        return data<ModeActionData>({ intent: 'service', result }, { status: error.status });
      }
      throw error;
    }
  }
  const slot = (answer: Omit<SlotActionData, 'intent'>, status = 200) =>
    data<ModeActionData>({ intent: 'creneau', ...answer }, { status });
  try {
    const choice = parseForm(form, slotChoiceForm);
    if (!choice.ok) return slot({ ok: false, error: choice.fieldErrors.creneau_id }, 422);
    const updated = await checkoutCalls.chooseSlot(
      api,
      store,
      ref.id,
      dateLastUpdate,
      choice.value.creneau_id,
    );
    const hold = updated.data.attributes.creneau;
    if (form.get('js') !== '1') return redirect('/commander/mode-livraison', 303);
    return slot({ ok: true, hold: hold ? holdView(hold) : undefined });
  } catch (error) {
    if (isApiError(error) && error.code === API_ERROR_CODES.checkoutNotFound)
      return redirect(firstStepUrl(ref.kind), 303);
    if (isApiError(error) && error.status < 500 && error.status !== 401) {
      const first = Object.values(error.fieldErrors ?? {}).flat()[0];
      return slot({ ok: false, error: first ?? error.message }, error.status);
    }
    throw error;
  }
}
