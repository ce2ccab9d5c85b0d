import {
  type BlogArticleSummary,
  endpoints,
  type FuelPricesResponse,
  STORE_BLOG,
  type StorePushZone,
} from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import type { ApiClient } from '../../lib/api-client.server.ts';
import { createCache, type LoadingCache } from '../../lib/cache.server.ts';
import { STORE_CACHE_ENTRIES } from '../../lib/cache-sizes.server.ts';
import { webConfig } from '../../lib/config.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { toRouteError } from '../../lib/errors.server.ts';
import { parseStoreSegment, storePath } from '../../lib/route-patterns.ts';
import { jsonLdText } from '../catalogue/index.server.ts';
import { publicCalls, slotView } from '../checkout/index.server.ts';
import { eligibilityState } from '../delivery-eligibility/index.server.ts';
import { getStore } from '../stores/index.server.ts';
import type { ShopStore } from '../stores/index.ts';
import { hoursView, isShowPlan, localBusiness, modesView, SHOW_PLAN_MODES } from './store-view.ts';
import type { StorePageData, StorePlanning } from './types.ts';

type Context = Readonly<RouterContextProvider>;

export const storeNotFoundMessage = "Ce magasin n'existe pas.";

const notFound = () => data({ message: storeNotFoundMessage }, { status: 404 });

/**
 * The store of a `{slug}-m-{id}` segment, or the answer that replaces the page: 404 for an unknown
 * store, 301 to the attached store for a national id, to the store's own site when it has one, and to
 * the canonical `aliasWeb` address when the slug differs (`suffix` keeps the blog part of the path).
 */
export async function resolveStore(
  api: ApiClient,
  segment: string | undefined,
  request: Request,
  suffix: string,
): Promise<ShopStore> {
  const parsed = parseStoreSegment(segment);
  if (!parsed) throw notFound();
  let store = await getStore(api, parsed.id);
  if (!store) throw notFound();
  if (store.attributes.isNational) {
    const attached = store.attributes.magasin_rattache_id;
    store = attached === null ? null : await getStore(api, attached);
    if (!store) throw notFound();
    throw redirect(`${storePath({ aliasWeb: store.attributes.aliasWeb, id: store.id })}${suffix}`, 301);
  }
  if (store.attributes.url_externe) throw redirect(store.attributes.url_externe, 301);
  const canonical = `${storePath({ aliasWeb: store.attributes.aliasWeb, id: store.id })}${suffix}`;
  const url = new URL(request.url);
  if (url.pathname !== canonical) throw redirect(`${canonical}${url.search}`, 301);
  return store;
}

interface StoreExtras {
  fuel: FuelPricesResponse;
  pushZones: StorePushZone[];
  articles: BlogArticleSummary[];
}

let extrasCache: LoadingCache<StoreExtras> | undefined;
function extras() {
  extrasCache ??= createCache({ max: STORE_CACHE_ENTRIES.stores, ttlMs: webConfig().cacheTtlMs });
  return extrasCache;
}

/** Fuel prices, push zones and the latest articles of a store, cached like the store itself. */
function storeExtras(api: ApiClient, id: number): Promise<StoreExtras> {
  return extras().get(String(id), async () => {
    const [fuel, zones, blog] = await Promise.all([
      api.call(endpoints.storePages.fuelPrices, { params: { id } }),
      api.call(endpoints.storePages.pushZones, { params: { id } }),
      api.call(endpoints.storePages.blog, {
        params: { id },
        query: { par_page: STORE_BLOG.latestOnStorePage },
      }),
    ]);
    return { fuel, pushZones: zones.data, articles: blog.data };
  });
}

/** The planning `show_plan` asks for, only when the store offers one of its modes. */
async function showPlan(
  api: ApiClient,
  store: ShopStore,
  value: string | null,
): Promise<StorePlanning | null> {
  if (!isShowPlan(value)) return null;
  const { modes, title } = SHOW_PLAN_MODES[value];
  const offered = store.attributes.modes_commande.some((m) => (modes as readonly string[]).includes(m.type));
  if (!offered) return null;
  const planning = await publicCalls.planning(api, store.id);
  const services = planning.data
    .filter((s) => (modes as readonly string[]).includes(s.mode))
    .map((s) => ({
      id: s.service_id,
      label: s.label,
      days: s.jours.map((d) => ({ date: d.date, label: d.jour_texte, slots: d.creneaux.map(slotView) })),
    }));
  return services.length ? { code: value, title, services } : null;
}

export const articlePath = (storeBase: string, article: { slug: string; articleId: number }) =>
  `${storeBase}/blog/${article.slug}-a-${article.articleId}`;

/** `/magasins/{slug}-m-{id}`: the store page and its tools (the planning of `show_plan`, the delivery check). */
export async function storePageLoader(request: Request, context: Context, segment: string | undefined) {
  const shop = context.get(shopContext);
  try {
    const store = await resolveStore(shop.api, segment, request, '');
    const url = new URL(request.url);
    const a = store.attributes;
    const path = storePath({ aliasWeb: a.aliasWeb, id: store.id });
    const offersHomeDelivery = a.modes_commande.some((m) => m.type === 'LAD');
    const [more, plan, eligibility] = await Promise.all([
      storeExtras(shop.api, store.id),
      showPlan(shop.api, store, url.searchParams.get('show_plan')),
      offersHomeDelivery ? eligibilityState(shop.api, store.id, url.searchParams) : null,
    ]);
    const page: StorePageData = {
      store: {
        id: store.id,
        name: a.name || a.magasin,
        path,
        adresse: a.adresse,
        cp: a.cp,
        ville: a.ville,
        telephone: a.telephone_magasin,
        services: a.services,
        isCurrent: shop.storeId === store.id,
        minimumLadCents: a.minimumHomeDeliveryCents,
        offersHomeDelivery,
      },
      hours: hoursView(a, new Date()),
      modes: modesView(a),
      fuel: {
        items: more.fuel.data.map((f) => ({
          code: f.code,
          libelle: f.libelle,
          priceMillimes: f.prix_litre_millimes,
        })),
        updatedAt: more.fuel.meta.date_maj,
      },
      pushZones: more.pushZones,
      articles: more.articles.map((article) => ({
        id: article.articleId,
        titre: article.titre,
        resume: article.resume,
        date: article.date_publication,
        path: articlePath(path, article),
      })),
      plan,
      eligibility,
      jsonLd: jsonLdText(localBusiness(store, url.origin)),
      canonical: `${url.origin}${path}`,
    };
    return page;
  } catch (error) {
    throw toRouteError(error);
  }
}
