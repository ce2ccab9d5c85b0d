/** The communes of a postal code for the account's address forms (no delivery check: any French city). */
import { endpoints } from '@cabas/contracts';
import { data, type RouterContextProvider } from 'react-router';
import { shopContext } from '../../lib/context.server.ts';
import type { CommuneOption } from './commune-option.ts';
import { isFrenchPostalCode } from './commune-option.ts';

type Context = Readonly<RouterContextProvider>;

export async function communesOf(context: Context, postalCode: string): Promise<CommuneOption[]> {
  if (!isFrenchPostalCode(postalCode)) return [];
  const found = await context.get(shopContext).api.call(endpoints.stores.communes, {
    query: { code_postal: postalCode },
  });
  return found.data.map((c) => ({ insee: c.code_insee, name: c.nom_commune, postalCode: c.code_postal }));
}

/** `GET /ressources/communes?code_postal=`: loaded by the city list once 5 digits are typed. */
export async function communesResourceLoader(request: Request, context: Context) {
  const postalCode = new URL(request.url).searchParams.get('code_postal') ?? '';
  if (!isFrenchPostalCode(postalCode)) return data({ postalCode, communes: [] }, { status: 422 });
  return data(
    { postalCode, communes: await communesOf(context, postalCode) },
    { headers: { 'cache-control': 'public, max-age=3600' } },
  );
}
