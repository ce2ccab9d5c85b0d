import { API_ERROR_CODES, catalogueMessages, NATIONAL_STORE_ID, type ProductInfos } from '@cabas/contracts';
import { brandLabel, parseSearchQuery } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { DomainError } from '../../../platform/domain-error.ts';
import type { SearchIndex } from '../../../platform/search/search-index.ts';
import type { CatalogueContext } from '../catalogue-context.ts';
import { productImage } from '../presenters/product-card.ts';
import {
  findProductsWithOffers,
  findProductTexts,
  type ProductOfferRow,
  type ProductTextsRow,
} from '../products/cards.repository.ts';
import { findProductIdByEan } from '../products/products.repository.ts';
import { findTopMatches } from '../search/search.repository.ts';
import type { CatalogueLookups } from '../shared/catalogue-lookups.ts';
import type { CategoryIndex } from '../shared/category-index.ts';
import { consumerInfoGroups } from './consumer-info.ts';

/** Consumer information (`/infoconso/{ean}`): what the pack says, per product, whatever the store. */
const SEARCH_RESULTS = 10;

function present(
  row: ProductOfferRow,
  texts: ProductTextsRow | undefined,
  categories: CategoryIndex,
): ProductInfos {
  return {
    type: 'product-infos',
    id: row.id,
    attributes: {
      ean: row.ean,
      designation: row.designation,
      marque: brandLabel(row.marque),
      photos: [productImage(row.ean)],
      url: `/infoconso/${row.ean}`,
      groupes: consumerInfoGroups(row, texts, categories),
    },
  };
}

async function visibleInfos(db: Kysely<DB>, ctx: CatalogueContext, ids: number[], categories: CategoryIndex) {
  const [rows, texts] = await Promise.all([
    findProductsWithOffers(db, NATIONAL_STORE_ID, ids),
    findProductTexts(db, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const textsById = new Map(texts.map((t) => [t.id, t]));
  return ids
    .map((id) => byId.get(id))
    .filter((r): r is ProductOfferRow => !!r && (ctx.isPro || r.corapro === 0))
    .map((row) => present(row, textsById.get(row.id), categories));
}

/** `GET /product-infos/{id}` */
export async function productInfos(
  db: Kysely<DB>,
  lookups: CatalogueLookups,
  ctx: CatalogueContext,
  id: number,
) {
  const [infos] = await visibleInfos(db, ctx, [id], await lookups.categories());
  if (!infos) throw new DomainError(API_ERROR_CODES.productNotFound, catalogueMessages.productNotFound);
  return { data: infos };
}

/** `GET /product-infos/recherche?query=`: an EAN, or words (the 10 best matches). */
export async function searchProductInfos(
  db: Kysely<DB>,
  index: SearchIndex,
  lookups: CatalogueLookups,
  ctx: CatalogueContext,
  query: string,
) {
  const parsed = parseSearchQuery(query);
  let ids: number[] = [];
  if (parsed.eanPrefix) {
    const found = await findProductIdByEan(db, parsed.eanPrefix);
    ids = found ? [found.id] : [];
  } else if (parsed.tokens.length) {
    ids = await findTopMatches(db, index, parsed.tokens, {
      storeId: null,
      hideProOnly: !ctx.isPro,
      limit: SEARCH_RESULTS,
    });
  }
  const data = await visibleInfos(db, ctx, ids, await lookups.categories());
  return { data, meta: { query, total: data.length } };
}
