import type { RouterContextProvider } from 'react-router';
import { loadCheckoutStep } from './checkout-session.server.ts';

export interface IncompatibleData {
  kind: string;
  modeLabel: string | null;
  products: { id: number; name: string }[];
}

/**
 * `/commander/produits-incompatibles` (mobile): the lines that cannot be ordered with the
 * chosen service (`meta.warning.unauth_products_list`), before the payment step.
 */
export async function incompatibleLoader(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<IncompatibleData> {
  const { checkout, ref } = await loadCheckoutStep(request, context, 'mode');
  return {
    kind: ref.kind,
    modeLabel: checkout.data.attributes.modeCommandeLibelle,
    products: checkout.meta.warning.unauth_products_list.map((p) => ({
      id: p.produit_id,
      name: p.designation,
    })),
  };
}
