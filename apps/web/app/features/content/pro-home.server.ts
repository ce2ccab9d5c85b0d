import { endpoints } from '@cabas/contracts';
import { eurosToCents } from '@cabas/domain';
import type { RouterContextProvider } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { authedApi } from '../../lib/authed-api.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { formatPrice } from '../../lib/format.ts';
import { readSession } from '../../lib/session.server.ts';
import { NATIONAL_STORE_ID } from '../catalogue/index.ts';

/** The home page's pro block (doc 2 §6 « pro contents »): the company, its contact, its outstanding. */
export interface ProHomeData {
  company: string | null;
  contact: { name: string; phone: string | null; email: string | null } | null;
  /** What the company may still order on invoice, and its limit (`2 749,60 €`). */
  available: string;
  limit: string;
  /** The departments with pro-only products in the store, each linking to its « Produits pro » list. */
  departments: { label: string; url: string; count: number }[];
}

/**
 * For a logged-in pro, the pro block of the home (null for anyone else). The block is extra: when
 * the API cannot give it, the home shows without it.
 */
export async function proHomeLoader(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ProHomeData | null> {
  const session = await readSession(request);
  if (!session?.isPro) return null;
  const shop = context.get(shopContext);
  const api = await authedApi(request, context);
  try {
    const [{ data: space }, departments] = await Promise.all([
      api.call(endpoints.proSpace.space),
      api.call(endpoints.catalogue.proDepartments, { params: { shop: shop.storeId ?? NATIONAL_STORE_ID } }),
    ]);
    const contact = space.contact;
    return {
      company: space.entreprise.raison_sociale,
      contact: contact && {
        name: `${contact.prenom_referent} ${contact.nom_referent}`.trim(),
        phone: contact.tel_referent || contact.mobile_referent,
        email: contact.mail_referent,
      },
      available: formatPrice(eurosToCents(space.encours.disponible)),
      limit: formatPrice(eurosToCents(space.encours.plafond)),
      departments: departments.data.map((d) => ({ label: d.libelle, url: d.url, count: d.nb_produits })),
    };
  } catch (error) {
    if (isApiError(error)) return null;
    throw error;
  }
}
