import type { RouterContextProvider } from 'react-router';
import { shopContext } from '../../lib/context.server.ts';
import { getDepartments } from '../catalogue/index.server.ts';
import type { Department } from '../catalogue/index.ts';

/** Data of the default layout: the departments of the main menu (the menu degrades to none). */
export async function defaultLayoutLoader(
  context: Readonly<RouterContextProvider>,
): Promise<{ departments: Department[] }> {
  const shop = context.get(shopContext);
  try {
    return { departments: await getDepartments(shop.api) };
  } catch {
    return { departments: [] };
  }
}
