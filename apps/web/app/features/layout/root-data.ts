import { useRouteLoaderData } from 'react-router';
import type { ToastMessage } from '../../ui/toast.tsx';
import type { PendingStep } from '../auth/post-login.ts';
import type { ConsentState } from '../consent/consent.ts';
import type { StoreSummary } from '../stores/types.ts';
import type { CartSummary } from './shell-types.ts';

/** What the root loader gives every page. */
export interface RootData {
  /** The current store, `null` in national mode. */
  store: StoreSummary | null;
  /** The header cart block; `null` in national mode (no cart). */
  cart: CartSummary | null;
  /** A one-time notification carried across a redirect. */
  flash: ToastMessage | null;
  /** The logged-in shopper (the header's 'Bonjour {prénom}'), `null` for a visitor. */
  user: ShopperSummary | null;
  /** Steps after login still to show (popins), `null` when none is pending. */
  postLogin: PendingStep[] | null;
  /** The visitor's choice on trackers: the cookie banner until one is made. */
  consent: ConsentState;
}

/** What the page knows of the logged-in shopper: never a token. */
export interface ShopperSummary {
  prenom: string;
  isPro: boolean;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
