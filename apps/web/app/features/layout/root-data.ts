import { useRouteLoaderData } from 'react-router';
import type { ToastMessage } from '../../ui/toast.tsx';
import type { ShopperData } from '../auth/index.ts';
import type { CartSummary } from '../cart/index.ts';
import type { ConsentState } from '../consent/index.ts';
import type { StoreSummary } from '../stores/index.ts';

/**
 * What the root loader gives every page. Each feature reads its own part with its own hook
 * (`useCurrentStore`, `useCartSummary`, `useShopper`, `usePendingSteps`, `useConsent`).
 */
export interface RootData extends ShopperData {
  /** The current store, `null` in national mode. */
  store: StoreSummary | null;
  /** The header cart block; `null` in national mode (no cart). */
  cart: CartSummary | null;
  /** A one-time notification carried across a redirect. */
  flash: ToastMessage | null;
  /** The visitor's choice on trackers: the cookie banner until one is made. */
  consent: ConsentState;
}

/** The whole root data: the layout's own (features read their part with their hooks). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
