import { type CategoryNode, categoryImageUrl, endpoints } from '@cabas/contracts';
import type { ApiClient } from '../../lib/api-client.server.ts';
import { createCache } from '../../lib/cache.server.ts';
import { CACHE_SIZES } from '../../lib/cache-sizes.server.ts';
import { categoryPath } from '../../lib/route-patterns.ts';
import type { Department, DepartmentMenu, MenuGroup } from './types.ts';

import { MENU_ITEMS_PER_LINE } from './types.ts';

const cache = createCache<CategoryNode[]>(CACHE_SIZES.categoryTree);

export const categoryImage = categoryImageUrl;

export async function getCategoryTree(api: ApiClient): Promise<CategoryNode[]> {
  return cache.get('tree', async () => (await api.call(endpoints.catalogue.categoryTree)).data);
}

function department(node: CategoryNode): Department {
  return {
    id: node.id,
    libelle: node.libelle,
    path: categoryPath({ slug: node.slug, id: node.id }),
    image: categoryImage(node.id),
  };
}

/** The departments of a cached tree: derived once per API answer, not once per page. */
const departmentLists = new WeakMap<CategoryNode[], Department[]>();

export async function getDepartments(api: ApiClient): Promise<Department[]> {
  const tree = await getCategoryTree(api);
  let departments = departmentLists.get(tree);
  if (!departments) {
    departments = tree.map(department);
    departmentLists.set(tree, departments);
  }
  return departments;
}

export async function getDepartmentMenu(api: ApiClient, id: number): Promise<DepartmentMenu | null> {
  const root = (await getCategoryTree(api)).find((node) => node.id === id);
  if (!root) return null;
  const groups: MenuGroup[] = root.children.map((child) => {
    const parentSlugs = [root.slug];
    return {
      id: child.id,
      libelle: child.libelle,
      path: categoryPath({ parentSlugs, slug: child.slug, id: child.id }),
      children: child.children.slice(0, MENU_ITEMS_PER_LINE).map((leaf) => ({
        id: leaf.id,
        libelle: leaf.libelle,
        path: categoryPath({ parentSlugs: [root.slug, child.slug], slug: leaf.slug, id: leaf.id }),
      })),
      more: Math.max(0, child.children.length - MENU_ITEMS_PER_LINE),
    };
  });
  const highlights = root.children
    .filter((child) => child.is_a_ne_pas_manquer)
    .map((child) => ({
      id: child.id,
      libelle: child.libelle,
      path: categoryPath({ parentSlugs: [root.slug], slug: child.slug, id: child.id }),
    }));
  return { department: department(root), groups, highlights };
}
