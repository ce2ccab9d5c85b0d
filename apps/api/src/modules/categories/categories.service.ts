import type { CategoryNode } from '@cabas/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import * as repo from './categories.repository.ts';

/** The department tree for menus and /rayons, built from one query. */
export async function categoryTree(db: Kysely<DB>, maxLevel: number): Promise<CategoryNode[]> {
  const rows = await repo.findCategoriesUpToLevel(db, maxLevel);
  const nodes = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node: CategoryNode = {
      id: row.id,
      libelle: row.libelle,
      slug: row.slug,
      visuel: row.visuel,
      level: row.level,
      content_type: row.content_type,
      is_a_ne_pas_manquer: row.is_a_ne_pas_manquer === 1,
      is_header_selections: row.is_header_selections === 1,
      children: [],
    };
    nodes.set(row.id, node);
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    if (parent) parent.children.push(node);
    else if (row.parent_id === null) roots.push(node);
  }
  return roots;
}

/** A category's name and colour, for other modules (its picture). */
export function findCategoryColour(db: Kysely<DB>, id: number) {
  return repo.findCategoryColour(db, id);
}
