import { useRouteLoaderData } from 'react-router';

/**
 * What the root loader gave the page, as one feature sees it: each feature reads its own part (the
 * store, the cart, the shopper, the consent) through a hook of its own, and only the layout knows the
 * whole (`RootData` in features/layout).
 */
export function useRootLoaderData<Part extends object>(): Partial<Part> | undefined {
  return useRouteLoaderData('root') as Partial<Part> | undefined;
}
