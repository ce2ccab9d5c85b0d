import { useRootLoaderData } from '../../lib/root-loader.ts';
import type { PendingStep } from './post-login.ts';

/** What the page knows of the logged-in shopper: never a token. */
export interface ShopperSummary {
  prenom: string;
  isPro: boolean;
}

/** The shopper's part of the root data. */
export interface ShopperData {
  /** The logged-in shopper (the header's 'Bonjour {prénom}'), `null` for a visitor. */
  user: ShopperSummary | null;
  /** Steps after login still to show (popins), `null` when none is pending. */
  postLogin: PendingStep[] | null;
}

/** The logged-in shopper, `null` for a visitor. */
export function useShopper(): ShopperSummary | null {
  return useRootLoaderData<ShopperData>()?.user ?? null;
}

/** The steps after login still to show, `null` when none is pending. */
export function usePendingSteps(): PendingStep[] | null {
  return useRootLoaderData<ShopperData>()?.postLogin ?? null;
}
