import type { ProductSheetResponse } from '@cabas/contracts';
import { data } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import type { ShopContext } from '../../lib/context.server.ts';
import { toRouteError } from '../../lib/errors.server.ts';
import { GIFT_CARD_INTENT, type GiftCardResult, giftCardRange, readGiftCardAmount } from './gift-card.ts';
import { NATIONAL_STORE_ID } from './list-url.ts';

const badRequest = () => data({ message: 'Requête invalide' }, { status: 400 });

/**
 * The gift-card form of a product sheet (POST `/article/{id}/{slug}`), validated on the server as in
 * the browser (doc 1 §5), so it works without JavaScript. A valid amount is answered as accepted:
 * the cart's add action takes over from here once it exists (the form already posts the amount).
 */
export async function giftCardAction(
  request: Request,
  shop: ShopContext,
  productId: number,
): Promise<GiftCardResult | ReturnType<typeof data<GiftCardResult>>> {
  const form = await request.formData();
  if (form.get('intent') !== GIFT_CARD_INTENT) throw badRequest();
  let sheet: ProductSheetResponse;
  try {
    sheet = await shop.api.get<ProductSheetResponse>(
      `/magasins/${shop.storeId ?? NATIONAL_STORE_ID}/produits/${productId}`,
    );
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw data({ message: 'Page Not Found' }, { status: 404 });
    throw toRouteError(error);
  }
  const attributes = sheet.data.attributes;
  if (attributes.type !== 'CKDO') throw badRequest();
  const result = readGiftCardAmount(form, giftCardRange(attributes.config_prix));
  return result.error ? data(result, { status: 422 }) : result;
}
