/**
 * The cities of a postal code with, for each, whether the current store delivers it (postal code and
 * INSEE code must match one of the store's delivery communes). Used by the address form once 5
 * digits are typed.
 */
import { endpoints } from '@cabas/contracts';
import { data, type RouterContextProvider } from 'react-router';
import { shopContext } from '../../lib/context.server.ts';
import { isCompletePostalCode } from './checkout-rules.ts';

export interface CommuneChoice {
  insee: string;
  name: string;
  postalCode: string;
  eligible: boolean;
}

export interface CommunesData {
  postalCode: string;
  communes: CommuneChoice[];
}

export async function communesLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const shop = context.get(shopContext);
  const postalCode = new URL(request.url).searchParams.get('code_postal') ?? '';
  if (!isCompletePostalCode(postalCode) || shop.storeId === null)
    return data<CommunesData>({ postalCode, communes: [] }, { status: 422 });
  const store = shop.storeId;
  const found = await shop.api.call(endpoints.stores.communes, { query: { code_postal: postalCode } });
  const communes = await Promise.all(
    found.data.map(async (commune) => {
      const answer = await shop.api.call(endpoints.stores.deliveryEligibility, {
        params: { id: store },
        query: { code_postal: commune.code_postal, code_insee: commune.code_insee },
      });
      return {
        insee: commune.code_insee,
        name: commune.nom_commune,
        postalCode: commune.code_postal,
        eligible: answer.data.eligible,
      };
    }),
  );
  return data<CommunesData>(
    { postalCode, communes },
    { headers: { 'cache-control': 'private, max-age=300' } },
  );
}
