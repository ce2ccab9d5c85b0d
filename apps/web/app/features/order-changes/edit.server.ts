import { API_ERROR_CODES, endpoints, orderChangeMessages, orderEditForm } from '@cabas/contracts';
import { optionalEurosToCents } from '@cabas/domain/money';
import { data, type RouterContextProvider, redirect, redirectDocument } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { type AuthedApi, authedApi } from '../../lib/authed-api.server.ts';
import { toRouteError } from '../../lib/errors.server.ts';
import { parseForm } from '../../lib/form.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import type { FormResult } from '../../ui/use-checked-form.ts';
import {
  orderChangeCalls,
  type ShopOrderChange,
  type ShopOrderChangeSlot,
} from './order-changes-api.server.ts';

type Args = { request: Request; params: { id?: string }; context: Readonly<RouterContextProvider> };

const SLOTS_SHOWN = 12;
const RESULTS_SHOWN = 8;
const PAYMENT_OUTCOMES = ['ok', 'refus', 'annulation', 'erreur'] as const;
type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export interface EditPageData {
  change: ShopOrderChange;
  slots: ShopOrderChangeSlot[];
  query: string;
  results: { id: number; designation: string; priceCents: number }[];
  /** What just happened: applied, abandoned, or the outcome of the extra payment. */
  notice: 'modifiee' | 'abandonnee' | PaymentOutcome | null;
  editable: boolean;
  refusal: string | null;
}

/**
 * A refusal: the slot form's answer (Conform: the slot's message or the whole form's), or the refusal
 * of one of the page's buttons (plain forms) in the page's alert.
 */
export type EditActionData = { intent: 'creneau'; result: FormResult } | { intent: null; error: string };

function orderId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data({ message: 'Commande introuvable' }, { status: 404 });
  return id;
}

export const editPath = (id: number, query = '') => `/mon-compte/mes-commandes/${id}/modifier${query}`;

function noticeOf(url: URL): EditPageData['notice'] {
  const etat = url.searchParams.get('etat');
  if (etat === 'modifiee' || etat === 'abandonnee') return etat;
  const paiement = url.searchParams.get('paiement');
  return PAYMENT_OUTCOMES.find((o) => o === paiement) ?? null;
}

async function searchProducts(api: AuthedApi, shop: number, query: string) {
  if (!query) return [];
  try {
    const answer = await api.call(endpoints.catalogue.search, {
      params: { shop },
      query: { query, 'page-size': RESULTS_SHOWN },
    });
    // Product cards are read through the catalogue's card model, which holds their one converter.
    return answer.data.attributes.product_list.data.flatMap((p) => {
      const priceCents = optionalEurosToCents(p.attributes.prix);
      return priceCents === null ? [] : [{ id: p.id, designation: p.attributes.designation, priceCents }];
    });
  } catch (error) {
    if (isApiError(error, endpoints.catalogue.search) && error.code === API_ERROR_CODES.invalidData)
      return [];
    throw toRouteError(error);
  }
}

/** `/mon-compte/mes-commandes/:id/modifier`: the order as it will be, the slots, the products found. */
export async function editLoader({ request, params, context }: Args): Promise<EditPageData> {
  const id = orderId(params);
  const url = new URL(request.url);
  const api = await authedApi(request, context);
  try {
    const [change, slots, preview] = await Promise.all([
      orderChangeCalls.getChange(api, { params: { id } }),
      orderChangeCalls.changeSlots(api, { params: { id } }),
      api.call(endpoints.orderChanges.cancelPreview, { params: { id } }),
    ]);
    const query = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
    const editable = preview.data.annulable;
    return {
      change,
      slots: slots.filter((s) => s.disponible).slice(0, SLOTS_SHOWN),
      query,
      results: editable ? await searchProducts(api, change.magasin_id, query) : [],
      notice: noticeOf(url),
      editable,
      refusal: editable
        ? null
        : preview.data.statut_code === 'COMMANDEE'
          ? orderChangeMessages.editTooLate
          : orderChangeMessages.editNotPlaced,
    };
  } catch (error) {
    throw toRouteError(error);
  }
}

