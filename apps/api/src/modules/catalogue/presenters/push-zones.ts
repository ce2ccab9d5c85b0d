import type { PushZone } from '@cabas/contracts';
import type { PushZoneRow } from '../listing/push-zones.repository.ts';
import { cardsInOrder } from '../products/card-loader.ts';
import type { CategoryIndex } from '../shared/category-index.ts';
import type { CardInput } from './product-card.ts';

const PUSH_ZONE_PRODUCTS = 8;

export const zoneProductIds = (zone: PushZoneRow): number[] => JSON.parse(zone.product_ids) as number[];

/** Push zones with the store's cards of their products; a zone left without products is dropped. */
export function presentPushZones(
  zones: readonly PushZoneRow[],
  inputs: ReadonlyMap<number, CardInput>,
  categories: CategoryIndex,
  hideProOnly: boolean,
): PushZone[] {
  return zones
    .map((zone): PushZone => {
      const ids = zoneProductIds(zone).filter((id) => {
        const row = inputs.get(id)?.row;
        return row !== undefined && (!hideProOnly || row.corapro === 0);
      });
      return {
        code: zone.code,
        position: zone.position,
        titre: zone.titre,
        html_content: zone.html_content,
        products: cardsInOrder(ids.slice(0, PUSH_ZONE_PRODUCTS), inputs, categories),
      };
    })
    .filter((zone) => zone.products.length > 0);
}
