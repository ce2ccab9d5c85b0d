/**
 * `/commander/paiement-et-avantages`: bags, promo code, cagnotte, gift card, redevance form,
 * payment methods (possible=false disabled), saved cards, 3x/4x schedules, then the hosted payment.
 */
import {
  API_ERROR_CODES,
  bagsForm,
  giftCardPaymentForm,
  INSTALMENT_CODES,
  messages,
  type PaymentModeCode,
  paymentChoiceForm,
  promoCodeForm,
  REDEVANCE_USAGE_LABELS,
  redevanceFormBody,
  walletForm,
} from '@cabas/contracts';
import { centsToEuros } from '@cabas/domain';
import { data, type RouterContextProvider, redirect, redirectDocument } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { parseForm, type ReplyExtras } from '../../lib/form.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import { paymentKindSetCookie } from '../../lib/payment-kind-cookie.server.ts';
import type { FormResult } from '../../ui/use-checked-form.ts';
import { checkoutCalls, publicCalls } from './checkout-api.server.ts';
import type {
  ShopCheckout,
  ShopInstalmentSchedule,
  ShopLoyaltyCard,
  ShopPaymentModes,
} from './checkout-decode.ts';
import {
  giftCardErrorOpensPopin,
  giftCardMessages,
  instalmentsPossible,
  walletAmountCents,
} from './checkout-rules.ts';
import { firstStepUrl, type LoadedCheckout, loadCheckoutStep } from './checkout-session.server.ts';

type Context = Readonly<RouterContextProvider>;

export interface PaymentStepData {
  kind: string;
  modeLabel: string | null;
  slotText: string | null;
  amounts: {
    cartCents: number;
    feesCents: number;
    totalCents: number;
    walletCents: number;
    giftCardCents: number;
    remainingCents: number;
  };
  bags: { asked: boolean; unitCents: number | null; value: boolean | null };
  promo: { allowed: boolean; code: string | null };
  wallet: {
    card: number;
    cardLabel: string;
    balanceCents: number;
    /** The balance less what the shopper's other orders in progress reserve on the card. */
    availableCents: number;
    usedCents: number;
    /** Reserved on the card for this order (decision 124), 0 when nothing is. */
    reservedCents: number;
    /** The amount as the shopper types it in euros ('' when none is used). */
    usedText: string;
  } | null;
  giftCard: { masked: string; usedCents: number; balanceCents: number } | null;
  redevance: {
    required: boolean;
    done: boolean;
    products: string[];
    usages: { value: string; label: string }[];
  };
  modes: { code: PaymentModeCode; label: string; possible: boolean; reason: string | null; isNew: boolean }[];
  selectedMode: PaymentModeCode | null;
  aliases: { id: number; label: string }[];
  aliasRequired: boolean;
  selectedAlias: number | null;
  schedules: ShopInstalmentSchedule[];
  warnings: string[];
  /** The cart holds alcohol (`meta.warning.is_alcool`): the legal warning shows. */
  alcohol: boolean;
}

export type PaymentActionData = {
  /** The form posted (each form of the step posts its own `intent`). */
  intent: string;
  ok?: boolean;
  message?: string;
  /** That form read back (Conform): what was posted, each field's message, the whole form's. */
  result?: FormResult;
  /** The gift card error popin. */
  popin?: string;
  recentOrder?: { code: string; date: string; message: string };
};

async function schedules(context: Context, checkout: ShopCheckout, modes: ShopPaymentModes) {
  const total = checkout.data.attributes.amounts.remainingCents;
  if (!instalmentsPossible(total)) return [];
  const shop = context.get(shopContext);
  const offered = INSTALMENT_CODES.filter((code) => modes.meta.infos[code]?.possible);
  const answers = await Promise.all(
    offered.map((code) => publicCalls.instalments(shop.api, total, code).catch(() => null)),
  );
  return answers.flatMap((answer) => answer ?? []);
}

/**
 * The card whose cagnotte the step offers: the one the checkout uses, else the first with euros this
 * order may use, else the first with a balance (its euros then all reserved by other orders).
 */
export function walletCardOf(cards: ShopLoyaltyCard[], chosen: number | null) {
  return (
    cards.find((card) => card.id === chosen) ??
    cards.find((card) => card.availableCents > 0) ??
    cards.find((card) => card.balanceCents > 0)
  );
}

