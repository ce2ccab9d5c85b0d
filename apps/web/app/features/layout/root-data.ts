import { useRouteLoaderData } from 'react-router';
import type { ToastMessage } from '../../ui/toast.tsx';
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
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
