/**
 * The form pages' loaders and actions. The anonymous forms go to the API with their ALTCHA payload,
 * under the client token for a visitor and as the shopper when logged in (the API mails a copy to the
 * account's own address only, decision 097); the withdrawal goes as the logged-in shopper. The schemas of
 * `@cabas/contracts` check the form here first, with the API's very messages.
 */
import {
  API_ERROR_CODES,
  anonymousNewsletterBody,
  cardActivationBody,
  cardRequestBody,
  contactFormBody,
  endpoints,
  FORM_PAGES,
  type FormAnswerData,
  type FormKind,
  formMessages,
  loyaltyCancellationBody,
  productQuestionBody,
  productQuestionQuery,
  withdrawalBody,
} from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import type { z } from 'zod';
import { isApiError } from '../../lib/api-client.server.ts';
import { authedApi } from '../../lib/authed-api.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { firstErrors, parseForm } from '../../lib/form.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import { readSession } from '../../lib/session.server.ts';
import type { FormResult } from '../../ui/use-checked-form.ts';
import { NATIONAL_STORE_ID } from '../catalogue/index.ts';
import { type FormActionData, type FormPageData, presetsOf } from './forms.ts';

type Context = Readonly<RouterContextProvider>;

const ANONYMOUS = {
  contact: { schema: contactFormBody, call: endpoints.forms.contact },
  'demande-carte': { schema: cardRequestBody, call: endpoints.forms.cardRequest },
  'activation-carte': { schema: cardActivationBody, call: endpoints.forms.cardActivation },
  'resiliation-fidelite': { schema: loyaltyCancellationBody, call: endpoints.forms.loyaltyCancellation },
  'question-produit': { schema: productQuestionBody, call: endpoints.forms.productQuestion },
  newsletter: { schema: anonymousNewsletterBody, call: endpoints.forms.anonymousNewsletter },
} as const;

/**
 * In a pilot phase the card request is open only in some stores (`CARTE_MALIN_PILOT_STORES`, store
 * ids separated by commas; unset: every store); the others are sent to the contact form.
 */
function cardRequestOpen(storeId: number | null): boolean {
  const pilot = process.env.CARTE_MALIN_PILOT_STORES?.trim();
  if (!pilot) return true;
  return storeId !== null && pilot.split(',').map(Number).includes(storeId);
}

async function prefillOf(request: Request, context: Context): Promise<FormPageData['prefill']> {
  if (!(await readSession(request))) return null;
  const me = (await (await authedApi(request, context)).call(endpoints.accounts.me)).data.attributes;
  return { civilite: me.civilite, nom: me.nom, prenom: me.prenom, email: me.email, tel: me.tel ?? '' };
}

async function productOf(request: Request, context: Context): Promise<FormPageData['product']> {
  const query = productQuestionQuery.safeParse({ produit: new URL(request.url).searchParams.get('produit') });
  if (!query.success) throw data({ message: formMessages.productUnknown }, { status: 404 });
  const shop = context.get(shopContext);
  try {
    const sheet = await shop.api.call(endpoints.catalogue.product, {
      params: { shop: shop.storeId ?? NATIONAL_STORE_ID, id: query.data.produit },
    });
    return { id: sheet.data.id, designation: sheet.data.attributes.designation };
  } catch (error) {
    const { productNotFound, productNotInStore, storeNotFound } = API_ERROR_CODES;
    if (
      isApiError(error, endpoints.catalogue.product) &&
      error.hasCode(productNotFound, productNotInStore, storeNotFound)
    )
      throw data({ message: formMessages.productUnknown }, { status: 404 });
    throw error;
  }
}

export async function formPageLoader(
  request: Request,
  context: Context,
  kind: FormKind,
): Promise<FormPageData> {
  const shop = context.get(shopContext);
  if (kind === 'demande-carte' && !cardRequestOpen(shop.storeId)) throw redirect(FORM_PAGES.contact.path);
  const base = {
    kind,
    title: FORM_PAGES[kind].title,
    product: null,
    orders: null,
    presets: presetsOf(kind, new URL(request.url)),
  };
  if (kind === 'retractation') {
    const api = await authedApi(request, context);
    const orders = (await api.call(endpoints.forms.withdrawableOrders)).data;
    return { ...base, prefill: null, orders };
  }
  const [prefill, product] = await Promise.all([
    kind === 'newsletter' ? null : prefillOf(request, context),
    kind === 'question-produit' ? productOf(request, context) : null,
  ]);
  return { ...base, prefill, product };
}

/** Never sent back to the page. */
const HIDDEN = ['altcha'];

export async function formPageAction(request: Request, context: Context, kind: FormKind) {
  assertSameOrigin(request);
  const form = await request.formData();
  const answer = (result: FormResult, init: Partial<FormActionData> = {}, status = 200) =>
    data<FormActionData>(
      { result, sent: false, reference: null, message: null, copySent: false, captchaUsed: false, ...init },
      { status },
    );
  const schema: z.ZodType = kind === 'retractation' ? withdrawalBody : ANONYMOUS[kind].schema;
  const parsed = parseForm<z.ZodType, string>(form, schema);
  if (!parsed.ok) return answer(parsed.reply({ hide: HIDDEN }), {}, 422);
  try {
    if (kind === 'retractation') {
      const api = await authedApi(request, context);
      const sent = await api.call(endpoints.forms.withdrawal, { body: parsed.value as never });
      return answer(parsed.reply({ reset: true }), { sent: true, ...sentFields(sent.data) });
    }
    const { call } = ANONYMOUS[kind];
    const asShopper = kind !== 'newsletter' && (await readSession(request)) !== null;
    const sent = asShopper
      ? await (await authedApi(request, context)).call(call, { body: parsed.value as never })
      : await context
          .get(shopContext)
          .api.call(call, { body: parsed.value as never, needsClientToken: true });
    return answer(parsed.reply({ reset: true }), { sent: true, captchaUsed: true, ...sentFields(sent.data) });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const fieldErrors = firstErrors<string>(error.fieldErrors);
    const onFields = Object.keys(fieldErrors).length > 0;
    const result = parsed.reply({ fieldErrors, formError: onFields ? null : error.message, hide: HIDDEN });
    return answer(result, { captchaUsed: true }, error.status);
  }
}

/** The API's answer to a request sent, in the page's names. */
function sentFields(answer: FormAnswerData): Pick<FormActionData, 'reference' | 'message' | 'copySent'> {
  return { reference: answer.reference, message: answer.message, copySent: answer.copie_envoyee };
}