export function paymentView(
  loaded: LoadedCheckout,
  modes: ShopPaymentModes,
  plans: ShopInstalmentSchedule[],
): PaymentStepData {
  const { checkout } = loaded;
  const a = checkout.data.attributes;
  const m = a.amounts;
  const mode = checkout.data.modesCommande.modes.find((x) => x.type === a.mode_commande);
  const loyalty = walletCardOf(modes.meta.cartes_fidelite, a.tirelire?.carte ?? null);
  return {
    kind: a.type_panier,
    modeLabel: a.modeCommandeLibelle,
    slotText: a.creneau ? `${a.creneau.jour_texte}, ${a.creneau.heure_debut} – ${a.creneau.heure_fin}` : null,
    amounts: {
      cartCents: m.cartCents,
      feesCents: m.feesCents,
      totalCents: m.totalCents,
      walletCents: m.walletCents,
      giftCardCents: m.giftCardCents,
      remainingCents: m.remainingCents,
    },
    bags: {
      asked: a.type_panier === 'drive' && (mode?.bagDepositCents ?? null) !== null,
      unitCents: mode?.bagDepositCents ?? null,
      value: a.avec_sacs,
    },
    promo: { allowed: a.panier.magasin.allowCodePromo, code: a.code_promo },
    wallet:
      loyalty && loyalty.balanceCents > 0
        ? {
            card: loyalty.id,
            cardLabel: `Carte de fidélité ${loyalty.num_carte_carrefour}`,
            balanceCents: loyalty.balanceCents,
            availableCents: loyalty.availableCents,
            usedCents: a.tirelire?.usedCents ?? 0,
            reservedCents: a.eurocoraReservedCents,
            usedText: a.tirelire?.usedCents ? String(centsToEuros(a.tirelire.usedCents)) : '',
          }
        : null,
    giftCard: a.carteCadeau
      ? {
          masked: a.carteCadeau.numero_masque,
          usedCents: a.carteCadeau.usedCents,
          balanceCents: a.carteCadeau.balanceCents,
        }
      : null,
    redevance: {
      required: a.redevance.requise,
      done: a.redevance.renseignee,
      products: checkout.meta.warning.redevance.map((item) => item.designation),
      usages: Object.entries(REDEVANCE_USAGE_LABELS).map(([value, label]) => ({ value, label })),
    },
    modes: modes.data.map((pm) => ({
      code: pm.attributes.mode_paiement,
      label: pm.attributes.libelle,
      possible: modes.meta.infos[pm.attributes.mode_paiement]?.possible ?? false,
      reason: modes.meta.infos[pm.attributes.mode_paiement]?.raison ?? null,
      isNew: pm.attributes.is_new,
    })),
    selectedMode: a.modePaiement,
    aliases: modes.meta.alias_paiement.map((alias) => ({
      id: alias.id,
      label: `${alias.nom} ${alias.numero_masque} (expire ${alias.date_expiration})`,
    })),
    aliasRequired: modes.meta.alias_obligatoire,
    selectedAlias: a.selectedPaymentId,
    schedules: plans,
    warnings: checkout.meta.message_warning,
    alcohol: checkout.meta.warning.is_alcool,
  };
}

export async function paymentStepLoader(request: Request, context: Context): Promise<PaymentStepData> {
  const loaded = await loadCheckoutStep(request, context, 'payment');
  const modes = await checkoutCalls.paymentModes(loaded.api, loaded.store, loaded.ref.id);
  return paymentView(loaded, modes, await schedules(context, loaded.checkout, modes));
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** Never sent back to the page: the gift card's number and PIN. */
const HIDDEN = ['numero', 'pin'];

/** The posted values alone: the answer to the API's refusals, once the form's own checks passed. */
const postedOnly = z.object({});

/** The API's messages by the last part of their field's name (`carte_cadeau.numero` → `numero`). */
function apiFieldErrors(error: { fieldErrors?: Record<string, string[]> }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, list] of Object.entries(error.fieldErrors ?? {})) {
    const short = key.split('.').pop() ?? key;
    if (list[0]) out[short] ??= list[0];
  }
  return out;
}

