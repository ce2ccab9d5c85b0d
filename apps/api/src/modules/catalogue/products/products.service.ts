import {
  API_ERROR_CODES,
  catalogueMessages,
  NATIONAL_STORE_ID,
  type ProductCard,
  type ProductSheetResponse,
} from '@cabas/contracts';
import { isProductVisible, parseAllergens } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { Cache } from '../../../platform/cache.ts';
import { CACHE_SIZES } from '../../../platform/cache-sizes.ts';
import { DomainError } from '../../../platform/domain-error.ts';
import type { CatalogueContext } from '../catalogue-context.ts';
import { presentAdvantages } from '../presenters/advantages.ts';
import { type CardInput, presentCardAttributes } from '../presenters/product-card.ts';
import { productHead } from '../presenters/seo.ts';
import { consumerInfoGroups, parseNutrition } from '../product-infos/consumer-info.ts';
import type { CatalogueLookups } from '../shared/catalogue-lookups.ts';
import type { CategoryIndex } from '../shared/category-index.ts';
import { requireStore, type StoreScope } from '../shared/store-scope.ts';
import { type AssociationIds, findAssociations } from './associations.ts';
import { cardsInOrder, loadCardInputs } from './card-loader.ts';
import { findProductTexts } from './cards.repository.ts';
import { ProductNotFoundError } from './product-errors.ts';
import { findMixGroup, findMixProductIds, findProductIdByEan, storeCarries } from './products.repository.ts';

const jsonList = (json: string | null) => {
  try {
    const v: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
};

export class ProductsService {
  readonly #associations = new Cache<AssociationIds>(CACHE_SIZES.productAssociations);

  constructor(
    private readonly db: Kysely<DB>,
    private readonly lookups: CatalogueLookups,
  ) {}

  /** `GET /magasins/{shop}/produits/{id}`: the sheet with the store's price, stock and advantages. */
  async sheet(ctx: CatalogueContext, storeId: number, productId: number): Promise<ProductSheetResponse> {
    const store = requireStore(await this.lookups.stores(), storeId);
    const categories = await this.lookups.categories();
    const hideProOnly = !ctx.isPro;
    const key = `${store.id}:${productId}:${hideProOnly ? 1 : 0}`;
    const cached = this.#associations.get(key);
    const related = cached ? [...cached.complementaire, ...cached.similaire, ...cached.alternatifs] : [];
    let inputs = await loadCardInputs(this.db, store.id, [productId, ...related], ctx.now);
    const main = inputs.get(productId);
    await this.#checkVisible(main, store, categories, hideProOnly);
    const input = main!;
    let associations = cached;
    if (!associations) {
      associations = await findAssociations(this.db, input, store, categories, hideProOnly);
      this.#associations.set(key, associations);
      const ids = [...associations.complementaire, ...associations.similaire, ...associations.alternatifs];
      const more = await loadCardInputs(this.db, store.id, ids, ctx.now);
      inputs = new Map([...inputs, ...more]);
    }
    const [texts] = await findProductTexts(this.db, [productId]);
    const attributes = presentCardAttributes(input, categories);
    const cards = (ids: number[]): { data: ProductCard[] } => ({
      data: cardsInOrder(ids, inputs, categories),
    });
    return {
      data: {
        type: 'produit',
        id: productId,
        attributes: {
          ...attributes,
          avantages: presentAdvantages(input.advantages),
          allergens: parseAllergens(input.row.allergens),
          ingredients: texts?.ingredients ?? null,
          nutrition: parseNutrition(texts?.nutrition ?? null),
          additifs: jsonList(texts?.additives ?? null),
          huile_de_palme: input.row.palm_oil === 1,
          infos_conso: consumerInfoGroups(input.row, texts, categories),
          associations: {
            complementaire: cards(associations.complementaire),
            similaire: cards(associations.similaire),
            alternatifs: cards(associations.alternatifs),
          },
        },
      },
      meta: {
        breadcrumb: categories.crumbs(input.row.category_id),
        head: productHead(attributes, attributes.url),
        magasin: { id: store.id, isNational: store.isNational },
      },
    };
  }

  /** `GET /magasins/{shop}/recherche-ean?ean=` */
  async sheetByEan(ctx: CatalogueContext, storeId: number, ean: string): Promise<ProductSheetResponse> {
    requireStore(await this.lookups.stores(), storeId);
    const found = await findProductIdByEan(this.db, ean);
    if (!found) throw new ProductNotFoundError(catalogueMessages.productNotFound);
    return this.sheet(ctx, storeId, found.id);
  }

  /** `GET /magasins/{shop}/panachages/{id}`: the products of a mix that the store sells. */
  async mix(ctx: CatalogueContext, storeId: number, groupId: number) {
    const store = requireStore(await this.lookups.stores(), storeId);
    const categories = await this.lookups.categories();
    const group = await findMixGroup(this.db, groupId);
    if (!group) throw new DomainError(API_ERROR_CODES.mixNotFound, catalogueMessages.mixNotFound);
    const ids = (await findMixProductIds(this.db, groupId)).map((r) => r.product_id);
    const inputs = await loadCardInputs(this.db, store.id, ids, ctx.now);
    const visible = ids.filter((id) => ctx.isPro || inputs.get(id)?.row.corapro === 0);
    const nowIso = ctx.now.toISOString();
    return {
      data: {
        type: 'panachage' as const,
        id: group.id,
        attributes: {
          libelle: group.libelle,
          type_avantage: group.type_avantage,
          texte_avantage: group.texte_avantage,
          lot: group.lot,
          nb_pdt_lot: group.nb_pdt_lot,
          date_debut: group.starts_at,
          date_fin: group.ends_at,
          actif: group.starts_at <= nowIso && nowIso <= group.ends_at,
          produits: cardsInOrder(visible, inputs, categories),
        },
      },
      meta: { magasin: { id: store.id, isNational: store.isNational } },
    };
  }

  async #checkVisible(
    input: CardInput | undefined,
    store: StoreScope,
    categories: CategoryIndex,
    hideProOnly: boolean,
  ): Promise<void> {
    if (!input) throw new ProductNotFoundError(catalogueMessages.productNotFound);
    const breadcrumb = categories.crumbs(input.row.category_id);
    if (!isProductVisible({ proOnly: input.row.corapro === 1 }, { isPro: !hideProOnly }))
      throw new ProductNotFoundError(catalogueMessages.productNotFound, breadcrumb);
    if (input.row.price_cents === null) {
      const national = !store.isNational && (await storeCarries(this.db, NATIONAL_STORE_ID, input.row.id));
      throw new ProductNotFoundError(catalogueMessages.productNotInStore, breadcrumb, national);
    }
  }
}
