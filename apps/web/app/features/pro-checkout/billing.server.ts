/**
 * `/commander-pro/infos-facturation`: the billing form (doc 1 §3 and decision 119), prefilled from the
 * company's last details. It is checked with `proBillingForm` before the confirmation popin
 * (`verifier`) and again before the order is made (`commander`, processCreateCommande): on invoice the
 * order is made and its confirmation shown; by card the hosted payment page opens.
 */
import {
  PRO_PAYMENT_MODE_LABELS,
  type ProCompany,
  type ProcessCreateOrderResponse,
  proBillingForm,
} from '@cabas/contracts';
import { data, type RouterContextProvider, redirect, redirectDocument } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { parseForm } from '../../lib/form.server.ts';
import { formatPrice } from '../../lib/format.ts';
import { PRO_CHECKOUT_PATH } from '../../lib/guards.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import { paymentKindSetCookie } from '../../lib/payment-kind-cookie.server.ts';
import type { FormResult } from '../../ui/use-checked-form.ts';
import { proCheckoutCalls } from './pro-checkout-api.server.ts';
import { type ProCheckoutFailure, proCheckoutFailure } from './pro-checkout-failure.ts';
import { loadProCheckout, throwIfStoreRefused } from './pro-session.server.ts';
import { holdView, termText } from './pro-view.server.ts';

type Context = Readonly<RouterContextProvider>;

/** The billing form's fields, in the order the page shows them. */
export const BILLING_FIELDS = [
  'raison_sociale',
  'siret',
  'tva_intracommunautaire',
  'adresse',
  'code_postal',
  'ville',
  'pro_ref',
  'pro_passee_par',
  'pro_beneficiaire',
  'pro_adr_beneficiaire',
] as const;
export type BillingField = (typeof BILLING_FIELDS)[number];

export interface ProBillingData {
  /** The company's details as last given, to prefill the form. */
  prefill: Partial<Record<BillingField, string>>;
  summary: { total: string; payment: string; slot: string | null };
}

export type ProBillingActionData = {
  intent: 'verifier' | 'commander';
  result?: FormResult;
  /** The form passed its checks: the confirmation popin, with the values to post again. */
  confirm?: { values: Record<string, string> };
  failure?: ProCheckoutFailure;
};

function prefillOf(company: ProCompany): ProBillingData['prefill'] {
  const prefill: ProBillingData['prefill'] = {};
  for (const [key, value] of Object.entries(company)) if (value) prefill[key as BillingField] = value;
  return prefill;
}

export async function proBillingLoader(request: Request, context: Context): Promise<ProBillingData> {
  const { checkout } = await loadProCheckout(request, context);
  // The form can be sent only once the drive, the slot and the payment mode are chosen.
  if (checkout.a_completer.length > 0) throw redirect(PRO_CHECKOUT_PATH);
  const mode = checkout.modePaiement;
  return {
    prefill: prefillOf(checkout.entreprise),
    summary: {
      total: formatPrice(checkout.amounts.totalCents),
      payment:
        mode === 'differe'
          ? `${PRO_PAYMENT_MODE_LABELS.differe} : ${termText(checkout.delai_paiement_jours)}`
          : PRO_PAYMENT_MODE_LABELS.cb,
      slot: checkout.creneau ? holdView(checkout.creneau).text : null,
    },
  };
}

/** The posted texts of the form's fields, to post them again from the confirmation popin. */
function postedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of [...BILLING_FIELDS, 'cg_ok']) {
    const value = form.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

export async function proBillingAction(request: Request, context: Context) {
  assertSameOrigin(request);
  const form = await request.formData();
  const intent = form.get('intent') === 'commander' ? 'commander' : 'verifier';
  const answer = (body: Omit<ProBillingActionData, 'intent'>, status = 200) =>
    data<ProBillingActionData>({ intent, ...body }, { status });
  // An unticked checkbox is not posted: here it means refused (the form ticks it by default).
  if (!form.has('cg_ok')) form.set('cg_ok', 'false');
  const parsed = parseForm(form, proBillingForm);
  if (!parsed.ok) return answer({ result: parsed.reply() }, 422);
  if (intent === 'verifier')
    return answer({ result: parsed.reply(), confirm: { values: postedValues(form) } });

  const { api, store, checkout } = await loadProCheckout(request, context);
  const shop = context.get(shopContext);
  let created: ProcessCreateOrderResponse;
  try {
    created = await proCheckoutCalls.createOrder(
      api,
      store,
      checkout.id,
      checkout.dateLastUpdate,
      parsed.value,
    );
  } catch (error) {
    if (!isApiError(error) || error.status === 401 || error.status === 429) throw error;
    throwIfStoreRefused(error);
    const status = error.isNoResponse ? 504 : error.status;
    const failure = proCheckoutFailure(status, error.message, 'action');
    if (failure) return answer({ result: parsed.reply(), failure }, status);
    // A 422: the API's messages on their fields (the error reset, no popin).
    const fieldErrors: Record<string, string> = {};
    for (const [key, list] of Object.entries(error.fieldErrors ?? {}))
      if (list[0]) fieldErrors[key] = list[0];
    const onFields = Object.keys(fieldErrors).length > 0;
    return answer({ result: parsed.reply({ fieldErrors, formError: onFields ? null : error.message }) }, 422);
  }
  const { commande_id: orderId, url_webview_paiement: paymentUrl } = created.data;
  if (orderId !== null) return redirect(`${PRO_CHECKOUT_PATH}/confirmation/${orderId}`, 303);
  if (paymentUrl) {
    shop.setCookie(await paymentKindSetCookie('drive', shop.secure));
    // The hosted payment page is not a page of this app: a full document navigation.
    return redirectDocument(paymentUrl, 303);
  }
  return answer({ result: parsed.reply(), failure: proCheckoutFailure(500, null, 'action')! }, 502);
}