/** The lines of the draft after one button of the page. */
function nextLines(view: ShopOrderChange, form: { intent: string; produit_id?: number; quantite?: number }) {
  const lines = view.lignes.map((l) => ({ produit_id: l.produit_id, quantite: l.quantite }));
  switch (form.intent) {
    case 'quantite':
      return lines.map((l) =>
        l.produit_id === form.produit_id ? { ...l, quantite: form.quantite ?? 1 } : l,
      );
    case 'retirer':
      return lines.filter((l) => l.produit_id !== form.produit_id);
    case 'ajouter':
      return lines.some((l) => l.produit_id === form.produit_id)
        ? lines.map((l) =>
            l.produit_id === form.produit_id ? { ...l, quantite: Math.min(99, l.quantite + 1) } : l,
          )
        : [...lines, { produit_id: form.produit_id ?? 0, quantite: 1 }];
    default:
      return lines;
  }
}

/** Every button of the page posts here: the draft is saved, confirmed or abandoned, then the page again. */
export async function editAction({ request, params, context }: Args) {
  assertSameOrigin(request);
  const id = orderId(params);
  const posted = await request.formData();
  const parsed = parseForm(posted, orderEditForm);
  if (!parsed.ok) {
    if (posted.get('intent') === 'creneau')
      return data<EditActionData>({ intent: 'creneau', result: parsed.reply() }, { status: 422 });
    const message = Object.values(parsed.fieldErrors)[0] ?? 'Merci de vérifier votre saisie.';
    return data<EditActionData>({ intent: null, error: message }, { status: 422 });
  }
  const form = parsed.value;
  const api = await authedApi(request, context);
  try {
    if (form.intent === 'abandonner') {
      await api.call(endpoints.orderChanges.abandonChange, { params: { id } });
      throw redirect(editPath(id, '?etat=abandonnee'), 303);
    }
    if (form.intent === 'confirmer') {
      const answer = (await api.call(endpoints.orderChanges.confirmChange, { params: { id } })).data;
      if (answer.resultat === 'paiement' && answer.url_webview_paiement)
        throw redirectDocument(answer.url_webview_paiement, 303);
      throw redirect(editPath(id, '?etat=modifiee'), 303);
    }
    const view = await orderChangeCalls.getChange(api, { params: { id } });
    await api.call(endpoints.orderChanges.updateChange, {
      params: { id },
      body: {
        lignes: nextLines(view, form),
        creneau_id: form.intent === 'creneau' ? form.creneau_id : (view.creneau?.id ?? null),
      },
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isApiError(error) && error.status !== 404 && error.status !== 401 && error.status < 500) {
      const known: string[] = [
        API_ERROR_CODES.orderNotEditable,
        API_ERROR_CODES.orderChangeEmpty,
        API_ERROR_CODES.stockInsufficient,
        API_ERROR_CODES.slotFull,
        API_ERROR_CODES.slotClosed,
        API_ERROR_CODES.orderChangeNotFound,
      ];
      if (known.includes(error.code ?? '') || error.status === 422) {
        if (form.intent !== 'creneau')
          return data<EditActionData>({ intent: null, error: error.message }, { status: error.status });
        // A slot full or closed: said beside the slots; anything else for the whole form.
        const onSlot = error.code === API_ERROR_CODES.slotFull || error.code === API_ERROR_CODES.slotClosed;
        const result = parsed.reply(
          onSlot ? { fieldErrors: { creneau_id: error.message } } : { formError: error.message },
        );
        return data<EditActionData>({ intent: 'creneau', result }, { status: error.status });
      }
    }
    throw toRouteError(error);
  }
  throw redirect(editPath(id), 303);
}