export async function paymentStepAction(request: Request, context: Context) {
  assertSameOrigin(request);
  const loaded = await loadCheckoutStep(request, context, 'payment');
  const { api, store, ref, checkout } = loaded;
  const shop = context.get(shopContext);
  const form = await request.formData();
  const intent = text(form, 'intent');
  const dateLastUpdate = checkout.data.attributes.dateLastUpdate;
  const fail = (answer: Omit<PaymentActionData, 'intent'>, status = 422) =>
    data<PaymentActionData>({ intent, ...answer }, { status });
  /** A refusal shown on the posted form: its fields' messages, or the whole form's. */
  const refuse = (extras: ReplyExtras, status = 422) =>
    fail({ result: parseForm(form, postedOnly).reply({ ...extras, hide: HIDDEN }) }, status);

  try {
    switch (intent) {
      case 'sacs': {
        const bags = parseForm(form, bagsForm);
        if (!bags.ok) return fail({ result: bags.reply() });
        await checkoutCalls.update(api, store, ref.id, {
          dateLastUpdate,
          avec_sacs: bags.value.avec_sacs === 'oui',
        });
        return data<PaymentActionData>({ intent, ok: true });
      }
      case 'code_promo': {
        const promo = parseForm(form, promoCodeForm);
        if (!promo.ok) return fail({ result: promo.reply() });
        await checkoutCalls.promo(api, store, ref.id, dateLastUpdate, promo.value.code_promo);
        return data<PaymentActionData>({
          intent,
          ok: true,
          message: 'Code promo appliqué.',
          result: promo.reply({ reset: true }),
        });
      }
      case 'retirer_code_promo':
        await checkoutCalls.promo(api, store, ref.id, dateLastUpdate, null);
        return data<PaymentActionData>({
          intent,
          ok: true,
          message: 'Code promo retiré.',
          result: parseForm(form, postedOnly).reply({ reset: true }),
        });
      case 'cagnotte': {
        const wallet = parseForm(form, walletForm);
        const modes = await checkoutCalls.paymentModes(api, store, ref.id);
        const card = wallet.ok && modes.meta.cartes_fidelite.find((c) => c.id === wallet.value.carte);
        if (!wallet.ok || !card) return refuse({ fieldErrors: { tirelire: messages.generic } });
        const amount = walletAmountCents(
          wallet.value.tirelire,
          checkout.data.attributes.amounts.totalCents,
          card.balanceCents,
        );
        try {
          await checkoutCalls.reserveEurocora(api, store, ref.id, dateLastUpdate, amount, card.id);
        } catch (error) {
          // Above what is available (other orders in progress reserve the rest): shown on the amount.
          if (!isApiError(error) || error.status !== 422) throw error;
          const fields = apiFieldErrors(error);
          return refuse({ fieldErrors: { tirelire: fields.montant ?? fields.carte ?? error.message } });
        }
        return data<PaymentActionData>({ intent, ok: true, result: wallet.reply() });
      }
      case 'carte_cadeau': {
        const card = parseForm(form, giftCardPaymentForm);
        if (!card.ok) return fail({ result: card.reply({ hide: HIDDEN }) });
        try {
          await checkoutCalls.giftCard(api, store, ref.id, dateLastUpdate, card.value.numero, card.value.pin);
        } catch (error) {
          if (!isApiError(error) || error.status === 401) throw error;
          if (error.status === 404)
            return refuse({ fieldErrors: { numero: giftCardMessages.numberInvalid } }, 404);
          const fields = apiFieldErrors(error);
          if (giftCardErrorOpensPopin(error.status, error.fieldErrors ?? null, error.code))
            return fail(
              {
                popin: error.status >= 500 ? giftCardMessages.popinText : error.message,
                result: card.reply({ hide: HIDDEN }),
              },
              error.status,
            );
          if (error.code === API_ERROR_CODES.checkoutNotFound && !Object.keys(fields).length)
            return redirect(firstStepUrl(ref.kind), 303);
          return refuse({ fieldErrors: fields }, error.status);
        }
        return data<PaymentActionData>({ intent, ok: true, result: card.reply({ reset: true }) });
      }
      case 'retirer_carte_cadeau':
        await checkoutCalls.removeGiftCard(api, store, ref.id, dateLastUpdate);
        return data<PaymentActionData>({
          intent,
          ok: true,
          result: parseForm(form, postedOnly).reply({ reset: true }),
        });
      case 'redevance': {
        const parsed = parseForm(form, redevanceFormBody);
        if (!parsed.ok) return fail({ result: parsed.reply() });
        await checkoutCalls.redevance(api, store, ref.id, dateLastUpdate, parsed.value);
        return data<PaymentActionData>({ intent, ok: true, result: parsed.reply() });
      }
      case 'payer':
        return await pay(loaded, form, fail, shop);
      default:
        return refuse({ formError: messages.generic }, 400);
    }
  } catch (error) {
    if (isApiError(error) && error.status === 404) return redirect(firstStepUrl(ref.kind), 303);
    if (isApiError(error) && error.status < 500 && error.status !== 401) {
      const fieldErrors = apiFieldErrors(error);
      // The promo code's refusal shows on its field; the payment form's under its alert, always.
      if (intent === 'code_promo')
        return refuse(
          { fieldErrors: { ...fieldErrors, code_promo: fieldErrors.code_promo ?? error.message } },
          error.status,
        );
      const onFields = intent !== 'payer' && Object.keys(fieldErrors).length > 0;
      return refuse({ fieldErrors, formError: onFields ? null : error.message }, error.status);
    }
    throw error;
  }
}

