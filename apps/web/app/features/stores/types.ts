import type { OrderModeType, TimetableEntry } from '@cabas/contracts';

/** The current store as pages show it (header shop block, home). */
export interface StoreSummary {
  id: number;
  name: string;
  adresse: string;
  cp: string;
  ville: string;
  telephone: string;
  horaires: string;
  horairesTable: TimetableEntry[];
  /** `/magasins/{slug}-m-{id}` */
  path: string;
  /** Start of the next drive slot (`date_premier_creneau_drive` or the DRIVE mode's next slot). */
  nextDriveSlot: string | null;
  modes: { type: OrderModeType; label: string }[];
}

/** One store of the shop selector's results. */
export interface StoreChoice {
  id: number;
  name: string;
  adresse: string;
  cp: string;
  ville: string;
  /** Metres from the searched place, `null` for a search by name. */
  distance: number | null;
  open: boolean;
  horaires: string;
  modes: OrderModeType[];
  path: string;
}

export interface StoreSearchResult {
  query: string;
  stores: StoreChoice[];
  /** The place the distances are measured from (`75011 Paris`), when known. */
  centre: string | null;
  /** A French message when the search could not be made. */
  error: string | null;
}

/** A one-time message carried across a redirect (cookie `cabas_flash`). */
export type FlashKind = 'store-unknown' | 'store-changed' | 'store-national' | 'store-error';
