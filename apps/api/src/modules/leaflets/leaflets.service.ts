import {
  API_ERROR_CODES,
  type EndpointReply,
  type endpoints,
  type LeafletSummary,
  leafletMessages,
  productImageUrl,
} from '@cabas/contracts';
import { leafletKind, leafletListed, leafletStatus } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { Cache, type CacheSize } from '../../platform/cache.ts';
import { DomainError } from '../../platform/domain-error.ts';
import { cardsInOrder, loadCardInputs } from '../catalogue/products/card-loader.ts';
import type { CatalogueLookups } from '../catalogue/shared/catalogue-lookups.ts';
import { requireStore, type StoreScope } from '../catalogue/shared/store-scope.ts';
import { refreshStoreLeaflets } from './leaflets.generator.ts';
import {
  findLeaflet,
  findLeafletProducts,
  findOpenLeaflets,
  type LeafletRecord,
} from './leaflets.repository.ts';

type ListReply = EndpointReply<typeof endpoints.leaflets.list>;
type LeafletReply = EndpointReply<typeof endpoints.leaflets.get>;

const storeMeta = (store: StoreScope) => ({ id: store.id, name: store.name, isNational: store.isNational });

function summary(row: LeafletRecord, now: Date): LeafletSummary {
  return {
    type: 'prospectus',
    id: row.id,
    attributes: {
      slug: row.slug,
      titre: row.titre,
      type_offre: leafletKind(row.type_avantage),
      type_avantage: row.type_avantage,
      date_debut: row.starts_at,
      date_fin: row.ends_at,
      statut: leafletStatus(row.starts_at, row.ends_at, now),
      nb_pages: Number(row.nb_pages),
      nb_produits: Number(row.nb_produits),
      couverture: row.cover_ean ? productImageUrl(row.cover_ean) : null,
    },
  };
}

/**
 * The leaflets of a store (`GET /magasins/{id}/prospectus…`). Answers are kept for the catalogue's
 * cache time; each store's promotions are compared with what its leaflets were built from at most
 * once per that time, and the leaflets regenerated when they differ.
 */
export class LeafletsService {
  readonly #checked: Cache<true>;
  readonly #lists: Cache<ListReply>;
  readonly #leaflets: Cache<LeafletReply>;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly lookups: CatalogueLookups,
    sizes: { checks: CacheSize; answers: CacheSize },
  ) {
    this.#checked = new Cache(sizes.checks);
    this.#lists = new Cache(sizes.answers);
    this.#leaflets = new Cache(sizes.answers);
  }

  /** The store's running leaflets and those announced, by first day. */
  async list(storeId: number, now: Date): Promise<ListReply> {
    const store = requireStore(await this.lookups.stores(), storeId);
    return this.#lists.getOrLoad(String(store.id), async () => {
      await this.#fresh(store.id, now);
      const rows = await findOpenLeaflets(this.db, store.id, now);
      return {
        data: rows.filter((r) => leafletListed(r.starts_at, r.ends_at, now)).map((r) => summary(r, now)),
        meta: { magasin: storeMeta(store) },
      };
    });
  }

  /** One leaflet with its pages: 404 when the store has none at this address, 410 once it is over. */
  async get(storeId: number, slug: string, now: Date): Promise<LeafletReply> {
    const store = requireStore(await this.lookups.stores(), storeId);
    return this.#leaflets.getOrLoad(`${store.id}:${slug}`, async () => {
      await this.#fresh(store.id, now);
      const row = await findLeaflet(this.db, store.id, slug);
      const status = row ? leafletStatus(row.starts_at, row.ends_at, now) : null;
      if (!row || (status === 'a_venir' && !leafletListed(row.starts_at, row.ends_at, now)))
        throw new DomainError(API_ERROR_CODES.leafletNotFound, leafletMessages.notFound);
      if (status === 'expire') throw new DomainError(API_ERROR_CODES.leafletExpired, leafletMessages.expired);
      const tiles = await findLeafletProducts(this.db, row.id);
      const [inputs, categories] = await Promise.all([
        loadCardInputs(
          this.db,
          store.id,
          tiles.map((t) => t.product_id),
          now,
        ),
        this.lookups.categories(),
      ]);
      const pages = new Map<number, number[]>();
      for (const t of tiles) pages.set(t.page, [...(pages.get(t.page) ?? []), t.product_id]);
      return {
        data: {
          ...summary(row, now),
          attributes: {
            ...summary(row, now).attributes,
            pages: [...pages].map(([numero, ids]) => ({
              numero,
              produits: cardsInOrder(ids, inputs, categories),
            })),
          },
        },
        meta: { magasin: storeMeta(store) },
      };
    });
  }

  /** Regenerates the store's leaflets if its promotions changed (checked once per cache time). */
  async #fresh(storeId: number, now: Date): Promise<void> {
    await this.#checked.getOrLoad(String(storeId), async () => {
      await refreshStoreLeaflets(this.db, storeId, now);
      return true as const;
    });
  }
}