/** The fields of the payment form under the names of processPaiement's answer. */
const PAYMENT_FORM_FIELDS: Record<string, string> = {
  modePaiement: 'mode_paiement',
  avec_sacs: 'avec_sacs',
  alias_paiement_id: 'alias_paiement_id',
  redevance: 'redevance',
};
const CHECK_FIELDS = 'Merci de vérifier les informations signalées.';

/** The refusals the payment form shows by its fields, or null when none is one of them. */
function paymentFormErrors(fieldErrors: Record<string, string[]> | undefined) {
  const errors: Record<string, string> = {};
  for (const [field, list] of Object.entries(fieldErrors ?? {})) {
    const name = PAYMENT_FORM_FIELDS[field];
    if (name && list[0]) errors[name] = list[0];
  }
  return Object.keys(errors).length ? errors : null;
}

/**
 * Pay: one call with the step's choices (mode, saved card, bags). The API makes them, computes the
 * benefits, refuses every missing or impossible choice at once (field errors) and opens the payment
 * page, or warns of a recent order.
 */
async function pay(
  { api, store, ref }: LoadedCheckout,
  form: FormData,
  fail: (
    answer: Omit<PaymentActionData, 'intent'>,
    status?: number,
  ) => ReturnType<typeof data<PaymentActionData>>,
  shop: { secure: boolean; setCookie(header: string): void },
) {
  const choice = parseForm(form, paymentChoiceForm.partial({ mode_paiement: true }));
  if (!choice.ok) return fail({ result: choice.reply({ formError: CHECK_FIELDS }) });
  const { mode_paiement: mode, avec_sacs: bags, alias_paiement_id: alias, confirmer } = choice.value;
  let answer: Awaited<ReturnType<typeof checkoutCalls.pay>>;
  try {
    answer = await checkoutCalls.pay(
      api,
      store,
      ref.id,
      {
        modePaiement: mode ?? null,
        ...(bags === undefined ? {} : { avec_sacs: bags === 'oui' }),
        alias_paiement_id: alias ?? null,
        confirmer: confirmer === '1',
      },
      mode === 'CRF',
    );
  } catch (error) {
    const errors =
      isApiError(error) && error.code === API_ERROR_CODES.invalidData
        ? paymentFormErrors(error.fieldErrors)
        : null;
    if (errors) return fail({ result: choice.reply({ fieldErrors: errors, formError: CHECK_FIELDS }) });
    throw error;
  }
  const recent = answer.warning.commande_recente;
  if (recent)
    return data<PaymentActionData>({
      intent: 'payer',
      recentOrder: { code: recent.code, date: recent.date_commande, message: recent.message },
      result: choice.reply(),
    });
  if (!answer.url_webview_paiement)
    return fail({ result: choice.reply({ formError: messages.generic }) }, 502);
  shop.setCookie(await paymentKindSetCookie(ref.kind, shop.secure));
  // The hosted payment page is not a page of this app: a full document navigation.
  return redirectDocument(answer.url_webview_paiement, 303);
}
