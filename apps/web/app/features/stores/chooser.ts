import type { FormResult } from '../../ui/use-checked-form.ts';
import type { StoreSearchResult, StoreSummary } from './types.ts';

/** Loader data of `/magasins/choisir` (page and popin search). */
export interface StoreChooserData {
  search: StoreSearchResult | null;
  redirectTo: string;
  current: StoreSummary | null;
}

/** Action data of `/magasins/choisir` when the choice could not be saved. */
export interface StoreChooserActionData {
  /** The store chosen and its message, or the whole form's (stores unavailable). */
  result: FormResult;
}
