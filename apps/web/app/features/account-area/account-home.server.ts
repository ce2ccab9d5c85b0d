import { ACCOUNT_HOME_LAST_ORDERS, ACCOUNT_HOME_LISTS, endpoints } from '@cabas/contracts';
import type { RouterContextProvider } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { authedApi } from '../../lib/authed-api.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { formatFrenchDay } from '../../lib/french-date.ts';
import { orderCalls } from '../orders/index.server.ts';
import { type OrderSummaryView, summaryView } from '../orders/index.ts';
import { getStore, summarise } from '../stores/index.server.ts';
import { subscriptionCalls } from '../subscriptions/index.server.ts';
import { type SubscriptionView, subscriptionView } from '../subscriptions/index.ts';

export interface AccountHomeData {
  prenom: string;
  nom: string;
  email: string;
  isPro: boolean;
  companyName: string | null;
  proContact: { name: string; tel: string | null; mail: string | null } | null;
  /** null: the section could not be read (the page still shows the others). */
  currentOrders: OrderSummaryView[] | null;
  currentOrdersTotal: number;
  lastOrders: OrderSummaryView[] | null;
  lists: { id: number; titre: string; count: number; updatedText: string }[] | null;
  address: { libelle: string | null; name: string; lines: string[] } | null | 'erreur';
  store: { name: string; adresse: string; cp: string; ville: string; telephone: string; path: string } | null;
  /** The current subscriptions (none for a pro; null: they could not be read). */
  subscriptions: SubscriptionView[] | null;
}

/** A section's read: an API refusal or outage leaves that section empty, not the whole page. */
async function section<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isApiError(error) && error.status !== 401) return null;
    throw error;
  }
}

/**
 * `/mon-compte`: the shopper (`GET /api/me`), the current orders, the last 5 orders, 4 shopping
 * lists, the default delivery address and the store, read side by side.
 */
export async function accountHomeLoader(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<AccountHomeData> {
  const shop = args.context.get(shopContext);
  const api = await authedApi(args.request, args.context);
  const client = (await api.call(endpoints.accounts.me)).data;
  const a = client.attributes;
  const contact = client.pro?.contact ?? null;
  const storeId = shop.storeId ?? a.id_magasin ?? null;
  const [current, last, lists, addresses, store, subscriptions] = await Promise.all([
    section(() => orderCalls.list(api, { query: { archive: '0' } })),
    section(() => orderCalls.list(api, { query: {} })),
    storeId === null
      ? Promise.resolve(null)
      : section(() => api.call(endpoints.lists.list, { query: { magasin_id: storeId } })),
    section(() => api.call(endpoints.addresses.list, { query: {} })),
    storeId === null ? Promise.resolve(null) : section(() => getStore(shop.api, storeId)),
    a.isPro ? Promise.resolve(null) : section(() => subscriptionCalls.list(api)),
  ]);
  const preferred = addresses?.data.find((ad) => ad.defaut) ?? addresses?.data[0] ?? null;
  const storeSummary = store ? summarise(store) : null;
  return {
    prenom: a.prenom,
    nom: a.nom,
    email: a.email,
    isPro: a.isPro,
    companyName: a.name,
    proContact: contact
      ? {
          name: `${contact.prenom_referent} ${contact.nom_referent}`.trim(),
          tel: contact.tel_referent,
          mail: contact.mail_referent,
        }
      : null,
    currentOrders: current ? current.data.slice(0, ACCOUNT_HOME_LAST_ORDERS).map(summaryView) : null,
    currentOrdersTotal: current?.meta.total ?? 0,
    lastOrders: last ? last.data.slice(0, ACCOUNT_HOME_LAST_ORDERS).map(summaryView) : null,
    lists: lists
      ? [...lists.data]
          .sort((x, y) => y.date_last_usage.localeCompare(x.date_last_usage))
          .slice(0, ACCOUNT_HOME_LISTS)
          .map((l) => ({
            id: l.id,
            titre: l.titre,
            count: l.nb_produits + l.nb_produits_manquant,
            updatedText: formatFrenchDay(l.date_last_usage),
          }))
      : null,
    address:
      addresses === null
        ? 'erreur'
        : preferred
          ? {
              libelle: preferred.libelle,
              name: `${preferred.prenom} ${preferred.nom}`,
              lines: [
                preferred.adresse,
                ...(preferred.complement_adresse ? [preferred.complement_adresse] : []),
                `${preferred.code_postal} ${preferred.nom_commune}`,
              ],
            }
          : null,
    store: storeSummary
      ? {
          name: storeSummary.name,
          adresse: storeSummary.adresse,
          cp: storeSummary.cp,
          ville: storeSummary.ville,
          telephone: storeSummary.telephone,
          path: storeSummary.path,
        }
      : null,
    subscriptions: a.isPro
      ? []
      : subscriptions
        ? subscriptions.data.en_cours.map((s) => subscriptionView(s, shop.storeId))
        : null,
  };
}
