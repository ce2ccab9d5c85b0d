import { useRootLoaderData } from '../../lib/root-loader.ts';
import type { StoreSummary } from './types.ts';

/** The current store (root data), `null` in national mode. */
export function useCurrentStore(): StoreSummary | null {
  return useRootLoaderData<{ store: StoreSummary | null }>()?.store ?? null;
}
