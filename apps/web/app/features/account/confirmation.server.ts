/**
 * `/confirmation-creation-compte`: the new shopper's welcome, the loyalty-card variants (`erreur=1`, `carteExistante=1`) and, when the account's store is
 * not the current store (and the shop is not in national mode), the question: stay or change store.
 */
import { type ClientResource, endpoints } from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { authedApi } from '../../lib/authed-api.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import { applyStoreSwitch, getStore, resolveStoreSwitch } from '../stores/index.server.ts';
import { type SignUpConfirmationData, STORE_ANSWER_PARAM, type StoreLine } from './confirmation.ts';
import { SIGNUP_CONFIRMATION_PATH } from './signup.ts';

type Context = Readonly<RouterContextProvider>;

async function storeLine(context: Context, id: number | null): Promise<StoreLine | null> {
  if (id === null) return null;
  const store = await getStore(context.get(shopContext).api, id).catch(() => null);
  if (!store || store.attributes.isNational) return null;
  return { id: store.id, name: store.attributes.name, ville: store.attributes.ville };
}

async function accountOf(request: Request, context: Context): Promise<ClientResource> {
  const api = await authedApi(request, context);
  return (await api.call(endpoints.accounts.me)).data;
}

export async function signUpConfirmationLoader(
  request: Request,
  context: Context,
): Promise<SignUpConfirmationData> {
  const shop = context.get(shopContext);
  const url = new URL(request.url);
  const client = await accountOf(request, context);
  const [account, current] = await Promise.all([
    storeLine(context, client.attributes.id_magasin),
    storeLine(context, shop.storeId),
  ]);
  const answered = url.searchParams.get(STORE_ANSWER_PARAM);
  const differs = account !== null && current !== null && account.id !== current.id;
  return {
    prenom: client.attributes.prenom,
    cardError: url.searchParams.get('erreur') === '1',
    cardExists: url.searchParams.get('carteExistante') === '1',
    question: differs && answered === null ? { account, current } : null,
    answer:
      answered === 'change' && account
        ? { kind: 'change', store: account }
        : answered === 'conserve' && current
          ? { kind: 'stay', store: current }
          : null,
  };
}

/** `POST` (intent `rester` or `changer`): keeps the current store or switches to the account's. */
export async function signUpConfirmationAction(request: Request, context: Context) {
  assertSameOrigin(request);
  const shop = context.get(shopContext);
  const form = await request.formData();
  const back = new URL(request.url);
  const intent = form.get('intent');
  if (intent !== 'rester' && intent !== 'changer')
    return data({ error: 'Merci de choisir une réponse.' }, { status: 422 });
  if (intent === 'changer') {
    const client = await accountOf(request, context);
    const outcome = await resolveStoreSwitch(shop.api, String(client.attributes.id_magasin ?? ''));
    await applyStoreSwitch(shop, outcome);
  }
  back.searchParams.set(STORE_ANSWER_PARAM, intent === 'changer' ? 'change' : 'conserve');
  throw redirect(`${SIGNUP_CONFIRMATION_PATH}${back.search}`, 303);
}
