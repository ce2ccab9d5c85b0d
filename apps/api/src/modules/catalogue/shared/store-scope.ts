import { API_ERROR_CODES, apiMessages } from '@cabas/contracts';
import { HttpError } from '../../../platform/errors.ts';

/** The store whose prices, stock and advantages a catalogue answer uses (999: national mode). */
export interface StoreScope {
  id: number;
  name: string;
  isNational: boolean;
}

export function requireStore(stores: ReadonlyMap<number, StoreScope>, id: number): StoreScope {
  const store = stores.get(id);
  if (!store) throw new HttpError(404, apiMessages.storeNotFound, undefined, API_ERROR_CODES.storeNotFound);
  return store;
}
