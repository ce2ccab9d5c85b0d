/** A store as the storefront reads it: the money the pages show decoded once into integer cents. */
import type { OrderMode, StoreAttributes, StoreResource } from '@cabas/contracts';
import { eurosToCents } from '@cabas/domain';

export type ShopOrderMode = Omit<OrderMode, 'tarif_mini'> & { priceFromCents: number | null };

export type ShopStoreAttributes = Omit<StoreAttributes, 'montantMinimumLAD' | 'modes_commande'> & {
  /** The basket from which the store delivers at home. */
  minimumHomeDeliveryCents: number | null;
  modes_commande: ShopOrderMode[];
};

export type ShopStore = Omit<StoreResource, 'attributes'> & { attributes: ShopStoreAttributes };

const optionalCents = (euros: number | null) => (euros === null ? null : eurosToCents(euros));

export function decodeStore(store: StoreResource): ShopStore {
  const { montantMinimumLAD, modes_commande, ...attributes } = store.attributes;
  return {
    ...store,
    attributes: {
      ...attributes,
      minimumHomeDeliveryCents: optionalCents(montantMinimumLAD),
      modes_commande: modes_commande.map(({ tarif_mini, ...mode }) => ({
        ...mode,
        priceFromCents: optionalCents(tarif_mini),
      })),
    },
  };
}
